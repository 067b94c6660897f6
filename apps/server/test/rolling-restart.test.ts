import { afterAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { freePort } from '../../../scripts/free-port.ts';
import { NGINX, startNginxFront, type NginxFront } from '../../../scripts/nginx-front.ts';
import {
  call,
  exitWithin,
  gatePassed,
  killAllServers,
  readyToFocus,
  sleep,
  startServer,
  type ServerProcess,
} from './server-process.ts';
import { ON_POSTGRES } from './test-database-kind.ts';

/**
 * The shipped nginx configuration (deploy/nginx.conf) in front of three instances on one PostgreSQL: a rolling
 * restart by the README's procedure — each instance in turn is marked down in nginx, gets SIGTERM, drains,
 * exits, starts again and is marked up — under steady reads and writes (GET, PUT, POST, PATCH) fails no
 * request. nginx never resends a POST or PATCH that reached an instance, so a lost write shows here.
 */

const available = ON_POSTGRES && existsSync(NGINX);
if (ON_POSTGRES && !available) console.warn(`rolling-restart test skipped: ${NGINX} is not installed`);
const INSTANCES = 3;
const GRACE_MS = 1_500;
const LOAD_WORKERS = 6;
// Each worker's pause between requests: CPU left over for the instance starting again on a busy machine.
const PACE_MS = 20;
// Starting while three servers, nginx and the load share the machine's cores takes far longer than alone.
const START_UNDER_LOAD_MS = 120_000;

let front: NginxFront | undefined;

const describeError = (error: unknown) =>
  error instanceof Error && error.cause instanceof Error
    ? `${error.message} (${error.cause.message})`
    : String(error);

/**
 * fetch as a browser sends: a request whose kept-alive connection the server closed before any answer is
 * sent once more (Chromium and Firefox resend any method then: nothing was received). A reload closes every
 * idle client connection of nginx's old workers, so the resend may meet another closed one from the pool:
 * a few tries, as a browser's pool of stale sockets runs out. A 502 — an instance that dropped a request —
 * is never resent.
 */
const SEND_TRIES = 4;
async function sendAsBrowser(url: string, init: RequestInit): Promise<Response> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fetch(url, init);
    } catch (error) {
      if (attempt >= SEND_TRIES || !describeError(error).includes('other side closed')) throw error;
    }
  }
}

afterAll(async () => {
  await front?.stop();
  await killAllServers();
});

describe.skipIf(!available)('a rolling restart behind nginx (needs TEST_DATABASE_URL and nginx)', () => {
  it('loses no read or write while each of three instances in turn is taken out, restarted and put back', async () => {
    const proxyPort = await freePort();
    const base = `http://127.0.0.1:${proxyPort}`;
    const ports = await Promise.all(Array.from({ length: INSTANCES }, () => freePort()));
    const env = (port: number) => ({
      PORT: String(port),
      PUBLIC_URL: base,
      DATABASE_URL: process.env.TEST_DATABASE_URL ?? '',
      ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
      AUTH_MODE: 'local',
      JWT_SECRET: 'one-secret-shared-by-every-instance-of-molip',
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
      TRUST_PROXY: '1',
      RATE_LIMIT_MAX: '1000000',
      AUTH_RATE_LIMIT_MAX: '100000',
      LOG_LEVEL: 'warn',
    });
    // One by one: the first runs the migrations, the others would only wait for its lock.
    const instances: ServerProcess[] = [];
    for (const port of ports) instances.push(await startServer(env(port)));
    const first = instances[0];
    if (!first) throw new Error('no instance');
    front = await startNginxFront(proxyPort, ports);
    // A learner per worker: one learner's writes queue behind each other on their row lock.
    const learners = await Promise.all(
      Array.from({ length: LOAD_WORKERS }, async (_, index) => {
        const learner = await gatePassed({ ...first, baseUrl: base }, `rolling${index}`);
        const todoId = await readyToFocus(learner);
        const status = (await call(learner, 'GET', '/api/user-agreements/status')) as {
          agreements: { termsId: number }[];
        };
        const agreements = status.agreements.map((item) => ({ termsId: item.termsId, agreed: true }));
        const auth = { authorization: `Bearer ${learner.session.accessToken}` };
        return { todoId, agreements, auth, json: { ...auth, 'content-type': 'application/json' } };
      }),
    );

    const failures: string[] = [];
    const sent = { GET: 0, PUT: 0, POST: 0, PATCH: 0 };
    let loading = true;
    // Every answer here is 2xx whatever the order: a status or an agreement set again is a no-op.
    const requestsOf = ({ todoId, agreements }: { todoId: string; agreements: object[] }) =>
      [
        { method: 'GET', path: '/api/user/me' },
        { method: 'PUT', path: '/api/user/me', body: { timezone: 'Asia/Seoul' } },
        { method: 'POST', path: '/api/user-agreements/bulk-agree', body: { agreements } },
        { method: 'PATCH', path: `/api/daily-todo-units/${todoId}/status`, body: { status: 'COMPLETED' } },
        { method: 'GET', path: '/api/daily-todos/today' },
        { method: 'PATCH', path: `/api/daily-todo-units/${todoId}/status`, body: { status: 'PENDING' } },
      ] satisfies { method: keyof typeof sent; path: string; body?: object }[];
    const worker = async (learner: (typeof learners)[number]) => {
      const requests: { method: keyof typeof sent; path: string; body?: object }[] = requestsOf(learner);
      for (let turn = 0; loading; turn += 1) {
        const request = requests[turn % requests.length];
        if (!request) continue;
        sent[request.method] += 1;
        try {
          const response = await sendAsBrowser(`${base}${request.path}`, {
            method: request.method,
            headers: request.body ? learner.json : learner.auth,
            ...(request.body ? { body: JSON.stringify(request.body) } : {}),
          });
          const text = await response.text();
          if (!response.ok) failures.push(`${request.method} ${request.path}: ${response.status} ${text}`);
        } catch (error) {
          failures.push(`${request.method} ${request.path}: ${describeError(error)} at ${Date.now()}`);
        }
        await sleep(PACE_MS);
      }
    };
    const loadStarted = Date.now();
    const load = Promise.all(learners.map(worker));

    await sleep(1_000);
    for (const [index, port] of ports.entries()) {
      const instance = instances[index];
      if (!instance) continue;
      await front.takeOut(port);
      instance.child.kill('SIGTERM');
      const exit = await exitWithin(instance, GRACE_MS + 15_000);
      expect(exit, instance.output()).toEqual({ code: 0, signal: null });
      instances[index] = await startServer(env(port), START_UNDER_LOAD_MS);
      await front.putBack(port);
      await sleep(500);
    }
    await sleep(1_000);
    loading = false;
    await load;

    const total = sent.GET + sent.PUT + sent.POST + sent.PATCH;
    const rate = (total * 1000) / (Date.now() - loadStarted);
    console.info(
      `rolling restart of ${INSTANCES} instances behind nginx: ${total} requests (${JSON.stringify(sent)}, ${rate.toFixed(0)}/s), ${failures.length} failed`,
    );
    expect(failures, front.errors()).toEqual([]);
    expect(sent.POST).toBeGreaterThan(50);
    expect(sent.PATCH).toBeGreaterThan(100);
  }, 600_000);
});
