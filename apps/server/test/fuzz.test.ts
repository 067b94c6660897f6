import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strictObject } from 'zod/mini';
import { apiError } from '@molip/domain/api-error';
import type { RouteSummary } from '../src/plugins/app-context.ts';
import {
  REFRESH_HEADERS,
  bearer,
  cookieFrom,
  createTestApp,
  onboardedUser,
  uniqueEmail,
  type SignedIn,
} from './test-app.ts';

/** Enough to find the usual suspects on every route while the file stays well under a minute on 2 cores. */
const RUNS_PER_PROPERTY = 25;
const KOREAN = /[가-힣]/;

/**
 * Routes not fuzzed, each with its reason. Every other route of the table is, including routes added later.
 * Empty today: even the Swagger UI's static files get hostile paths (a traversal probe is worth having).
 */
const NOT_FUZZED: Record<string, string> = {};

/**
 * Routes whose designed 4xx answer is an HTML page rather than the JSON error shape: the local sign-in
 * form is re-rendered with its Korean problem so it works without JavaScript, and a sign-in
 * whose cookie never came back ends on a Korean page instead of a redirect that could loop.
 */
const HTML_ERROR_ROUTES = new Set(['GET /api/auth/local', 'POST /api/auth/local']);

const app: FastifyInstance = await createTestApp();
afterAll(() => app.close());

let user: SignedIn;
beforeAll(async () => {
  user = await onboardedUser(app);
});

const routeKey = (route: RouteSummary) => `${route.method} ${route.url}`;
const fuzzedRoutes = app.routeTable.filter((route) => !(routeKey(route) in NOT_FUZZED));

/** Encodes what can be encoded; lone surrogates cannot, and are sent raw instead. */
function encodeLoosely(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value;
  }
}

const hugeNumber = fc.oneof(
  fc.bigInt({ min: -(10n ** 80n), max: 10n ** 80n }).map(String),
  fc.double({ noNaN: false }).map(String),
  fc.constantFrom('1e309', '-0', '9'.repeat(400), '0x7fffffff', '1.5', '-1'),
);

/** Path segments and query values nobody should send: traversal, NULs, broken escapes, odd unicode. */
const hostileText = fc.oneof(
  fc.constantFrom(
    '../',
    '..%2F..%2F..%2Fetc%2Fpasswd',
    '%00',
    'a%00b',
    '%',
    '%zz',
    '%E0%A4%A',
    '%C0%AE%C0%AE%2F',
    '%2e%2e%2f',
    'null',
    'undefined',
    'NaN',
    'Infinity',
    '[]',
    '{}',
    "'; drop table users; --",
    '__proto__',
    '<script>alert(1)</script>',
  ),
  fc.string({ unit: 'grapheme', maxLength: 40 }).map(encodeLoosely),
  fc.string({ unit: 'binary', maxLength: 40 }).map(encodeLoosely),
  hugeNumber,
  fc.constant('x'.repeat(5000)),
);

const queryKey = fc.oneof(
  fc.constantFrom(
    'mode',
    'redirect',
    'code',
    'state',
    'error',
    'id',
    'limit',
    '__proto__',
    'constructor',
    'a[b][c]',
  ),
  fc.string({ unit: 'grapheme', maxLength: 12 }).map(encodeLoosely),
);

/** A query string with repeated keys (arrays), empty values, bare keys and hostile values. */
const hostileQuery = fc.oneof(
  fc
    .array(fc.tuple(queryKey, fc.option(hostileText, { nil: undefined })), { maxLength: 8 })
    .map((pairs) => pairs.map(([key, value]) => (value === undefined ? key : `${key}=${value}`)).join('&')),
  fc.constantFrom(
    '&&&',
    '=',
    '==x',
    '&=&',
    'mode=popup&mode=redirect',
    'redirect=//evil.example',
    'redirect=/api/x',
  ),
);

type BodyCase = { contentType: string | undefined; payload: string };

// Depth well past what a form or a client would send: the parser and validator must not overflow.
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

const jsonBody = (payload: string, contentType = 'application/json'): BodyCase => ({ contentType, payload });

/** Well-formed JSON of the wrong shape: wrong types, arrays, nulls, huge strings and numbers, deep nesting. */
const wrongJson = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }).map((value) => jsonBody(JSON.stringify(value))),
  fc
    .dictionary(
      fc.constantFrom(
        'termsId',
        'agreed',
        'agreements',
        'userName',
        'displayName',
        'timezone',
        'dayStartHour',
        'email',
        'state',
        'role',
      ),
      fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.constant(null), fc.constant('가'.repeat(100_000))),
    )
    .map((value) => jsonBody(JSON.stringify(value))),
  fc.constantFrom(
    jsonBody('null'),
    jsonBody('[]'),
    jsonBody('"text"'),
    jsonBody('12345678901234567890123456789'),
    jsonBody(deepObject(5000)),
    jsonBody(deepArray(5000)),
    jsonBody('{"__proto__": {"role": "ADMIN"}}'),
    jsonBody('{"constructor": {"prototype": {"role": "ADMIN"}}}'),
    jsonBody(
      JSON.stringify({
        agreements: Array.from({ length: 10_000 }, (_, index) => ({ termsId: index, agreed: true })),
      }),
    ),
    jsonBody(JSON.stringify({ displayName: 'x'.repeat(1024 * 1024) })),
  ),
);

