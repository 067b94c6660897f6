import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AuthErrorCode, type LinkErrorCode, type VerifiedIdentity } from '@molip/domain/auth';
import { type LinkableProvider, type SignInProvider } from '@molip/domain/sign-in-provider';
import {
  authConfigResponse,
  linkSignInMethodBody,
  linkSignInMethodResponse,
  refreshResponse,
  signInMethodMessages,
} from '@molip/domain/auth';
import { SIGN_IN_PROVIDER_NAMES, signInProviders } from '@molip/domain/sign-in-provider';
import { REFRESH_CSRF_HEADER, REFRESH_CSRF_VALUE } from '@molip/domain/constants';
import { apiError } from '@molip/domain/api-error';
import { LOGIN_PATH, safeRedirectPath } from '@molip/domain/safe-redirect';
import { AppError, badRequest, forbidden, unauthorized } from '../../lib/app-error.ts';
import { loggableError } from '../../db/database-errors.ts';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../lib/access-tokens.ts';
import { appOriginFor } from '../../lib/app-origin.ts';
import { AUTH_COOKIE_PATH, REFRESH_COOKIE } from '../../lib/auth-cookies.ts';
import {
  createOidcProvider,
  describeOidcFailure,
  type OidcProvider,
  type VerifiedClaims,
} from '../../lib/oidc-provider.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { linkSignInMethod } from '../../commands/sign-in-methods.ts';
import { periodicPrune } from '../../plugins/periodic-prune.ts';
import {
  pruneSpentSessions,
  refreshSession,
  signIn,
  signOut,
  syncStoredRoles,
  type IssuedRefreshToken,
  type SessionOwner,
} from '../../commands/auth-sessions.ts';
import { accountMessages } from '@molip/domain/user';
import {
  POPUP_RESULT_SCRIPT,
  localSignInPage,
  popupResultPage,
  signInInterruptedPage,
} from './sign-in-pages.ts';
import { randomBytes } from 'node:crypto';

const TRANSACTION_COOKIE = 'molip_signin';
const TRANSACTION_TTL_SECONDS = 10 * 60;
const CALLBACK_PATH = '/api/auth/callback';
const LOCAL_FORM_PATH = '/api/auth/local';

const signInMode = z.enum(['popup', 'redirect']);
/** The name of a learner whose provider shared neither a name nor an e-mail (Kakao without consents). */
const DEFAULT_DISPLAY_NAME = '몰입 학습자';

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
type SignInTransaction = z.infer<typeof signInTransaction>;

const errorResponses = { 400: apiError, 401: apiError, 403: apiError, 429: apiError };

const SPENT_SESSIONS_PRUNED_EVERY_MS = 60 * 60_000;

