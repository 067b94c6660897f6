import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { encode } from 'zod/mini';
import {
  groupActivity,
  INVITE_CODE_PATTERN,
  PRESENCE_REPLACED_EVENT,
  PRESENCE_STREAMS_PER_LEARNER,
  studyGroupMessages,
  type GroupActivity,
  type GroupDetail,
} from '@molip/domain/study-group';
import { PRESENCE_CHANNEL } from '../../db/presence-channel.ts';
import {
  createPlanThroughApi,
  insertContent,
  todayTodos,
  appOnManualClock,
  PLAN_DAY_TEN_AM,
} from '../../../test/fixtures.ts';
import {
  bearer,
  createTestApp,
  onboardedUser,
  refreshSignedIn,
  signInLocally,
  type SignedIn,
} from '../../../test/test-app.ts';
import {
  dailyTodoUnits,
  focusBlocks,
  focusLogs,
  focusSessions,
  studyGroups,
  studyPlans,
  terms,
  userAgreements,
  users,
} from '../../db/schema.ts';

// 10:00 on Saturday 2026-11-21 in Seoul: the week is Monday 16 to Sunday 22 November.
const START = PLAN_DAY_TEN_AM;
const { app, clock } = await appOnManualClock(START);

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (user: SignedIn, method: Method, url: string, payload?: object) =>
  app.inject({ method, url, headers: bearer(user.accessToken), ...(payload ? { payload } : {}) });

/** A learner who agreed to every term, the optional ranking one included. */
const rankedLearner = () => onboardedUser(app);
/** A learner who agreed only to the required terms: left out of rankings. */
const unrankedLearner = () => signInLocally(app);

/** Joins happen one second apart, so "longest-standing" and join-time ties are well defined. */
function tick() {
  clock.advance(1000);
}

async function createGroup(leader: SignedIn, name = '알고리즘 스터디'): Promise<GroupDetail> {
  tick();
  const response = await call(leader, 'POST', '/api/group', { name });
  expect(response.statusCode).toBe(201);
  return response.json<GroupDetail>();
}

async function joinByCode(user: SignedIn, inviteCode: string | null) {
  tick();
  return call(user, 'POST', '/api/group/join-by-code', { inviteCode });
}

/** A group led by the first learner, the others joined in order. */
async function groupOf(leader: SignedIn, ...others: SignedIn[]): Promise<GroupDetail> {
  const group = await createGroup(leader);
  for (const other of others) expect((await joinByCode(other, group.inviteCode)).statusCode).toBe(200);
  return group;
}