/** Text sent as JSON that is not JSON. */
const malformedJson = fc
  .oneof(
    fc.constantFrom(
      '{',
      '{"a":',
      '[1,2',
      "{'a':1}",
      'undefined',
      'NaN',
      '',
      ' ',
      '{"a":1}}',
      '\u0000',
      '\uFEFF{}',
      '{"a":"\\u12"}',
    ),
    fc.string({ unit: 'grapheme', maxLength: 60 }).filter((text) => !isJson(text)),
  )
  .map((payload) => jsonBody(payload));

/** Bodies under content types the API does not speak, or speaks only for the sign-in form. */
const wrongContentType = fc
  .tuple(
    fc.constantFrom(
      'text/plain',
      'application/xml',
      'text/html',
      'application/octet-stream',
      'multipart/form-data; boundary=molip',
      'application/x-www-form-urlencoded',
      'application/json; charset=utf-16',
      'application/jsonx',
      'application/json, text/plain',
      '',
      '*/*',
    ),
    fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 60 }),
      fc.constantFrom('a=1&a=2&b[c]=d', 'termsId=1&agreed=true', '--molip\r\n\r\n--molip--', '<x/>'),
    ),
  )
  .map(([contentType, payload]): BodyCase => ({
    contentType: contentType === '' ? undefined : contentType,
    payload,
  }));

const hostileBody = fc.oneof(wrongJson, malformedJson, wrongContentType);

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Replaces every `:param` and `*` with hostile text; routes without parameters get a hostile extra segment. */
function hostileUrl(url: string, segment: string): string {
  const filled = url.replace(/:[A-Za-z_]\w*/g, segment).replace(/\*$/, segment);
  return filled === url ? `${url}/${segment}` : filled;
}

// Numeric ids (terms) and UUIDs (everything else): with a valid parameter, the query and body are validated too.
const plausibleParam = fc.constantFrom('1', randomUUID());

function plausibleUrl(url: string, param: string): string {
  return url.replace(/:[A-Za-z_]\w*/g, param).replace(/\*$/, 'index.css');
}

function requestHeaders(route: RouteSummary): Record<string, string> {
  // Refresh and logout need the same-origin proof to get past their CSRF check into the body handling.
  const csrf = route.url === '/api/auth/refresh' || route.url === '/api/auth/logout' ? REFRESH_HEADERS : {};
  return route.isPublic ? { ...csrf } : { ...csrf, ...bearer(user.accessToken) };
}

function inject(
  route: RouteSummary,
  options: Omit<InjectOptions, 'method' | 'headers'> & { contentType?: string },
) {
  const { contentType, ...rest } = options;
  const headers = requestHeaders(route);
  return app.inject({
    ...rest,
    method: route.method,
    headers: contentType === undefined ? headers : { ...headers, 'content-type': contentType },
  });
}

