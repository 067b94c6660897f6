import { readFileSync } from 'node:fs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { decodeJwt } from 'jose';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/env.ts';
import { openPglite, openPostgres, type DatabaseHandle } from '../src/db/client.ts';
import type { Clock } from '../src/lib/clock.ts';
import { REFRESH_COOKIE } from '../src/lib/auth-cookies.ts';
import { prepareTestDatabase } from './pglite-template.ts';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

/** A fixed VAPID pair for API tests (made once with web-push's generateVAPIDKeys). */
export const TEST_VAPID_KEYS = {
  publicKey: 'BMQU_qVTixtGUJ7O2tGTm9l_4tMftQiD9u4kw8XRPBz8lXM51G_4COAuAr05TXunZIug2_5nCoqg-8AC9x2EWFU',
  privateKey: 'F-x7rNreiUILkw3ZcLVBlKNo3wr1kGDPnpRIt10XXTw',
  subject: 'mailto:push@molip.invalid',
};

/** A clock tests can move. */
export function manualClock(start = new Date('2026-11-21T09:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
    set(date: Date) {
      current = date.getTime();
    },
  } satisfies Clock & Record<string, unknown>;
}

/**
 * An in-memory PGlite, copied from the run's migrated template when there is one (`pglite-template.ts`). In
 * the test's own thread: a worker per test file costs seconds, and pglite-worker-client.test.ts holds the
 * worker to the same answers; the process tests run the server's build, which always uses it.
 */
export async function openPgliteCopy(): Promise<DatabaseHandle> {
  const file = inject('pgliteTemplate');
  return openPglite(undefined, {
    inCallerThread: true,
    ...(file ? { template: new Blob([readFileSync(file)]) } : {}),
  });
}

let shared: Promise<DatabaseHandle> | undefined;

/**
 * One migrated database per test file: in-memory PGlite by default, PostgreSQL when the project sets
 * TEST_DB=postgres. Tests isolate themselves with unique users rather than truncating.
 */
export function testDatabase(): Promise<DatabaseHandle> {
  shared ??= (async () => {
    const url = process.env.TEST_DATABASE_URL;
    const handle =
      process.env.TEST_DB === 'postgres' && url
        ? await openPostgres(url, { max: 20 })
        : await openPgliteCopy();
    await prepareTestDatabase(handle);
    return handle;
  })();
  return shared;
}

export type TestAppOptions = {
  env?: Record<string, string>;
  /**
   * A database of this app's own (in-memory PGlite) for tests that change what every learner sees, such
   * as publishing a terms version: on the shared PostgreSQL it would put other files' learners behind the gate.
   */
  ownDatabase?: boolean;
  /** A database the test opened and closes itself (two apps on one database act as two instances). */
  database?: DatabaseHandle;
  clock?: Clock;
  /** Serve the SPA from `WEB_DIST_DIR` (off by default: API tests need no build). */
  serveWebApp?: boolean;
  /** Redis key prefix for the rate-limit counters, unique per run so runs sharing a Redis never collide. */
  rateLimitNamespace?: string;
};

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://localhost:3000',
    RATE_LIMIT_MAX: '100000',
    AUTH_RATE_LIMIT_MAX: '100000',
    ...env,
  });
}

/** A migrated in-memory PGlite of the caller's own, with the test terms published. */
export async function ownDatabase(): Promise<DatabaseHandle> {
  const handle = await openPgliteCopy();
  await prepareTestDatabase(handle);
  return handle;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  const database = options.database ?? (options.ownDatabase ? await ownDatabase() : await testDatabase());
  const app = await buildApp({
    config: testConfig(options.env),
    db: database.db,
    listen: database.listen,
    clock: options.clock ?? manualClock(),
    jwtSecret: TEST_JWT_SECRET,
    vapidKeys: TEST_VAPID_KEYS,
    serveWebApp: options.serveWebApp ?? false,
    rateLimitNamespace: options.rateLimitNamespace,
  });
  if (options.ownDatabase) app.addHook('onClose', () => database.close());
  await app.ready();
  return app;
}

let counter = 0;
export function uniqueEmail(prefix = 'learner') {
  counter += 1;
  return `${prefix}-${process.pid}-${Date.now().toString(36)}-${counter}@example.com`;
}

export function cookieFrom(response: LightMyRequestResponse, name: string): string | undefined {
  const cookie = response.cookies.find((item) => item.name === name && item.value !== '');
  return cookie?.value;
}

export const REFRESH_HEADERS = { 'x-requested-with': 'molip', origin: 'http://localhost:3000' };

export async function refresh(app: FastifyInstance, refreshToken: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    headers: REFRESH_HEADERS,
    cookies: { [REFRESH_COOKIE]: refreshToken },
  });
}

export type SignedIn = { accessToken: string; refreshToken: string; userId: string; email: string };

/** After moving a test clock past the ten-minute access token, refresh the learner as the app would. */
export async function refreshSignedIn(app: FastifyInstance, user: SignedIn): Promise<void> {
  const refreshed = await refresh(app, user.refreshToken);
  user.accessToken = refreshed.json<{ accessToken: string }>().accessToken;
  user.refreshToken = cookieFrom(refreshed, REFRESH_COOKIE) ?? user.refreshToken;
}

