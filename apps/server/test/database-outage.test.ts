import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiError } from '@molip/domain/api-error';
import { openPostgres } from '../src/db/client.ts';
import { isDatabaseUnavailable } from '../src/db/database-errors.ts';
import { withDeadline } from '../src/lib/deadline.ts';
import {
  killAllServers,
  refreshRequest,
  signInByHttp,
  sleep,
  startServer,
  type BrowserSession,
  type ServerProcess,
} from './server-process.ts';
import { startStallingProxy, type StallingProxy } from './stalling-proxy.ts';
import { ON_POSTGRES } from './test-database-kind.ts';

/**
 * A real server on a real PostgreSQL whose connections are cut, refused or silently stalled: it must keep
 * running, answer 503 DATABASE_UNAVAILABLE quickly (never 500, never a hang) and recover by itself.
 * Each run works on its own throwaway database, so refusing connections disturbs no other test.
 */

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? '';
const DATABASE_NAME = `molip_outage_${process.pid}`;
const PROCESS_TEST_TIMEOUT_MS = 90_000;
// With the default timeouts (5 s connect, 5 s statement + 1 s for a silent database) a request must
// answer well before the web client gives up at 10 s.
const DEFAULT_WORST_CASE_MS = 8_000;
const RECOVERY_LIMIT_MS = 5_000;
const REQUEST_LIMIT_MS = 20_000;
const DATABASE_UNAVAILABLE_MESSAGE = /^일시적으로 연결이 원활하지 않아요/;

let admin: pg.Client;
let outageUrl: URL;

async function allowConnections(allow: boolean): Promise<void> {
  await admin.query(`alter database ${DATABASE_NAME} allow_connections ${allow ? 'true' : 'false'}`);
}

/** Ends every connection to the throwaway database, as `pg_terminate_backend` by an operator would. */
async function terminateBackends(): Promise<number> {
  const result = await admin.query<{ terminated: boolean }>(
    'select pg_terminate_backend(pid) as terminated from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [DATABASE_NAME],
  );
  return result.rows.filter((row) => row.terminated).length;
}