/** What every answer owes the client, whatever it sent. */
function expectHandled(route: RouteSummary, sent: string, response: LightMyRequestResponse) {
  const context = `${routeKey(route)} ← ${sent.slice(0, 300)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, context).toBeLessThan(500);
  expect(response.body, context).not.toMatch(/\bat .+:\d+:\d+|node_modules|\/src\/.+\.ts/);
  const isJsonAnswer = /^application\/json/.test(String(response.headers['content-type'] ?? ''));
  if (isJsonAnswer && response.body !== '') {
    expect(isJson(response.body), context).toBe(true);
  }
  if (response.statusCode < 400) return;
  if (!isJsonAnswer && HTML_ERROR_ROUTES.has(routeKey(route))) {
    expect(response.body, context).toMatch(KOREAN);
    return;
  }
  expect(isJsonAnswer, context).toBe(true);
  const parsed = strictObject(apiError.shape).safeParse(JSON.parse(response.body));
  expect(parsed.success, context).toBe(true);
  if (!parsed.success) return;
  expect(parsed.data.statusCode, context).toBe(response.statusCode);
  expect(parsed.data.message, context).toMatch(KOREAN);
}

describe('routes not fuzzed', () => {
  it('are only the listed ones, each with a reason', () => {
    for (const [key, reason] of Object.entries(NOT_FUZZED)) {
      expect(app.routeTable.map(routeKey), `stale entry ${key}`).toContain(key);
      expect(reason.length).toBeGreaterThan(10);
    }
    expect(fuzzedRoutes.length + Object.keys(NOT_FUZZED).length).toBe(app.routeTable.length);
  });
});

describe.each(fuzzedRoutes.map((route) => [routeKey(route), route] as const))('%s', (_key, route) => {
  it('survives hostile path parameters', async () => {
    await fc.assert(
      fc.asyncProperty(hostileText, async (segment) => {
        const url = hostileUrl(route.url, segment);
        expectHandled(route, url, await inject(route, { url }));
      }),
      { numRuns: RUNS_PER_PROPERTY },
    );
  });

  it('survives hostile query strings', async () => {
    await fc.assert(
      fc.asyncProperty(plausibleParam, hostileQuery, async (param, query) => {
        const url = `${plausibleUrl(route.url, param)}?${query}`;
        expectHandled(route, url, await inject(route, { url }));
      }),
      { numRuns: RUNS_PER_PROPERTY },
    );
  });

  it('survives hostile bodies and content types', async () => {
    await fc.assert(
      fc.asyncProperty(plausibleParam, hostileBody, async (param, body) => {
        const url = plausibleUrl(route.url, param);
        const sent = `${body.contentType ?? '(no content type)'}: ${body.payload}`;
        expectHandled(
          route,
          sent,
          await inject(route, { url, payload: body.payload, contentType: body.contentType }),
        );
      }),
      { numRuns: RUNS_PER_PROPERTY },
    );
  });
});

/** Post-login targets from anywhere in Unicode: each must end in a Location header Node accepts. */
const unicodeRedirect = fc.oneof(
  fc.constantFrom(
    '/\u3000/x',
    '/한글/계획?보기=전체#단원',
    '/%E3%80%80',
    '/😀?q=😀',
    '/\ud800',
    '/a\u2028b',
    '/\u0085',
    '/\u00ff\u0100',
    '/\ufeff',
    '//예시.example',
    '/\\예시.example',
  ),
  fc.string({ unit: 'grapheme', maxLength: 30 }).map((text) => `/${text}`),
  fc.string({ unit: 'binary', maxLength: 30 }).map((text) => `/${text}`),
);

/** What a browser accepts as a same-origin Location: a path, in header-safe ASCII. */
function expectSafeLocation(sent: string, response: LightMyRequestResponse) {
  const context = `${sent} → ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, context).toBeLessThan(500);
  const location = response.headers.location;
  if (typeof location !== 'string') return;
  expect(location, context).toMatch(/^\/(?![/\\])[\u0021-\u007e]*$/);
}

describe('post-login redirects', () => {
  /** The local trial end to end: login with `redirect`, the form, its post. */
  async function signInWithRedirect(redirect: string, mode: 'popup' | 'redirect') {
    const sent = `redirect=${encodeLoosely(redirect)}`;
    const login = await app.inject({ method: 'GET', url: `/api/auth/login?mode=${mode}&${sent}` });
    expectSafeLocation(sent, login);
    const transaction = cookieFrom(login, 'molip_signin');
    if (!transaction) return;
    const form = await app.inject({
      method: 'GET',
      url: '/api/auth/local',
      cookies: { molip_signin: transaction },
    });
    expectSafeLocation(sent, form);
    const state = /name="state" value="([^"]+)"/.exec(form.body)?.[1] ?? '';
    const submitted = await app.inject({
      method: 'POST',
      url: '/api/auth/local',
      cookies: { molip_signin: transaction },
      payload: new URLSearchParams({
        email: uniqueEmail('redirect'),
        displayName: '리디렉션',
        state,
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectSafeLocation(sent, submitted);
    expect(submitted.statusCode, sent).toBe(mode === 'redirect' ? 302 : 200);
  }

  it('never answers 500 for a non-Latin-1 target (ERR_INVALID_CHAR in Location)', async () => {
    await signInWithRedirect('/\u3000/x', 'redirect');
  });

  it('keeps every Unicode target header-safe through the whole local sign-in', async () => {
    await fc.assert(
      fc.asyncProperty(
        unicodeRedirect,
        fc.constantFrom('popup' as const, 'redirect' as const),
        signInWithRedirect,
      ),
      { numRuns: RUNS_PER_PROPERTY * 2 },
    );
  });

  it('carries the target through a refused form without breaking the error redirect', async () => {
    await fc.assert(
      fc.asyncProperty(unicodeRedirect, async (redirect) => {
        const sent = `redirect=${encodeLoosely(redirect)}`;
        const login = await app.inject({ method: 'GET', url: `/api/auth/login?mode=redirect&${sent}` });
        const refused = await app.inject({
          method: 'POST',
          url: '/api/auth/local',
          cookies: { molip_signin: cookieFrom(login, 'molip_signin') ?? '' },
          payload: 'email=a%40example.com&displayName=a&state=not-the-state',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
        expectSafeLocation(sent, refused);
      }),
      { numRuns: RUNS_PER_PROPERTY },
    );
  });
});
