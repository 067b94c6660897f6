import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { SignJWT, base64url, decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { strictObject } from 'zod/mini';
import { apiError } from '@molip/domain/api-error';
import type { RouteSummary } from '../src/plugins/app-context.ts';
import {
  TEST_JWT_SECRET,
  accessClaimsOf,
  agreeToTerms,
  bearer,
  signInLocally,
  type SignedIn,
} from './test-app.ts';
import { appOnManualClock, PLAN_DAY_SIX_PM } from './fixtures.ts';

/**
 * Every route that answers without an access token (health, docs, one terms text, a calendar feed, sign-in).
 * Kept as a literal list on purpose: marking a new route public must show up as a change to this test.
 * Built with AUTH_MODE=local, so the local sign-in form is among them.
 */
const EXPECTED_PUBLIC_ROUTES = [
  'GET /healthz',
  'GET /readyz',
  'GET /api/docs',
  'GET /api/docs/json',
  'GET /api/docs/yaml',
  'GET /api/docs/static/*',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
  'GET /api/terms/:id',
  'GET /api/calendar/:feed',
  'GET /api/auth/config',
  'GET /api/auth/login',
  'GET /api/auth/callback',
  'GET /api/auth/local',
  'POST /api/auth/local',
  'GET /api/auth/popup-result.js',
  'POST /api/auth/refresh',
  'POST /api/auth/logout',
];

/**
 * The private routes a signed-in learner reaches before the service gate (required terms agreed, a username
 * set): what they need to get through it — their profile, the terms, the username — or to leave with their
 * records. Every
 * other private route answers 403 TERMS_REQUIRED or USERNAME_REQUIRED until the gate is passed.
 */
const EXPECTED_OPEN_BEFORE_GATE = [
  'GET /api/user/me',
  'PUT /api/user/me',
  'DELETE /api/user/me',
  'GET /api/user/me/export',
  'GET /api/user/name-changed-status',
  'PUT /api/user/username',
  'GET /api/user-agreements/status',
  'POST /api/user-agreements',
  'POST /api/user-agreements/bulk-agree',
  // How one signs in is the account's own business, as leaving is.
  'GET /api/user/sign-in-methods',
  'DELETE /api/user/sign-in-methods/:provider',
  'POST /api/auth/link',
];

const PUBLIC_URL = 'http://localhost:3000';
const AUDIENCE = 'molip-api';
// Top-level await: the route table must be known while the tests are being collected.
const { app, clock } = await appOnManualClock(PLAN_DAY_SIX_PM);
const nowInSeconds = () => Math.floor(clock.now().getTime() / 1000);

const routeKey = (route: RouteSummary) => `${route.method} ${route.url}`;
const privateRoutes = app.routeTable.filter((route) => !route.isPublic);
const gatedRoutes = privateRoutes.filter((route) => !EXPECTED_OPEN_BEFORE_GATE.includes(routeKey(route)));

/** Fills `:param` and `*` with plausible values: the auth layer must refuse before anything looks at them. */
function concreteUrl(url: string): string {
  return url.replace(/:[A-Za-z_]\w*/g, randomUUID()).replace(/\*$/, 'index.css');
}

const hasBody = (method: string) => method === 'POST' || method === 'PUT' || method === 'PATCH';

function callRoute(route: RouteSummary, headers: Record<string, string>): Promise<LightMyRequestResponse> {
  return app.inject({
    method: route.method,
    url: concreteUrl(route.url),
    headers,
    // A body must not get a request past authentication (no 400 before 401).
    ...(hasBody(route.method) ? { payload: {} } : {}),
  });
}

type ForgedOptions = {
  header?: Record<string, unknown>;
  claims?: Record<string, unknown>;
  secret?: string;
};

/** An access token built by hand, correct unless a test overrides one part of it. */
async function forgeAccessToken(signedIn: SignedIn, options: ForgedOptions = {}): Promise<string> {
  const issuedAt = nowInSeconds();
  const { userId, sessionId } = accessClaimsOf(signedIn);
  const claims = {
    sub: userId,
    sid: sessionId,
    iss: PUBLIC_URL,
    aud: AUDIENCE,
    iat: issuedAt,
    exp: issuedAt + 600,
    jti: randomUUID(),
    ...options.claims,
  };
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt', ...options.header })
    .sign(new TextEncoder().encode(options.secret ?? TEST_JWT_SECRET));
}

const encodeSegment = (value: unknown) => base64url.encode(JSON.stringify(value));

/** Swaps the payload of a genuine token (here: promoting the user to ADMIN) and keeps its signature. */
function tamperedToken(token: string): string {
  const [header, , signature] = token.split('.');
  const payload = { ...decodeJwt(token), role: 'ADMIN' };
  return [header, encodeSegment(payload), signature].join('.');
}

/** An unsigned token: the classic downgrade a verifier must refuse. */
function unsignedToken(token: string): string {
  return [encodeSegment({ alg: 'none', typ: 'at+jwt' }), encodeSegment(decodeJwt(token)), ''].join('.');
}

let user: SignedIn;
beforeAll(async () => {
  user = await signInLocally(app);
});

type RefusedCredential = { name: string; headers: () => Promise<Record<string, string>> };

const refusedCredentials: RefusedCredential[] = [
  { name: 'no token', headers: async () => ({}) },
  { name: 'a tampered payload', headers: async () => bearer(tamperedToken(user.accessToken)) },
  { name: "an alg 'none' token", headers: async () => bearer(unsignedToken(user.accessToken)) },
  {
    name: 'an expired token',
    headers: async () =>
      bearer(
        await forgeAccessToken(user, {
          claims: { iat: nowInSeconds() - 3600, exp: nowInSeconds() - 60 },
        }),
      ),
  },
  {
    name: 'a wrong audience',
    headers: async () => bearer(await forgeAccessToken(user, { claims: { aud: 'another-api' } })),
  },
  {
    name: 'a wrong issuer',
    headers: async () => bearer(await forgeAccessToken(user, { claims: { iss: 'https://evil.example' } })),
  },
  {
    name: "a token typed 'JWT' instead of 'at+jwt'",
    headers: async () => bearer(await forgeAccessToken(user, { header: { typ: 'JWT' } })),
  },
  {
    name: 'a token without typ (an ID token, say)',
    headers: async () => bearer(await forgeAccessToken(user, { header: { typ: undefined } })),
  },
  {
    name: 'a token signed with another secret',
    headers: async () => bearer(await forgeAccessToken(user, { secret: `${TEST_JWT_SECRET}-other` })),
  },
  { name: 'the refresh token as a Bearer token', headers: async () => bearer(user.refreshToken) },
  {
    name: 'a valid token without the Bearer scheme',
    headers: async () => ({ authorization: user.accessToken }),
  },
];

function expectUnauthorized(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(401);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = strictObject(apiError.shape).parse(response.json());
  expect(body).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED', error: 'Unauthorized' });
  expect(body.message).toMatch(/[가-힣]/);
  expect(body.message).toMatch(/로그인/);
}

describe('the route table', () => {
  it('lists the routes registered so far, so the checks below really run', () => {
    expect(app.routeTable.length).toBeGreaterThan(EXPECTED_PUBLIC_ROUTES.length);
    expect(privateRoutes.map(routeKey)).toContain('GET /api/user/me');
  });

  it('marks exactly the expected routes public', () => {
    const marked = app.routeTable.filter((route) => route.isPublic).map(routeKey);
    expect([...marked].sort()).toEqual([...EXPECTED_PUBLIC_ROUTES].sort());
  });
});

describe.each(privateRoutes.map((route) => [routeKey(route), route] as const))('%s', (_key, route) => {
  it.each(refusedCredentials.map((credential) => [credential.name, credential] as const))(
    'answers 401 in Korean to %s',
    async (_name, credential) => {
      expectUnauthorized(await callRoute(route, await credential.headers()));
    },
  );

  // Account deletion would sign the shared user out of every later route: it gets a user of its own.
  const controlUser = async () =>
    route.method === 'DELETE' && route.url === '/api/user/me' ? signInLocally(app) : user;

  it('lets a signed-in user past authentication', async () => {
    const response = await callRoute(route, bearer((await controlUser()).accessToken));
    expect(response.statusCode).not.toBe(401);
  });

  // Proves the forged tokens above are refused for the one thing each of them changes.
  it('lets a correctly forged token past authentication', async () => {
    const response = await callRoute(route, bearer(await forgeAccessToken(await controlUser())));
    expect(response.statusCode).not.toBe(401);
  });
});

function expectGateRefusal(response: LightMyRequestResponse, code: 'TERMS_REQUIRED' | 'USERNAME_REQUIRED') {
  expect(response.statusCode).toBe(403);
  const body = strictObject(apiError.shape).parse(response.json());
  expect(body).toMatchObject({ statusCode: 403, code, error: 'Forbidden' });
  expect(body.message).toMatch(/[가-힣]/);
}

describe('the service gate', () => {
  /** Agreed to nothing, no username: what every account is right after its first sign-in. */
  let fresh: SignedIn;
  /** Agreed to the required terms but has no username yet. */
  let unnamed: SignedIn;
  beforeAll(async () => {
    fresh = await signInLocally(app, { passGate: false });
    unnamed = await signInLocally(app, { passGate: false });
    await agreeToTerms(app, unnamed);
  });

  it('names only routes that exist and are private', () => {
    expect(privateRoutes.map(routeKey)).toEqual(expect.arrayContaining(EXPECTED_OPEN_BEFORE_GATE));
    expect(gatedRoutes.length).toBeGreaterThan(0);
  });

  it.each(EXPECTED_OPEN_BEFORE_GATE)('lets a fresh account use %s', async (key) => {
    const route = privateRoutes.find((candidate) => routeKey(candidate) === key);
    if (!route) throw new Error(`no route ${key}`);
    // Deleting the account would sign the shared fresh account out: it gets one of its own.
    const account = key === 'DELETE /api/user/me' ? await signInLocally(app, { passGate: false }) : fresh;
    const response = await callRoute(route, bearer(account.accessToken));
    expect(response.statusCode).not.toBe(401);
    expect(response.statusCode).not.toBe(403);
  });

  describe.each(gatedRoutes.map((route) => [routeKey(route), route] as const))('%s', (_key, route) => {
    it('answers 403 TERMS_REQUIRED in Korean to an account that agreed to nothing', async () => {
      expectGateRefusal(await callRoute(route, bearer(fresh.accessToken)), 'TERMS_REQUIRED');
    });

    it('answers 403 USERNAME_REQUIRED in Korean to an account without a username', async () => {
      expectGateRefusal(await callRoute(route, bearer(unnamed.accessToken)), 'USERNAME_REQUIRED');
    });

    it('lets an account that passed the gate through', async () => {
      const response = await callRoute(route, bearer(user.accessToken));
      expect(response.statusCode).not.toBe(401);
      const isJson = String(response.headers['content-type']).startsWith('application/json');
      const code = isJson ? response.json<{ code?: string }>().code : undefined;
      expect(code ?? '').not.toMatch(/^(TERMS|USERNAME)_REQUIRED$/);
    });
  });
});
