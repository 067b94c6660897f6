import { describe, expect, it } from 'vitest';
import { USERNAME_CHANGE_INTERVAL_DAYS, USERNAME_HOLD_DAYS } from '@molip/domain/constants';
import { usernameMessages } from '@molip/domain/username';
import { bearer, signInLocally, type SignedIn } from '../../../test/test-app.ts';
import { appOnManualClock, PLAN_DAY_SIX_PM } from '../../../test/fixtures.ts';

const DAY_MS = 86_400_000;
const { app, clock } = await appOnManualClock(PLAN_DAY_SIX_PM);

const uniqueName = (prefix = '학습자') => `${prefix}_${Math.random().toString(36).slice(2, 8)}`;

const rename = (user: SignedIn, userName: unknown) =>
  app.inject({
    method: 'PATCH',
    url: '/api/user/username',
    headers: bearer(user.accessToken),
    payload: { userName },
  });

const firstName = (user: SignedIn, userName: string) =>
  app.inject({
    method: 'PUT',
    url: '/api/user/username',
    headers: bearer(user.accessToken),
    payload: { userName },
  });

const changeStatus = async (user: SignedIn) =>
  (await app.inject({ method: 'GET', url: '/api/user/username', headers: bearer(user.accessToken) })).json<{
    username: string | null;
    nextChangeAt: string | null;
  }>();

/** Moves the shared clock past every token, then signs the learners in again (to the same accounts). */
async function advanceDays(days: number, ...users: SignedIn[]) {
  clock.advance(days * DAY_MS);
  for (const user of users) {
    const again = await signInLocally(app, { email: user.email, passGate: false });
    expect(again.userId).toBe(user.userId);
    user.accessToken = again.accessToken;
  }
}

describe('PATCH /api/user/username', () => {
  it('changes a username set at sign-up at once, then not again for 30 days', async () => {
    const name = uniqueName();
    const user = await signInLocally(app, { username: name });
    expect(await changeStatus(user)).toEqual({ username: name, nextChangeAt: null });

    const next = uniqueName();
    const changed = await rename(user, `  ${next}  `);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: user.userId, username: next });
    const waitUntil = new Date(clock.now().getTime() + USERNAME_CHANGE_INTERVAL_DAYS * DAY_MS);
    expect(await changeStatus(user)).toEqual({ username: next, nextChangeAt: waitUntil.toISOString() });

    const tooSoon = await rename(user, uniqueName());
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json()).toMatchObject({ code: 'USERNAME_CHANGE_TOO_SOON' });
    // The day it opens again, in the learner's zone.
    expect(tooSoon.json().message).toMatch(
      /^사용자명은 30일에 한 번만 바꿀 수 있어요\. 12월 21일 \(월\)부터/,
    );

    await advanceDays(USERNAME_CHANGE_INTERVAL_DAYS, user);
    expect(await changeStatus(user)).toMatchObject({ nextChangeAt: null });
    const later = await rename(user, uniqueName());
    expect(later.statusCode).toBe(200);
  });

  it('holds the old name for its owner 30 days: nobody else can set or change to it, then it is free', async () => {
    const old = uniqueName('Old');
    const owner = await signInLocally(app, { username: old });
    const other = await signInLocally(app);
    const newcomer = await signInLocally(app, { passGate: false });
    expect((await rename(owner, uniqueName())).statusCode).toBe(200);

    for (const attempt of [rename(other, old.toLowerCase()), firstName(newcomer, old.toUpperCase())]) {
      const refused = await attempt;
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'USERNAME_TAKEN', message: usernameMessages.taken });
    }

    await advanceDays(USERNAME_HOLD_DAYS, owner, other);
    const taken = await rename(other, old);
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toMatchObject({ username: old });
  });

  it('lets the owner take a held name back once they may change again', async () => {
    const old = uniqueName();
    const user = await signInLocally(app, { username: old });
    expect((await rename(user, uniqueName())).statusCode).toBe(200);
    await advanceDays(USERNAME_CHANGE_INTERVAL_DAYS - 1, user);
    expect((await rename(user, old)).statusCode).toBe(409);
    await advanceDays(1, user);
    const back = await rename(user, old);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ username: old });
  });

  it('refuses a name in use by someone else, ignoring case, and leaves both names as they were', async () => {
    const mine = uniqueName();
    const theirs = uniqueName('Study');
    const user = await signInLocally(app, { username: mine });
    const other = await signInLocally(app, { username: theirs });
    const response = await rename(user, theirs.toUpperCase());
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'USERNAME_TAKEN', message: usernameMessages.taken });
    expect(await changeStatus(user)).toEqual({ username: mine, nextChangeAt: null });
    expect((await changeStatus(other)).username).toBe(theirs);
  });

  it('refuses the name it already has', async () => {
    const name = uniqueName();
    const user = await signInLocally(app, { username: name });
    const response = await rename(user, name);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'USERNAME_UNCHANGED',
      message: usernameMessages.unchanged,
    });
    expect(await changeStatus(user)).toMatchObject({ nextChangeAt: null });
  });

  it.each([
    ['a', usernameMessages.tooShort],
    ['이름에 공백', usernameMessages.invalidCharacters],
    ['x'.repeat(21), usernameMessages.tooLong],
    [42, usernameMessages.required],
  ])('refuses %j with the sign-up’s Korean message', async (userName, message) => {
    const user = await signInLocally(app);
    const response = await rename(user, userName);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(message);
  });

  it('answers 401 without a token, and 403 before the username is set', async () => {
    const anonymous = await app.inject({
      method: 'PATCH',
      url: '/api/user/username',
      payload: { userName: 'abc' },
    });
    expect(anonymous.statusCode).toBe(401);
    const status = await app.inject({ method: 'GET', url: '/api/user/username' });
    expect(status.statusCode).toBe(401);
    const fresh = await signInLocally(app, { passGate: false });
    const refused = await rename(fresh, uniqueName());
    expect(refused.statusCode).toBe(403);
  });

  it('answers 401 for an account deleted while its token lives', async () => {
    const user = await signInLocally(app);
    await app.inject({ method: 'DELETE', url: '/api/user/me', headers: bearer(user.accessToken) });
    expect((await rename(user, uniqueName())).statusCode).toBe(401);
    const status = await app.inject({
      method: 'GET',
      url: '/api/user/username',
      headers: bearer(user.accessToken),
    });
    expect(status.statusCode).toBe(401);
  });
});
