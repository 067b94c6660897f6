import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { REFRESH_COOKIE } from '../src/lib/auth-cookies.ts';
import {
  REFRESH_HEADERS,
  bearer,
  cookieFrom,
  refresh,
  signInLocally,
  uniqueEmail,
  type SignedIn,
} from './test-app.ts';
import { appOnManualClock } from './fixtures.ts';

// Half a second into a second, so "the same second" and "the second before" are both reachable.
const { app, clock } = await appOnManualClock(new Date('2026-11-21T09:00:00.500Z'));

const me = (accessToken: string) =>
  app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(accessToken) });

const logout = (user: SignedIn) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/logout',
    headers: REFRESH_HEADERS,
    cookies: { [REFRESH_COOKIE]: user.refreshToken },
  });

function expectSignedOut(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(401);
  expect(response.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
  expect(response.json<{ message: string }>().message).toMatch(/로그인/);
}

describe('signing out', () => {
  it('refuses the old access token on the very next request, not ten minutes later', async () => {
    const user = await signInLocally(app);
    clock.advance(1000);
    expect((await me(user.accessToken)).statusCode).toBe(200);
    expect((await logout(user)).statusCode).toBe(204);
    expectSignedOut(await me(user.accessToken));
  });

  it('lets the learner sign in again at once, in the same second as the logout', async () => {
    const email = uniqueEmail();
    const before = await signInLocally(app, { email });
    clock.advance(1000);
    expect((await logout(before)).statusCode).toBe(204);
    const again = await signInLocally(app, { email });
    expect((await me(again.accessToken)).statusCode).toBe(200);
    expectSignedOut(await me(before.accessToken));
  });

  it('refuses a token minted from the session in the logout’s own second, exactly', async () => {
    const user = await signInLocally(app);
    clock.advance(1000);
    // Minted at .500 of the second the logout happens in (at .900): whole-second times cannot tell them
    // apart, the session the token names can.
    const refreshed = await refresh(app, user.refreshToken);
    const sameSecond = refreshed.json<{ accessToken: string }>().accessToken;
    expect((await me(sameSecond)).statusCode).toBe(200);
    clock.advance(400);
    const rotated = { ...user, refreshToken: cookieFrom(refreshed, REFRESH_COOKIE) ?? '' };
    expect((await logout(rotated)).statusCode).toBe(204);
    expectSignedOut(await me(sameSecond));
    expectSignedOut(await me(user.accessToken));
  });

  it('leaves the learner’s other devices signed in: their sessions were not the one signed out', async () => {
    const email = uniqueEmail();
    const phone = await signInLocally(app, { email });
    const laptop = await signInLocally(app, { email });
    clock.advance(1000);
    expect((await logout(phone)).statusCode).toBe(204);
    expectSignedOut(await me(phone.accessToken));
    expect((await me(laptop.accessToken)).statusCode).toBe(200);
  });
});
