import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import {
  startOpenIdProvider,
  throughProvider,
  type LocalOpenIdProvider,
} from '../../test/openid-provider.ts';
import { TEST_JWT_SECRET, cookieFrom, testConfig, testDatabase } from '../../test/test-app.ts';
import { REFRESH_COOKIE } from './auth-cookies.ts';

/**
 * Sign-in against panva's oidc-provider, a certified OpenID Provider, rather than a mock: it refuses
 * Google's `prompt=select_account`, and returns the `email` and `profile` claims from UserInfo only.
 */

const LAN_HOST = '192.168.0.12:3000';

type Claims = { email: string; email_verified: boolean; name: string };

let provider: LocalOpenIdProvider;

beforeAll(async () => {
  provider = await startOpenIdProvider({
    kind: 'standard',
    redirectUris: ['http://localhost:3000/api/auth/callback', `http://${LAN_HOST}/api/auth/callback`],
  });
});
afterAll(() => provider.close());

let warnings: Record<string, unknown>[] = [];
beforeEach(() => {
  warnings = [];
});

async function appWith(env: Record<string, string>): Promise<FastifyInstance> {
  const app = await buildApp({
    config: testConfig({
      AUTH_MODE: 'oidc',
      OIDC_ISSUER_URL: provider.issuerUrl,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      ...env,
    }),
    db: (await testDatabase()).db,
    // A real clock: the provider stamps its tokens with the current time.
    clock: { now: () => new Date() },
    jwtSecret: TEST_JWT_SECRET,
    serveWebApp: false,
    logger: {
      level: 'warn',
      stream: { write: (line: string) => void warnings.push(JSON.parse(line) as Record<string, unknown>) },
    },
  });
  await app.ready();
  return app;
}

let counter = 0;
function newAccount(claims: Partial<Claims> = {}) {
  counter += 1;
  const full = {
    email: `op-account-${Date.now()}-${counter}@example.com`,
    email_verified: true,
    name: '인증 제공자 학습자',
    ...claims,
  };
  const accountId = provider.addAccount(full);
  return { accountId, ...full };
}

/** Our login → the provider's authorize, login and consent steps → back to our callback, at `host`. */
async function signInThroughProvider(
  app: FastifyInstance,
  host: string,
  query = 'mode=redirect&redirect=/study-plans',
) {
  const login = await app.inject({ method: 'GET', url: `/api/auth/login?${query}`, headers: { host } });
  expect(login.statusCode).toBe(302);
  const authorizeUrl = new URL(login.headers.location ?? '');
  const transaction = cookieFrom(login, 'molip_signin') ?? '';
  const location = await throughProvider(authorizeUrl, provider);
  expect(location.origin).toBe(`http://${host}`);
  expect(location.pathname).toBe('/api/auth/callback');
  const callback = await app.inject({
    method: 'GET',
    url: `${location.pathname}${location.search}`,
    headers: { host },
    cookies: { molip_signin: transaction },
  });
  return { authorizeUrl, callback };
}

async function refreshAt(app: FastifyInstance, host: string, refreshToken: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    headers: { host, origin: `http://${host}`, 'x-requested-with': 'molip' },
    cookies: { [REFRESH_COOKIE]: refreshToken },
  });
}

describe('sign-in with a certified OpenID Provider', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith({});
  });
  afterAll(() => app.close());

  it('signs in with the e-mail and name the provider returns from UserInfo', async () => {
    const account = newAccount();
    const { authorizeUrl, callback } = await signInThroughProvider(app, 'localhost:3000');
    // Google's extension: a conformant provider refuses the whole request for it.
    expect(authorizeUrl.searchParams.has('prompt')).toBe(false);
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/auth/callback');
    expect(callback.statusCode, callback.body).toBe(302);
    expect(callback.headers.location).toBe('/study-plans');

    const refreshed = await refreshAt(app, 'localhost:3000', cookieFrom(callback, REFRESH_COOKIE) ?? '');
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json<{ user: { email: string; displayName: string } }>().user).toMatchObject({
      email: account.email,
      displayName: account.name,
    });
    expect(warnings).toEqual([]);
  });

  it('keeps an e-mail the provider has not verified as unverified', async () => {
    const account = newAccount({ email_verified: false });
    const { callback } = await signInThroughProvider(app, 'localhost:3000');
    expect(callback.headers.location).toBe('/study-plans');
    const refreshed = await refreshAt(app, 'localhost:3000', cookieFrom(callback, REFRESH_COOKIE) ?? '');
    expect(refreshed.json<{ user: { email: string; emailVerified: boolean } }>().user).toEqual(
      expect.objectContaining({ email: account.email, emailVerified: false }),
    );
  });

  it("logs the provider's refusal at warn and ends on the Korean error", async () => {
    provider.next({ cancel: 'End-User aborted interaction' });
    const { callback } = await signInThroughProvider(app, 'localhost:3000', 'mode=popup');
    expect(callback.statusCode).toBe(200);
    expect(callback.body).toContain('로그인하지 못했어요');
    expect(callback.body).toContain('access_denied');
    expect(cookieFrom(callback, REFRESH_COOKIE)).toBeUndefined();

    const refusal = warnings.find((line) => line.msg === 'identity provider refused the sign-in');
    expect(refusal).toMatchObject({
      error: 'access_denied',
      errorDescription: 'End-User aborted interaction',
    });
    // Never the authorization response itself (state, codes) in the log.
    expect(JSON.stringify(warnings)).not.toMatch(/state=|code=/);
  });
});

describe('sign-in with a certified OpenID Provider, PUBLIC_URL unset', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith({ PUBLIC_URL: '' });
  });
  afterAll(() => app.close());

  it('builds the redirect URI from the address the app was opened at', async () => {
    const account = newAccount();
    const { authorizeUrl, callback } = await signInThroughProvider(app, LAN_HOST, 'mode=popup');
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(`http://${LAN_HOST}/api/auth/callback`);
    expect(callback.statusCode, callback.body).toBe(200);
    expect(callback.body).toContain(`data-origin="http://${LAN_HOST}"`);
    const cookie = callback.cookies.find((item) => item.name === REFRESH_COOKIE);
    // Plain http: a Secure cookie would be dropped by the browser.
    expect(cookie?.secure).toBeFalsy();

    const refreshed = await refreshAt(app, LAN_HOST, cookie?.value ?? '');
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json<{ user: { email: string } }>().user.email).toBe(account.email);
  });
});
