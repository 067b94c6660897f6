import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminMessages,
  type AdminOverview,
  type AdminTermsList,
  type AdminUser,
  type AdminUserList,
  type AuditEntry,
} from '@molip/domain/admin';
import { accountMessages } from '@molip/domain/user';
import type { AgreementStatus } from '@molip/domain/terms';
import { createPlanThroughApi, appOnManualClock, PLAN_DAY_TEN_AM } from '../../../test/fixtures.ts';
import {
  TEST_JWT_SECRET,
  agreeToTerms,
  bearer,
  cookieFrom,
  refresh,
  signInLocally,
  testConfig,
  type SignedIn,
} from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { focusBlocks, focusLogs, focusSessions } from '../../db/schema.ts';
import { REFRESH_COOKIE } from '../../lib/auth-cookies.ts';

const ADMIN = 'boss@molip.test';
const OTHER_ADMIN = 'deputy@molip.test';
const FORMER_ADMIN = 'former@molip.test';
// Publishing terms sends every learner back to the modal: a database of this file's own.
const { app, clock } = await appOnManualClock(PLAN_DAY_TEN_AM, {
  ownDatabase: true,
  env: { ADMIN_EMAILS: `${ADMIN},${OTHER_ADMIN},${FORMER_ADMIN}` },
});
let admin: SignedIn;
beforeAll(async () => {
  admin = await signInLocally(app, { email: ADMIN });
});

type Method = 'GET' | 'POST' | 'PATCH';
const call = (user: SignedIn, method: Method, url: string, payload?: object) =>
  app.inject({ method, url, headers: bearer(user.accessToken), ...(payload ? { payload } : {}) });

/** A focus log of `seconds` from `startMs` in a session and block of its own; `null` seconds: still running. */
async function insertFocusLog(userId: string, startMs: number, seconds: number | null) {
  const startedAt = new Date(startMs);
  const endedAt = seconds === null ? null : new Date(startMs + seconds * 1000);
  const [session] = await app.db
    .insert(focusSessions)
    .values({
      userId,
      sessionType: '집중 학습',
      startAt: startedAt,
      plannedEndAt: new Date(startMs + 60 * 60_000),
      focusTargetMinutes: 60,
      timezone: 'Asia/Seoul',
      endedAt,
    })
    .returning({ id: focusSessions.id });
  if (!session) throw new Error('no session');
  const [block] = await app.db
    .insert(focusBlocks)
    .values({ sessionId: session.id, userId, startAt: startedAt, plannedMinutes: 60, endedAt })
    .returning({ id: focusBlocks.id });
  if (!block) throw new Error('no block');
  await app.db
    .insert(focusLogs)
    .values({ blockId: block.id, userId, startedAt, endedAt, seconds: seconds ?? 0 });
}

const auditLog = async () =>
  (await call(admin, 'GET', '/api/admin/audit-log')).json<{ entries: AuditEntry[] }>().entries;

const CONTENT = `## 1. 목적\n\n${'이 약관은 몰입 서비스 이용에 관한 권리와 의무를 정합니다. '.repeat(3)}`;

