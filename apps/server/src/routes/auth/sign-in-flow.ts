import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AuthErrorCode, LinkErrorCode, VerifiedIdentity } from '@molip/domain/auth';
import { apiError } from '@molip/domain/api-error';
import { LOGIN_PATH } from '@molip/domain/safe-redirect';
import { signInProviders, type SignInProvider } from '@molip/domain/sign-in-provider';
import { signIn, type IssuedRefreshToken } from '../../commands/auth-sessions.ts';
import { linkSignInMethod } from '../../commands/sign-in-methods.ts';
import { appOriginFor } from '../../lib/app-origin.ts';
import { AUTH_COOKIE_PATH, REFRESH_COOKIE } from '../../lib/auth-cookies.ts';
import { popupResultPage, signInInterruptedPage } from './sign-in-pages.ts';

const TRANSACTION_COOKIE = 'molip_signin';
const TRANSACTION_TTL_SECONDS = 10 * 60;

export const signInMode = z.enum(['popup', 'redirect']);

export const errorResponses = { 400: apiError, 401: apiError, 403: apiError, 429: apiError };

/** What survives the round trip to the provider, in a signed cookie (SameSite=Lax: Strict is not sent back). */
const signInTransaction = z.object({
  provider: z.enum(signInProviders),
  /** Linking adds the provider to this signed-in learner's account instead of signing in. */
  linkTo: z.string().optional(),
  state: z.string(),
  nonce: z.string().optional(),
  codeVerifier: z.string().optional(),
  mode: signInMode,
  redirect: z.string(),
  /** The app's origin when the sign-in started: the popup reports to it and the code exchange names it. */
  origin: z.string(),
});
export type SignInTransaction = z.infer<typeof signInTransaction>;

export type SignInFlow = ReturnType<typeof createSignInFlow>;

/**
 * What every way of signing in shares: the transaction cookie kept across the round trip, the refresh
 * cookie it ends with, and the pages or redirects that report how it went.
 */
export function createSignInFlow(app: FastifyInstance) {
  const { config, db, clock } = app;
  const appOrigin = appOriginFor(config.publicUrl);

  const setTransaction = (request: FastifyRequest, reply: FastifyReply, transaction: SignInTransaction) =>
    reply.setCookie(TRANSACTION_COOKIE, JSON.stringify(transaction), {
      path: AUTH_COOKIE_PATH,
      httpOnly: true,
      secure: appOrigin.secureCookies(request),
      sameSite: 'lax',
      signed: true,
      maxAge: TRANSACTION_TTL_SECONDS,
    });

  const readTransaction = (request: FastifyRequest): SignInTransaction | undefined => {
    const raw = request.cookies[TRANSACTION_COOKIE];
    if (!raw) return undefined;
    const unsigned = request.unsignCookie(raw);
    if (!unsigned.valid || !unsigned.value) return undefined;
    try {
      const parsed = signInTransaction.safeParse(JSON.parse(unsigned.value));
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  };

  const setRefreshCookie = (request: FastifyRequest, reply: FastifyReply, issued: IssuedRefreshToken) =>
    reply.setCookie(REFRESH_COOKIE, issued.token, {
      path: AUTH_COOKIE_PATH,
      httpOnly: true,
      secure: appOrigin.secureCookies(request),
      sameSite: 'strict',
      expires: issued.expiresAt,
    });

  const clearCookies = (reply: FastifyReply) =>
    reply
      .clearCookie(TRANSACTION_COOKIE, { path: AUTH_COOKIE_PATH })
      .clearCookie(REFRESH_COOKIE, { path: AUTH_COOKIE_PATH });

  const finishWithError = (
    reply: FastifyReply,
    transaction: SignInTransaction | undefined,
    error: AuthErrorCode,
    providersNamed: { existing: SignInProvider; attempted: SignInProvider } | undefined = undefined,
  ) => {
    reply.clearCookie(TRANSACTION_COOKIE, { path: AUTH_COOKIE_PATH });
    if (transaction?.linkTo !== undefined) {
      return finishLink(reply, transaction, linkErrorFor(error));
    }
    if (transaction?.mode === 'popup') {
      return reply
        .type('text/html; charset=utf-8')
        .send(popupResultPage({ ok: false, error, ...providersNamed }, transaction.origin, LOGIN_PATH));
    }
    const params = new URLSearchParams({ error, ...providersNamed });
    if (transaction && transaction.redirect !== '/') params.set('redirect', transaction.redirect);
    return reply.redirect(`${LOGIN_PATH}?${params.toString()}`);
  };

  const linkErrorFor = (error: AuthErrorCode): LinkErrorCode =>
    error === 'access_denied' || error === 'invalid_state' ? error : 'sign_in_failed';

  /** Back to 마이페이지 after linking: `?linked=` the provider, or `?link_error=` why not. */
  const finishLink = (
    reply: FastifyReply,
    transaction: SignInTransaction,
    error: LinkErrorCode | undefined,
  ) => {
    reply.clearCookie(TRANSACTION_COOKIE, { path: AUTH_COOKIE_PATH });
    const params = new URLSearchParams(
      error ? { link_error: error, provider: transaction.provider } : { linked: transaction.provider },
    );
    return reply.redirect(`${transaction.redirect}?${params.toString()}`);
  };

  /**
   * The sign-in cookie did not come back, so the browser refused it (`Secure` over http) or the flow
   * changed address: a page that says so, because sending the browser back to sign in would loop.
   */
  const signInInterrupted = (request: FastifyRequest, reply: FastifyReply) => {
    request.log.warn(
      { origin: appOrigin.of(request), secureCookies: appOrigin.secureCookies(request) },
      'sign-in cookie did not come back: the app is not opened at its address (PUBLIC_URL) or cookies are refused',
    );
    return reply
      .status(400)
      .type('text/html; charset=utf-8')
      .send(signInInterruptedPage(appOrigin.of(request)));
  };
  const transactionCookieMissing = (request: FastifyRequest) => !request.cookies[TRANSACTION_COOKIE];

  /** The shared end of every sign-in: checks the account, starts a refresh-token family, reports back. */
  const finishSignIn = async (
    request: FastifyRequest,
    reply: FastifyReply,
    transaction: SignInTransaction,
    identity: VerifiedIdentity,
  ) => {
    if (transaction.linkTo !== undefined) {
      const outcome = await linkSignInMethod(
        db,
        transaction.linkTo,
        identity,
        config.adminEmails,
        clock.now(),
      );
      return finishLink(reply, transaction, outcome === 'linked' ? undefined : outcome);
    }
    const result = await signIn(
      db,
      identity,
      { adminEmails: config.adminEmails, timezone: config.defaultTimezone },
      clock.now(),
    );
    if (result.kind === 'disabled') return finishWithError(reply, transaction, 'user_disabled');
    if (result.kind === 'email-in-use') {
      return finishWithError(reply, transaction, 'email_in_use', {
        existing: result.existing,
        attempted: identity.provider,
      });
    }
    setRefreshCookie(request, reply, result.refresh);
    reply.clearCookie(TRANSACTION_COOKIE, { path: AUTH_COOKIE_PATH });
    if (transaction.mode === 'popup') {
      return reply
        .type('text/html; charset=utf-8')
        .send(popupResultPage({ ok: true }, transaction.origin, transaction.redirect));
    }
    return reply.redirect(transaction.redirect);
  };

  return {
    appOrigin,
    setTransaction,
    readTransaction,
    transactionCookieMissing,
    signInInterrupted,
    finishWithError,
    finishSignIn,
    setRefreshCookie,
    clearCookies,
  };
}