describe.skipIf(!ON_POSTGRES)('when PostgreSQL goes away (needs TEST_DATABASE_URL)', () => {
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${DATABASE_NAME} with (force)`);
    await admin.query(`create database ${DATABASE_NAME}`);
    outageUrl = new URL(ADMIN_URL);
    outageUrl.pathname = `/${DATABASE_NAME}`;
  });

  afterEach(async () => {
    await killAllServers();
    await allowConnections(true);
  });

  afterAll(async () => {
    await admin.query(`drop database if exists ${DATABASE_NAME} with (force)`);
    await admin.end();
  });

  const serverOn = (url: URL) => startServer({ DATABASE_URL: url.toString(), AUTH_MODE: 'local' });
  const uniqueEmail = (label: string) =>
    `outage-${label}-${process.pid}-${Date.now().toString(36)}@example.com`;

  type Probe = { name: string; send: (signal: AbortSignal) => Promise<Response> };

  /** The routes the web app needs first, the authentication hook's account read and the token refresh included. */
  function probes(server: ServerProcess, session: BrowserSession): Probe[] {
    const headers = { authorization: `Bearer ${session.accessToken}` };
    return [
      {
        name: 'GET /api/user/me',
        send: (signal) => fetch(`${server.baseUrl}/api/user/me`, { headers, signal }),
      },
      {
        name: 'GET /api/daily-todos/today',
        send: (signal) => fetch(`${server.baseUrl}/api/daily-todos/today`, { headers, signal }),
      },
      {
        name: 'POST /api/focus-sessions',
        send: (signal) =>
          fetch(`${server.baseUrl}/api/focus-sessions`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify({ startTime: '09:00', endTime: '11:00', focusTime: 60 }),
            signal,
          }),
      },
      { name: 'POST /api/auth/refresh', send: (signal) => refreshRequest(server, session.cookie, signal) },
    ];
  }

  type Answer = { name: string; status: number; ms: number; retryAfter: string | null; body: string };

  async function ask(probe: Probe): Promise<Answer> {
    const started = Date.now();
    const response = await probe.send(AbortSignal.timeout(REQUEST_LIMIT_MS));
    return {
      name: probe.name,
      status: response.status,
      ms: Date.now() - started,
      retryAfter: response.headers.get('retry-after'),
      body: await response.text(),
    };
  }

  function expectUnavailable(answer: Answer) {
    expect(answer.status, `${answer.name}: ${answer.body}`).toBe(503);
    expect(Number(answer.retryAfter), answer.name).toBeGreaterThan(0);
    const body = apiError.parse(JSON.parse(answer.body));
    expect(body.code, answer.name).toBe('DATABASE_UNAVAILABLE');
    expect(body.message, answer.name).toMatch(DATABASE_UNAVAILABLE_MESSAGE);
  }

  async function readyz(server: ServerProcess): Promise<Answer> {
    return ask({ name: 'GET /readyz', send: (signal) => fetch(`${server.baseUrl}/readyz`, { signal }) });
  }

  /** Polls /api/user/me until it answers 200; returns how long that took. */
  async function timeToRecover(server: ServerProcess, session: BrowserSession): Promise<number> {
    const started = Date.now();
    while (Date.now() - started < REQUEST_LIMIT_MS) {
      const response = await fetch(`${server.baseUrl}/api/user/me`, {
        headers: { authorization: `Bearer ${session.accessToken}` },
        signal: AbortSignal.timeout(REQUEST_LIMIT_MS),
      }).catch(() => undefined);
      if (response?.status === 200) return Date.now() - started;
      await sleep(100);
    }
    return Number.POSITIVE_INFINITY;
  }

  /** Several requests at once, so the pool holds several idle connections afterwards. */
  async function fillPool(server: ServerProcess, session: BrowserSession) {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        fetch(`${server.baseUrl}/api/user/me`, {
          headers: { authorization: `Bearer ${session.accessToken}` },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
  }

  it(
    'survives its connections being terminated and serves the next request',
    async () => {
      const server = await serverOn(outageUrl);
      const session = await signInByHttp(server, uniqueEmail('terminated'));
      await fillPool(server, session);

      expect(await terminateBackends()).toBeGreaterThan(0);
      await sleep(500);

      expect(server.exit()).toBeUndefined();
      expect(server.output()).toMatch(/database connection lost/);
      expect(await timeToRecover(server, session)).toBeLessThan(RECOVERY_LIMIT_MS);
      expect(server.exit()).toBeUndefined();
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    'answers 503 DATABASE_UNAVAILABLE while connections are refused, and recovers within 5 s',
    async () => {
      const server = await serverOn(outageUrl);
      const session = await signInByHttp(server, uniqueEmail('refused'));
      await fillPool(server, session);

      await allowConnections(false);
      await terminateBackends();
      const answers = await Promise.all(probes(server, session).map(ask));
      for (const answer of answers) {
        expectUnavailable(answer);
        expect(answer.ms, answer.name).toBeLessThan(DEFAULT_WORST_CASE_MS);
      }
      const ready = await readyz(server);
      expect(ready.status).toBe(503);
      expect(server.exit()).toBeUndefined();

      await allowConnections(true);
      const recovered = await timeToRecover(server, session);
      expect(recovered).toBeLessThan(RECOVERY_LIMIT_MS);
      expect((await readyz(server)).status).toBe(200);
      console.info(
        `refused connections: ${answers.map((answer) => `${answer.name} 503 in ${answer.ms} ms`).join(', ')}; ` +
          `/readyz 503 in ${ready.ms} ms; 200 again ${recovered} ms after connections were allowed`,
      );
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  describe('behind a proxy that stops forwarding', () => {
    let proxy: StallingProxy;

    beforeAll(async () => {
      const target = new URL(ADMIN_URL);
      proxy = await startStallingProxy({ host: target.hostname, port: Number(target.port || 5432) });
    });

    afterEach(() => proxy.resume());
    afterAll(() => proxy.close());

    const proxiedUrl = () => {
      const url = new URL(outageUrl);
      url.hostname = '127.0.0.1';
      url.port = String(proxy.port);
      return url;
    };

    it(
      'gives a transaction’s connection back when its begin or a statement never gets an answer',
      async () => {
        // One connection only: a leaked pool slot would make every later query wait for a connection in vain.
        const database = await openPostgres(proxiedUrl().toString(), {
          max: 1,
          connectTimeoutMs: 1_000,
          statementTimeoutMs: 300,
        });
        try {
          await database.db.execute(sql`select 1`);
          const failure = (work: Promise<unknown>) =>
            work.then(
              () => undefined,
              (error: unknown) => error,
            );

          proxy.stall();
          const beginFailed = await failure(database.db.transaction((tx) => tx.execute(sql`select 1`)));
          expect(isDatabaseUnavailable(beginFailed)).toBe(true);
          proxy.resume();
          await database.db.execute(sql`select 1`);

          const statementFailed = await failure(
            database.db.transaction(async (tx) => {
              await tx.execute(sql`select 1`);
              proxy.stall();
              await tx.execute(sql`select 2`);
            }),
          );
          expect(isDatabaseUnavailable(statementFailed)).toBe(true);
          proxy.resume();
          const result = await database.db.transaction((tx) => tx.execute(sql`select 3 as three`));
          expect(result).toMatchObject({ rows: [{ three: 3 }] });
        } finally {
          proxy.resume();
          // A leaked client would make the pool's end wait forever: bounded, so the failure shows.
          await withDeadline(database.close(), 5_000, 'closing the pool');
        }
      },
      PROCESS_TEST_TIMEOUT_MS,
    );

    it(
      'answers 503 within the timeouts instead of hanging, and recovers within 5 s of the database answering again',
      async () => {
        const server = await serverOn(proxiedUrl());
        const session = await signInByHttp(server, uniqueEmail('stalled'));
        await fillPool(server, session);

        proxy.stall();
        const [answers, ready] = await Promise.all([
          Promise.all(probes(server, session).map(ask)),
          readyz(server),
        ]);
        for (const answer of answers) {
          expectUnavailable(answer);
          expect(answer.ms, answer.name).toBeLessThan(DEFAULT_WORST_CASE_MS);
        }
        expect(ready.status).toBe(503);
        expect(ready.ms).toBeLessThan(3_000);

        proxy.resume();
        const recovered = await timeToRecover(server, session);
        expect(recovered).toBeLessThan(RECOVERY_LIMIT_MS);
        expect(server.exit()).toBeUndefined();
        console.info(
          `stalled database: ${answers.map((answer) => `${answer.name} 503 in ${answer.ms} ms`).join(', ')}; ` +
            `/readyz 503 in ${ready.ms} ms; 200 again ${recovered} ms after forwarding resumed`,
        );
      },
      PROCESS_TEST_TIMEOUT_MS,
    );
  });
});
