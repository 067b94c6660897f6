import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  FREE_FOCUS_TITLE,
  type FocusBlock,
  type FocusLogResult,
  type FocusSession,
} from '@molip/domain/focus';
import {
  appAtPlanDayTenAm,
  createPlanThroughApi,
  PLAN_DAY_TEN_AM,
  todayTodos,
  type PlannedLearner,
} from '../../../test/fixtures.ts';
import { bearer, refreshSignedIn, signInLocally, type SignedIn } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { focusLogs, focusSessions } from '../../db/schema.ts';

const MINUTE = 60_000;
const { app, clock, plannedLearner } = await appAtPlanDayTenAm();

/** A learner with three to-dos due today unless asked, the clock at 10:00 Seoul. */
const learner = (count = 3) => plannedLearner(count);

/** Moves the clock and refreshes the ten-minute access token like the app would. */
async function advance(user: SignedIn, minutes: number) {
  clock.advance(minutes * MINUTE);
  await refreshSignedIn(app, user);
}

const call = (user: SignedIn, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url, headers: bearer(user.accessToken), ...(payload ? { payload } : {}) });

const startSession = (user: SignedIn, startTime = '10:00', endTime = '12:00', focusTime = 60) =>
  call(user, 'POST', '/api/focus-sessions', { startTime, endTime, focusTime, sessionType: '집중 학습' });
const startBlock = (
  user: PlannedLearner,
  minutes = 40,
  startTime = '10:00',
  ids = user.todoIds.slice(0, 2),
) =>
  call(user, 'POST', '/api/focus-blocks', {
    intendedDailyTodoUnitIds: ids,
    plannedDurationMinutes: minutes,
    startTime,
  });
const log = (user: SignedIn, action: 'start' | 'pause' | 'complete', dailyTodoUnitId: string) =>
  call(
    user,
    'POST',
    `/api/focus-logs/${action}`,
    action === 'complete' ? { dailyTodoUnitId, completed: true } : { dailyTodoUnitId },
  );
const currentBlock = async (user: SignedIn) =>
  (await call(user, 'GET', '/api/focus-blocks/current')).json<FocusBlock>();
const todoSeconds = async (user: PlannedLearner) => {
  const groups = await todayTodos(app, user.accessToken);
  return groups[0]?.dailyTodoUnitResponses.map((unit) => [unit.status, unit.totalStudyMinutes]) ?? [];
};

