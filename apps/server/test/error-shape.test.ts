import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strictObject } from 'zod/mini';
import { apiError, type ApiError } from '@molip/domain/api-error';
import { buildApp } from '../src/app.ts';
import {
  TEST_JWT_SECRET,
  accessClaimsOf,
  bearer,
  createTestApp,
  manualClock,
  openPgliteCopy,
  signInLocally,
  testConfig,
  type SignedIn,
} from './test-app.ts';

const KOREAN = /[가-힣]/;

/** Parses the one error shape and checks what every error answer owes a person. */
function expectApiError(response: LightMyRequestResponse, statusCode: number): ApiError {
  expect(response.statusCode).toBe(statusCode);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = strictObject(apiError.shape).parse(response.json());
  expect(body.statusCode).toBe(statusCode);
  expect(body.message).toMatch(KOREAN);
  expectNoInternals(response.body);
  return body;
}

/** A stack frame or a source path tells an attacker how the server is built. */
function expectNoInternals(body: string) {
  expect(body).not.toMatch(/\bat .+:\d+:\d+/);
  expect(body).not.toMatch(/node_modules|\/src\/|\.ts\b|\/work\/|\/home\//);
  expect(body).not.toMatch(/"stack"/);
}

/** CSP directives by name, so the test can ask about one without depending on their order. */
function cspDirectives(response: LightMyRequestResponse): Map<string, string[]> {
  const header = response.headers['content-security-policy'];
  expect(typeof header).toBe('string');
  const directives = new Map<string, string[]>();
  for (const directive of String(header).split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name) directives.set(name, sources);
  }
  return directives;
}

function expectSecurityHeaders(response: LightMyRequestResponse) {
  const csp = cspDirectives(response);
  expect(csp.get('script-src')).toContain("'self'");
  expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-frame-options']).toBe('DENY');
}

let app: FastifyInstance;
let user: SignedIn;
beforeAll(async () => {
  app = await createTestApp();
  user = await signInLocally(app);
});
afterAll(() => app.close());

const asJson = (token: string) => ({ ...bearer(token), 'content-type': 'application/json' });

describe('client mistakes answer 4xx with the error shape', () => {
  it('answers malformed JSON with 400 and a Korean message about JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/user-agreements',
      headers: asJson(user.accessToken),
      payload: '{"termsId": 1, "agreed":',
    });
    const body = expectApiError(response, 400);
    expect(body.message).toContain('JSON');
  });

  it('answers an empty JSON body with 400 in Korean', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/user-agreements',
      headers: asJson(user.accessToken),
      payload: '',
    });
    expectApiError(response, 400);
  });

  it('answers wrong field types with 400 and Korean details per field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/user-agreements',
      headers: bearer(user.accessToken),
      payload: { termsId: 'first', agreed: 'yes' },
    });
    const body = expectApiError(response, 400);
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(body.details ?? {}).sort()).toEqual(['body.agreed', 'body.termsId']);
    for (const messages of Object.values(body.details ?? {})) {
      expect(messages.length).toBeGreaterThan(0);
      for (const message of messages) expect(message).toMatch(KOREAN);
    }
  });

  it('answers a wrongly typed path parameter with 400 naming the parameter', async () => {
    const body = expectApiError(await app.inject({ method: 'GET', url: '/api/terms/first' }), 400);
    expect(Object.keys(body.details ?? {})).toEqual(['params.id']);
  });

  it.each(['/api/no-such-route', '/no-such-page', '/api/user/me/extra'])(
    'answers the unknown route %s with a JSON 404 in Korean',
    async (url) => {
      const body = expectApiError(await app.inject({ method: 'GET', url }), 404);
      expect(body.code).toBe('NOT_FOUND');
    },
  );

  it('answers an unknown method on a known path with a JSON 404 in Korean', async () => {
    expectApiError(
      await app.inject({
        method: 'DELETE',
        url: '/api/user/name-changed-status',
        headers: bearer(user.accessToken),
      }),
      404,
    );
  });

  it('answers a JSON body over 1 MiB with 413 in Korean', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/user/me',
      headers: asJson(user.accessToken),
      payload: JSON.stringify({ displayName: 'x'.repeat(1024 * 1024 + 1) }),
    });
    expectApiError(response, 413);
  });

  it('answers a form body over its 16 KiB limit with 413 in Korean', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/local',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=${'a'.repeat(17 * 1024)}`,
    });
    expectApiError(response, 413);
  });

  it.each(['application/xml', 'application/octet-stream', 'text/csv', 'multipart/form-data; boundary=molip'])(
    'answers the unsupported content type %s with 415 in Korean',
    async (contentType) => {
      const response = await app.inject({
        method: 'PUT',
        url: '/api/user/me',
        headers: { ...bearer(user.accessToken), 'content-type': contentType },
        payload: 'displayName=x',
      });
      expectApiError(response, 415);
    },
  );

  // A JSON API: plain text is refused as a media type rather than parsed into a confusing schema error.
  it('answers a text/plain body with 415 in Korean', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/user/me',
      headers: { ...bearer(user.accessToken), 'content-type': 'text/plain' },
      payload: 'displayName=x',
    });
    expect(expectApiError(response, 415).message).toContain('JSON');
  });
});

describe('server failures', () => {
  // A closed database makes every query throw: the answer must stay generic and reveal nothing.
  it('answers a failing database with a generic 500 and 503 from /readyz, without internals', async () => {
    const database = await openPgliteCopy();
    await database.close();
    const broken = await buildApp({
      config: testConfig(),
      db: database.db,
      clock: manualClock(),
      jwtSecret: TEST_JWT_SECRET,
      serveWebApp: false,
    });
    try {
      const token = await broken.accessTokens.sign(accessClaimsOf(user));
      const me = expectApiError(
        await broken.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) }),
        500,
      );
      expect(me).toMatchObject({ code: 'INTERNAL_ERROR', error: 'Internal Server Error' });
      expectApiError(await broken.inject({ method: 'GET', url: '/readyz' }), 503);
    } finally {
      await broken.close();
    }
  });
});