const activity = async (user: SignedIn, groupId: number, query = 'period=WEEK&date=2026-11-21') => {
  const response = await call(user, 'GET', `/api/group/${groupId}/activity?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<GroupActivity>();
};

async function setZone(user: SignedIn, timezone: string, dayStartHour = 0) {
  await app.db.update(users).set({ timezone, dayStartHour }).where(eq(users.id, user.userId));
}

/** One plan of the learner, for to-dos and focus logs written straight into the database. */
async function planOf(user: SignedIn) {
  const content = await insertContent(app.db, user.userId, { chapters: 1, sectionsPerChapter: 1 });
  const [plan] = await app.db
    .insert(studyPlans)
    .values({
      userId: user.userId,
      learningContentId: content.contentId,
      title: '픽스처 계획',
      startDate: '2026-11-01',
      endDate: '2026-12-31',
      studySpeed: 1,
      bufferDayInterval: 0,
    })
    .returning({ id: studyPlans.id });
  const unitId = content.unitIds[0];
  if (!plan || !unitId) throw new Error('no plan fixture');
  return { planId: plan.id, unitId };
}

/** `planned` to-dos on `date`, the first `completed` of them completed. */
async function todosOn(user: SignedIn, date: string, planned: number, completed: number) {
  const { planId, unitId } = await planOf(user);
  const rows = Array.from({ length: planned }, (_, index) => ({
    studyPlanId: planId,
    userId: user.userId,
    contentUnitId: unitId,
    todoDate: date,
    status: index < completed ? ('COMPLETED' as const) : ('PENDING' as const),
    completedAt: index < completed ? clock.now() : null,
  }));
  const inserted = await app.db.insert(dailyTodoUnits).values(rows).returning({ id: dailyTodoUnits.id });
  return inserted.map((row) => row.id);
}

/**
 * A closed focus log of `seconds` that started at `startedAt`, inside an ended session and block; an open one
 * runs in a three-hour session and a block of `blockMinutes` (180 unless told).
 */
async function focusLog(
  user: SignedIn,
  startedAt: string,
  seconds: number,
  options: { open?: boolean; blockMinutes?: number } = {},
) {
  const [todoId] = await todosOn(user, startedAt.slice(0, 10), 1, 0);
  if (!todoId) throw new Error('no to-do');
  const start = new Date(startedAt);
  const end = new Date(start.getTime() + seconds * 1000);
  const sessionEnd = options.open ? new Date(start.getTime() + 3 * 3_600_000) : end;
  const [session] = await app.db
    .insert(focusSessions)
    .values({
      userId: user.userId,
      sessionType: '집중 학습',
      startAt: start,
      plannedEndAt: sessionEnd,
      focusTargetMinutes: 60,
      timezone: 'Asia/Seoul',
      endedAt: options.open ? null : end,
    })
    .returning({ id: focusSessions.id });
  if (!session) throw new Error('no session');
  const [block] = await app.db
    .insert(focusBlocks)
    .values({
      sessionId: session.id,
      userId: user.userId,
      startAt: start,
      plannedMinutes: options.blockMinutes ?? 180,
      endedAt: options.open ? null : end,
    })
    .returning({ id: focusBlocks.id });
  if (!block) throw new Error('no block');
  await app.db.insert(focusLogs).values({
    blockId: block.id,
    userId: user.userId,
    dailyTodoUnitId: todoId,
    startedAt: start,
    endedAt: options.open ? null : end,
    seconds: options.open ? 0 : seconds,
  });
}

describe('study group access', () => {
  let member: SignedIn;
  let group: GroupDetail;
  beforeAll(async () => {
    member = await rankedLearner();
    group = await createGroup(member);
  });

  it('answers 401 without a token', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/group' });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['GET', '/api/group/abc'],
    ['GET', '/api/group/0'],
    ['GET', '/api/group/1/activity?period=YEAR'],
    ['GET', '/api/group/1/activity?date=2026-02-30'],
    ['DELETE', '/api/group/1/members/not-a-uuid'],
  ] as const)('refuses %s %s with 400', async (method, url) => {
    const response = await call(member, method, url);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/[가-힣]/);
  });

  it.each([
    [{}, studyGroupMessages.nameRequired],
    [{ name: '   ' }, studyGroupMessages.nameRequired],
    [{ name: '가'.repeat(31) }, studyGroupMessages.nameTooLong],
    [{ name: '스터디', extra: 1 }, ''],
  ])('refuses the body %j with 400', async (payload, message) => {
    const response = await call(member, 'POST', '/api/group', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('refuses a malformed invite code with 400 and an unknown one with 404', async () => {
    const malformed = await call(member, 'POST', '/api/group/join-by-code', { inviteCode: 'O0I1' });
    expect(malformed.statusCode).toBe(400);
    const unknown = await call(member, 'POST', '/api/group/join-by-code', { inviteCode: 'ZZZZZZZZ' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(studyGroupMessages.inviteCodeUnknown);
  });

  it.each(['', '/activity', '/presence'])('answers 404 for an unknown group (GET …%s)', async (suffix) => {
    const response = await call(member, 'GET', `/api/group/999999${suffix}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(studyGroupMessages.notFound);
  });

  it("keeps a group's reads to its members (a member of group A cannot read group B)", async () => {
    const other = await rankedLearner();
    const otherGroup = await createGroup(other);
    for (const suffix of ['', '/activity', '/presence']) {
      const response = await call(member, 'GET', `/api/group/${otherGroup.id}${suffix}`);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(studyGroupMessages.notMember);
    }
    expect((await call(member, 'POST', `/api/group/${otherGroup.id}/leave`)).statusCode).toBe(403);
  });

  it('has no join by id: a group with a code is joined by its code, a room by placement', async () => {
    const outsider = await rankedLearner();
    expect((await call(outsider, 'POST', `/api/group/${group.id}/join`)).statusCode).toBe(404);
    expect((await call(outsider, 'GET', `/api/group/${group.id}`)).statusCode).toBe(403);
  });

  it('keeps renaming, removing members and rotating the code to the LEADER', async () => {
    const plain = await rankedLearner();
    await joinByCode(plain, group.inviteCode);
    const attempts = [
      call(plain, 'PATCH', `/api/group/${group.id}`, { name: '새 이름' }),
      call(plain, 'DELETE', `/api/group/${group.id}/members/${member.userId}`),
      call(plain, 'POST', `/api/group/${group.id}/invite-code`),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(studyGroupMessages.leaderOnly);
    }
    const detail = (await call(plain, 'GET', `/api/group/${group.id}`)).json<GroupDetail>();
    expect(detail).toMatchObject({ myRole: 'MEMBER', inviteCode: null, name: group.name });
  });
});

