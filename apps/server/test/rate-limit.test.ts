import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as UsersRepository from '../src/repositories/users.ts';
import { findAccountStatus } from '../src/repositories/users.ts';
import { REFRESH_HEADERS, bearer, createTestApp, signInLocally } from './test-app.ts';

// Counts the per-request account reads: a request refused by the limiter must not reach the database.
vi.mock('../src/repositories/users.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof UsersRepository>();
  return { ...actual, findAccountStatus: vi.fn(actual.findAccountStatus) };
});

/** A client address of its own per test, so budgets spent elsewhere (signing in) do not leak in. */
let addressCounter = 0;
const newClientAddress = () => {
  addressCounter += 1;
  return `198.51.100.${addressCounter}`;
};

function expectRateLimited(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

describe('the general limit', () => {
  it('answers a flood without a token with 429 once over the limit, not 401 forever', async () => {
    const app = await createTestApp({ env: { RATE_LIMIT_MAX: '5' } });
    try {
      const remoteAddress = newClientAddress();
      const flood = () => app.inject({ method: 'GET', url: '/api/user/me', remoteAddress });
      for (let attempt = 1; attempt <= 5; attempt += 1) expect((await flood()).statusCode).toBe(401);
      for (let attempt = 1; attempt <= 3; attempt += 1) expectRateLimited(await flood());
    } finally {
      await app.close();
    }
  });

  it('reads no account for requests over the limit', async () => {
    const app = await createTestApp({ env: { RATE_LIMIT_MAX: '3' } });
    try {
      // Only the sign-in budget is spent signing in: the profile is open before the service gate.
      const user = await signInLocally(app, { passGate: false });
      const remoteAddress = newClientAddress();
      vi.mocked(findAccountStatus).mockClear();
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= 8; attempt += 1) {
        const response = await app.inject({
          method: 'GET',
          url: '/api/user/me',
          headers: bearer(user.accessToken),
          remoteAddress,
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
      expect(findAccountStatus).toHaveBeenCalledTimes(3);
    } finally {
      await app.close();
    }
  });
});

describe('the web app', () => {
  let distDir: string;
  let app: FastifyInstance;
  const ASSET = '/assets/index-3f9a1c.js';

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(os.tmpdir(), 'molip-dist-'));
    await mkdir(path.join(distDir, 'assets'));
    await writeFile(
      path.join(distDir, 'index.html'),
      '<!doctype html><title>몰입</title><div id="root"></div>',
    );
    await writeFile(path.join(distDir, ASSET), 'console.log("molip");');
    app = await createTestApp({ serveWebApp: true, env: { WEB_DIST_DIR: distDir, RATE_LIMIT_MAX: '2' } });
  });
  afterAll(async () => {
    await app.close();
    await rm(distDir, { recursive: true, force: true });
  });

  // A classroom behind one NAT address loads the same files many times a minute.
  it.each([
    ['a hashed asset', ASSET, 'javascript'],
    ['the SPA shell', '/', 'text/html'],
    ['a deep link answered with the shell', '/study-plans/new', 'text/html'],
  ])('never limits %s', async (_name, url, contentType) => {
    const remoteAddress = newClientAddress();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await app.inject({ method: 'GET', url, remoteAddress });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain(contentType);
    }
  });

  it('still limits the API, unknown API paths included, from the same address', async () => {
    const remoteAddress = newClientAddress();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await app.inject({ method: 'GET', url: ASSET, remoteAddress });
    }
    expect((await app.inject({ method: 'GET', url: '/api/terms/1', remoteAddress })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/nothing', remoteAddress })).statusCode).toBe(404);
    expectRateLimited(await app.inject({ method: 'GET', url: '/api/terms/1', remoteAddress }));
  });
});

describe('the sign-in budget', () => {
  it('is one budget shared by every /api/auth route', async () => {
    const app = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '4' } });
    try {
      const remoteAddress = newClientAddress();
      const config = () => app.inject({ method: 'GET', url: '/api/auth/config', remoteAddress });
      const login = () => app.inject({ method: 'GET', url: '/api/auth/login', remoteAddress });
      const refresh = () =>
        app.inject({ method: 'POST', url: '/api/auth/refresh', headers: REFRESH_HEADERS, remoteAddress });
      expect((await config()).statusCode).toBe(200);
      expect((await login()).statusCode).toBe(302);
      expect((await refresh()).statusCode).toBe(401);
      expect((await config()).statusCode).toBe(200);
      expectRateLimited(await login());
      expectRateLimited(await refresh());
      expectRateLimited(await config());
      // The general budget is a separate one.
      expect((await app.inject({ method: 'GET', url: '/api/terms/1', remoteAddress })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) console.warn('TEST_REDIS_URL is not set: skipping the shared (Redis) rate-limit tests.');

describe.skipIf(!redisUrl)('counters in Redis', () => {
  it('shares one limit between two instances', async () => {
    const rateLimitNamespace = `molip-test-${randomUUID()}:`;
    const env = { REDIS_URL: redisUrl ?? '', RATE_LIMIT_MAX: '4', AUTH_RATE_LIMIT_MAX: '2' };
    const first = await createTestApp({ env, rateLimitNamespace });
    const second = await createTestApp({ env, rateLimitNamespace });
    try {
      const remoteAddress = newClientAddress();
      const terms = (app: FastifyInstance) =>
        app.inject({ method: 'GET', url: '/api/terms/1', remoteAddress });
      const config = (app: FastifyInstance) =>
        app.inject({ method: 'GET', url: '/api/auth/config', remoteAddress });
      for (const app of [first, second, first, second]) expect((await terms(app)).statusCode).toBe(200);
      expectRateLimited(await terms(first));
      expectRateLimited(await terms(second));
      expect((await config(first)).statusCode).toBe(200);
      expect((await config(second)).statusCode).toBe(200);
      expectRateLimited(await config(first));
    } finally {
      await first.close();
      await second.close();
    }
  });
});

describe('a rate-limit store that is down', () => {
  it('keeps the API answering rather than refusing everyone', async () => {
    // Nothing listens on port 1: every counter update fails at once.
    const app = await createTestApp({
      env: { REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMIT_MAX: '2' },
      rateLimitNamespace: `molip-test-${randomUUID()}:`,
    });
    try {
      const remoteAddress = newClientAddress();
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const response = await app.inject({ method: 'GET', url: '/api/terms/1', remoteAddress });
        expect(response.statusCode).toBe(200);
      }
    } finally {
      await app.close();
    }
  });
});
