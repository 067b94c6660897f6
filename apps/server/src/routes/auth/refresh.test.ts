import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REFRESH_HEADERS, bearer, cookieFrom, refresh, signInLocally } from '../../../test/test-app.ts';
import { users } from '../../db/schema.ts';
import { REFRESH_REUSE_GRACE_MS, revokeAllForUser } from '../../repositories/auth.ts';
import { REFRESH_COOKIE } from '../../lib/auth-cookies.ts';
import { appOnManualClock, PLAN_DAY_SIX_PM } from '../../../test/fixtures.ts';

const DAY = 24 * 60 * 60 * 1000;
const { app, clock } = await appOnManualClock(PLAN_DAY_SIX_PM);

describe('POST /api/auth/refresh', () => {
  it('rotates the refresh token and returns a working access token', async () => {
    const user = await signInLocally(app);
    const response = await refresh(app, user.refreshToken);
    expect(response.statusCode).toBe(200);
    const next = cookieFrom(response, REFRESH_COOKIE);
    expect(next).toBeTruthy();
    expect(next).not.toBe(user.refreshToken);
    const body = response.json<{ accessToken: string; expiresIn: number }>();
    expect(body.expiresIn).toBe(600);
    const me = await app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(body.accessToken) });
    expect(me.statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token is replayed after the grace window', async () => {
    const user = await signInLocally(app);
    const first = await refresh(app, user.refreshToken);
    const successor = cookieFrom(first, REFRESH_COOKIE) ?? '';
    clock.advance(REFRESH_REUSE_GRACE_MS + 1000);

    const replay = await refresh(app, user.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toMatch(/다시 로그인/);
    // The thief's replay also burns the legitimate successor.
    expect((await refresh(app, successor)).statusCode).toBe(401);
  });

  it('lets two near-simultaneous refreshes of one session both succeed', async () => {
    const user = await signInLocally(app);
    const [a, b] = await Promise.all([refresh(app, user.refreshToken), refresh(app, user.refreshToken)]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    const rotated = [a, b].map((response) => cookieFrom(response, REFRESH_COOKIE)).filter(Boolean);
    expect(rotated).toHaveLength(1);
    // The session lives on through the one successor.
    expect((await refresh(app, rotated[0] ?? '')).statusCode).toBe(200);
  });

  it('expires after 14 idle days', async () => {
    const user = await signInLocally(app);
    clock.advance(14 * DAY + 1000);
    expect((await refresh(app, user.refreshToken)).statusCode).toBe(401);
  });

  it('expires 30 days after sign-in even when used daily', async () => {
    const user = await signInLocally(app);
    let token = user.refreshToken;
    for (let day = 0; day < 29; day += 1) {
      clock.advance(DAY);
      const response = await refresh(app, token);
      expect(response.statusCode).toBe(200);
      token = cookieFrom(response, REFRESH_COOKIE) ?? token;
    }
    clock.advance(DAY + 1000);
    expect((await refresh(app, token)).statusCode).toBe(401);
  });

  it('refuses without the CSRF header or from another origin', async () => {
    const user = await signInLocally(app);
    const withoutHeader = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { [REFRESH_COOKIE]: user.refreshToken },
    });
    expect(withoutHeader.statusCode).toBe(403);
    const crossOrigin = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { ...REFRESH_HEADERS, origin: 'https://evil.example' },
      cookies: { [REFRESH_COOKIE]: user.refreshToken },
    });
    expect(crossOrigin.statusCode).toBe(403);
    expect(crossOrigin.json().message).toMatch(/[가-힣]/);
  });

  it('answers 401 without a cookie and for an unknown token', async () => {
    const none = await app.inject({ method: 'POST', url: '/api/auth/refresh', headers: REFRESH_HEADERS });
    expect(none.statusCode).toBe(401);
    expect((await refresh(app, 'not-a-real-token')).statusCode).toBe(401);
  });

  it('refuses a disabled account with the Korean message', async () => {
    const user = await signInLocally(app);
    await app.db.update(users).set({ disabledAt: clock.now() }).where(eq(users.id, user.userId));
    const response = await refresh(app, user.refreshToken);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'USER_DISABLED',
      message: '비활성화된 계정이에요. 관리자에게 문의해 주세요.',
    });
  });

  it('tells the holder of a token revoked with its disabled account why, and clears the cookie', async () => {
    const user = await signInLocally(app);
    // What disabling does: the account is marked and every one of its refresh tokens revoked.
    await app.db.update(users).set({ disabledAt: clock.now() }).where(eq(users.id, user.userId));
    await revokeAllForUser(app.db, user.userId, clock.now());
    const response = await refresh(app, user.refreshToken);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'USER_DISABLED' });
    expect(response.cookies.find((cookie) => cookie.name === REFRESH_COOKIE)?.value).toBe('');
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session and clears the cookie', async () => {
    const user = await signInLocally(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: REFRESH_HEADERS,
      cookies: { [REFRESH_COOKIE]: user.refreshToken },
    });
    expect(response.statusCode).toBe(204);
    const cleared = response.cookies.find((cookie) => cookie.name === REFRESH_COOKIE);
    expect(cleared?.value).toBe('');
    expect((await refresh(app, user.refreshToken)).statusCode).toBe(401);
  });

  it('leaves the user’s other sessions signed in', async () => {
    const email = `two-devices-${Date.now()}@example.com`;
    const phone = await signInLocally(app, { email });
    const laptop = await signInLocally(app, { email });
    await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: REFRESH_HEADERS,
      cookies: { [REFRESH_COOKIE]: phone.refreshToken },
    });
    expect((await refresh(app, laptop.refreshToken)).statusCode).toBe(200);
  });
});

describe('local sign-in', () => {
  it('serves a Korean form labelled as a trial mode', async () => {
    const start = await app.inject({ method: 'GET', url: '/api/auth/login' });
    expect(start.headers.location).toBe('/api/auth/local');
    const form = await app.inject({
      method: 'GET',
      url: '/api/auth/local',
      cookies: { molip_signin: cookieFrom(start, 'molip_signin') ?? '' },
    });
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('로컬 체험 모드');
    expect(form.body).toContain('<label for="email">이메일</label>');
    expect(form.body).toContain('<label for="displayName">이름</label>');
  });

  it('re-renders the form with a Korean error for a bad e-mail, keeping what was typed', async () => {
    const start = await app.inject({ method: 'GET', url: '/api/auth/login' });
    const transaction = cookieFrom(start, 'molip_signin') ?? '';
    const form = await app.inject({
      method: 'GET',
      url: '/api/auth/local',
      cookies: { molip_signin: transaction },
    });
    const state = /name="state" value="([^"]+)"/.exec(form.body)?.[1] ?? '';
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/local',
      cookies: { molip_signin: transaction },
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: 'not-an-email', displayName: '<b>민지</b>', state }).toString(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('올바른 이메일 주소를 입력해 주세요.');
    expect(response.body).toContain('&#60;b&#62;민지&#60;/b&#62;');
    expect(cookieFrom(response, REFRESH_COOKIE)).toBeUndefined();
  });

  it('refuses a form posted without the matching state (login CSRF)', async () => {
    const start = await app.inject({ method: 'GET', url: '/api/auth/login?mode=redirect' });
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/local',
      cookies: { molip_signin: cookieFrom(start, 'molip_signin') ?? '' },
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40example.com&displayName=x&state=forged',
    });
    expect(response.headers.location).toBe('/login?error=invalid_state');
    expect(cookieFrom(response, REFRESH_COOKIE)).toBeUndefined();
  });
});
