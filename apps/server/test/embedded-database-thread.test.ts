import { afterEach, describe, expect, it } from 'vitest';
import { MAX_CONTENT_UNITS } from '@molip/domain/learning-content';
import {
  call,
  gatePassed,
  killAllServers,
  startServerOnTestStore,
  type ServerProcess,
} from './server-process.ts';
import { ON_POSTGRES } from './test-database-kind.ts';

// The target for a health check while another learner writes: well under a load balancer's patience.
const HEALTH_CHECK_LIMIT_MS = 200;
const POLL_INTERVAL_MS = 20;
// How long the heavy writes must run at least for a blocked server to have shown in the checks.
const WRITES_MIN_MS = 3 * HEALTH_CHECK_LIMIT_MS;

afterEach(() => killAllServers());

const units = (label: string) =>
  Array.from({ length: MAX_CONTENT_UNITS }, (_, index) => ({ title: `${label} ${index + 1}` }));

/** The value below which `share` of the values lie, from values sorted slowest first. */
const percentile = (slowestFirst: number[], share: number) =>
  slowestFirst[Math.floor(slowestFirst.length * (1 - share))] ?? 0;

/** Calls /healthz back to back until `until` settles; the time each answer took. */
async function healthChecksDuring(server: ServerProcess, until: Promise<unknown>): Promise<number[]> {
  let settled = false;
  void until.finally(() => (settled = true)).catch(() => undefined);
  const latencies: number[] = [];
  while (!settled) {
    const started = performance.now();
    const response = await fetch(`${server.baseUrl}/healthz`);
    await response.arrayBuffer();
    expect(response.status).toBe(200);
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
  return latencies;
}

// The embedded store's own thread: only the built server on PGlite shows it (PostgreSQL runs elsewhere anyway).
describe.skipIf(ON_POSTGRES)('a server on the embedded database', () => {
  it('answers /healthz within 200 ms while another learner replaces, then deletes, a 5,000-unit book', async () => {
    const server = await startServerOnTestStore();
    const learner = await gatePassed(server, 'heavy');
    const book = (await call(learner, 'POST', '/api/learning-contents', {
      title: '5,000문제 문제집',
      type: 'PROBLEM_SET',
      contentUnits: units('문제'),
    })) as { id: string };

    const started = performance.now();
    const heavyWrites = (async () => {
      const path = `/api/learning-contents/${book.id}`;
      // Replaced again until the writes have run long enough to show a blocked server: a quiet machine is quick.
      for (
        let round = 1;
        round === 1 || (round <= 8 && performance.now() - started < WRITES_MIN_MS);
        round++
      ) {
        await call(learner, 'PUT', `${path}/content-units`, { contentUnits: units(`새 문제 ${round}`) });
      }
      await call(learner, 'DELETE', path);
    })();
    const latencies = await healthChecksDuring(server, heavyWrites);
    const writesMs = performance.now() - started;
    await heavyWrites;

    const slowestFirst = latencies.toSorted((a, b) => b - a);
    const summary = `${latencies.length} checks in ${Math.round(writesMs)} ms, slowest ${slowestFirst
      .slice(0, 8)
      .map(Math.round)
      .join(', ')} ms`;
    // The writes took long enough that a blocked server would have shown it in the health checks.
    expect(writesMs, summary).toBeGreaterThan(2 * HEALTH_CHECK_LIMIT_MS);
    expect(latencies.length, summary).toBeGreaterThanOrEqual(10);
    // A statement on the server's thread would hold a check for its whole length (0.7–0.9 s for these); the
    // request's own work on that thread (5,000 units parsed and checked) may still delay one or two.
    expect(percentile(slowestFirst, 0.95), summary).toBeLessThan(HEALTH_CHECK_LIMIT_MS);
    expect(slowestFirst[0] ?? 0, summary).toBeLessThan(writesMs / 2);
  }, 180_000);
});
