import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { refreshResponse } from '@molip/domain/auth';
import {
  copyStoreInto,
  killAllServers,
  sleep,
  startProcess,
  startServer,
  type Exit,
  type ServerProcess,
} from './server-process.ts';
import { ON_POSTGRES } from './test-database-kind.ts';

/**
 * Process-level checks of `server.ts`: the refusals a misconfigured production start must make, the
 * data-directory lock, graceful shutdown, persistence across restarts, and what the logs never contain.
 */

const PROCESS_TEST_TIMEOUT_MS = 90_000;
const PRODUCTION_SECRET = 'a-production-secret-of-at-least-32-characters';
// The embedded-store checks make no sense on PostgreSQL; the sign-in and log checks run on both.

const tempDirs: string[] = [];

function tempDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'molip-startup-'));
  tempDirs.push(dir);
  return dir;
}

/** A new data dir that already holds the embedded store (on PostgreSQL, just a new dir). */
function dataDirWithStore(): string {
  const dir = tempDataDir();
  if (!ON_POSTGRES) copyStoreInto(dir);
  return dir;
}

async function stop(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<Exit> {
  server.child.kill(signal);
  return server.exited;
}

// Even after a failed assertion, no server outlives its test (they would hold ports and locks).
afterEach(killAllServers);

afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

/** Cookies by name, as a browser would keep them between requests. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      if (value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

type BrowserSession = { jar: CookieJar; accessToken: string; secrets: string[] };

/** The local sign-in as a browser without JavaScript does it, then the refresh a page load makes. */
async function signInByHttp(server: ServerProcess, email: string): Promise<BrowserSession> {
  const jar = new CookieJar();
  const secrets: string[] = [];
  const login = await fetch(`${server.baseUrl}/api/auth/login?mode=redirect`, { redirect: 'manual' });
  expect(login.status).toBe(302);
  jar.store(login);
  const location = login.headers.get('location') ?? '';
  expect(location).toMatch(/\/api\/auth\/local$/);

  const form = await fetch(new URL(location, server.baseUrl), {
    headers: { cookie: jar.header() },
    redirect: 'manual',
  });
  expect(form.status).toBe(200);
  const state = /name="state" value="([^"]+)"/.exec(await form.text())?.[1];
  if (!state) throw new Error('the local sign-in form has no state');
  secrets.push(state, jar.get('molip_signin') ?? '');

  const submitted = await fetch(`${server.baseUrl}/api/auth/local`, {
    method: 'POST',
    headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, displayName: '재시작 학습자', state }).toString(),
    redirect: 'manual',
  });
  expect(submitted.status).toBe(302);
  jar.store(submitted);
  secrets.push(jar.get('molip_rt') ?? '');

  const accessToken = await refreshByHttp(server, jar);
  secrets.push(accessToken, jar.get('molip_rt') ?? '');
  return { jar, accessToken, secrets: secrets.filter((secret) => secret.length > 0) };
}

