import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { apiError } from '@molip/domain/api-error';
import { AppError } from '../../lib/app-error.ts';

const healthResponse = z.object({ status: z.literal('ok') });

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
    async (request) => {
      try {
        await app.db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, 'database not reachable');
        throw new AppError(503, 'NOT_READY', '데이터베이스에 연결할 수 없습니다.');
      }
      return { status: 'ok' as const };
    },
  );
}
