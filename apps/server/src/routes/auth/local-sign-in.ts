import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, type SignInFlow } from './sign-in-flow.ts';
import { localSignInPage } from './sign-in-pages.ts';

/** The local trial's sign-in: a form asking for an e-mail and a name, trusted as given (AUTH_MODE=local only). */
export function localSignInRoutes(app: FastifyInstance, flow: SignInFlow) {
  const api = app.withTypeProvider<ZodTypeProvider>();

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
      const transaction = flow.readTransaction(request);
      if (!transaction) return flow.signInInterrupted(request, reply);
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
      if (flow.transactionCookieMissing(request)) return flow.signInInterrupted(request, reply);
      const transaction = flow.readTransaction(request);
      if (!transaction || transaction.state !== request.body.state) {
        return flow.finishWithError(reply, transaction, 'invalid_state');
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
      return flow.finishSignIn(request, reply, transaction, {
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