describe('membership', () => {
  it('creates a group with a code another learner joins by', async () => {
    const leader = await rankedLearner();
    const group = await createGroup(leader, '  정처기 스터디 ');
    expect(group).toMatchObject({
      name: '정처기 스터디',
      myRole: 'LEADER',
      isRoom: false,
      memberCount: 1,
    });
    expect(group.inviteCode).toMatch(INVITE_CODE_PATTERN);

    const friend = await rankedLearner();
    const joined = await joinByCode(friend, (group.inviteCode ?? '').toLowerCase());
    expect(joined.statusCode).toBe(200);
    expect(joined.json<GroupDetail>()).toMatchObject({ id: group.id, myRole: 'MEMBER', memberCount: 2 });
    expect((await joinByCode(friend, group.inviteCode)).json<GroupDetail>().memberCount).toBe(2);

    const list = (await call(friend, 'GET', '/api/group')).json<{ groups: unknown[] }>();
    expect(list.groups).toContainEqual({
      id: group.id,
      name: '정처기 스터디',
      memberCount: 2,
      myRole: 'MEMBER',
      isRoom: false,
    });
  });

  it('creates one group for a retried request with the same Idempotency-Key', async () => {
    const leader = await rankedLearner();
    const headers = { ...bearer(leader.accessToken), 'idempotency-key': `group-${randomUUID()}` };
    const send = () =>
      app.inject({ method: 'POST', url: '/api/group', headers, payload: { name: '한 번만' } });
    const first = await send();
    const retry = await send();
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json<GroupDetail>().id).toBe(first.json<GroupDetail>().id);
    const mine = (await call(leader, 'GET', '/api/group')).json<{ groups: unknown[] }>();
    expect(mine.groups).toHaveLength(1);
  });

  it('masks other members’ e-mails and shows the reader their own', async () => {
    const leader = await rankedLearner();
    const friend = await rankedLearner();
    const group = await groupOf(leader, friend);
    const detail = (await call(friend, 'GET', `/api/group/${group.id}`)).json<GroupDetail>();
    const byId = new Map(detail.members.map((item) => [item.id, item.email]));
    expect(byId.get(friend.userId)).toBe(friend.email);
    expect(byId.get(leader.userId)).toBe(`${leader.email.slice(0, 2)}***@example.com`);
    expect(JSON.stringify(detail)).not.toContain(leader.email);
  });

  it('hands LEADER to the longest-standing member when the leader leaves', async () => {
    const [leader, first, second] = [await rankedLearner(), await rankedLearner(), await rankedLearner()];
    const group = await groupOf(leader, first, second);
    expect((await call(leader, 'POST', `/api/group/${group.id}/leave`)).statusCode).toBe(204);
    const detail = (await call(first, 'GET', `/api/group/${group.id}`)).json<GroupDetail>();
    expect(detail.myRole).toBe('LEADER');
    expect(detail.inviteCode).toBe(group.inviteCode);
    expect(detail.members.map((item) => [item.id, item.role])).toEqual([
      [first.userId, 'LEADER'],
      [second.userId, 'MEMBER'],
    ]);
    expect((await call(leader, 'GET', `/api/group/${group.id}`)).statusCode).toBe(403);
  });

  it('deletes a group when its last member leaves', async () => {
    const leader = await rankedLearner();
    const group = await createGroup(leader);
    await call(leader, 'POST', `/api/group/${group.id}/leave`);
    expect((await call(leader, 'GET', `/api/group/${group.id}`)).statusCode).toBe(404);
    expect(await app.db.select().from(studyGroups).where(eq(studyGroups.id, group.id))).toEqual([]);
  });

  it('hands LEADER over when the leader deletes their account, as leaving does', async () => {
    const [leader, first, second] = [await rankedLearner(), await rankedLearner(), await rankedLearner()];
    const group = await groupOf(leader, first, second);
    expect((await call(leader, 'DELETE', '/api/user/me')).statusCode).toBe(204);
    const detail = (await call(first, 'GET', `/api/group/${group.id}`)).json<GroupDetail>();
    expect(detail.myRole).toBe('LEADER');
    expect(detail.members.map((item) => [item.id, item.role])).toEqual([
      [first.userId, 'LEADER'],
      [second.userId, 'MEMBER'],
    ]);
    const rotated = await call(first, 'POST', `/api/group/${group.id}/invite-code`);
    expect(rotated.statusCode).toBe(200);
  });

  it('deletes the group, its name and code, when its only member deletes their account', async () => {
    const leader = await rankedLearner();
    const group = await createGroup(leader, '지우의 개인 스터디');
    const stranger = await rankedLearner();
    expect((await call(leader, 'DELETE', '/api/user/me')).statusCode).toBe(204);
    expect(await app.db.select().from(studyGroups).where(eq(studyGroups.id, group.id))).toEqual([]);
    expect((await joinByCode(stranger, group.inviteCode)).statusCode).toBe(404);
  });

  it('lets the LEADER rename, remove a member (not themselves) and rotate the code', async () => {
    const leader = await rankedLearner();
    const friend = await rankedLearner();
    const group = await groupOf(leader, friend);

    const renamed = await call(leader, 'PATCH', `/api/group/${group.id}`, { name: '새 이름' });
    expect(renamed.json<GroupDetail>().name).toBe('새 이름');

    const self = await call(leader, 'DELETE', `/api/group/${group.id}/members/${leader.userId}`);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(studyGroupMessages.cannotRemoveSelf);
    const stranger = await call(leader, 'DELETE', `/api/group/${group.id}/members/${randomUUID()}`);
    expect(stranger.statusCode).toBe(404);
    const removed = await call(leader, 'DELETE', `/api/group/${group.id}/members/${friend.userId}`);
    expect(removed.statusCode).toBe(204);
    expect((await call(friend, 'GET', `/api/group/${group.id}`)).statusCode).toBe(403);

    const rotated = await call(leader, 'POST', `/api/group/${group.id}/invite-code`);
    const { inviteCode } = rotated.json<{ inviteCode: string }>();
    expect(inviteCode).toMatch(INVITE_CODE_PATTERN);
    expect(inviteCode).not.toBe(group.inviteCode);
    expect((await joinByCode(friend, group.inviteCode)).statusCode).toBe(404);
    expect((await joinByCode(friend, inviteCode)).statusCode).toBe(200);
  });
});

