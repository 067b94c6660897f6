import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { linkSignInMethodBody, linkSignInMethodResponse, signInMethodMessages } from '@molip/domain/auth';
import { apiError } from '@molip/domain/api-error';
import { safeRedirectPath } from '@molip/domain/safe-redirect';
import { signInProviders, type LinkableProvider } from '@molip/domain/sign-in-provider';
import { AppError, badRequest } from '../../lib/app-error.ts';
import {
  createOidcProvider,
  describeOidcFailure,
  type OidcProvider,
  type VerifiedClaims,
} from '../../lib/oidc-provider.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { errorResponses, signInMode, type SignInFlow, type SignInTransaction } from './sign-in-flow.ts';

const CALLBACK_PATH = '/api/auth/callback';
const LOCAL_FORM_PATH = '/api/auth/local';

/** The name of a learner whose provider shared neither a name nor an e-mail (Kakao without consents). */
const DEFAULT_DISPLAY_NAME = '몰입 학습자';

/**
 * Signing in through an OpenID provider (or, on a local trial, sending the browser to the local form), and
 * linking one more provider to a signed-in learner's account: `/login` and `/link` start, `/callback` ends.
 */
export function providerSignInRoutes(app: FastifyInstance, flow: SignInFlow) {
  const { config } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { appOrigin, setTransaction, finishWithError } = flow;
  const providers = new Map<LinkableProvider, { client: OidcProvider }>(
    config.signInProviders.map((settings) => [settings.id, { client: createOidcProvider(settings) }]),
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
      const transaction = flow.readTransaction(request);
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
      if (flow.transactionCookieMissing(request)) return flow.signInInterrupted(request, reply);
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
      return flow.finishSignIn(request, reply, transaction, {
        provider: transaction.provider,
        subject: claims.subject,
        email,
        emailVerified: email !== null && claims.emailVerified,
        displayName: claims.name?.trim() || email?.split('@')[0] || DEFAULT_DISPLAY_NAME,
        photoUrl: claims.picture ?? null,
      });
    },
  );
}
