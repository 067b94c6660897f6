import { afterAll } from 'vitest';

/**
 * The test files share a worker (`pool: 'vmThreads'`), and a timer one of them leaves running (a request's
 * retry, a poll) would fire during a later file and call that file's `fetch`: each file's timers end with it.
 */
export function endTimersWithFile(): void {
  const running = new Set<number>();
  // Per the HTML standard (and jsdom) timeouts and intervals share one list: either clear stops both.
  const { setTimeout: start, setInterval: repeat, clearTimeout: stop } = window;
  window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
    const id = start(() => {
      running.delete(id);
      (handler as (...passed: unknown[]) => void)(...args);
    }, ms);
    running.add(id);
    return id;
  }) as typeof window.setTimeout;
  window.setInterval = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
    const id = repeat(handler, ms, ...args);
    running.add(id);
    return id;
  }) as typeof window.setInterval;
  const clear = (id?: number) => {
    if (id !== undefined) running.delete(id);
    stop(id);
  };
  window.clearTimeout = window.clearInterval = clear as typeof window.clearTimeout;
  afterAll(() => {
    running.forEach((id) => stop(id));
    running.clear();
  });
}