describe('admin routes', () => {
  const routes: [Method, string, object?][] = [
    ['GET', '/api/admin/overview'],
    ['GET', '/api/admin/users'],
    ['PATCH', `/api/admin/users/${randomUUID()}`, { disabled: false }],
    ['GET', '/api/admin/terms'],
    ['POST', '/api/admin/terms', { termsType: 'COOKIE_POLICY', content: CONTENT }],
    ['GET', '/api/admin/audit-log'],
  ];

  it('answer 401 without a token and 403 in Korean to a learner, even with bad input', async () => {
    const learner = await signInLocally(app);
    for (const [method, url, payload] of routes) {
      expect((await app.inject({ method, url, ...(payload ? { payload } : {}) })).statusCode).toBe(401);
      const refused = await call(learner, method, url, payload ? { ...payload, junk: true } : undefined);
      expect(refused.statusCode).toBe(403);
      expect(refused.json<{ message: string }>().message).toBe(adminMessages.forbidden);
    }
  });

  it('show the overview: users, activity today, minutes, sessions, plans and a 30-day series', async () => {
    const learner = await signInLocally(app);
    await createPlanThroughApi(app, learner, { chapters: 1, sectionsPerChapter: 2 });
    const answer = await call(admin, 'GET', '/api/admin/overview');
    expect(answer.statusCode, answer.body).toBe(200);
    const overview = answer.json<AdminOverview>();
    expect(overview.users.total).toBeGreaterThanOrEqual(2);
    expect(overview.users.newInLast7Days).toBe(overview.users.total);
    expect(overview.users.activeToday).toBeGreaterThanOrEqual(2);
    expect(overview.plansCreatedInLast7Days).toBeGreaterThanOrEqual(1);
    expect(overview.dailyActiveUsers).toHaveLength(30);
    expect(overview.dailyActiveUsers.at(-1)).toEqual({
      date: '2026-11-21',
      count: overview.users.activeToday,
    });
  });

  it("count a learner's plans and this week's focus seconds in the users list, and today's in the overview", async () => {
    const learner = await signInLocally(app, { email: `figures.${randomUUID().slice(0, 8)}@molip.test` });
    await createPlanThroughApi(app, learner, { chapters: 1, sectionsPerChapter: 2 });
    await insertFocusLog(learner.userId, clock.now().getTime() - 10 * 60_000, 5 * 60 + 30);

    const list = await call(admin, 'GET', `/api/admin/users?query=${encodeURIComponent(learner.email)}`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<AdminUserList>().users).toMatchObject([
      { id: learner.userId, planCount: 1, secondsThisWeek: 330, minutesThisWeek: 5 },
    ]);
    const overview = (await call(admin, 'GET', '/api/admin/overview')).json<AdminOverview>();
    expect(overview.focusSecondsToday).toBeGreaterThanOrEqual(330);
    expect(overview.focusMinutesToday).toBe(Math.floor(overview.focusSecondsToday / 60));
  });

  it("count a running log's seconds so far, today's and this week's, and a week of the learner's own study days", async () => {
    const learner = await signInLocally(app, { email: `running.${randomUUID().slice(0, 8)}@molip.test` });
    const now = clock.now().getTime();
    const overviewSeconds = async () =>
      (await call(admin, 'GET', '/api/admin/overview')).json<AdminOverview>().focusSecondsToday;
    const before = await overviewSeconds();

    // Six study days ago is in the week; seven is not (the learner's days, Asia/Seoul from midnight).
    await insertFocusLog(learner.userId, now - 6 * 86_400_000, 100);
    await insertFocusLog(learner.userId, now - 7 * 86_400_000 - 60 * 60_000, 1000);
    // Running for four minutes: its seconds so far count, though the log is still open.
    await insertFocusLog(learner.userId, now - 4 * 60_000, null);

    const list = await call(admin, 'GET', `/api/admin/users?query=${encodeURIComponent(learner.email)}`);
    expect(list.json<AdminUserList>().users).toMatchObject([{ id: learner.userId, secondsThisWeek: 340 }]);
    expect(await overviewSeconds()).toBe(before + 240);
  });

  it('show when each user confirmed being 만 14세 or older, and nothing for one who has not yet', async () => {
    const confirmed = await signInLocally(app);
    const pending = await signInLocally(app, { passGate: false });
    const rows = async (learner: { email: string }) =>
      (
        await call(admin, 'GET', `/api/admin/users?query=${encodeURIComponent(learner.email)}`)
      ).json<AdminUserList>().users;
    expect(await rows(confirmed)).toMatchObject([{ ageConfirmedAt: app.clock.now().toISOString() }]);
    expect(await rows(pending)).toMatchObject([{ ageConfirmedAt: null }]);
  });

  it('search users by e-mail, username or name, with paging', async () => {
    const needle = await signInLocally(app, { email: 'findme.unique@molip.test', displayName: '찾을사람' });
    const byEmail = (await call(admin, 'GET', '/api/admin/users?query=FINDME.unique')).json<AdminUserList>();
    expect(byEmail.users.map((user) => user.id)).toEqual([needle.userId]);
    const byName = (
      await call(admin, 'GET', `/api/admin/users?query=${encodeURIComponent('찾을사람')}`)
    ).json<AdminUserList>();
    expect(byName.users.map((user) => user.id)).toEqual([needle.userId]);
    // `%` is a character to find, not a wildcard.
    expect((await call(admin, 'GET', '/api/admin/users?query=%25')).json<AdminUserList>().users).toEqual([]);

    const page = (await call(admin, 'GET', '/api/admin/users?limit=1&offset=1')).json<AdminUserList>();
    expect(page.users).toHaveLength(1);
    expect(page.pagination).toMatchObject({ limit: 1, offset: 1, hasMore: true });
    expect((await call(admin, 'GET', '/api/admin/users?limit=0')).statusCode).toBe(400);
    expect((await call(admin, 'GET', '/api/admin/users?limit=101')).statusCode).toBe(400);
  });

  it('disable a learner with a reason: their next request and refresh are refused, with an audit row', async () => {
    const learner = await signInLocally(app);
    const missingReason = await call(admin, 'PATCH', `/api/admin/users/${learner.userId}`, {
      disabled: true,
    });
    expect(missingReason.statusCode).toBe(400);
    expect(missingReason.json<{ message: string }>().message).toContain(adminMessages.reasonRequired);

    const response = await call(admin, 'PATCH', `/api/admin/users/${learner.userId}`, {
      disabled: true,
      reason: '스팸 콘텐츠 반복 등록',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminUser>()).toMatchObject({ disabledReason: '스팸 콘텐츠 반복 등록' });

    const next = await call(learner, 'GET', '/api/user/me');
    expect(next.statusCode).toBe(403);
    expect(next.json<{ message: string }>().message).toBe(accountMessages.disabled);
    expect((await refresh(app, learner.refreshToken)).statusCode).not.toBe(200);

    const [entry] = await auditLog();
    expect(entry).toMatchObject({
      action: 'USER_DISABLED',
      actor: { id: admin.userId, email: ADMIN },
      target: { id: learner.userId, email: learner.email },
      reason: '스팸 콘텐츠 반복 등록',
    });

    // Disabling again changes nothing and writes no second row; enabling lets them sign in again.
    await call(admin, 'PATCH', `/api/admin/users/${learner.userId}`, { disabled: true, reason: '다시' });
    expect((await auditLog())[0]?.id).toBe(entry?.id);
    const enabled = await call(admin, 'PATCH', `/api/admin/users/${learner.userId}`, { disabled: false });
    expect(enabled.json<AdminUser>()).toMatchObject({ disabledAt: null, disabledReason: null });
    expect((await auditLog())[0]).toMatchObject({ action: 'USER_ENABLED', target: { id: learner.userId } });
    expect((await signInLocally(app, { email: learner.email })).userId).toBe(learner.userId);
  });

  it('refuse to disable yourself or another admin, and answer 404 for an unknown user', async () => {
    const self = await call(admin, 'PATCH', `/api/admin/users/${admin.userId}`, {
      disabled: true,
      reason: '실수',
    });
    expect(self.statusCode).toBe(403);
    expect(self.json<{ message: string }>().message).toBe(adminMessages.cannotDisableSelf);

    const deputy = await signInLocally(app, { email: OTHER_ADMIN });
    const other = await call(admin, 'PATCH', `/api/admin/users/${deputy.userId}`, {
      disabled: true,
      reason: '실수',
    });
    expect(other.statusCode).toBe(403);
    expect(other.json<{ message: string }>().message).toBe(adminMessages.cannotDisableAdmin);

    expect(
      (await call(admin, 'PATCH', `/api/admin/users/${randomUUID()}`, { disabled: true, reason: '없음' }))
        .statusCode,
    ).toBe(404);
    expect((await call(admin, 'PATCH', '/api/admin/users/not-a-uuid', { disabled: false })).statusCode).toBe(
      400,
    );
  });

  it('publish a terms version: learners must agree again before using the service', async () => {
    const learner = await signInLocally(app);
    const before = (await call(admin, 'GET', '/api/admin/terms')).json<AdminTermsList>();
    const tos = before.types.find((type) => type.termsType === 'TERMS_OF_SERVICE');
    expect(tos?.versions[0]?.agreedCount).toBeGreaterThanOrEqual(1);

    const tooShort = await call(admin, 'POST', '/api/admin/terms', {
      termsType: 'TERMS_OF_SERVICE',
      content: '짧음',
    });
    expect(tooShort.statusCode).toBe(400);
    const badType = await call(admin, 'POST', '/api/admin/terms', { termsType: 'NOPE', content: CONTENT });
    expect(badType.statusCode).toBe(400);

    const published = await call(admin, 'POST', '/api/admin/terms', {
      termsType: 'TERMS_OF_SERVICE',
      content: CONTENT,
    });
    expect(published.statusCode).toBe(201);
    const version = published.json<{ id: number; version: number; title: string }>();
    expect(version.version).toBe((tos?.versions[0]?.version ?? 0) + 1);
    expect(version.title).toBe(tos?.versions[0]?.title);

    const status = (await call(learner, 'GET', '/api/user-agreements/status')).json<AgreementStatus>();
    expect(status.hasAgreedToAllRequired).toBe(false);
    expect(status.pendingRequiredTermsIds).toEqual([version.id]);
    const gated = await call(learner, 'GET', '/api/daily-todos/today');
    expect(gated.statusCode).toBe(403);
    expect(gated.json<{ code: string }>().code).toBe('TERMS_REQUIRED');

    // The admin too agrees again before the console opens.
    expect((await call(admin, 'GET', '/api/admin/audit-log')).statusCode).toBe(403);
    await agreeToTerms(app, admin);
    expect((await auditLog())[0]).toMatchObject({
      action: 'TERMS_PUBLISHED',
      terms: { id: version.id, type: 'TERMS_OF_SERVICE', version: version.version },
    });
  });

  it('take the role from an admin taken off ADMIN_EMAILS at the next request and refresh; another admin may disable them', async () => {
    const former = await signInLocally(app, { email: FORMER_ADMIN });
    expect((await call(former, 'GET', '/api/admin/overview')).statusCode).toBe(200);
    // The operator takes the address off the list and restarts: same database, same secret, same token.
    const restarted = await buildApp({
      config: testConfig({ ADMIN_EMAILS: `${ADMIN},${OTHER_ADMIN}` }),
      db: app.db,
      clock,
      jwtSecret: TEST_JWT_SECRET,
      serveWebApp: false,
    });
    await restarted.ready();
    try {
      const asFormer = (accessToken: string) =>
        restarted.inject({ method: 'GET', url: '/api/admin/overview', headers: bearer(accessToken) });
      const refused = await asFormer(former.accessToken);
      expect(refused.statusCode).toBe(403);
      expect(refused.json<{ message: string }>().message).toBe(adminMessages.forbidden);
      const refreshed = await refresh(restarted, former.refreshToken);
      expect(refreshed.json<{ user: { role: string } }>().user.role).toBe('USER');
      expect((await asFormer(refreshed.json<{ accessToken: string }>().accessToken)).statusCode).toBe(403);
      // The stored copy followed at start-up, so the user list agrees.
      const listed = await restarted.inject({
        method: 'GET',
        url: `/api/admin/users?query=${FORMER_ADMIN}`,
        headers: bearer(admin.accessToken),
      });
      expect(listed.json<AdminUserList>().users[0]).toMatchObject({ id: former.userId, role: 'USER' });

      const disabled = await restarted.inject({
        method: 'PATCH',
        url: `/api/admin/users/${former.userId}`,
        headers: bearer(admin.accessToken),
        payload: { disabled: true, reason: '관리자 권한 회수' },
      });
      expect(disabled.statusCode, disabled.body).toBe(200);
      const rotated = cookieFrom(refreshed, REFRESH_COOKIE) ?? former.refreshToken;
      expect((await refresh(restarted, rotated)).statusCode).toBe(403);
    } finally {
      await restarted.close();
    }
  });

  it('keep deleted accounts in the audit log as ids only, with no e-mail left anywhere in it', async () => {
    const learner = await signInLocally(app);
    await call(admin, 'PATCH', `/api/admin/users/${learner.userId}`, { disabled: true, reason: '탈퇴 전' });
    await call(admin, 'PATCH', `/api/admin/users/${learner.userId}`, { disabled: false });
    expect((await auditLog())[0]).toMatchObject({ target: { id: learner.userId, email: learner.email } });
    // Disabling ended their sessions: they sign in again to delete the account.
    const back = await signInLocally(app, { email: learner.email });
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/user/me',
      headers: bearer(back.accessToken),
    });
    expect(deleted.statusCode).toBe(204);

    const entries = (await auditLog()).filter((entry) => entry.target?.id === learner.userId);
    expect(entries.map((entry) => entry.action)).toEqual(['USER_ENABLED', 'USER_DISABLED']);
    for (const entry of entries) expect(entry.target).toEqual({ id: learner.userId, email: null });
    const stored = await app.db.execute(sql`select row_to_json(a)::text as row from admin_audit_log a`);
    expect(JSON.stringify(stored)).not.toContain(learner.email);
  });

  it('leave no change when the audit row cannot be written: the action and its record are one', async () => {
    const learner = await signInLocally(app);
    const versionsOf = async () =>
      (await call(admin, 'GET', '/api/admin/terms'))
        .json<AdminTermsList>()
        .types.find((type) => type.termsType === 'TERMS_OF_SERVICE')?.versions.length;
    const versionsBefore = await versionsOf();
    await app.db.execute(sql`alter table admin_audit_log add constraint refuse_rows check (false) not valid`);
    try {
      const response = await call(admin, 'PATCH', `/api/admin/users/${learner.userId}`, {
        disabled: true,
        reason: '기록 실패 시험',
      });
      expect(response.statusCode).toBe(500);
      expect((await call(learner, 'GET', '/api/user/me')).statusCode).toBe(200);
      const published = await call(admin, 'POST', '/api/admin/terms', {
        termsType: 'TERMS_OF_SERVICE',
        content: CONTENT,
      });
      expect(published.statusCode).toBe(500);
      expect(await versionsOf()).toBe(versionsBefore);
    } finally {
      await app.db.execute(sql`alter table admin_audit_log drop constraint refuse_rows`);
    }
  });
});
