import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { usernameMessages } from '@molip/domain/username';
import { createPlanThroughApi, insertContent, todayTodos } from '../../../test/fixtures.ts';
import { bearer, createTestApp, onboardedUser, refresh, signInLocally } from '../../../test/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const uniqueName = () => `학습자_${Math.random().toString(36).slice(2, 8)}`;

describe('GET /api/user/me', () => {
  it('returns the signed-in profile with role and time settings', async () => {
    const user = await signInLocally(app, { displayName: '김몰입', passGate: false });
    const response = await app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: bearer(user.accessToken),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: user.userId,
      email: user.email,
      displayName: '김몰입',
      username: null,
      role: 'USER',
      timezone: 'Asia/Seoul',
      dayStartHour: 0,
      emailVerified: true,
    });
  });

  it('answers 401 in Korean without a token', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/user/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      statusCode: 401,
      code: 'UNAUTHORIZED',
      message: expect.stringMatching(/인증/),
    });
  });
});

describe('PUT /api/user/me', () => {
  it('updates the time zone and day start hour', async () => {
    const user = await signInLocally(app);
    const response = await app.inject({
      method: 'PUT',
      url: '/api/user/me',
      headers: bearer(user.accessToken),
      payload: { timezone: 'Europe/Berlin', dayStartHour: 4 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ timezone: 'Europe/Berlin', dayStartHour: 4 });
  });

  it.each([
    [{ timezone: 'Mars/Olympus' }, 'timezone'],
    [{ dayStartHour: 7 }, 'dayStartHour'],
    [{ displayName: '   ' }, 'displayName'],
    [{ role: 'ADMIN' }, 'request'],
  ])('refuses %j with a Korean field error', async (payload, field) => {
    const user = await signInLocally(app);
    const response = await app.inject({
      method: 'PUT',
      url: '/api/user/me',
      headers: bearer(user.accessToken),
      payload,
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; details: Record<string, string[]> }>();
    expect(body.message).toMatch(/[가-힣]/);
    expect(Object.keys(body.details).join(' ')).toContain(field === 'request' ? '' : field);
  });
});

describe('PUT /api/user/username', () => {
  it('sets a trimmed username once and reports it through name-changed-status', async () => {
    const user = await signInLocally(app, { passGate: false });
    const before = await app.inject({
      method: 'GET',
      url: '/api/user/name-changed-status',
      headers: bearer(user.accessToken),
    });
    expect(before.json()).toEqual({ hasNameChanged: false });

    const name = uniqueName();
    const response = await app.inject({
      method: 'PUT',
      url: '/api/user/username',
      headers: bearer(user.accessToken),
      payload: { userName: `  ${name}  ` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username: name });

    const after = await app.inject({
      method: 'GET',
      url: '/api/user/name-changed-status',
      headers: bearer(user.accessToken),
    });
    expect(after.json()).toEqual({ hasNameChanged: true });

    const again = await app.inject({
      method: 'PUT',
      url: '/api/user/username',
      headers: bearer(user.accessToken),
      payload: { userName: uniqueName() },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'USERNAME_ALREADY_SET',
      message: usernameMessages.alreadySet,
    });
  });

  it('refuses a name another user holds, ignoring case', async () => {
    const first = await signInLocally(app, { passGate: false });
    const second = await signInLocally(app, { passGate: false });
    const name = `Study.${Math.random().toString(36).slice(2, 8)}`;
    await app.inject({
      method: 'PUT',
      url: '/api/user/username',
      headers: bearer(first.accessToken),
      payload: { userName: name },
    });
    const response = await app.inject({
      method: 'PUT',
      url: '/api/user/username',
      headers: bearer(second.accessToken),
      payload: { userName: name.toUpperCase() },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'USERNAME_TAKEN', message: usernameMessages.taken });
  });

  it.each([
    ['', usernameMessages.required],
    ['   ', usernameMessages.required],
    ['a', usernameMessages.tooShort],
    ['가'.repeat(21), usernameMessages.tooLong],
    ['hello world', usernameMessages.invalidCharacters],
    ['이름!', usernameMessages.invalidCharacters],
  ])('refuses %j with the spec message', async (userName, message) => {
    const user = await signInLocally(app, { passGate: false });
    const response = await app.inject({
      method: 'PUT',
      url: '/api/user/username',
      headers: bearer(user.accessToken),
      payload: { userName },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ details: Record<string, string[]> }>().details['body.userName']).toContain(
      message,
    );
  });
});

describe('DELETE /api/user/me', () => {
  it('deletes the account with its plans and sessions, keeps its contents authorless, and signs out', async () => {
    const user = await onboardedUser(app);
    const other = await onboardedUser(app);
    const content = await insertContent(app.db, user.userId, { chapters: 1, sectionsPerChapter: 2 });
    // Someone else's plan uses the content, so it must survive the deletion.
    const othersPlan = await app.inject({
      method: 'POST',
      url: '/api/study-plans',
      headers: bearer(other.accessToken),
      payload: {
        learningContentId: content.contentId,
        contentUnitIds: content.unitIds,
        startDate: '2026-11-21',
        restDays: [],
        studySpeed: 1,
        bufferDayInterval: 0,
      },
    });
    expect(othersPlan.statusCode).toBe(201);
    await createPlanThroughApi(app, user, { chapters: 1, sectionsPerChapter: 1 });

    const response = await app.inject({
      method: 'DELETE',
      url: '/api/user/me',
      headers: bearer(user.accessToken),
    });
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((cookie) => cookie.name === 'molip_rt')).toMatchObject({
      value: '',
      path: '/api/auth',
    });

    expect((await refresh(app, user.refreshToken)).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(user.accessToken) }))
        .statusCode,
    ).toBe(401);
    const kept = await app.inject({
      method: 'GET',
      url: `/api/learning-contents/${content.contentId}`,
      headers: bearer(other.accessToken),
    });
    expect(kept.json()).toMatchObject({ createdBy: null, createdByName: null });
    expect((await todayTodos(app, other.accessToken))[0]?.dailyTodoUnitResponses).toHaveLength(1);
  });

  it('lets the same e-mail sign in again as a new account', async () => {
    const email = `again-${Date.now()}@example.com`;
    const first = await signInLocally(app, { email });
    await app.inject({ method: 'DELETE', url: '/api/user/me', headers: bearer(first.accessToken) });
    const second = await signInLocally(app, { email });
    expect(second.userId).not.toBe(first.userId);
  });

  it('answers 401 without a token', async () => {
    expect((await app.inject({ method: 'DELETE', url: '/api/user/me' })).statusCode).toBe(401);
  });
});

describe('roles', () => {
  it('takes the admin role away when the address leaves ADMIN_EMAILS', async () => {
    const email = `former-admin-${Date.now()}@example.com`;
    const adminApp = await createTestApp({ env: { ADMIN_EMAILS: email } });
    try {
      const asAdmin = await signInLocally(adminApp, { email });
      const me = await adminApp.inject({
        method: 'GET',
        url: '/api/user/me',
        headers: bearer(asAdmin.accessToken),
      });
      expect(me.json()).toMatchObject({ role: 'ADMIN' });
    } finally {
      await adminApp.close();
    }
    const again = await signInLocally(app, { email });
    const me = await app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(again.accessToken) });
    expect(me.json()).toMatchObject({ role: 'USER' });
  });

  it('refuses a disabled account at once, even with an unexpired access token', async () => {
    const user = await signInLocally(app);
    await app.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, user.userId));
    const response = await app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: bearer(user.accessToken),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'USER_DISABLED' });
  });
});
