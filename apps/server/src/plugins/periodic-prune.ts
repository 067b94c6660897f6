import type { FastifyInstance } from 'fastify';

export type PeriodicPrune = {
  /** Prunes now unless a prune ran less than a period ago by the server's clock (a clock set back prunes). */
  runIfDue(now: Date): Promise<void>;
};

/**
 * A table's housekeeping on each instance: `prune` runs at most once a period of the server's clock —
 * on demand from the writes that add rows (`runIfDue`), and by a timer in between so rows leave even when
 * no write comes. Never two at once; a failed prune is logged and the next occasion retries it.
 */
export function periodicPrune(
  app: FastifyInstance,
  options: { table: string; periodMs: number; prune: (now: Date) => Promise<unknown> },
): PeriodicPrune {
  let lastPrunedAt: number | undefined;
  let running: Promise<void> | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;

  const pruneIfDue = async (now: Date) => {
    const since = lastPrunedAt === undefined ? Infinity : now.getTime() - lastPrunedAt;
    if (since >= 0 && since < options.periodMs) return;
    lastPrunedAt = now.getTime();
    try {
      await options.prune(now);
    } catch (error) {
      lastPrunedAt = undefined;
      throw error;
    }
  };

  const runIfDue = (now: Date) =>
    (running ??= pruneIfDue(now).finally(() => {
      running = undefined;
    }));

  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      runIfDue(app.clock.now()).catch((error: unknown) =>
        app.log.warn({ err: error }, `${options.table}: a prune failed; the next one retries`),
      );
    }, options.periodMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running?.catch(() => undefined);
  });
  return { runIfDue };
}
