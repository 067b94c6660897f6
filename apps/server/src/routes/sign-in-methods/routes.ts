import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '@molip/domain/api-error';
import { signInMethodsResponse } from '@molip/domain/auth';
import { signInProviders } from '@molip/domain/sign-in-provider';
import { currentUser } from '../../plugins/authenticate.ts';
import { readSignInMethods, unlinkSignInMethod } from '../../commands/sign-in-methods.ts';

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError };

/**
 * 마이페이지 → 로그인 연결: the learner's sign-in methods; linking starts at POST /api/auth/link. Open before the
 * service gate, as deleting the account is: how one signs in is the account's own business.
 */
export async function signInMethodRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock, config } = app;

  api.get(
    '/sign-in-methods',
    {
      config: { beforeGate: true },
      schema: {
        tags: ['user'],
        summary: '연결된 로그인 방법',
        response: { 200: signInMethodsResponse, ...errors },
      },
    },
    async (request) => readSignInMethods(db, currentUser(request).userId),
  );

  api.delete(
    '/sign-in-methods/:provider',
    {
      config: { beforeGate: true },
      schema: {
        tags: ['user'],
        summary: '로그인 방법 연결 해제 (마지막 하나는 불가)',
        params: z.object({ provider: z.enum(signInProviders) }),
        response: { 204: z.null(), 409: apiError, ...errors },
      },
    },
    async (request, reply) => {
      await unlinkSignInMethod(
        db,
        currentUser(request).userId,
        request.params.provider,
        config.adminEmails,
        clock.now(),
      );
      return reply.status(204).send(null);
    },
  );
}