export async function authRoutes(app: FastifyInstance) {
  const { config, db, clock } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const providers = new Map<LinkableProvider, { client: OidcProvider }>(
    config.signInProviders.map((settings) => [settings.id, { client: createOidcProvider(settings) }]),
  );
  const appOrigin = appOriginFor(config.publicUrl);
  // The admin list may have changed since the last start: the stored copies of the role follow it. Requests
  // take the role from the list itself, so a database away at start-up delays the copy, not the start.
  app.addHook('onReady', async () => {
    await syncStoredRoles(db, config.adminEmails).catch((error: unknown) =>
      app.log.warn(loggableError(error), 'stored roles not synced with ADMIN_EMAILS'),
    );
  });

  // Each sign-in and refresh adds a token: the table keeps about a month of them, pruned hourly by a timer
  // so that a sign-in stays one insert.
  periodicPrune(app, {
    table: 'refresh tokens',
    periodMs: SPENT_SESSIONS_PRUNED_EVERY_MS,
    prune: (now) => pruneSpentSessions(db, now),
  });

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

  const accessFor = async (owner: SessionOwner) => ({
    accessToken: await app.accessTokens.sign({ userId: owner.userId, sessionId: owner.sessionId }),
    expiresIn: ACCESS_TOKEN_TTL_SECONDS,
    user: owner.profile,
  });

  /** Refresh and logout are cookie-authenticated, so they demand same-origin proof against CSRF. */
  const assertSameOrigin = (request: FastifyRequest) => {
    if (request.headers[REFRESH_CSRF_HEADER] !== REFRESH_CSRF_VALUE)
      throw forbidden('허용되지 않은 요청이에요.');
    const origin = request.headers.origin;
    const expected = appOrigin.of(request);
    if (origin === undefined || origin === expected) return;
    throw forbidden(
      appOrigin.pinned && expected
        ? `이 주소에서는 로그인할 수 없어요. ${expected}에서 앱을 열어 주세요.`
        : '허용되지 않은 요청이에요.',
    );
  };

  api.get(
    '/config',
    {
      config: { public: true },
      schema: { tags: ['auth'], summary: '로그인 방식', response: { 200: authConfigResponse } },
    },
    async () => ({
      providers: config.localTrial
        ? [{ id: 'local' as const, name: SIGN_IN_PROVIDER_NAMES.local }]
        : config.signInProviders.map((provider) => ({ id: provider.id, name: provider.name })),
    }),
  );

  api.get(
    '/login',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: '로그인 시작 (팝업 또는 리디렉션)',
        querystring: z.object({
          /** Which button was pressed; the first configured provider when absent. */
          provider: z.enum(signInProviders).optional(),
          mode: signInMode.default('popup'),
          redirect: z.string().max(2000).optional(),
        }),
        response: { 302: z.null().describe('Redirect to the identity provider'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const redirect = safeRedirectPath(request.query.redirect);
      const mode = request.query.mode;
      const origin = appOrigin.of(request);
      if (!origin) throw badRequest('요청한 주소를 확인할 수 없어요.');
      if (config.localTrial) {
        setTransaction(request, reply, {
          provider: 'local',
          state: randomBytes(16).toString('base64url'),
          mode,
          redirect,
          origin,
        });
        return reply.redirect(LOCAL_FORM_PATH);
      }
      const [first] = config.signInProviders;
      const provider = request.query.provider ?? first?.id ?? 'local';
      const started = { provider, state: '', mode, redirect, origin } satisfies SignInTransaction;
      if (provider === 'local' || !providers.has(provider)) {
        return finishWithError(reply, started, 'operation_not_allowed');
      }
      const authorization = await startAuthorization(request, provider, origin);
      if (!authorization) return finishWithError(reply, started, 'operation_not_allowed');
      setTransaction(request, reply, { ...started, ...authorization.transaction });
      return reply.redirect(authorization.url);
    },
  );

  /** The provider's authorization URL and what the callback checks; undefined when discovery fails. */
  const startAuthorization = async (request: FastifyRequest, provider: LinkableProvider, origin: string) => {
    const client = providers.get(provider)?.client;
    if (!client) return undefined;
    try {
      const authorization = await client.authorizationRequest(`${origin}${CALLBACK_PATH}`);
      return {
        url: authorization.url.href,
        transaction: {
          state: authorization.state,
          nonce: authorization.nonce,
          codeVerifier: authorization.codeVerifier,
        },
      };
    } catch (error) {
      request.log.error({ err: error, provider }, 'identity provider discovery failed');
      return undefined;
    }
  };

  api.post(
    '/link',
    {
      config: { beforeGate: true },
      schema: {
        tags: ['auth'],
        summary: '로그인 방법 연결 시작 (제공자에서 다시 인증)',
        body: linkSignInMethodBody,
        response: { 200: linkSignInMethodResponse, ...errorResponses, 404: apiError },
      },
    },
    async (request, reply) => {
      const origin = appOrigin.of(request);
      if (!origin) throw badRequest('요청한 주소를 확인할 수 없어요.');
      const { provider } = request.body;
      if (!providers.has(provider)) throw badRequest(signInMethodMessages.notConfigured);
      const authorization = await startAuthorization(request, provider, origin);
      if (!authorization) {
        throw new AppError(
          503,
          'PROVIDER_UNAVAILABLE',
          '로그인 서비스에 연결하지 못했어요. 잠시 후 다시 시도해 주세요.',
        );
      }
      setTransaction(request, reply, {
        provider,
        linkTo: currentUser(request).userId,
        mode: 'redirect',
        redirect: safeRedirectPath(request.body.redirect),
        origin,
        ...authorization.transaction,
      });
      return { url: authorization.url };
    },
  );

  api.get(
    '/callback',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'OIDC 콜백',
        querystring: z
          .object({
            code: z.string().max(4096).optional(),
            state: z.string().max(1024).optional(),
            error: z.string().max(200).optional(),
            error_description: z.string().max(2000).optional(),
          })
          .loose(),
        response: { 200: z.string().describe('HTML for the popup'), 302: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const transaction = readTransaction(request);
      const client =
        transaction && transaction.provider !== 'local'
          ? providers.get(transaction.provider)?.client
          : undefined;
      if (config.localTrial) return finishWithError(reply, transaction, 'operation_not_allowed');
      const { error, error_description: errorDescription } = request.query;
      if (error) {
        // The provider's own reason, so an operator can see why a sign-in failed.
        request.log.warn({ error, errorDescription }, 'identity provider refused the sign-in');
        return finishWithError(
          reply,
          transaction,
          error === 'access_denied' ? 'access_denied' : 'sign_in_failed',
        );
      }
      if (transactionCookieMissing(request)) return signInInterrupted(request, reply);
      if (!transaction?.nonce || !transaction.codeVerifier || !client)
        return finishWithError(reply, transaction, 'invalid_state');
      let claims: VerifiedClaims;
      try {
        // The code is exchanged for the redirect URI the sign-in started with.
        claims = await client.verifyCallback(new URL(request.url, transaction.origin), {
          state: transaction.state,
          nonce: transaction.nonce,
          codeVerifier: transaction.codeVerifier,
        });
      } catch (failure) {
        // Wrong issuer, audience, nonce, state, expired or forged tokens all end here.
        request.log.warn(describeOidcFailure(failure), 'OIDC callback refused');
        return finishWithError(reply, transaction, 'sign_in_failed');
      }
      const email = claims.email?.trim() || null;
      return finishSignIn(request, reply, transaction, {
        provider: transaction.provider,
        subject: claims.subject,
        email,
        emailVerified: email !== null && claims.emailVerified,
        displayName: claims.name?.trim() || email?.split('@')[0] || DEFAULT_DISPLAY_NAME,
        photoUrl: claims.picture ?? null,
      });
    },
  );

  if (config.localTrial) {
    api.get(
      '/local',
      {
        config: { public: true },
        schema: {
          tags: ['auth'],
          summary: '로컬 체험 로그인 양식',
          response: { 200: z.string(), 302: z.null(), ...errorResponses },
        },
      },
      async (request, reply) => {
        const transaction = readTransaction(request);
        if (!transaction) return signInInterrupted(request, reply);
        return reply
          .type('text/html; charset=utf-8')
          .send(localSignInPage({ email: '', displayName: '', state: transaction.state }));
      },
    );

    api.post(
      '/local',
      {
        config: { public: true },
        schema: {
          tags: ['auth'],
          summary: '로컬 체험 로그인',
          body: z.object({
            email: z.string().max(254).default(''),
            displayName: z.string().max(200).default(''),
            state: z.string().max(200).default(''),
          }),
          response: { 200: z.string(), 302: z.null(), ...errorResponses },
        },
      },
      async (request, reply) => {
        if (transactionCookieMissing(request)) return signInInterrupted(request, reply);
        const transaction = readTransaction(request);
        if (!transaction || transaction.state !== request.body.state) {
          return finishWithError(reply, transaction, 'invalid_state');
        }
        const email = request.body.email.trim().toLowerCase();
        const displayName = request.body.displayName.trim();
        const problem = !z.email().safeParse(email).success
          ? '올바른 이메일 주소를 입력해 주세요.'
          : displayName.length === 0 || displayName.length > 50
            ? '이름을 1~50자로 입력해 주세요.'
            : undefined;
        if (problem) {
          return reply
            .status(400)
            .type('text/html; charset=utf-8')
            .send(localSignInPage({ email, displayName, state: transaction.state }, problem));
        }
        return finishSignIn(request, reply, transaction, {
          provider: 'local',
          subject: email,
          email,
          emailVerified: true,
          displayName,
          photoUrl: null,
        });
      },
    );
  }

  api.get(
    '/popup-result.js',
    { config: { public: true }, schema: { hide: true, response: { 200: z.string() } } },
    async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(POPUP_RESULT_SCRIPT),
  );

  api.post(
    '/refresh',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: '액세스 토큰 재발급 (리프레시 토큰 회전)',
        response: { 200: refreshResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      assertSameOrigin(request);
      const token = request.cookies[REFRESH_COOKIE];
      if (!token) throw unauthorized('로그인이 필요해요.');
      const result = await refreshSession(db, token, config.adminEmails, clock.now());
      if (result.kind === 'expired') {
        clearCookies(reply);
        throw unauthorized('로그인이 만료됐어요. 다시 로그인해 주세요.');
      }
      if (result.kind === 'disabled') {
        clearCookies(reply);
        throw new AppError(403, 'USER_DISABLED', accountMessages.disabled);
      }
      if (result.next) setRefreshCookie(request, reply, result.next);
      return accessFor(result.owner);
    },
  );

  api.post(
    '/logout',
    {
      config: { public: true },
      schema: { tags: ['auth'], summary: '로그아웃', response: { 204: z.null(), ...errorResponses } },
    },
    async (request, reply) => {
      assertSameOrigin(request);
      await signOut(db, request.cookies[REFRESH_COOKIE], clock.now());
      clearCookies(reply);
      return reply.status(204).send(null);
    },
  );
}
