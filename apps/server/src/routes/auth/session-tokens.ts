import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refreshResponse } from '@molip/domain/auth';
import { REFRESH_CSRF_HEADER, REFRESH_CSRF_VALUE } from '@molip/domain/constants';
import { accountMessages } from '@molip/domain/user';
import { refreshSession, signOut, type SessionOwner } from '../../commands/auth-sessions.ts';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../lib/access-tokens.ts';
import { AppError, forbidden, unauthorized } from '../../lib/app-error.ts';
import { REFRESH_COOKIE } from '../../lib/auth-cookies.ts';
import { errorResponses, type SignInFlow } from './sign-in-flow.ts';

/** A signed-in session's tokens: `/refresh` rotates the refresh cookie for a new access token, `/logout` ends it. */
export function sessionTokenRoutes(app: FastifyInstance, flow: SignInFlow) {
  const { config, db, clock } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { appOrigin } = flow;

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
        flow.clearCookies(reply);
        throw unauthorized('로그인이 만료됐어요. 다시 로그인해 주세요.');
      }
      if (result.kind === 'disabled') {
        flow.clearCookies(reply);
        throw new AppError(403, 'USER_DISABLED', accountMessages.disabled);
      }
      if (result.next) flow.setRefreshCookie(request, reply, result.next);
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
      flow.clearCookies(reply);
      return reply.status(204).send(null);
    },
  );
}
