import type { FastifyInstance } from 'fastify';
import { OAuth2Server, type MutableToken } from 'oauth2-mock-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, cookieFrom, createTestApp, refresh, uniqueEmail } from '../../../test/test-app.ts';
import { REFRESH_COOKIE } from '../../lib/auth-cookies.ts';

const CLIENT_ID = 'molip-test-client';
let issuer: OAuth2Server;
let app: FastifyInstance;

// Addresses of this file's own: the suite's files share one PostgreSQL, kept from run to run, and a
// verified e-mail already taken is refused.
const ADMIN_EMAIL = uniqueEmail('admin');

beforeAll(async () => {
  issuer = new OAuth2Server();
  await issuer.issuer.keys.generate('RS256');
  await issuer.start(0, '127.0.0.1');
  app = await createTestApp({
    // A real clock: the mock issuer stamps its tokens with the current time.
    clock: { now: () => new Date() },
    env: {
      AUTH_MODE: 'oidc',
      OIDC_ISSUER_URL: issuer.issuer.url ?? '',
      OIDC_CLIENT_ID: CLIENT_ID,
      OIDC_CLIENT_SECRET: 'secret',
      // Written in capitals: the list matches an address whatever its case.
      ADMIN_EMAILS: ADMIN_EMAIL.toUpperCase(),
    },
  });
});
afterAll(async () => {
  await app.close();
  await issuer.stop();
});
afterEach(() => {
  issuer.service.removeAllListeners('beforeTokenSigning');
});

let subjectCounter = 0;
/** Adds the claims Google sends; `tamper` then breaks the ID token in one way. */
function issueClaims(claims: Record<string, unknown>, tamper?: (token: MutableToken) => void) {
  subjectCounter += 1;
  const subject = `google-sub-${Date.now()}-${subjectCounter}`;
  issuer.service.on('beforeTokenSigning', (token: MutableToken) => {
    Object.assign(token.payload, {
      sub: subject,
      email: `oidc-${subjectCounter}-${Date.now()}@example.com`,
      email_verified: true,
      name: '구글 학습자',
      ...claims,
    });
    tamper?.(token);
  });
  return subject;
}

/** Drives the browser's part: our login → the issuer's authorize endpoint → back to our callback. */
async function signInThroughIssuer(query = 'mode=redirect&redirect=/study-plans') {
  const login = await app.inject({ method: 'GET', url: `/api/auth/login?${query}` });
  expect(login.statusCode).toBe(302);
  const authorizeUrl = new URL(login.headers.location ?? '');
  expect(authorizeUrl.origin).toBe(new URL(issuer.issuer.url ?? '').origin);
  expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorizeUrl.searchParams.get('nonce')).toBeTruthy();
  const transaction = cookieFrom(login, 'molip_signin');
  expect(login.cookies.find((cookie) => cookie.name === 'molip_signin')?.sameSite).toBe('Lax');

  const authorize = await fetch(authorizeUrl, { redirect: 'manual' });
  const callbackUrl = new URL(authorize.headers.get('location') ?? '');
  expect(callbackUrl.pathname).toBe('/api/auth/callback');
  return app.inject({
    method: 'GET',
    url: `${callbackUrl.pathname}${callbackUrl.search}`,
    cookies: transaction ? { molip_signin: transaction } : {},
  });
}