/** POST /api/auth/refresh with the cookie and the same-origin proof; returns the new access token. */
async function refreshByHttp(server: ServerProcess, jar: CookieJar): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/auth/refresh`, {
    method: 'POST',
    headers: { cookie: jar.header(), 'x-requested-with': 'molip', origin: server.baseUrl },
  });
  const text = await response.text();
  expect(response.status, text).toBe(200);
  jar.store(response);
  // Parsed with the contract the web client uses, so a malformed answer fails here too.
  return refreshResponse.parse(JSON.parse(text)).accessToken;
}

const databaseVars = (dataDir: string): Record<string, string> =>
  ON_POSTGRES
    ? { DATA_DIR: dataDir, DATABASE_URL: process.env.TEST_DATABASE_URL ?? '' }
    : { DATA_DIR: dataDir };

const uniqueEmail = () => `startup-${process.pid}-${Date.now().toString(36)}@example.com`;

// Refused before any database is opened: checked once, in the embedded project.
describe.skipIf(ON_POSTGRES)('production refusals', () => {
  async function expectRefusal(vars: Record<string, string>, reason: RegExp) {
    const server = await startProcess({ NODE_ENV: 'production', DATA_DIR: tempDataDir(), ...vars });
    const exit = await server.exited;
    expect(exit.code).not.toBe(0);
    expect(exit.code).not.toBeNull();
    expect(server.output()).toMatch(/Molip cannot start/);
    expect(server.output()).toMatch(reason);
  }

  const oidcProduction = {
    AUTH_MODE: 'oidc',
    OIDC_ISSUER_URL: 'https://issuer.example',
    OIDC_CLIENT_ID: 'molip',
    PUBLIC_URL: 'https://molip.example',
  };

  it(
    'refuses the local trial sign-in',
    () =>
      expectRefusal(
        { AUTH_MODE: 'local', JWT_SECRET: PRODUCTION_SECRET, PUBLIC_URL: 'https://molip.example' },
        /AUTH_MODE=local/,
      ),
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    'refuses to start without JWT_SECRET',
    () => expectRefusal(oidcProduction, /JWT_SECRET/),
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    'refuses an http:// OIDC issuer, asking for https',
    () =>
      expectRefusal(
        { ...oidcProduction, OIDC_ISSUER_URL: 'http://issuer.example', JWT_SECRET: PRODUCTION_SECRET },
        /https:\/\//,
      ),
    PROCESS_TEST_TIMEOUT_MS,
  );
});

describe.skipIf(ON_POSTGRES)('the embedded database directory', () => {
  it(
    'refuses a second process on the same DATA_DIR while the first keeps serving',
    async () => {
      const dataDir = dataDirWithStore();
      const first = await startServer({ DATA_DIR: dataDir });
      const second = await startProcess({ DATA_DIR: dataDir });
      const exit = await second.exited;
      expect(exit.code).not.toBe(0);
      expect(exit.code).not.toBeNull();
      expect(second.output()).toMatch(/data directory .* is in use/);
      expect((await fetch(`${first.baseUrl}/readyz`)).status).toBe(200);
      expect(readFileSync(path.join(dataDir, 'molip.lock'), 'utf8')).toBe(String(first.child.pid));
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    'exits 0 on SIGTERM and releases the lock',
    async () => {
      const dataDir = dataDirWithStore();
      const server = await startServer({ DATA_DIR: dataDir });
      expect(existsSync(path.join(dataDir, 'molip.lock'))).toBe(true);
      expect(await stop(server, 'SIGTERM')).toEqual({ code: 0, signal: null });
      expect(existsSync(path.join(dataDir, 'molip.lock'))).toBe(false);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    'takes over the stale lock a killed process leaves behind',
    async () => {
      const dataDir = dataDirWithStore();
      const killed = await startServer({ DATA_DIR: dataDir });
      expect(await stop(killed, 'SIGKILL')).toEqual({ code: null, signal: 'SIGKILL' });
      expect(readFileSync(path.join(dataDir, 'molip.lock'), 'utf8')).toBe(String(killed.child.pid));

      const next = await startServer({ DATA_DIR: dataDir });
      expect((await fetch(`${next.baseUrl}/readyz`)).status).toBe(200);
      expect(readFileSync(path.join(dataDir, 'molip.lock'), 'utf8')).toBe(String(next.child.pid));
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});

describe(`a real server on ${ON_POSTGRES ? 'PostgreSQL' : 'the embedded database'}`, () => {
  it(
    'keeps a session across a restart on the same data',
    async () => {
      const dataDir = dataDirWithStore();
      const first = await startServer(databaseVars(dataDir));
      const session = await signInByHttp(first, uniqueEmail());
      expect((await stop(first)).code).toBe(0);

      // The refresh token only exists in the database: refreshing after a restart proves it persisted.
      const second = await startServer(databaseVars(dataDir));
      const accessToken = await refreshByHttp(second, session.jar);
      const me = await fetch(`${second.baseUrl}/api/user/me`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(me.status).toBe(200);
      expect(await me.json()).toMatchObject({ displayName: '재시작 학습자' });
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    'loses no focus time already started when the server is killed with SIGKILL',
    async () => {
      const dataDir = dataDirWithStore();
      const first = await startServer(databaseVars(dataDir));
      const session = await signInByHttp(first, uniqueEmail());
      const call = async <T>(
        server: ServerProcess,
        method: string,
        url: string,
        token: string,
        body?: object,
      ) => {
        const response = await fetch(`${server.baseUrl}${url}`, {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            ...(body ? { 'content-type': 'application/json' } : {}),
          },
          ...(body ? { body: JSON.stringify(body) } : {}),
        });
        if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
        return (await response.json()) as T;
      };
      const token = session.accessToken;
      // Through the service gate first, as the terms and username modals would.
      const status = await call<{ agreements: { termsId: number; isRequired: boolean }[] }>(
        first,
        'GET',
        '/api/user-agreements/status',
        token,
      );
      const agreements = status.agreements
        .filter((item) => item.isRequired)
        .map((item) => ({ termsId: item.termsId, agreed: true }));
      await call(first, 'POST', '/api/user-agreements/bulk-agree', token, { agreements });
      await call(first, 'PUT', '/api/user/username', token, { userName: `crash${Date.now().toString(36)}` });
      const content = await call<{ id: string }>(first, 'POST', '/api/learning-contents', token, {
        title: `크래시 교재 ${Date.now()}`,
        type: 'BOOK',
        contentUnits: [{ title: '1장' }],
      });
      const units = await call<{ id: string }[]>(
        first,
        'GET',
        `/api/learning-contents/${content.id}/content-units`,
        token,
      );
      const seoul = (instant: number, options: Intl.DateTimeFormatOptions) =>
        new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', ...options }).format(instant);
      const now = Date.now();
      await call(first, 'POST', '/api/study-plans', token, {
        learningContentId: content.id,
        contentUnitIds: units.map((unit) => unit.id),
        startDate: seoul(now, { year: 'numeric', month: '2-digit', day: '2-digit' }),
        restDays: [],
        studySpeed: 1,
        bufferDayInterval: 0,
      });
      const [group] = await call<{ dailyTodoUnitResponses: { id: string }[] }[]>(
        first,
        'GET',
        '/api/daily-todos/today',
        token,
      );
      const todoId = group?.dailyTodoUnitResponses[0]?.id ?? '';
      const clock = (offsetMinutes: number) =>
        seoul(now + offsetMinutes * 60_000, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
      await call(first, 'POST', '/api/focus-sessions', token, {
        startTime: clock(0),
        endTime: clock(120),
        focusTime: 60,
      });
      await call(first, 'POST', '/api/focus-blocks', token, {
        intendedDailyTodoUnitIds: [todoId],
        plannedDurationMinutes: 60,
        startTime: clock(0),
      });
      await call(first, 'POST', '/api/focus-logs/start', token, { dailyTodoUnitId: todoId });
      await sleep(2500);
      expect((await stop(first, 'SIGKILL')).signal).toBe('SIGKILL');

      // The open log's start lives in the database, so the restarted server still credits the time.
      const second = await startServer(databaseVars(dataDir));
      const accessToken = await refreshByHttp(second, session.jar);
      const completed = await call<{ data: { totalStudySeconds: number } }>(
        second,
        'POST',
        '/api/focus-logs/complete',
        accessToken,
        {
          dailyTodoUnitId: todoId,
          completed: true,
        },
      );
      expect(completed.data.totalStudySeconds).toBeGreaterThanOrEqual(2);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    'never writes tokens, cookies or OIDC query values to its logs',
    async () => {
      const server = await startServer({ ...databaseVars(dataDirWithStore()), LOG_LEVEL: 'info' });
      const session = await signInByHttp(server, uniqueEmail());
      const me = await fetch(`${server.baseUrl}/api/user/me`, {
        headers: { authorization: `Bearer ${session.accessToken}` },
      });
      expect(me.status).toBe(200);
      // Local mode has no provider round trip, but the callback must still keep its query out of the logs.
      const code = `code-${Date.now().toString(36)}-secret`;
      const state = `state-${Date.now().toString(36)}-secret`;
      await fetch(`${server.baseUrl}/api/auth/callback?code=${code}&state=${state}`, { redirect: 'manual' });
      expect((await stop(server)).code).toBe(0);

      const logs = server.output();
      // state, the sign-in cookie, the first refresh cookie, the access token, the rotated refresh cookie.
      expect(session.secrets).toHaveLength(5);
      // Proves the requests were logged at all, so the absence below means something.
      expect(logs).toMatch(/"url":"\/api\/user\/me"/);
      expect(logs).toMatch(/"url":"\/api\/auth\/callback"/);
      for (const secret of [...session.secrets, code, state]) {
        expect(logs).not.toContain(secret);
        expect(logs).not.toContain(encodeURIComponent(secret));
        expect(logs).not.toContain(decodeURIComponent(secret));
      }
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
