import { useMutation } from '@tanstack/react-query';
import type { SignInProvider } from '@molip/domain/sign-in-provider';
import type { UserProfile } from '@molip/domain/user';
import { authSession } from '@/lib/auth-session';
import { leavePage } from '@/lib/leave-page';
import { useAuthStore } from '../stores/auth-store';
import { REDIRECT_PENDING_KEY } from './restore-session';

export type SignInResult = { kind: 'signed-in'; user: UserProfile } | { kind: 'redirecting' };

/** A sign-in failure with a code of `signInErrorMessages` (`signInErrorMessage` turns it into Korean). */
export class SignInError extends Error {
  readonly code: string;
  /** With `email_in_use`: the provider the e-mail's account signs in with, and the one just tried. */
  readonly providers: { existing?: SignInProvider | undefined; attempted?: SignInProvider | undefined };
  constructor(code: string, providers: SignInError['providers'] = {}) {
    super(`Sign-in failed: ${code}`);
    this.name = 'SignInError';
    this.code = code;
    this.providers = providers;
  }
}

const POPUP_NAME = 'molip-sign-in';
const AUTH_CHANNEL_NAME = 'molip-auth';
const POPUP_FEATURES = 'popup=yes,width=480,height=680';
const POPUP_POLL_MS = 400;
// The popup posts its result and closes itself; give the message a moment to arrive before calling
// a closed window "closed by the user".
const CLOSED_GRACE_MS = 600;

/** `provider` undefined: the server's first one (the sign-in page before its configuration loaded). */
export function loginUrl(
  mode: 'popup' | 'redirect',
  redirect: string,
  provider: SignInProvider | undefined,
): string {
  const params = new URLSearchParams({ ...(provider ? { provider } : {}), mode, redirect });
  return `/api/auth/login?${params.toString()}`;
}

/** Waits for the popup's `postMessage` (same origin only) or for the user to close it. */
function waitForPopup(popup: Window): Promise<void> {
  // The message's contract (and Zod with it) loads while the learner signs in, not with the sign-in page.
  const contracts = import('@molip/domain/auth');
  return new Promise((resolve, reject) => {
    let settled = false;
    // The result page also broadcasts on this channel, for when the provider's pages severed `opener`.
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(AUTH_CHANNEL_NAME);
    const finish = (error: SignInError | null) => {
      if (settled) return;
      settled = true;
      window.removeEventListener('message', onMessage);
      channel?.close();
      clearInterval(poll);
      if (error) reject(error);
      else resolve();
    };
    const accept = async (data: unknown) => {
      const { AUTH_MESSAGE_TYPE, authPopupMessage } = await contracts;
      const parsed = authPopupMessage.safeParse(data);
      if (!parsed.success || parsed.data.type !== AUTH_MESSAGE_TYPE) return;
      if (!popup.closed) popup.close();
      const { ok, error, existing, attempted } = parsed.data;
      finish(ok ? null : new SignInError(error ?? 'sign_in_failed', { existing, attempted }));
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin) void accept(event.data);
    };
    window.addEventListener('message', onMessage);
    if (channel) channel.onmessage = (event: MessageEvent) => void accept(event.data);
    const poll = setInterval(() => {
      if (!popup.closed) return;
      clearInterval(poll);
      setTimeout(() => finish(new SignInError('popup_closed')), CLOSED_GRACE_MS);
    }, POPUP_POLL_MS);
  });
}

async function completeSignIn(): Promise<UserProfile> {
  const outcome = await authSession.refresh();
  if (!outcome.ok) throw new SignInError(outcome.reason === 'network' ? 'network' : 'no_user');
  useAuthStore.getState().markSignedIn(outcome.user);
  return outcome.user;
}

/**
 * Popup sign-in with the redirect fallback (docs/decisions/002-auth-tokens.md): when the browser blocks the
 * popup, the whole page goes to the provider and comes back to `redirect`.
 */
export async function signIn({
  redirect,
  provider,
}: {
  redirect: string;
  provider: SignInProvider | undefined;
}): Promise<SignInResult> {
  const popup = window.open(loginUrl('popup', redirect, provider), POPUP_NAME, POPUP_FEATURES);
  if (!popup) {
    sessionStorage.setItem(REDIRECT_PENDING_KEY, '1');
    leavePage(loginUrl('redirect', redirect, provider));
    return { kind: 'redirecting' };
  }
  popup.focus();
  await waitForPopup(popup);
  return { kind: 'signed-in', user: await completeSignIn() };
}

export const useSignIn = () => useMutation({ mutationFn: signIn });