describe('security headers', () => {
  it('sets the CSP and hardening headers on an API answer', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: bearer(user.accessToken),
    });
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response);
  });

  it('sets them on error answers too', async () => {
    expectSecurityHeaders(await app.inject({ method: 'GET', url: '/api/user/me' }));
  });

  it('sets them on /healthz', async () => {
    expectSecurityHeaders(await app.inject({ method: 'GET', url: '/healthz' }));
  });

  it('sends no HSTS outside production', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS in production', async () => {
    // OIDC discovery is lazy, so this app never contacts the issuer.
    const production = await createTestApp({
      env: {
        NODE_ENV: 'production',
        AUTH_MODE: 'oidc',
        OIDC_ISSUER_URL: 'https://issuer.example',
        OIDC_CLIENT_ID: 'molip',
        JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
        PUBLIC_URL: 'https://molip.example',
      },
    });
    try {
      for (const url of ['/healthz', '/api/user/me']) {
        const response = await production.inject({ method: 'GET', url });
        expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
        expect(response.headers['strict-transport-security']).toMatch(/includeSubDomains/);
        expectSecurityHeaders(response);
      }
    } finally {
      await production.close();
    }
  });
});

describe('rate limits', () => {
  function expectRateLimited(response: LightMyRequestResponse) {
    const body = expectApiError(response, 429);
    expect(body.code).toBe('RATE_LIMITED');
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  }

  it('refuses the 4th sign-in start within a minute with 429 and Retry-After', async () => {
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '3' } });
    try {
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        const response = await limited.inject({ method: 'GET', url: '/api/auth/login' });
        expect(response.statusCode).toBe(302);
      }
      expectRateLimited(await limited.inject({ method: 'GET', url: '/api/auth/login' }));
      // The stricter limit is the auth routes' own: other routes still answer.
      expect((await limited.inject({ method: 'GET', url: '/api/terms/1' })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('does not let a client escape the sign-in limit by inventing X-Forwarded-For addresses', async () => {
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '3' } });
    try {
      const attempt = (index: number) =>
        limited.inject({
          method: 'GET',
          url: '/api/auth/login',
          headers: { 'x-forwarded-for': `10.0.0.${index}` },
        });
      for (let index = 1; index <= 3; index += 1) expect((await attempt(index)).statusCode).toBe(302);
      expectRateLimited(await attempt(4));
    } finally {
      await limited.close();
    }
  });

  it('limits every other route with the general limit, unknown paths included', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_MAX: '3' } });
    try {
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        const response = await limited.inject({ method: 'GET', url: '/api/terms/1' });
        expect(response.statusCode).toBe(200);
      }
      expectRateLimited(await limited.inject({ method: 'GET', url: '/api/terms/1' }));
      expectRateLimited(await limited.inject({ method: 'GET', url: '/api/no-such-route' }));
      expectRateLimited(
        await limited.inject({ method: 'GET', url: '/api/user/me', headers: bearer(user.accessToken) }),
      );
    } finally {
      await limited.close();
    }
  });

  it('never limits the health checks, which load balancers poll', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_MAX: '1' } });
    try {
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        expect((await limited.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
        expect((await limited.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      }
    } finally {
      await limited.close();
    }
  });
});

describe('documentation and health', () => {
  it('serves an OpenAPI document listing the user, terms and auth paths', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/user/me',
        '/api/user/username',
        '/api/user/name-changed-status',
        '/api/terms/{id}',
        '/api/user-agreements/status',
        '/api/user-agreements/bulk-agree',
        '/api/auth/login',
        '/api/auth/refresh',
        '/api/auth/logout',
      ]),
    );
    expect(Object.keys(document.paths['/api/user/me'] ?? {})).toEqual(expect.arrayContaining(['get', 'put']));
  });

  it.each(['/healthz', '/readyz'])('answers %s with {status: "ok"}', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('text PostgreSQL cannot store', () => {
  it('refuses a NUL character anywhere in the input with 400 instead of failing in the database', async () => {
    const app = await createTestApp();
    try {
      const user = await signInLocally(app);
      const response = await app.inject({
        method: 'PUT',
        url: '/api/user/me',
        headers: bearer(user.accessToken),
        payload: { displayName: 'a\u0000b' },
      });
      expect(expectApiError(response, 400).details).toEqual({
        'body.displayName': [expect.stringContaining('널 문자')],
      });
    } finally {
      await app.close();
    }
  });
});

describe('values the database cannot hold', () => {
  it.each([
    ['GET', '/api/terms/2147483648', undefined],
    ['GET', '/api/daily-todos?date=0000-01-01', undefined],
    ['POST', '/api/user-agreements', { termsId: 2147483648, agreed: true }],
    [
      'POST',
      '/api/study-plans/preview',
      {
        learningContentId: '00000000-0000-4000-8000-000000000000',
        contentUnitIds: ['00000000-0000-4000-8000-000000000001'],
        startDate: '9999-12-30',
        restDays: [],
        studySpeed: 1,
        bufferDayInterval: 0,
      },
    ],
  ] as const)('answers %s %s with 400, not 500', async (method, url, payload) => {
    const app = await createTestApp();
    try {
      const signedIn = await signInLocally(app);
      const response = await app.inject({
        method,
        url,
        headers: bearer(signedIn.accessToken),
        ...(payload ? { payload } : {}),
      });
      expectApiError(response, 400);
    } finally {
      await app.close();
    }
  });
});