describe('GET /api/group/:id/activity', () => {
  it('ranks by seconds, then completed to-dos, then join time, with every day of the week', async () => {
    const [leader, second, third, fourth] = [
      await rankedLearner(),
      await rankedLearner(),
      await rankedLearner(),
      await rankedLearner(),
    ];
    const group = await groupOf(leader, second, third, fourth);
    await focusLog(leader, '2026-11-17T01:00:00Z', 30 * 60);
    await focusLog(second, '2026-11-18T01:00:00Z', 45 * 60);
    await focusLog(third, '2026-11-17T01:00:00Z', 30 * 60);
    await todosOn(third, '2026-11-17', 2, 1);
    await focusLog(fourth, '2026-11-19T01:00:00Z', 30 * 60);
    // Outside the week: counts for nothing.
    await focusLog(fourth, '2026-11-23T01:00:00Z', 300 * 60);

    const answer = await activity(leader, group.id);
    expect(answer.periodInfo).toEqual({ period: 'WEEK', startDate: '2026-11-16', endDate: '2026-11-22' });
    expect(
      answer.memberActivities.map((item) => [item.rank, item.userInfo.id, item.totalStudyMinutes]),
    ).toEqual([
      [1, second.userId, 45],
      [2, third.userId, 30],
      [3, leader.userId, 30],
      [4, fourth.userId, 30],
    ]);
    const thirdDays = answer.memberActivities[1]?.dailyActivities ?? [];
    expect(thirdDays.map((day) => day.date)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
    // The focus fixture plans one to-do on the log's day as well: three planned, one completed.
    expect(thirdDays[1]).toEqual({
      date: '2026-11-17',
      completedDailyTodoUnitsCount: 1,
      totalStudySeconds: 30 * 60,
      totalStudyMinutes: 30,
      completionRate: 1 / 3,
    });
    expect(thirdDays[0]).toEqual({
      date: '2026-11-16',
      completedDailyTodoUnitsCount: 0,
      totalStudySeconds: 0,
      totalStudyMinutes: 0,
      completionRate: 0,
    });
    expect(answer.groupInfo).toEqual({ id: group.id, name: group.name, memberCount: 4 });
    expect(answer).toMatchObject({ excludedMembersCount: 0, myRankingConsent: true });
    expect(answer.groupAverageCompletionRate).toBeCloseTo(1 / 3 / 4);
  });

  it("rates a member's period by completed over planned to-dos of its days so far, 0 when nothing was planned", async () => {
    const leader = await rankedLearner();
    const resting = await rankedLearner();
    const group = await groupOf(leader, resting);
    // Days' rates 1 and 0 would average to 50 %; the period holds 4 of 5 to-dos done.
    await todosOn(leader, '2026-11-17', 4, 4);
    await todosOn(leader, '2026-11-18', 1, 0);
    // Tomorrow's to-dos are not due yet.
    await todosOn(leader, '2026-11-22', 3, 0);
    const answer = await activity(leader, group.id);
    const rates = new Map(answer.memberActivities.map((item) => [item.userInfo.id, item.completionRate]));
    expect(rates.get(leader.userId)).toBeCloseTo(4 / 5);
    expect(rates.get(resting.userId)).toBe(0);
    // The rate's own counts, which the ranking shows as 할 일 4/5.
    expect(answer.memberActivities.find((item) => item.userInfo.id === leader.userId)).toMatchObject({
      plannedTodosSoFar: 5,
      completedTodosSoFar: 4,
    });
    expect(answer.groupAverageCompletionRate).toBeCloseTo(4 / 5 / 2);
  });

  it('leaves out members who did not agree to be ranked, and tells such a reader', async () => {
    const leader = await rankedLearner();
    const shy = await unrankedLearner();
    const group = await groupOf(leader, shy);
    await focusLog(shy, '2026-11-17T01:00:00Z', 90 * 60);

    const seenByLeader = await activity(leader, group.id);
    expect(seenByLeader.memberActivities.map((item) => item.userInfo.id)).toEqual([leader.userId]);
    expect(seenByLeader).toMatchObject({ excludedMembersCount: 1, myRankingConsent: true });
    const seenByShy = await activity(shy, group.id);
    expect(seenByShy).toMatchObject({ excludedMembersCount: 1, myRankingConsent: false });
    expect(JSON.stringify(seenByShy)).not.toContain(leader.email);
    expect(seenByShy.memberActivities[0]?.userInfo.email).toBe(`${leader.email.slice(0, 2)}***@example.com`);
  });

  it("counts each member's minutes on their own study day, floored once per day", async () => {
    const reader = await rankedLearner();
    const west = await rankedLearner();
    const owl = await rankedLearner();
    const group = await groupOf(reader, west, owl);
    await setZone(west, 'America/Los_Angeles');
    await setZone(owl, 'Asia/Seoul', 4);
    // 05:00Z on the 17th is 21:00 on the 16th in Los Angeles.
    await focusLog(west, '2026-11-17T05:00:00Z', 20 * 60);
    // 02:30 on the 18th in Seoul still belongs to the 17th for a learner whose day starts at 04:00.
    await focusLog(owl, '2026-11-17T17:30:00Z', 90);
    await focusLog(owl, '2026-11-17T17:40:00Z', 90);

    const answer = await activity(reader, group.id);
    const days = (id: string) =>
      Object.fromEntries(
        (answer.memberActivities.find((item) => item.userInfo.id === id)?.dailyActivities ?? [])
          .filter((day) => day.totalStudyMinutes > 0)
          .map((day) => [day.date, day.totalStudyMinutes]),
      );
    expect(days(west.userId)).toEqual({ '2026-11-16': 20 });
    // Two logs of 90 seconds make three minutes, not two.
    expect(days(owl.userId)).toEqual({ '2026-11-17': 3 });
  });

  it("takes the period in the reader's zone, today by default, and a month has all its days", async () => {
    const reader = await rankedLearner();
    const group = await createGroup(reader);
    // 12:00Z on Sunday the 22nd is already Monday the 23rd on Kiritimati (UTC+14).
    clock.set(new Date('2026-11-22T12:00:00Z'));
    await refreshSignedIn(app, reader);
    try {
      const seoul = await activity(reader, group.id, 'period=WEEK');
      expect(seoul.periodInfo).toMatchObject({ startDate: '2026-11-16', endDate: '2026-11-22' });
      await setZone(reader, 'Pacific/Kiritimati');
      const kiritimati = await activity(reader, group.id, '');
      expect(kiritimati.periodInfo).toEqual({
        period: 'WEEK',
        startDate: '2026-11-23',
        endDate: '2026-11-29',
      });
      const month = await activity(reader, group.id, 'period=MONTH&date=2026-02-14');
      expect(month.periodInfo).toEqual({ period: 'MONTH', startDate: '2026-02-01', endDate: '2026-02-28' });
      expect(month.memberActivities[0]?.dailyActivities).toHaveLength(28);
    } finally {
      clock.set(START);
    }
  });

  it("counts the server's credited focus seconds, an open log's up to the read, never a to-do's own figure", async () => {
    clock.set(START);
    const reader = await rankedLearner();
    const group = await createGroup(reader);
    const [todoId] = await todosOn(reader, '2026-11-18', 1, 0);
    if (!todoId) throw new Error('no to-do');
    await app.db
      .update(dailyTodoUnits)
      .set({ totalStudySeconds: 99_999 })
      .where(eq(dailyTodoUnits.id, todoId));
    await focusLog(reader, '2026-11-18T01:00:00Z', 10 * 60);
    // Open since 23:00Z, two hours and a second before the read (08:00 on the 21st in Seoul).
    await focusLog(reader, '2026-11-20T23:00:00Z', 0, { open: true });
    const answer = await activity(reader, group.id);
    expect(answer.memberActivities[0]).toMatchObject({
      totalStudySeconds: 10 * 60 + 2 * 3600 + 1,
      totalStudyMinutes: 130,
    });
  });

  it("counts a running log only up to its block's planned end", async () => {
    clock.set(START);
    const reader = await rankedLearner();
    const group = await createGroup(reader);
    // A 25-minute block begun an hour before the read: it earns 25 minutes, not 60.
    await focusLog(reader, '2026-11-21T00:00:00Z', 0, { open: true, blockMinutes: 25 });
    expect((await activity(reader, group.id)).memberActivities[0]).toMatchObject({
      totalStudySeconds: 25 * 60,
      totalStudyMinutes: 25,
    });
  });

  it('ranks a member focusing now by what they have done so far', async () => {
    clock.set(START);
    const idle = await rankedLearner();
    const focusing = await rankedLearner();
    const group = await groupOf(idle, focusing);
    await refreshSignedIn(app, focusing);
    await createPlanThroughApi(app, focusing, { chapters: 1, sectionsPerChapter: 1 });
    const [todo] = (await todayTodos(app, focusing.accessToken)).flatMap(
      (item) => item.dailyTodoUnitResponses,
    );
    if (!todo) throw new Error('no to-do today');
    const session = { startTime: '10:00', endTime: '12:00', focusTime: 60, sessionType: '집중 학습' };
    expect((await call(focusing, 'POST', '/api/focus-sessions', session)).statusCode).toBe(201);
    const block = { intendedDailyTodoUnitIds: [todo.id], plannedDurationMinutes: 40, startTime: '10:00' };
    expect((await call(focusing, 'POST', '/api/focus-blocks', block)).statusCode).toBe(201);
    const log = { dailyTodoUnitId: todo.id };
    expect((await call(focusing, 'POST', '/api/focus-logs/start', log)).statusCode).toBe(200);
    clock.advance(3 * 60_000);
    await refreshSignedIn(app, idle);

    const ranking = (await activity(idle, group.id)).memberActivities;
    expect(
      ranking.map((item) => [item.rank, item.userInfo.id, item.totalStudySeconds, item.totalStudyMinutes]),
    ).toEqual([
      [1, focusing.userId, 180, 3],
      [2, idle.userId, 0, 0],
    ]);
  });

  it('reads the same number of times whatever the number of members', async () => {
    const client: unknown = Reflect.get(app.db, '$client');
    if (typeof client !== 'object' || client === null || !('query' in client)) throw new Error('no client');
    const countReads = async (group: GroupDetail, reader: SignedIn) => {
      const spy = vi.spyOn(client as { query: (...args: never[]) => unknown }, 'query');
      try {
        await activity(reader, group.id);
        return spy.mock.calls.length;
      } finally {
        spy.mockRestore();
      }
    };
    const small = [await rankedLearner(), await rankedLearner()];
    const large = [await rankedLearner(), ...(await Promise.all([1, 2, 3, 4, 5].map(() => rankedLearner())))];
    const [smallLeader, ...smallRest] = small;
    const [largeLeader, ...largeRest] = large;
    if (!smallLeader || !largeLeader) throw new Error('no leaders');
    const smallGroup = await groupOf(smallLeader, ...smallRest);
    const largeGroup = await groupOf(largeLeader, ...largeRest);
    for (const member of large) await focusLog(member, '2026-11-18T01:00:00Z', 600);
    const smallReads = await countReads(smallGroup, smallLeader);
    expect(smallReads).toBeGreaterThan(0);
    expect(await countReads(largeGroup, largeLeader)).toBe(smallReads);
  });

  it('counts members active in the last seven days', async () => {
    const [leader, focused, finished, idle] = [
      await rankedLearner(),
      await rankedLearner(),
      await rankedLearner(),
      await unrankedLearner(),
    ];
    const group = await groupOf(leader, focused, finished, idle);
    await focusLog(focused, '2026-11-20T01:00:00Z', 60);
    await todosOn(finished, '2026-11-21', 1, 1);
    // Eight days ago: too old to count.
    await focusLog(idle, '2026-11-13T00:00:00Z', 3600);
    expect((await activity(leader, group.id)).totalActiveMembersCount).toBe(2);
  });
});

describe('the shared ranking', () => {
  const entryOf = (answer: GroupActivity, userId: string) =>
    answer.memberActivities.find((item) => item.userInfo.id === userId);
  const minutesOf = (answer: GroupActivity, userId: string) => entryOf(answer, userId)?.totalStudyMinutes;
  const secondsOf = (answer: GroupActivity, userId: string) => entryOf(answer, userId)?.totalStudySeconds;

  it('serves a second reader the ranking the first one read, until it is ten seconds old', async () => {
    const first = await rankedLearner();
    const second = await rankedLearner();
    const group = await groupOf(first, second);
    await focusLog(first, '2026-11-17T01:00:00Z', 30 * 60);
    expect(minutesOf(await activity(first, group.id), first.userId)).toBe(30);
    // Written straight into the database: no focus change is announced, so only the TTL ends the sharing.
    await focusLog(first, '2026-11-18T01:00:00Z', 15 * 60);
    expect(minutesOf(await activity(second, group.id), first.userId)).toBe(30);
    clock.advance(10_000);
    expect(minutesOf(await activity(second, group.id), first.userId)).toBe(45);
  });

  it('reads the ranking again as soon as a focus log of a member closes', async () => {
    clock.set(START);
    const reader = await rankedLearner();
    const learner = await rankedLearner();
    const group = await groupOf(reader, learner);
    clock.set(START);
    await refreshSignedIn(app, learner);
    await createPlanThroughApi(app, learner, { chapters: 1, sectionsPerChapter: 1 });
    const [todo] = (await todayTodos(app, learner.accessToken)).flatMap(
      (item) => item.dailyTodoUnitResponses,
    );
    if (!todo) throw new Error('no to-do today');
    const session = { startTime: '10:00', endTime: '12:00', focusTime: 60, sessionType: '집중 학습' };
    expect((await call(learner, 'POST', '/api/focus-sessions', session)).statusCode).toBe(201);
    const block = { intendedDailyTodoUnitIds: [todo.id], plannedDurationMinutes: 40, startTime: '10:00' };
    expect((await call(learner, 'POST', '/api/focus-blocks', block)).statusCode).toBe(201);
    const log = { dailyTodoUnitId: todo.id };
    // The start's own notification must have passed before the ranking is read and kept.
    const heard: string[] = [];
    const stopListening = await app.listenToDatabase(PRESENCE_CHANNEL, (userId) => heard.push(userId));
    expect((await call(learner, 'POST', '/api/focus-logs/start', log)).statusCode).toBe(200);
    await vi.waitFor(() => expect(heard).toContain(learner.userId), { timeout: 2_000 });
    await stopListening();
    await new Promise((resolve) => setTimeout(resolve, 50));
    clock.advance(120_000);
    // The open log counts up to the read; this read is kept for the next ten seconds.
    expect(secondsOf(await activity(reader, group.id), learner.userId)).toBe(120);
    clock.advance(5_000);
    expect(secondsOf(await activity(reader, group.id), learner.userId)).toBe(120);
    expect((await call(learner, 'POST', '/api/focus-logs/pause', log)).statusCode).toBe(200);
    // The notification reaches the cache just after the commit, on every instance.
    await vi.waitFor(
      async () => expect(secondsOf(await activity(reader, group.id), learner.userId)).toBe(125),
      {
        timeout: 1_000,
      },
    );
  });

  it("sends exactly what the contract's serialiser would, for a ranked and an unranked reader", async () => {
    const leader = await rankedLearner();
    const shy = await unrankedLearner();
    const first = await rankedLearner();
    const group = await groupOf(leader, shy, first);
    await focusLog(leader, '2026-11-17T01:00:00Z', 95);
    await todosOn(leader, '2026-11-18', 3, 1);
    // A name of several bytes a letter among the shared entries.
    await focusLog(first, '2026-11-17T01:00:00Z', 600);
    await app.db
      .update(users)
      .set({ username: `몰입하는_${randomUUID().slice(0, 6)}` })
      .where(eq(users.id, first.userId));
    for (const reader of [leader, shy, first, leader]) {
      const response = await call(
        reader,
        'GET',
        `/api/group/${group.id}/activity?period=MONTH&date=2026-11-21`,
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.body).toBe(JSON.stringify(encode(groupActivity, response.json())));
    }
  });

  it("masks every e-mail in the ranking, the reader's own too, whoever's read filled the cache", async () => {
    const leader = await rankedLearner();
    const friend = await rankedLearner();
    const group = await groupOf(leader, friend);
    const masked = (email: string) => `${email.slice(0, 2)}***@example.com`;
    for (const reader of [leader, friend]) {
      const answer = await activity(reader, group.id);
      const emails = new Map(answer.memberActivities.map((item) => [item.userInfo.id, item.userInfo.email]));
      expect(emails.get(leader.userId)).toBe(masked(leader.email));
      expect(emails.get(friend.userId)).toBe(masked(friend.email));
      expect(JSON.stringify(answer)).not.toContain(leader.email);
      expect(JSON.stringify(answer)).not.toContain(friend.email);
    }
  });

  it('answers in the encoding the browser accepts, the same ranking as the plain one', async () => {
    const leader = await rankedLearner();
    const shy = await unrankedLearner();
    const group = await groupOf(leader, shy);
    await focusLog(leader, '2026-11-17T01:00:00Z', 600);
    const url = `/api/group/${group.id}/activity?period=MONTH&date=2026-11-21`;
    const read = (user: SignedIn, acceptEncoding?: string) =>
      app.inject({
        method: 'GET',
        url,
        headers: {
          ...bearer(user.accessToken),
          ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
        },
      });
    for (const user of [leader, shy]) {
      const plain = await read(user);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toContain('accept-encoding');
      for (const [asked, encoding, decode] of [
        ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
        ['gzip', 'gzip', gunzipSync],
      ] as const) {
        const encoded = await read(user, asked);
        expect(encoded.statusCode).toBe(200);
        expect(encoded.headers['content-encoding']).toBe(encoding);
        expect(encoded.headers.vary).toContain('accept-encoding');
        expect(decode(encoded.rawPayload).toString()).toBe(plain.body);
      }
    }
    // The two readers differ only in their consent.
    const [byLeader, byShy] = [await read(leader), await read(shy)].map((answer) =>
      answer.json<GroupActivity>(),
    );
    expect({ ...byShy, myRankingConsent: true }).toEqual(byLeader);
  });

  it('shows a member who joins, leaves or changes their consent at once to themselves and their group', async () => {
    const leader = await rankedLearner();
    const joiner = await rankedLearner();
    const group = await createGroup(leader);
    expect((await activity(leader, group.id)).groupInfo.memberCount).toBe(1);
    expect((await joinByCode(joiner, group.inviteCode)).statusCode).toBe(200);
    expect((await activity(joiner, group.id)).memberActivities).toHaveLength(2);
    expect((await activity(leader, group.id)).groupInfo.memberCount).toBe(2);
    // A consent withdrawn elsewhere (another instance, no event): the reader's own view is read fresh.
    const rankingTerms = app.db
      .select({ id: terms.id })
      .from(terms)
      .where(eq(terms.type, 'STATISTICS_AND_RANKING'));
    await app.db
      .update(userAgreements)
      .set({ agreed: false })
      .where(and(eq(userAgreements.userId, joiner.userId), inArray(userAgreements.termsId, rankingTerms)));
    expect(await activity(joiner, group.id)).toMatchObject({
      myRankingConsent: false,
      excludedMembersCount: 1,
    });
    expect((await call(joiner, 'POST', `/api/group/${group.id}/leave`)).statusCode).toBe(204);
    expect(await activity(leader, group.id)).toMatchObject({
      groupInfo: { memberCount: 1 },
      excludedMembersCount: 0,
    });
  });
});

describe('GET /api/group/:id/presence', () => {
  it('shows who is focusing, and since when and on which plan only for members who agreed to be ranked', async () => {
    const leader = await rankedLearner();
    const shy = await unrankedLearner();
    const idle = await rankedLearner();
    const group = await groupOf(leader, shy, idle);
    await focusLog(leader, '2026-11-21T00:00:00Z', 25 * 60);
    await focusLog(leader, '2026-11-21T00:40:00Z', 0, { open: true });
    await focusLog(shy, '2026-11-21T00:50:00Z', 0, { open: true });
    // Yesterday in Seoul: not today's minutes.
    await focusLog(idle, '2026-11-20T10:00:00Z', 40 * 60);
    clock.set(START);
    await refreshSignedIn(app, idle);

    const response = await call(idle, 'GET', `/api/group/${group.id}/presence`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      members: [
        {
          id: leader.userId,
          username: expect.any(String),
          status: 'FOCUSING',
          focusingSince: '2026-11-21T00:40:00.000Z',
          focusingUntil: expect.stringMatching(/^2026-11-21T/),
          planTitle: '픽스처 계획',
          // 25 closed minutes and the open log's 20 so far.
          todayStudySeconds: 45 * 60,
          todayStudyMinutes: 45,
        },
        {
          id: shy.userId,
          username: expect.any(String),
          status: 'FOCUSING',
          focusingSince: null,
          // Every reader's light goes out on time, so the end is sent for members who keep the start private.
          focusingUntil: expect.stringMatching(/^2026-11-21T/),
          planTitle: null,
          todayStudySeconds: 10 * 60,
          todayStudyMinutes: 10,
        },
        {
          id: idle.userId,
          username: expect.any(String),
          status: 'IDLE',
          focusingSince: null,
          focusingUntil: null,
          planTitle: null,
          todayStudySeconds: 0,
          todayStudyMinutes: 0,
        },
      ],
    });
  });
});