export type SignInOptions = {
  email?: string;
  displayName?: string;
  mode?: 'popup' | 'redirect';
  /** Pass the service gate (required terms agreed, a username set) as the app's modals would. Default true. */
  passGate?: boolean;
  /** The username set when passing the gate; a random one otherwise. */
  username?: string;
};

/**
 * Signs in through the local form exactly as a browser without JavaScript would, then passes the service
 * gate unless `passGate: false` asks for a fresh account that has agreed to nothing.
 */
export async function signInLocally(app: FastifyInstance, options: SignInOptions = {}): Promise<SignedIn> {
  const user = await signInThroughLocalForm(app, options);
  if (options.passGate ?? true) await passServiceGate(app, user, { username: options.username });
  return user;
}

async function signInThroughLocalForm(app: FastifyInstance, options: SignInOptions): Promise<SignedIn> {
  const email = options.email ?? uniqueEmail();
  const start = await app.inject({
    method: 'GET',
    url: `/api/auth/login?mode=${options.mode ?? 'redirect'}`,
  });
  const transaction = cookieFrom(start, 'molip_signin');
  if (!transaction) throw new Error('no sign-in transaction cookie');
  const form = await app.inject({
    method: 'GET',
    url: '/api/auth/local',
    cookies: { molip_signin: transaction },
  });
  const state = /name="state" value="([^"]+)"/.exec(form.body)?.[1];
  if (!state) throw new Error('no state in the local form');
  const submitted = await app.inject({
    method: 'POST',
    url: '/api/auth/local',
    cookies: { molip_signin: transaction },
    payload: new URLSearchParams({
      email,
      displayName: options.displayName ?? '테스트 학습자',
      state,
    }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const refreshToken = cookieFrom(submitted, REFRESH_COOKIE);
  if (!refreshToken)
    throw new Error(`local sign-in failed: ${submitted.statusCode} ${submitted.body.slice(0, 200)}`);
  const refreshed = await refresh(app, refreshToken);
  const body = refreshed.json<{ accessToken: string; user: { id: string } }>();
  const rotated = cookieFrom(refreshed, REFRESH_COOKIE) ?? refreshToken;
  return { accessToken: body.accessToken, refreshToken: rotated, userId: body.user.id, email };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The session (`sid`) the learner's access token names, for a test that signs tokens of its own. */
export const accessClaimsOf = (user: SignedIn) => ({
  userId: user.userId,
  sessionId: String(decodeJwt(user.accessToken).sid),
});

type AgreementSummary = { agreements: { termsId: number; isRequired: boolean; isAgreed: boolean }[] };

/** Fails the test setup loudly instead of leaving a half-onboarded user behind. */
function expectSetupStatus(response: LightMyRequestResponse, step: string) {
  if (response.statusCode !== 200) throw new Error(`${step} failed: ${response.statusCode} ${response.body}`);
  return response;
}

/** What the terms modal does: agrees to the terms still pending, the required ones or with `allTerms` all. */
export async function agreeToTerms(
  app: FastifyInstance,
  user: SignedIn,
  options: { allTerms?: boolean } = {},
): Promise<void> {
  const headers = bearer(user.accessToken);
  const status = expectSetupStatus(
    await app.inject({ method: 'GET', url: '/api/user-agreements/status', headers }),
    'agreement status',
  ).json<AgreementSummary>();
  const pending = status.agreements
    .filter((item) => !item.isAgreed && (item.isRequired || options.allTerms))
    .map((item) => ({ termsId: item.termsId, agreed: true }));
  if (pending.length === 0) return;
  expectSetupStatus(
    await app.inject({
      method: 'POST',
      url: '/api/user-agreements/bulk-agree',
      headers,
      payload: { agreements: pending },
    }),
    'agreeing to the terms',
  );
}

/** What the terms and username modals do together; safe to repeat for the same account. */
export async function passServiceGate(
  app: FastifyInstance,
  user: SignedIn,
  options: { allTerms?: boolean; username?: string } = {},
): Promise<void> {
  await agreeToTerms(app, user, options);
  const headers = bearer(user.accessToken);
  const name = expectSetupStatus(
    await app.inject({ method: 'GET', url: '/api/user/name-changed-status', headers }),
    'username status',
  ).json<{ hasNameChanged: boolean }>();
  if (name.hasNameChanged) return;
  expectSetupStatus(
    await app.inject({
      method: 'PUT',
      url: '/api/user/username',
      headers,
      payload: { userName: options.username ?? `u${Math.random().toString(36).slice(2, 12)}` },
    }),
    'setting the username',
  );
}

/** A fully onboarded user: every term agreed, the optional one included, and a username set. */
export async function onboardedUser(app: FastifyInstance, username?: string): Promise<SignedIn> {
  const user = await signInLocally(app, { passGate: false });
  await passServiceGate(app, user, { allTerms: true, username });
  return user;
}
