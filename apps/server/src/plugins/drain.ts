import type { FastifyInstance } from 'fastify';

/** Whether this instance is leaving (SIGTERM): it still serves, but tells proxies to move elsewhere. */
export type Drain = { draining: boolean };

/**
 * While draining, every answer carries `Connection: close`, so a proxy's kept-alive connection ends after the
 * request on it instead of carrying the next one to an instance about to stop; `/readyz` answers 503
 * (routes/health), so health checks take the instance out of rotation.
 */
export function registerDrain(app: FastifyInstance) {
  const drain: Drain = { draining: false };
  app.decorate('drain', drain);
  app.addHook('onSend', async (_request, reply) => {
    if (drain.draining) reply.header('connection', 'close');
  });
}