describe('GET /api/group/:id/events', () => {
  let base: string;
  beforeAll(async () => {
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });

  /** Opens the stream as the browser's fetch would and reads it until a fragment arrives. */
  async function openStream(user: SignedIn, groupId: number, origin = base) {
    const controller = new AbortController();
    const response = await fetch(`${origin}/api/group/${groupId}/events`, {
      headers: bearer(user.accessToken),
      signal: controller.signal,
    });
    const reader = response.body?.getReader();
    if (!reader) throw new Error('no stream');
    const decoder = new TextDecoder();
    let text = '';
    let consumed = 0;
    /** Waits for `fragment` after everything an earlier wait matched, so waits are ordered. */
    async function waitFor(fragment: string): Promise<string> {
      const deadline = Date.now() + 5_000;
      while (!text.includes(fragment, consumed)) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no ${fragment} in ${text}`);
        const timeout = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), left));
        const chunk = await Promise.race([reader?.read(), timeout]);
        if (!chunk || chunk.done) continue;
        text += decoder.decode(chunk.value, { stream: true });
      }
      const seen = text.slice(consumed);
      consumed = text.indexOf(fragment, consumed) + fragment.length;
      return seen;
    }
    /** Resolves once the server has ended the stream. */
    async function ended(): Promise<void> {
      for (;;) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) return;
      }
    }
    return { response, waitFor, ended, close: () => controller.abort() };
  }

  it('ends open streams when the app closes, so shutting down never waits for them', async () => {
    const other = await createTestApp({ clock });
    const origin = await other.listen({ port: 0, host: '127.0.0.1' });
    const watcher = await rankedLearner();
    const group = await createGroup(watcher);
    const stream = await openStream(watcher, group.id, origin);
    await stream.waitFor('retry:');
    await other.close();
    await stream.ended();
  });

  it('refuses a non-member with 403 before any stream starts', async () => {
    const owner = await rankedLearner();
    const group = await createGroup(owner);
    const stranger = await rankedLearner();
    const response = await call(stranger, 'GET', `/api/group/${group.id}/events`);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(studyGroupMessages.notMember);
  });

  it('sends retry and the current presence first, then pushes focus changes made through the API', async () => {
    clock.set(START);
    const watcher = await rankedLearner();
    const learner = await rankedLearner();
    const group = await groupOf(watcher, learner);
    clock.set(START);
    await refreshSignedIn(app, learner);
    await createPlanThroughApi(
      app,
      learner,
      { chapters: 1, sectionsPerChapter: 1 },
      { title: '수학의 정석' },
    );
    const [todo] = (await todayTodos(app, learner.accessToken)).flatMap(
      (item) => item.dailyTodoUnitResponses,
    );
    if (!todo) throw new Error('no to-do today');
    const started = await call(learner, 'POST', '/api/focus-sessions', {
      startTime: '10:00',
      endTime: '12:00',
      focusTime: 60,
      sessionType: '집중 학습',
    });
    expect(started.statusCode).toBe(201);
    const block = await call(learner, 'POST', '/api/focus-blocks', {
      intendedDailyTodoUnitIds: [todo.id],
      plannedDurationMinutes: 40,
      startTime: '10:00',
    });
    expect(block.statusCode).toBe(201);

    const stream = await openStream(watcher, group.id);
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const first = await stream.waitFor(`"userId":"${learner.userId}"`);
      expect(first.startsWith('retry: 5000\n\nevent: presences\ndata: {"members":[')).toBe(true);
      expect(first).toContain(
        `{"userId":"${learner.userId}","status":"IDLE","focusingSince":null,"focusingUntil":null,"planTitle":null}`,
      );

      expect(
        (await call(learner, 'POST', '/api/focus-logs/start', { dailyTodoUnitId: todo.id })).statusCode,
      ).toBe(200);
      await stream.waitFor(
        `"status":"FOCUSING","focusingSince":"${START.toISOString()}",` +
          `"focusingUntil":"${new Date(START.getTime() + 40 * 60_000).toISOString()}","planTitle":"수학의 정석"}`,
      );
      clock.advance(60_000);
      expect(
        (await call(learner, 'POST', '/api/focus-logs/pause', { dailyTodoUnitId: todo.id })).statusCode,
      ).toBe(200);
      await stream.waitFor(
        `{"userId":"${learner.userId}","status":"IDLE","focusingSince":null,"focusingUntil":null,"planTitle":null}`,
      );
    } finally {
      stream.close();
    }
  });

  it('ends a learner’s oldest stream with a replaced event when they open one more than five', async () => {
    const learner = await rankedLearner();
    const group = await createGroup(learner);
    const streams = [];
    try {
      for (let opened = 0; opened < PRESENCE_STREAMS_PER_LEARNER; opened++) {
        const stream = await openStream(learner, group.id);
        await stream.waitFor('retry:');
        streams.push(stream);
      }
      const newest = await openStream(learner, group.id);
      streams.push(newest);
      await newest.waitFor('retry:');
      const [oldest, second] = streams;
      await oldest?.waitFor(`event: ${PRESENCE_REPLACED_EVENT}\n`);
      await oldest?.ended();
      // The others stay open: the next one is only replaced by one more stream still.
      const seventh = await openStream(learner, group.id);
      streams.push(seventh);
      await second?.waitFor(`event: ${PRESENCE_REPLACED_EVENT}\n`);
      expect(newest.response.status).toBe(200);
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it('refuses a new learner with 429 and Retry-After once the instance holds its limit of streams', async () => {
    const small = await createTestApp({ clock, env: { PRESENCE_STREAMS_MAX: '2' } });
    const origin = await small.listen({ port: 0, host: '127.0.0.1' });
    const first = await rankedLearner();
    const second = await rankedLearner();
    const late = await rankedLearner();
    const group = await groupOf(first, second, late);
    const held = [await openStream(first, group.id, origin), await openStream(second, group.id, origin)];
    try {
      for (const stream of held) await stream.waitFor('retry:');
      const refused = await fetch(`${origin}/api/group/${group.id}/events`, {
        headers: bearer(late.accessToken),
      });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('30');
      expect(((await refused.json()) as { code: string }).code).toBe('TOO_MANY_STREAMS');
      // A learner's own new tab still gets in: it takes their oldest stream's place.
      held[0]?.close();
      await vi.waitFor(async () => {
        const again = await openStream(late, group.id, origin);
        held.push(again);
        expect(again.response.status).toBe(200);
      });
    } finally {
      for (const stream of held) stream.close();
      await small.close();
    }
  });

  it('answers HEAD with the stream’s headers and no stream, and refuses a non-member', async () => {
    const owner = await rankedLearner();
    const group = await createGroup(owner);
    const head = await fetch(`${base}/api/group/${group.id}/events`, {
      method: 'HEAD',
      headers: bearer(owner.accessToken),
      signal: AbortSignal.timeout(5_000),
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(await head.text()).toBe('');
    const stranger = await rankedLearner();
    const refused = await app.inject({
      method: 'HEAD',
      url: `/api/group/${group.id}/events`,
      headers: bearer(stranger.accessToken),
    });
    expect(refused.statusCode).toBe(403);
  });
});
