import type { FastifyInstance } from 'fastify';
import { sendDuePushAlerts, prunePushDeliveries } from '../commands/push-alerts.ts';
import { pushEndpointPolicy } from '../lib/push-endpoints.ts';
import { pushDispatcher, type PushSender } from '../lib/push-sender.ts';

/** A restarted instance still sends what fell due this long before it started. */
const CATCH_UP_MS = 2 * 60_000;
const PRUNE_EVERY_MS = 60 * 60_000;
/** Pushes in flight at once, and of one learner: a learner's 10 devices cannot take the whole pool. */
const SEND_CONCURRENCY = 32;
const SEND_CONCURRENCY_PER_LEARNER = 4;
/** At shutdown, queued pushes get this long to go out before the rest are cut short. */
const CLOSE_WAIT_MS = 5_000;

/**
 * Looks for due pushes every `intervalMs` on every instance; the database claim makes each go out once.
 * Ticks never overlap, and a failing tick is logged and retried from the same moment. A tick only queues
 * its pushes: sending runs beside the ticks, so a hanging push service never delays the next look.
 */
export function registerPushAlerts(app: FastifyInstance, options: { send: PushSender; intervalMs: number }) {
  let droppedLate = 0;
  const pushes = pushDispatcher({
    send: options.send,
    now: () => app.clock.now(),
    concurrency: SEND_CONCURRENCY,
    perLearner: SEND_CONCURRENCY_PER_LEARNER,
    onDroppedLate: (delivery, lateMs) => {
      droppedLate += 1;
      app.log.warn(
        { event: delivery.event, lateMs, pushAlertsDroppedLate: droppedLate },
        'push alerts: an alert could no longer arrive in time and was dropped',
      );
    },
    onError: (error, delivery) =>
      app.log.warn({ err: error, event: delivery.event }, 'push alerts: handling a send outcome failed'),
  });
  const deps = { pushes, policy: pushEndpointPolicy(app.config) };
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
    await pushes.close(CLOSE_WAIT_MS);
  });
}