describe('OIDC sign-in', () => {
  it('signs in, lands on the intended path and issues a rotating refresh cookie', async () => {
    issueClaims({});
    const callback = await signInThroughIssuer();
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/study-plans');
    const cookie = callback.cookies.find((item) => item.name === REFRESH_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });

    const refreshed = await refresh(app, cookie?.value ?? '');
    expect(refreshed.statusCode).toBe(200);
    const { accessToken, user } = refreshed.json<{
      accessToken: string;
      user: { displayName: string; role: string };
    }>();
    expect(user).toMatchObject({ displayName: '구글 학습자', role: 'USER' });
    const me = await app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(accessToken) });
    expect(me.statusCode).toBe(200);
  });

  it('keys users on the issuer subject, not the e-mail', async () => {
    const subject = issueClaims({ email: uniqueEmail('first') });
    const first = await signInThroughIssuer();
    const firstUser = (await refresh(app, cookieFrom(first, REFRESH_COOKIE) ?? '')).json<{
      user: { id: string };
    }>();
    issuer.service.removeAllListeners('beforeTokenSigning');
    const changed = uniqueEmail('changed');
    issueClaims({ sub: subject, email: changed });
    const second = await signInThroughIssuer();
    const secondUser = (await refresh(app, cookieFrom(second, REFRESH_COOKIE) ?? '')).json<{
      user: { id: string; email: string };
    }>();
    expect(secondUser.user.id).toBe(firstUser.user.id);
    expect(secondUser.user.email).toBe(changed);
  });

  it('gives addresses on ADMIN_EMAILS the ADMIN role', async () => {
    issueClaims({ email: ADMIN_EMAIL });
    const callback = await signInThroughIssuer();
    const body = (await refresh(app, cookieFrom(callback, REFRESH_COOKIE) ?? '')).json<{
      user: { role: string };
    }>();
    expect(body.user.role).toBe('ADMIN');
  });

  it('reports success to the opener in popup mode', async () => {
    issueClaims({});
    const callback = await signInThroughIssuer('mode=popup');
    expect(callback.statusCode).toBe(200);
    expect(callback.headers['content-type']).toContain('text/html');
    expect(callback.body).toContain('data-origin="http://localhost:3000"');
    expect(callback.body).toContain('&#34;ok&#34;:true');
    expect(callback.body).not.toMatch(/<script>(?!<\/script>)/);
    expect(cookieFrom(callback, REFRESH_COOKIE)).toBeTruthy();
  });

  it.each([
    ['a wrong audience', (token: MutableToken) => void (token.payload.aud = 'someone-else')],
    ['a wrong issuer', (token: MutableToken) => void (token.payload.iss = 'https://evil.example')],
    ['a bad nonce', (token: MutableToken) => void (token.payload.nonce = 'not-the-nonce')],
    [
      'an expired token',
      (token: MutableToken) => void (token.payload.exp = Math.floor(Date.now() / 1000) - 3600),
    ],
  ])('refuses %s', async (_name, tamper) => {
    issueClaims({}, tamper);
    const callback = await signInThroughIssuer();
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/login?error=sign_in_failed&redirect=%2Fstudy-plans');
    expect(cookieFrom(callback, REFRESH_COOKIE)).toBeUndefined();
  });

  it('signs in with an unverified e-mail without letting it make an admin', async () => {
    issueClaims({ email: ADMIN_EMAIL, email_verified: false });
    const callback = await signInThroughIssuer();
    expect(callback.headers.location).toBe('/study-plans');
    const body = (await refresh(app, cookieFrom(callback, REFRESH_COOKIE) ?? '')).json<{
      user: { role: string; emailVerified: boolean };
    }>();
    expect(body.user).toMatchObject({ role: 'USER', emailVerified: false });
  });

  it('reports a cancelled consent screen as access_denied', async () => {
    const login = await app.inject({ method: 'GET', url: '/api/auth/login?mode=popup' });
    const transaction = cookieFrom(login, 'molip_signin') ?? '';
    const callback = await app.inject({
      method: 'GET',
      url: '/api/auth/callback?error=access_denied&state=x',
      cookies: { molip_signin: transaction },
    });
    expect(callback.statusCode).toBe(200);
    expect(callback.body).toContain('access_denied');
  });

  it('explains, on a page rather than a redirect, a callback whose sign-in cookie never came back', async () => {
    issueClaims({});
    const login = await app.inject({ method: 'GET', url: '/api/auth/login?mode=redirect' });
    const authorize = await fetch(new URL(login.headers.location ?? ''), { redirect: 'manual' });
    const callbackUrl = new URL(authorize.headers.get('location') ?? '');
    const callback = await app.inject({ method: 'GET', url: `${callbackUrl.pathname}${callbackUrl.search}` });
    // State cannot be checked, and sending the browser back to sign in could loop.
    expect(callback.statusCode).toBe(400);
    expect(callback.headers.location).toBeUndefined();
    expect(callback.body).toContain('로그인을 이어갈 수 없어요');
    expect(callback.body).toContain('href="http://localhost:3000/login"');
    expect(cookieFrom(callback, REFRESH_COOKIE)).toBeUndefined();
  });

  it('refuses a forged sign-in cookie', async () => {
    issueClaims({});
    const callback = await app.inject({
      method: 'GET',
      url: '/api/auth/callback?code=abc&state=abc',
      cookies: {
        molip_signin: JSON.stringify({
          state: 'abc',
          nonce: 'n',
          codeVerifier: 'v',
          mode: 'redirect',
          redirect: '/',
        }),
      },
    });
    expect(callback.headers.location).toContain('error=invalid_state');
  });

  it('refuses a disabled account with user_disabled', async () => {
    const subject = issueClaims({});
    await signInThroughIssuer();
    const { users, userIdentities } = await import('../../db/schema.ts');
    const { eq, inArray } = await import('drizzle-orm');
    const owner = app.db
      .select({ id: userIdentities.userId })
      .from(userIdentities)
      .where(eq(userIdentities.subject, subject));
    await app.db.update(users).set({ disabledAt: new Date() }).where(inArray(users.id, owner));
    const again = await signInThroughIssuer();
    expect(again.headers.location).toContain('error=user_disabled');
    expect(cookieFrom(again, REFRESH_COOKIE)).toBeUndefined();
  });

  it('never redirects off-site after sign-in', async () => {
    issueClaims({});
    const callback = await signInThroughIssuer('mode=redirect&redirect=//evil.example/phish');
    expect(callback.headers.location).toBe('/');
  });
});