describe('focus sessions', () => {
  it('creates a session from HH:mm times and refuses a second one with 409', async () => {
    const user = await learner();
    const created = await startSession(user);
    expect(created.statusCode).toBe(201);
    expect(created.json<FocusSession>()).toMatchObject({
      startClock: '10:00',
      endClock: '12:00',
      plannedDurationMinutes: 120,
      focusTargetMinutes: 60,
      isActive: true,
      sessionType: '집중 학습',
      startTime: '2026-11-21T01:00:00.000Z',
    });
    const again = await startSession(user);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('이미 진행 중인 세션');
    expect((await call(user, 'GET', '/api/focus-sessions/status')).json()).toMatchObject({ hasActive: true });
  });

  it('crosses midnight when the end is not after the start', async () => {
    const user = await learner();
    const created = await startSession(user, '23:00', '01:30', 90);
    expect(created.json<FocusSession>()).toMatchObject({
      plannedDurationMinutes: 150,
      endTime: '2026-11-21T16:30:00.000Z',
    });
  });

  it.each([
    [{ focusTime: 0 }, '집중 시간은 0분보다'],
    [{ focusTime: 200 }, '전체 시간보다 길 수 없어요'],
    [{ startTime: '25:00' }, 'HH:mm'],
    [{ endTime: '10:00' }, '같을 수 없어요'],
    [{ totalTime: 90 }, '전체 시간은 시작 시간부터 종료 시간까지인 2시간이어야 해요.'],
    [{ totalTime: 0 }, '2시간이어야 해요'],
    [{ endTime: '01:30', totalTime: -510 }, '15시간 30분이어야 해요'],
  ])('refuses %j', async (overrides, fragment) => {
    const user = await learner();
    const response = await call(user, 'POST', '/api/focus-sessions', {
      startTime: '10:00',
      endTime: '12:00',
      focusTime: 60,
      ...overrides,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(fragment);
  });

  it('takes a totalTime that agrees with the start and end, across midnight too', async () => {
    const user = await learner();
    const sameDay = await call(user, 'POST', '/api/focus-sessions', {
      startTime: '10:00',
      endTime: '12:00',
      focusTime: 60,
      totalTime: 120,
    });
    expect(sameDay.statusCode).toBe(201);
    await call(user, 'PATCH', '/api/focus-sessions/end');
    const overnight = await call(user, 'POST', '/api/focus-sessions', {
      startTime: '23:00',
      endTime: '01:30',
      focusTime: 60,
      totalTime: 150,
    });
    expect(overnight.statusCode).toBe(201);
    expect(overnight.json<FocusSession>().plannedDurationMinutes).toBe(150);
  });

  it('ends once and answers the same on a repeated end', async () => {
    const user = await learner();
    await startSession(user);
    await advance(user, 30);
    const first = await call(user, 'PATCH', '/api/focus-sessions/end');
    expect(first.json()).toMatchObject({ success: true, ended: true, session: { isActive: false } });
    const second = await call(user, 'PATCH', '/api/focus-sessions/end');
    expect(second.json()).toMatchObject({ success: true, ended: false });
    expect((await call(user, 'GET', '/api/focus-sessions/status')).json()).toMatchObject({
      hasActive: false,
    });
  });

  it('hides another learner’s session behind 404', async () => {
    const owner = await learner();
    const stranger = await learner();
    const session = (await startSession(owner)).json<FocusSession>();
    expect((await call(stranger, 'GET', `/api/focus-sessions/${session.id}`)).statusCode).toBe(404);
    expect(
      (await call(stranger, 'PUT', `/api/focus-sessions/${session.id}`, { sessionType: 'x' })).statusCode,
    ).toBe(404);
  });

  it('lists sessions with pagination and status', async () => {
    const user = await learner();
    await startSession(user);
    await call(user, 'PATCH', '/api/focus-sessions/end');
    await startSession(user, '10:00', '11:00', 30);
    const all = (await call(user, 'GET', '/api/focus-sessions?limit=1')).json();
    expect(all.pagination).toMatchObject({ total: 2, limit: 1, offset: 0, hasMore: true });
    const active = (await call(user, 'GET', '/api/focus-sessions?status=ACTIVE')).json();
    expect(active.focusSessions).toHaveLength(1);
  });
});

describe('focus blocks', () => {
  it('refuses a block that ends after its session with the spec message', async () => {
    const user = await learner();
    await startSession(user, '10:00', '11:00', 30);
    const response = await startBlock(user, 70, '10:00');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      '세션이 11:00에 끝날 예정이라 집중 시간은 최대 60분까지 설정할 수 있어요.',
    );
  });

  it('starts a block set for this very minute now, not at the minute’s first second, unless it would outlast the session', async () => {
    const user = await learner();
    await startSession(user, '10:00', '11:00', 30);
    await advance(user, 25 / 60);
    expect((await startBlock(user, 25, '10:00')).statusCode).toBe(201);
    const block = await currentBlock(user);
    expect(block.startTime).toBe('2026-11-21T01:00:25.000Z');
    expect(block.endTime).toBe('2026-11-21T01:25:25.000Z');

    // 60 minutes from 10:00:25 would end after the session's 11:00: the block keeps its 10:00 start.
    const longer = await learner();
    await startSession(longer, '10:00', '11:00', 30);
    await advance(longer, 25 / 60);
    expect((await startBlock(longer, 60, '10:00')).statusCode).toBe(201);
    expect((await currentBlock(longer)).startTime).toBe('2026-11-21T01:00:00.000Z');
  });

  it('needs an active session, the learner’s own open to-dos, and only one active block', async () => {
    const user = await learner();
    expect((await startBlock(user)).statusCode).toBe(409);
    await startSession(user);
    const stranger = await learner();
    clock.set(PLAN_DAY_TEN_AM);
    expect((await startBlock(user, 40, '10:00', stranger.todoIds.slice(0, 1))).statusCode).toBe(404);
    expect((await startBlock(user, 40, '10:00', [])).statusCode).toBe(400);
    expect((await startBlock(user)).statusCode).toBe(201);
    const second = await startBlock(user);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toContain('이미 진행 중인 집중 블록');
  });

  it('lets only one of two concurrent block creations through', async () => {
    const user = await learner();
    await startSession(user);
    const responses = await Promise.all([startBlock(user), startBlock(user)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
  });

  it('answers the current block grouped by plan, and 404 when none', async () => {
    const user = await learner();
    expect((await call(user, 'GET', '/api/focus-blocks/current')).statusCode).toBe(404);
    await startSession(user);
    await startBlock(user);
    const block = await currentBlock(user);
    expect(block).toMatchObject({
      plannedDurationMinutes: 40,
      plannedDailyTodoUnitCount: 2,
      completedDailyTodoUnitCount: 0,
      isActive: true,
    });
    expect(block.plannedDailyTodoUnits).toHaveLength(1);
    expect(block.plannedDailyTodoUnits[0]?.dailyTodoUnits.map((todo) => todo.shortTitle)).toEqual([
      '1.1',
      '1.2',
    ]);
  });

  it('answers the current block as the block’s own read does, with closed, open and free logs', async () => {
    const user = await learner();
    await startSession(user);
    await startBlock(user, 60, '10:00', user.todoIds);
    const [first = '', second = ''] = user.todoIds;
    await log(user, 'start', first);
    await advance(user, 10);
    await log(user, 'complete', first);
    await log(user, 'start', second);
    await advance(user, 5);
    await call(user, 'POST', '/api/focus-logs/free/start', {});
    await advance(user, 3);

    const current = await currentBlock(user);
    const byId = (await call(user, 'GET', `/api/focus-blocks/${current.id}`)).json<FocusBlock>();
    expect(current).toEqual(byId);
    expect(current).toMatchObject({ actualFocusSeconds: 18 * 60, completedDailyTodoUnitCount: 1 });
    expect(current.focusLogs.map((entry) => [entry.dailyTodoUnitTitle, entry.status])).toEqual([
      [expect.any(String), 'COMPLETED'],
      [expect.any(String), 'PAUSED'],
      [FREE_FOCUS_TITLE, 'IN_PROGRESS'],
    ]);
  });
  it('answers the current block as the block’s own read does with to-dos of two plans', async () => {
    const user = await learner(2);
    // A second plan, made a moment later: its group comes second.
    clock.advance(1000);
    await createPlanThroughApi(app, user, { chapters: 1, sectionsPerChapter: 2 }, { studySpeed: 10 });
    const groups = await todayTodos(app, user.accessToken);
    const todoIds = groups.flatMap((group) => group.dailyTodoUnitResponses.map((unit) => unit.id)).reverse();
    await startSession(user);
    await startBlock(user, 60, '10:00', todoIds);
    await log(user, 'complete', todoIds[0] ?? '');

    const current = await currentBlock(user);
    expect(current.plannedDailyTodoUnits.map((group) => group.dailyTodoUnits.length)).toEqual([2, 2]);
    expect(current.plannedDailyTodoUnits.map((group) => group.studyPlanId)).toEqual(
      groups.map((group) => group.id),
    );
    const byId = (await call(user, 'GET', `/api/focus-blocks/${current.id}`)).json<FocusBlock>();
    expect(current).toEqual(byId);
  });
});

describe('focus logs', () => {
  it('counts server time per to-do through focus, switch and complete', async () => {
    const user = await learner();
    await startSession(user);
    await startBlock(user, 60);
    const [first = '', second = ''] = user.todoIds;

    expect((await log(user, 'start', first)).json<FocusLogResult>().data).toMatchObject({
      status: 'IN_PROGRESS',
      creditedSeconds: 0,
    });
    await advance(user, 25);
    const switched = (await log(user, 'start', second)).json<FocusLogResult>();
    expect(switched.data.creditedSeconds).toBe(25 * 60);
    expect(switched.data.activeLog).toMatchObject({ dailyTodoUnitId: second, endTime: null });
    await advance(user, 10);
    const completed = (await log(user, 'complete', second)).json<FocusLogResult>();
    expect(completed.data).toMatchObject({
      status: 'COMPLETED',
      creditedSeconds: 600,
      totalStudyMinutes: 10,
      activeLog: null,
    });
    expect(completed.data.block).toMatchObject({ actualFocusMinutes: 35, completedDailyTodoUnitCount: 1 });

    const repeated = (await log(user, 'complete', second)).json<FocusLogResult>();
    expect(repeated.data).toMatchObject({ creditedSeconds: 0, totalStudyMinutes: 10 });
    expect(await todoSeconds(user)).toEqual([
      ['IN_PROGRESS', 25],
      ['COMPLETED', 10],
      ['PENDING', 0],
    ]);
  });

  it('stops focus and credits the time when the to-do is completed from the to-do list', async () => {
    const user = await learner();
    await startSession(user);
    await startBlock(user);
    await log(user, 'start', user.todoIds[0] ?? '');
    await advance(user, 8);
    const changed = await call(user, 'PATCH', `/api/daily-todo-units/${user.todoIds[0]}/status`, {
      status: 'COMPLETED',
    });
    expect(changed.statusCode).toBe(200);
    expect((await todoSeconds(user))[0]).toEqual(['COMPLETED', 8]);
    const block = await currentBlock(user);
    expect(block.focusLogs.every((entry) => entry.endTime !== null)).toBe(true);
    await advance(user, 5);
    expect((await currentBlock(user)).actualFocusMinutes).toBe(8);
  });

  it('completing a postponed to-do from its block removes its copy and can finish the plan', async () => {
    const user = await learner(1);
    await startSession(user);
    await startBlock(user, 40, '10:00', user.todoIds);
    const [todoId = ''] = user.todoIds;
    await call(user, 'PATCH', `/api/daily-todo-units/${todoId}/status`, { status: 'POSTPONED' });
    const completed = await log(user, 'complete', todoId);
    expect(completed.json<FocusLogResult>().data.status).toBe('COMPLETED');
    const plans = (await call(user, 'GET', '/api/study-plans?me=true')).json<{
      studyPlans: { status: string; totalUnits: number; completedUnits: number }[];
    }>();
    expect(plans.studyPlans[0]).toMatchObject({ status: 'COMPLETED', totalUnits: 1, completedUnits: 1 });
  });

  it('ignores any minutes a client sends', async () => {
    const user = await learner();
    await startSession(user);
    await startBlock(user);
    await log(user, 'start', user.todoIds[0] ?? '');
    await advance(user, 5);
    const response = await call(user, 'POST', '/api/focus-logs/complete', {
      dailyTodoUnitId: user.todoIds[0],
      completed: true,
      actualFocusMinutes: 999,
    });
    expect(response.json<FocusLogResult>().data.totalStudyMinutes).toBe(5);
  });

  it('counts 20 concurrent completes once', async () => {
    const user = await learner();
    await startSession(user);
    await startBlock(user);
    await log(user, 'start', user.todoIds[0] ?? '');
    await advance(user, 7);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => log(user, 'complete', user.todoIds[0] ?? '')),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(
      responses.reduce((sum, response) => sum + response.json<FocusLogResult>().data.creditedSeconds, 0),
    ).toBe(7 * 60);
    expect((await todoSeconds(user))[0]).toEqual(['COMPLETED', 7]);
  });

  it('clamps focus to the block’s planned end', async () => {
    const user = await learner();
    await startSession(user);
    await startBlock(user, 20);
    await log(user, 'start', user.todoIds[0] ?? '');
    await advance(user, 45);
    const paused = (await log(user, 'pause', user.todoIds[0] ?? '')).json<FocusLogResult>();
    expect(paused.data.creditedSeconds).toBe(20 * 60);
  });

  it('refuses a to-do outside the block and focus without a block', async () => {
    const user = await learner();
    expect((await log(user, 'start', user.todoIds[0] ?? '')).statusCode).toBe(409);
    await startSession(user);
    await startBlock(user, 40, '10:00', user.todoIds.slice(0, 1));
    const outside = await log(user, 'start', user.todoIds[2] ?? '');
    expect(outside.statusCode).toBe(409);
    expect(outside.json().message).toBe('이 할 일은 현재 집중 블록에 포함되어 있지 않아요.');
  });

  it('ends an expired session on the next read, clamping the open log to its end and reopening its to-do', async () => {
    const user = await learner();
    await startSession(user, '10:00', '10:30', 20);
    await startBlock(user, 30);
    await log(user, 'start', user.todoIds[0] ?? '');
    await advance(user, 90);
    expect((await call(user, 'GET', '/api/focus-sessions/status')).json()).toMatchObject({
      hasActive: false,
    });
    expect((await call(user, 'GET', '/api/focus-blocks/status')).json()).toMatchObject({ hasActive: false });
    expect((await todoSeconds(user))[0]).toEqual(['PENDING', 30]);
  });

  it('ends an expired session for good even when the write that noticed it is refused', async () => {
    const user = await learner();
    await startSession(user, '10:00', '10:30', 20);
    await startBlock(user, 30);
    await log(user, 'start', user.todoIds[0] ?? '');
    await advance(user, 30);
    // The session ended at 10:30: focusing again is refused, and the end it found is kept.
    expect((await log(user, 'start', user.todoIds[0] ?? '')).statusCode).toBe(409);
    const sessions = await app.db.select().from(focusSessions).where(eq(focusSessions.userId, user.userId));
    expect(sessions.map((session) => session.endedAt?.toISOString())).toEqual(['2026-11-21T01:30:00.000Z']);
    const logs = await app.db.select().from(focusLogs).where(eq(focusLogs.userId, user.userId));
    expect(logs.map((row) => row.endedAt?.toISOString())).toEqual(['2026-11-21T01:30:00.000Z']);
  });

  it('ending a block closes its open log once and reopens its to-do; ending again changes nothing', async () => {
    const user = await learner();
    await startSession(user);
    const { id } = (await startBlock(user)).json<{ id: string }>();
    await log(user, 'start', user.todoIds[0] ?? '');
    await advance(user, 12);
    const ended = (
      await call(user, 'PATCH', '/api/focus-blocks/end', { focusBlockId: id })
    ).json<FocusBlock>();
    expect(ended).toMatchObject({ isActive: false, actualFocusMinutes: 12 });
    await advance(user, 5);
    const again = (
      await call(user, 'PATCH', '/api/focus-blocks/end', { focusBlockId: id })
    ).json<FocusBlock>();
    expect(again.actualFocusMinutes).toBe(12);
    expect((await todoSeconds(user))[0]).toEqual(['PENDING', 12]);
  });

  it('says why each log ended: a pause or switch, a completion, the time running out, the block ending', async () => {
    const user = await learner();
    await startSession(user);
    const [first = '', second = ''] = user.todoIds;
    const { id } = (await startBlock(user, 30)).json<{ id: string }>();
    await log(user, 'start', first);
    await advance(user, 5);
    await log(user, 'start', second);
    await advance(user, 5);
    await log(user, 'complete', second);
    await log(user, 'start', first);
    await advance(user, 30);
    const timedOut = (
      await call(user, 'PATCH', '/api/focus-blocks/end', { focusBlockId: id })
    ).json<FocusBlock>();
    expect(timedOut.focusLogs.map((entry) => entry.endReason)).toEqual(['PAUSED', 'COMPLETED', 'TIME_UP']);

    const next = (await startBlock(user, 20, '10:40', [first])).json<{ id: string }>();
    await log(user, 'start', first);
    await advance(user, 3);
    await log(user, 'pause', first);
    await log(user, 'start', first);
    expect((await currentBlock(user)).focusLogs.map((entry) => entry.endReason)).toEqual(['PAUSED', null]);
    await advance(user, 2);
    const ended = (
      await call(user, 'PATCH', '/api/focus-blocks/end', { focusBlockId: next.id })
    ).json<FocusBlock>();
    expect(ended.focusLogs.map((entry) => entry.endReason)).toEqual(['PAUSED', 'BLOCK_ENDED']);
  });

  it('a to-do paused in a session no longer reads in progress once the session ends', async () => {
    const user = await learner();
    await startSession(user);
    await startBlock(user);
    await log(user, 'start', user.todoIds[0] ?? '');
    await advance(user, 5);
    await log(user, 'pause', user.todoIds[0] ?? '');
    expect((await todoSeconds(user))[0]).toEqual(['IN_PROGRESS', 5]);
    await call(user, 'PATCH', '/api/focus-sessions/end');
    expect(await todoSeconds(user)).toEqual([
      ['PENDING', 5],
      ['PENDING', 0],
      ['PENDING', 0],
    ]);
  });

  it('keeps an open log across a server restart', async () => {
    const user = await learner();
    await startSession(user);
    await startBlock(user);
    await log(user, 'start', user.todoIds[0] ?? '');
    await advance(user, 15);
    const restarted = await buildApp({
      config: app.config,
      db: app.db,
      clock,
      jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
      serveWebApp: false,
    });
    try {
      const block = (
        await restarted.inject({
          method: 'GET',
          url: '/api/focus-blocks/current',
          headers: bearer(user.accessToken),
        })
      ).json<FocusBlock>();
      expect(block.focusLogs[0]).toMatchObject({ endTime: null, actualFocusMinutes: 15 });
      const completed = await restarted.inject({
        method: 'POST',
        url: '/api/focus-logs/complete',
        headers: bearer(user.accessToken),
        payload: { dailyTodoUnitId: user.todoIds[0], completed: true },
      });
      expect(completed.json<FocusLogResult>().data.totalStudyMinutes).toBe(15);
    } finally {
      await restarted.close();
    }
  });
});

describe('quick start', () => {
  type QuickStart = FocusLogResult & { opened: 'session' | 'block' | 'none' };
  const quickStart = (user: SignedIn, dailyTodoUnitId: string, blockMinutes?: number) =>
    call(user, 'POST', '/api/focus-logs/quick-start', {
      dailyTodoUnitId,
      ...(blockMinutes === undefined ? {} : { blockMinutes }),
    });
  const currentSession = async (user: SignedIn) =>
    (await call(user, 'GET', '/api/focus-sessions/detail?current=true')).json<FocusSession>();

  it('opens a session and a 40-minute block and starts focusing, in one request', async () => {
    const user = await learner();
    const [todoId = ''] = user.todoIds;
    const response = await quickStart(user, todoId);
    expect(response.statusCode).toBe(200);
    const body = response.json<QuickStart>();
    expect(body.opened).toBe('session');
    expect(body.data).toMatchObject({ dailyTodoUnitId: todoId, status: 'IN_PROGRESS' });
    expect(body.data.activeLog).toMatchObject({ dailyTodoUnitId: todoId, endTime: null });
    expect(body.data.block).toMatchObject({
      plannedDurationMinutes: 40,
      startTime: PLAN_DAY_TEN_AM.toISOString(),
      endTime: new Date(PLAN_DAY_TEN_AM.getTime() + 40 * MINUTE).toISOString(),
      plannedDailyTodoUnitCount: 1,
    });
    expect(await currentSession(user)).toMatchObject({
      isActive: true,
      startTime: PLAN_DAY_TEN_AM.toISOString(),
      endTime: new Date(PLAN_DAY_TEN_AM.getTime() + 40 * MINUTE).toISOString(),
      focusTargetMinutes: 40,
    });
    await advance(user, 5);
    const completed = await log(user, 'complete', todoId);
    expect(completed.json<FocusLogResult>().data).toMatchObject({
      status: 'COMPLETED',
      totalStudySeconds: 300,
    });
  });

  it('uses the block length the learner chose, clipped to the study day’s end', async () => {
    const user = await learner();
    expect((await quickStart(user, user.todoIds[0] ?? '', 25)).json<QuickStart>().data.block).toMatchObject({
      plannedDurationMinutes: 25,
    });
    await call(user, 'PATCH', '/api/focus-sessions/end');
    // 23:35:30 in Seoul: 24 whole minutes are left before midnight.
    clock.set(new Date('2026-11-21T14:35:30Z'));
    await refreshSignedIn(app, user);
    const late = await quickStart(user, user.todoIds[1] ?? '', 50);
    expect(late.json<QuickStart>().data.block.plannedDurationMinutes).toBe(24);
    expect((await currentSession(user)).endTime).toBe('2026-11-21T14:59:30.000Z');
    await call(user, 'PATCH', '/api/focus-sessions/end');
    clock.set(new Date('2026-11-21T14:59:30Z'));
    await refreshSignedIn(app, user);
    const tooLate = await quickStart(user, user.todoIds[2] ?? '');
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json()).toMatchObject({ code: 'NO_TIME_LEFT' });
  });

  it('opens only a block inside a running session, ending by the session’s end', async () => {
    const user = await learner();
    await startSession(user, '10:00', '10:30', 30);
    await advance(user, 10);
    const response = await quickStart(user, user.todoIds[0] ?? '');
    const body = response.json<QuickStart>();
    expect(body.opened).toBe('block');
    expect(body.data.block.plannedDurationMinutes).toBe(20);
    expect((await currentSession(user)).focusBlocks).toHaveLength(1);
  });

  it("gives a block's end as its session's when the session ends first, and credits no further", async () => {
    const user = await learner();
    const [first = '', second = ''] = user.todoIds;
    // A quick start at 10:00:30 opens a session to 10:30:30; a block typed for 10:01 and 30 minutes fits
    // its whole minutes but would run to 10:31.
    await advance(user, 0.5);
    const { block: quick } = (await quickStart(user, first, 30)).json<QuickStart>().data;
    await call(user, 'PATCH', '/api/focus-blocks/end', { focusBlockId: quick.id });
    await advance(user, 0.5);
    expect((await startBlock(user, 30, '10:01', [second])).statusCode).toBe(201);
    const sessionEnd = new Date(PLAN_DAY_TEN_AM.getTime() + 30.5 * MINUTE).toISOString();
    const running = await currentBlock(user);
    expect(running).toMatchObject({
      startTime: new Date(PLAN_DAY_TEN_AM.getTime() + MINUTE).toISOString(),
      endTime: sessionEnd,
    });
    await log(user, 'start', second);
    await advance(user, 30.5);
    const ended = (await call(user, 'GET', `/api/focus-blocks/${running.id}`)).json<FocusBlock>();
    expect(ended).toMatchObject({ endTime: sessionEnd, endedAt: sessionEnd });
    expect(ended.focusLogs).toMatchObject([
      { endTime: sessionEnd, endReason: 'TIME_UP', actualFocusSeconds: 29.5 * 60 },
    ]);
  });

  it('refuses a block inside a session that has not started yet', async () => {
    const user = await learner();
    await startSession(user, '14:00', '16:00', 60);
    const early = await quickStart(user, user.todoIds[0] ?? '');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'SESSION_NOT_STARTED' });
    expect(early.json().message).toContain('14:00');
  });

  it('switches focus inside a running block, adding a to-do it was not planned with', async () => {
    const user = await learner();
    const [first = '', second = '', third = ''] = user.todoIds;
    await startSession(user);
    await startBlock(user, 40, '10:00', [first, second]);
    await log(user, 'start', first);
    await advance(user, 3);
    const response = await quickStart(user, third);
    const body = response.json<QuickStart>();
    expect(body.opened).toBe('none');
    expect(body.data.activeLog).toMatchObject({ dailyTodoUnitId: third });
    expect(body.data.block.plannedDailyTodoUnitCount).toBe(3);
    const block = await currentBlock(user);
    expect(block.focusLogs.map((entry) => [entry.dailyTodoUnitId, entry.actualFocusSeconds])).toEqual([
      [first, 180],
      [third, 0],
    ]);
  });

  it('changes nothing when retried, with or without an idempotency key', async () => {
    const user = await learner();
    const [todoId = ''] = user.todoIds;
    const headers = { ...bearer(user.accessToken), 'idempotency-key': `quick-${todoId}` };
    const url = '/api/focus-logs/quick-start';
    const payload = { dailyTodoUnitId: todoId };
    const first = await app.inject({ method: 'POST', url, headers, payload });
    const replay = await app.inject({ method: 'POST', url, headers, payload });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    await advance(user, 1);
    const again = await quickStart(user, todoId);
    expect(again.json<QuickStart>().opened).toBe('none');
    const block = await currentBlock(user);
    expect(block.focusLogs).toHaveLength(1);
    expect(block.id).toBe(first.json<QuickStart>().data.block.id);
  });

  it('answers a retried start, pause, complete and end with the first answer when they carry a key', async () => {
    const user = await learner();
    const [todoId = ''] = user.todoIds;
    const keyed = (method: 'POST' | 'PATCH', url: string, key: string, payload: object = {}) =>
      app.inject({ method, url, payload, headers: { ...bearer(user.accessToken), 'idempotency-key': key } });
    const twice = async (method: 'POST' | 'PATCH', url: string, payload: object = {}) => {
      const key = `${url}-${randomUUID()}`;
      const answer = await keyed(method, url, key, payload);
      expect(answer.statusCode, answer.body).toBe(200);
      await advance(user, 1);
      const retry = await keyed(method, url, key, payload);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.json()).toEqual(answer.json());
      return answer;
    };
    await quickStart(user, todoId);
    await advance(user, 2);
    await twice('POST', '/api/focus-logs/pause', { dailyTodoUnitId: todoId });
    await twice('POST', '/api/focus-logs/start', { dailyTodoUnitId: todoId });
    await advance(user, 2);
    await twice('POST', '/api/focus-logs/complete', { dailyTodoUnitId: todoId, completed: true });
    const block = await currentBlock(user);
    // Each minute of focus was credited once, whatever the retries.
    expect(block.focusLogs.map((entry) => entry.actualFocusSeconds)).toEqual([120, 180]);
    await twice('PATCH', '/api/focus-blocks/end', { focusBlockId: block.id });
    const ended = await twice('PATCH', '/api/focus-sessions/end');
    expect(ended.json<{ ended: boolean }>().ended).toBe(true);
  });

  it('answers 400, 401, 403, 404 and 409 for what it cannot start', async () => {
    const user = await learner();
    const other = await learner();
    const badId = await quickStart(user, 'not-a-uuid');
    expect(badId.statusCode).toBe(400);
    expect((await quickStart(user, user.todoIds[0] ?? '', 0)).statusCode).toBe(400);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/focus-logs/quick-start',
      payload: { dailyTodoUnitId: user.todoIds[0] },
    });
    expect(anonymous.statusCode).toBe(401);
    const newcomer = await signInLocally(app, { passGate: false });
    const gated = await quickStart(newcomer, user.todoIds[0] ?? '');
    expect(gated.statusCode).toBe(403);
    expect(gated.json()).toMatchObject({ code: 'TERMS_REQUIRED' });
    expect((await quickStart(user, other.todoIds[0] ?? '')).statusCode).toBe(404);
    await call(user, 'PATCH', `/api/daily-todo-units/${user.todoIds[1]}/status`, { status: 'COMPLETED' });
    const done = await quickStart(user, user.todoIds[1] ?? '');
    expect(done.statusCode).toBe(409);
    expect(done.json()).toMatchObject({ code: 'TODO_NOT_OPEN' });
    expect((await call(user, 'GET', '/api/focus-sessions/status')).json()).toMatchObject({
      hasActive: false,
    });
  });
});
