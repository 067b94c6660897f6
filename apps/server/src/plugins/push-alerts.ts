import type { FastifyInstance } from 'fastify';
import { sendDuePushAlerts, prunePushDeliveries } from '../commands/push-alerts.ts';
import { pushEndpointPolicy } from '../lib/push-endpoints.ts';
import type { PushSender } from '../lib/push-sender.ts';

/** A restarted instance still sends what fell due this long before it started. */
const CATCH_UP_MS = 2 * 60_000;
const PRUNE_EVERY_MS = 60 * 60_000;

/**
 * Looks for due pushes every `intervalMs` on every instance; the database claim makes each go out once.
 * Ticks never overlap, and a failing tick is logged and retried from the same moment.
 */
export function registerPushAlerts(app: FastifyInstance, options: { send: PushSender; intervalMs: number }) {
  const deps = { send: options.send, policy: pushEndpointPolicy(app.config) };
  let since = new Date(app.clock.now().getTime() - CATCH_UP_MS);
  let lastPrune = 0;
  let running: Promise<void> | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;

  const tick = async () => {
    const now = app.clock.now();
    try {
      await sendDuePushAlerts(app.db, deps, since, now);
      since = now;
      if (now.getTime() - lastPrune >= PRUNE_EVERY_MS) {
        await prunePushDeliveries(app.db, now);
        lastPrune = now.getTime();
      }
    } catch (error) {
      app.log.warn({ err: error }, 'push alerts: a look for due pushes failed; the next one retries');
    }
  };

  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      running ??= tick().finally(() => {
        running = undefined;
      });
    }, options.intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
