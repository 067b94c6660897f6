import { createServer } from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../src/app.ts';
import { openPostgres, type DatabaseHandle } from '../src/db/client.ts';
import { TEST_JWT_SECRET, cookieFrom, manualClock, testConfig, testDatabase } from './test-app.ts';

/**
 * Query parameters hold e-mails and names, and Drizzle puts them in its error message ("Failed query: …
 * params: …"): the logs of a failing request must carry the SQLSTATE and a short label, never the values.
 */

const EMAIL = 'do.not.log.me@example.com';
const NAME = '로그에남으면안되는이름';

type LogCapture = { lines: () => string; app: FastifyInstance };

/** The app with its real logger configuration, writing into memory. */
async function appWithCapturedLogs(db: DatabaseHandle['db'], addRoutes?: (app: FastifyInstance) => void) {
  let written = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written += chunk.toString('utf8');
      done();
    },
  });
  const app = await buildApp({
    config: testConfig(),
    db,
    clock: manualClock(),
    jwtSecret: TEST_JWT_SECRET,
    serveWebApp: false,
    logger: loggerOptions('info', stream),
  });
  addRoutes?.(app);
  await app.ready();
  return { app, lines: () => written } satisfies LogCapture;
}

const opened: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((item) => item.close()));
});

/** A PostgreSQL URL whose port refuses connections: a database that is down. */
async function refusedDatabaseUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise((resolve) => probe.close(resolve));
  return `postgres://molip@127.0.0.1:${port}/molip`;
}

describe('logs of failing queries', () => {
  it('log a failing statement with its SQLSTATE and label, without its parameters', async () => {
    const database = await testDatabase();
    const { app, lines } = await appWithCapturedLogs(database.db, (instance) => {
      instance.get('/test/failing-query', async () => {
        await instance.db.execute(sql`select 1 / 0 where ${EMAIL} <> ${NAME}`);
        return { ok: true };
      });
    });
    opened.push(app);

    const response = await app.inject({ method: 'GET', url: '/test/failing-query' });
    expect(response.statusCode).toBe(500);
    const logs = lines();
    // The failure was logged, with what an operator needs: the SQLSTATE of division by zero and a label.
    expect(logs).toMatch(/"msg":"request failed"/);
    expect(logs).toContain('"code":"22012"');
    expect(logs).toContain('"query":"select"');
    expect(logs).not.toContain(EMAIL);
    expect(logs).not.toContain(NAME);
    expect(logs).not.toContain('Failed query');
  });

  it('log a sign-in that finds the database down without the e-mail or name it carried', async () => {
    const database = await openPostgres(await refusedDatabaseUrl(), { connectTimeoutMs: 1_000 });
    opened.push(database);
    const { app, lines } = await appWithCapturedLogs(database.db);
    opened.push(app);

    // The sign-in form itself needs no database; the submitted e-mail goes into the first query.
    const start = await app.inject({ method: 'GET', url: '/api/auth/login?mode=redirect' });
    const transaction = cookieFrom(start, 'molip_signin');
    if (!transaction) throw new Error('no sign-in transaction cookie');
    const form = await app.inject({
      method: 'GET',
      url: '/api/auth/local',
      cookies: { molip_signin: transaction },
    });
    const state = /name="state" value="([^"]+)"/.exec(form.body)?.[1] ?? '';
    const submitted = await app.inject({
      method: 'POST',
      url: '/api/auth/local',
      cookies: { molip_signin: transaction },
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: EMAIL, displayName: NAME, state }).toString(),
    });

    expect(submitted.statusCode).toBe(503);
    expect(submitted.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
    const logs = lines();
    expect(logs).toMatch(/"msg":"database unavailable"/);
    expect(logs).toContain('"code":"ECONNREFUSED"');
    expect(logs).not.toContain(EMAIL);
    expect(logs).not.toContain(NAME);
  });
});

describe('request log lines', () => {
  it('never keep a query string: an admin search, a sign-in callback or any other path', async () => {
    const { app, lines } = await appWithCapturedLogs((await testDatabase()).db);
    opened.push(app);
    for (const url of [
      `/api/admin/users?search=${encodeURIComponent(EMAIL)}`,
      `/api/auth/callback?code=${encodeURIComponent(NAME)}&state=abc`,
      `/api/group/1/activity?period=WEEK&date=${encodeURIComponent(EMAIL)}`,
      `/nowhere?who=${encodeURIComponent(EMAIL)}`,
    ]) {
      await app.inject({ method: 'GET', url });
    }
    expect(lines()).toContain('/api/admin/users');
    expect(lines()).not.toContain(encodeURIComponent(EMAIL));
    expect(lines()).not.toContain(EMAIL);
    expect(lines()).not.toContain(encodeURIComponent(NAME));
    expect(lines()).not.toContain('?');
  });
});
