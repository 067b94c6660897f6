import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authConfigResponse } from '@molip/domain/auth';
import { SIGN_IN_PROVIDER_NAMES } from '@molip/domain/sign-in-provider';
import { loggableError } from '../../db/database-errors.ts';
import { pruneSpentSessions, syncStoredRoles } from '../../commands/auth-sessions.ts';
import { periodicPrune } from '../../plugins/periodic-prune.ts';
import { localSignInRoutes } from './local-sign-in.ts';
import { providerSignInRoutes } from './provider-sign-in.ts';
import { sessionTokenRoutes } from './session-tokens.ts';
import { createSignInFlow } from './sign-in-flow.ts';
import { POPUP_RESULT_SCRIPT } from './sign-in-pages.ts';

const SPENT_SESSIONS_PRUNED_EVERY_MS = 60 * 60_000;

/** `/api/auth`: the sign-in methods offered, signing in (by a provider or the local trial's form), the session's tokens. */
export async function authRoutes(app: FastifyInstance) {
  const { config, db } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const flow = createSignInFlow(app);
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

  providerSignInRoutes(app, flow);
  if (config.localTrial) localSignInRoutes(app, flow);

  api.get(
    '/popup-result.js',
    { config: { public: true }, schema: { hide: true, response: { 200: z.string() } } },
    async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(POPUP_RESULT_SCRIPT),
  );

  sessionTokenRoutes(app, flow);
}
