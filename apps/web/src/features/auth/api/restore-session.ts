import { authSession } from '@/lib/auth-session';
import { useAuthStore } from '../stores/auth-store';

/**
 * Set before leaving for the redirect sign-in, so the page we come back to knows a session cookie is
 * waiting even though local storage still says "signed out".
 */
export const REDIRECT_PENDING_KEY = 'molip:auth-redirect-pending';

let restoring: Promise<void> | null = null;

/**
 * Start-up session restore: one refresh call when there may be a session. A failure is only
 * logged. Signed-out visitors skip the call, so a first visit makes no failing request.
 */
export function restoreSession(): Promise<void> {
  restoring ??= (async () => {
    const { isAuthenticated } = useAuthStore.getState();
    // A failed redirect sign-in comes back as /login?error=…: there is no session to restore then.
    const failedSignIn =
      window.location.pathname === '/login' && new URLSearchParams(window.location.search).has('error');
    const redirectPending = sessionStorage.getItem(REDIRECT_PENDING_KEY) !== null && !failedSignIn;
    sessionStorage.removeItem(REDIRECT_PENDING_KEY);
    if (isAuthenticated || redirectPending) {
      const outcome = await authSession.refresh();
      if (!outcome.ok && outcome.reason === 'network') console.warn('Session restore failed: network error');
      if (outcome.ok && redirectPending) useAuthStore.getState().markSignedIn(outcome.user);
    }
    useAuthStore.getState().setReady();
  })();
  return restoring;
}

/** Resolves once the start-up restore has finished (route guards wait for it). */
export function whenAuthReady(): Promise<void> {
  return restoreSession();
}
