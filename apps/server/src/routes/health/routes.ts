import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { apiError } from '@molip/domain/api-error';
import { loggableError } from '../../db/database-errors.ts';
import { withDeadline } from '../../lib/deadline.ts';
import { sendDatabaseUnavailable } from '../../plugins/error-handler.ts';

const healthResponse = z.object({ status: z.literal('ok') });

// Load balancers give a probe a few seconds; a database that does not answer by then is not ready.
const READINESS_TIMEOUT_MS = 2_000;

/** Liveness (the process answers) and readiness (the database answers), for load balancers. */
export async function healthRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/healthz',
    {
      config: { public: true, rateLimit: false },
      schema: { tags: ['health'], response: { 200: healthResponse } },
    },
    async () => ({ status: 'ok' as const }),
  );
  api.get(
    '/readyz',
    {
      config: { public: true, rateLimit: false },
      schema: { tags: ['health'], response: { 200: healthResponse, 503: apiError } },
    },
    async (request, reply) => {
      // Leaving: a health check takes the instance out of rotation while it still serves what comes.
      if (app.drain.draining) return sendDatabaseUnavailable(reply, 'NOT_READY');
      try {
        await withDeadline(app.db.execute(sql`select 1`), READINESS_TIMEOUT_MS, 'the readiness query');
      } catch (error) {
        request.log.warn(loggableError(error), 'database not reachable');
        return sendDatabaseUnavailable(reply, 'NOT_READY');
      }
      return { status: 'ok' as const };
    },
  );
}
