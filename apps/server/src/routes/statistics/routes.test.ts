import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@molip/domain/calendar-date';
import type { GroupActivity, MemberPresence } from '@molip/domain/study-group';
import type { StudyPlanDetail } from '@molip/domain/study-plan';
import { statsMessages, type LearnerStats } from '@molip/domain/study-stats';
import {
  createPlanThroughApi,
  joinStudyRoom,
  todayTodos,
  appOnManualClock,
  PLAN_DAY_TEN_AM,
} from '../../../test/fixtures.ts';
import {
  bearer,
  onboardedUser,
  refreshSignedIn,
  signInLocally,
  type SignedIn,
} from '../../../test/test-app.ts';

// 10:00 on Saturday 2026-11-21 in Seoul.
const START = PLAN_DAY_TEN_AM;
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const { app, clock } = await appOnManualClock(START);

type Method = 'GET' | 'POST' | 'PATCH';
const call = (user: SignedIn, method: Method, url: string, payload?: object) =>
  app.inject({ method, url, headers: bearer(user.accessToken), ...(payload ? { payload } : {}) });

/** Moves the clock, then refreshes the learners' ten-minute access tokens as the app would. */
async function advance(ms: number, ...learners: SignedIn[]) {
  clock.advance(ms);
  for (const learner of learners) await refreshSignedIn(app, learner);
}

async function stats(user: SignedIn, query = ''): Promise<LearnerStats> {
  const response = await call(user, 'GET', `/api/user/stats${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<LearnerStats>();
}

async function todayTodoIds(user: SignedIn): Promise<string[]> {
  const groups = await todayTodos(app, user.accessToken);
  return groups.flatMap((group) => group.dailyTodoUnitResponses.map((todo) => todo.id));
}

const complete = (user: SignedIn, todoId: string) =>
  call(user, 'PATCH', `/api/daily-todo-units/${todoId}/status`, { status: 'COMPLETED' });

/** Opens a session from now to two hours later and a block of `minutes` over the to-dos. */
async function openBlock(user: SignedIn, todoIds: string[], minutes: number) {
  const clockText = (at: Date) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Seoul', hour: '2-digit', minute: '2-digit' }).format(
      at,
    );
  const now = clock.now();
  const session = await call(user, 'POST', '/api/focus-sessions', {
    startTime: clockText(now),
    endTime: clockText(new Date(now.getTime() + 120 * MINUTE_MS)),
    focusTime: 60,
    sessionType: '집중 학습',
  });
  expect(session.statusCode).toBe(201);
  const block = await call(user, 'POST', '/api/focus-blocks', {
    intendedDailyTodoUnitIds: todoIds,
    plannedDurationMinutes: minutes,
    startTime: clockText(now),
  });
  expect(block.statusCode).toBe(201);
}

describe('GET /api/user/stats', () => {
  it('refuses strangers, learners before the gate and a bad range', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/user/stats' })).statusCode).toBe(401);
    const newcomer = await signInLocally(app, { passGate: false });
    expect((await call(newcomer, 'GET', '/api/user/stats')).statusCode).toBe(403);

    const learner = await onboardedUser(app);
    for (const days of ['6', '367', 'abc', '7.5']) {
      const response = await call(learner, 'GET', `/api/user/stats?days=${days}`);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(statsMessages.days);
    }
  });

  it('answers a complete series of zeros for a new learner, oldest first and ending today', async () => {
    const learner = await onboardedUser(app);
    const result = await stats(learner, '?days=7');
    expect(result.daily.map((day) => day.date)).toEqual(
      Array.from({ length: 7 }, (_, index) => addDays('2026-11-15', index)),
    );
    expect(result.daily.every((day) => day.studyMinutes === 0 && day.plannedTodos === 0)).toBe(true);
    expect(result.today).toMatchObject({ date: '2026-11-21', studyMinutes: 0, focusingSince: null });
    expect(result.streak).toEqual({ current: 0, longest: 0, todayCounts: false });
    expect(result.byHour).toHaveLength(24);
    expect(result.plans).toEqual([]);
    expect((await stats(learner)).daily).toHaveLength(30);
    expect((await stats(learner, '?days=366')).daily).toHaveLength(366);
  });

  it('shows the minutes measured through the focus routes in today, the series, the hours and the group ranking', async () => {
    const learner = await onboardedUser(app);
    const stranger = await onboardedUser(app);
    await createPlanThroughApi(app, learner, { chapters: 2, sectionsPerChapter: 3 });
    await createPlanThroughApi(app, stranger, { chapters: 1, sectionsPerChapter: 2 });
    const [todoId] = await todayTodoIds(learner);
    const [strangerTodo] = await todayTodoIds(stranger);
    if (!todoId || !strangerTodo) throw new Error('no to-do today');
    const roomId = await joinStudyRoom(app, learner);

    await openBlock(learner, [todoId], 60);
    await openBlock(stranger, [strangerTodo], 60);
    expect(
      (await call(stranger, 'POST', '/api/focus-logs/start', { dailyTodoUnitId: strangerTodo })).statusCode,
    ).toBe(200);
    expect(
      (await call(learner, 'POST', '/api/focus-logs/start', { dailyTodoUnitId: todoId })).statusCode,
    ).toBe(200);
    await advance(25 * MINUTE_MS + 40_000, learner, stranger);
    // Another learner's time, closed at the same moment, is never counted as the learner's.
    expect(
      (await call(stranger, 'POST', '/api/focus-logs/pause', { dailyTodoUnitId: strangerTodo })).statusCode,
    ).toBe(200);

    const focusing = await stats(learner, '?days=7');
    expect(focusing.today.focusingSince).toBe(new Date(START.getTime()).toISOString());
    expect(focusing.today.focusCreditEndsAt).toBe(new Date(START.getTime() + 60 * MINUTE_MS).toISOString());
    // The open log counts up to the read; the live clock adds it to the closed logs' seconds itself.
    expect(focusing.today).toMatchObject({
      studySeconds: 25 * 60 + 40,
      studyMinutes: 25,
      closedStudySeconds: 0,
    });

    expect(
      (await call(learner, 'POST', '/api/focus-logs/pause', { dailyTodoUnitId: todoId })).statusCode,
    ).toBe(200);
    const result = await stats(learner, '?days=7');
    expect(result.today).toMatchObject({
      studyMinutes: 25,
      studySeconds: 25 * 60 + 40,
      closedStudySeconds: 25 * 60 + 40,
      focusingSince: null,
    });
    expect(result.daily.at(-1)).toMatchObject({ date: '2026-11-21', studyMinutes: 25 });
    expect(result.totals.studyMinutes).toBe(25);
    // 10:00 to 10:25 in Seoul.
    expect(result.byHour[10]).toBe(25);
    expect(result.byHour.reduce((sum, minutes) => sum + minutes, 0)).toBe(25);

    const ranking = await call(learner, 'GET', `/api/group/${roomId}/activity?period=WEEK&date=2026-11-21`);
    const mine = ranking
      .json<GroupActivity>()
      .memberActivities.find((member) => member.userInfo.id === learner.userId);
    expect(mine?.totalStudyMinutes).toBe(25);
    expect(mine?.dailyActivities.find((day) => day.date === '2026-11-21')?.totalStudyMinutes).toBe(25);
  });

  it('shows 40 seconds of focus on a completed to-do as 40 seconds and 0 minutes everywhere', async () => {
    const learner = await onboardedUser(app);
    const plan = await createPlanThroughApi(app, learner, { chapters: 1, sectionsPerChapter: 2 });
    const [todoId] = await todayTodoIds(learner);
    if (!todoId) throw new Error('no to-do today');
    const roomId = await joinStudyRoom(app, learner);
    await openBlock(learner, [todoId], 60);
    const log = { dailyTodoUnitId: todoId };
    expect((await call(learner, 'POST', '/api/focus-logs/start', log)).statusCode).toBe(200);
    await advance(40_000, learner);
    const completed = await call(learner, 'POST', '/api/focus-logs/complete', { ...log, completed: true });
    expect(completed.statusCode).toBe(200);

    const forty = { studySeconds: 40, studyMinutes: 0 };
    const result = await stats(learner, '?days=7');
    expect(result.today).toMatchObject({ ...forty, closedStudySeconds: 40, completedTodos: 1 });
    expect(result.daily.at(-1)).toMatchObject({ date: '2026-11-21', ...forty });
    expect(result.totals).toMatchObject(forty);

    const ranking = await call(learner, 'GET', `/api/group/${roomId}/activity?period=WEEK&date=2026-11-21`);
    const mine = ranking
      .json<GroupActivity>()
      .memberActivities.find((member) => member.userInfo.id === learner.userId);
    expect(mine).toMatchObject({ totalStudySeconds: 40, totalStudyMinutes: 0 });
    expect(mine?.dailyActivities.find((day) => day.date === '2026-11-21')).toMatchObject({
      totalStudySeconds: 40,
      totalStudyMinutes: 0,
    });

    const presence = (await call(learner, 'GET', `/api/group/${roomId}/presence`)).json<{
      members: MemberPresence[];
    }>();
    expect(presence.members.find((member) => member.id === learner.userId)).toMatchObject({
      todayStudySeconds: 40,
      todayStudyMinutes: 0,
    });

    const todo = (await todayTodos(app, learner.accessToken))
      .flatMap((group) => group.dailyTodoUnitResponses)
      .find((unit) => unit.id === todoId);
    expect(todo).toMatchObject({ status: 'COMPLETED', totalStudySeconds: 40, totalStudyMinutes: 0 });

    const detail = (await call(learner, 'GET', `/api/study-plans/${plan.id}`)).json<StudyPlanDetail>();
    const unit = detail.days.flatMap((day) => day.units).find((item) => item.id === todoId);
    expect(unit).toMatchObject({ totalStudySeconds: 40, totalStudyMinutes: 0 });
  });

  it("counts an open log only up to its block's planned end, on today, the series, the totals and the ranking", async () => {
    const learner = await onboardedUser(app);
    await createPlanThroughApi(app, learner, { chapters: 1, sectionsPerChapter: 2 });
    const [todoId] = await todayTodoIds(learner);
    if (!todoId) throw new Error('no to-do today');
    const roomId = await joinStudyRoom(app, learner);
    await openBlock(learner, [todoId], 1);
    expect(
      (await call(learner, 'POST', '/api/focus-logs/start', { dailyTodoUnitId: todoId })).statusCode,
    ).toBe(200);
    await advance(3 * MINUTE_MS, learner);

    const minute = { studySeconds: 60, studyMinutes: 1 };
    const result = await stats(learner, '?days=7');
    expect(result.today).toMatchObject({ ...minute, closedStudySeconds: 0 });
    expect(result.daily.at(-1)).toMatchObject(minute);
    expect(result.totals).toMatchObject(minute);
    const ranking = await call(learner, 'GET', `/api/group/${roomId}/activity?period=WEEK&date=2026-11-21`);
    const mine = ranking
      .json<GroupActivity>()
      .memberActivities.find((member) => member.userInfo.id === learner.userId);
    expect(mine).toMatchObject({ totalStudySeconds: 60, totalStudyMinutes: 1 });
  });

  describe('a week of one plan', () => {
    let learner: SignedIn;
    beforeAll(async () => {
      learner = await onboardedUser(app);
      // Two units a day from Saturday 21 November, twelve units: six study days.
      await createPlanThroughApi(app, learner, { chapters: 3, sectionsPerChapter: 4 });
    });

    const completeToday = async (count: number) => {
      const ids = await todayTodoIds(learner);
      for (const id of ids.slice(0, count)) expect((await complete(learner, id)).statusCode).toBe(200);
    };

    it('counts a streak day by day, and a missed planned day breaks it once the next day comes', async () => {
      await completeToday(2);
      let result = await stats(learner, '?days=7');
      expect(result.streak).toEqual({ current: 1, longest: 1, todayCounts: true });
      expect(result.today).toMatchObject({ completedTodos: 2, plannedTodos: 2 });

      await advance(DAY_MS, learner);
      result = await stats(learner, '?days=7');
      // A new day not yet studied keeps yesterday's streak.
      expect(result.streak).toEqual({ current: 1, longest: 1, todayCounts: false });
      await completeToday(2);
      expect((await stats(learner, '?days=7')).streak).toEqual({ current: 2, longest: 2, todayCounts: true });

      // Monday 23 is missed; on Tuesday the streak starts again.
      await advance(2 * DAY_MS, learner);
      result = await stats(learner, '?days=7');
      expect(result.streak).toEqual({ current: 0, longest: 2, todayCounts: false });
      expect(result.daily.find((day) => day.date === '2026-11-23')).toMatchObject({
        plannedTodos: 2,
        completedTodos: 0,
      });
    });

    it('tells how far behind the plan is and forecasts its end at the measured pace', async () => {
      const [plan] = (await stats(learner, '?days=7')).plans;
      // Four of twelve done; Monday's two are overdue.
      expect(plan).toMatchObject({
        totalUnits: 12,
        completedUnits: 4,
        unitsBehind: 2,
        endDate: '2026-11-26',
      });
      expect(plan?.progress).toBeCloseTo(4 / 12);
      expect(plan?.expectedProgress).toBeCloseTo(6 / 12);
      // Completed by ticking, without focus: nothing measured per unit yet.
      expect(plan?.minutesPerUnit).toBeNull();
      // Four units over the three study days since the start (Saturday to Monday): eight left at 4/3 a day.
      expect(plan?.forecastEndDate).toBe('2026-11-30');
      // Two, two, then none: 4/3 a day give or take 2/3, so two units a day at best and 2/3 at worst.
      expect(plan?.forecastRange).toEqual({ earliest: '2026-11-28', latest: '2026-12-06' });
    });

    it('keeps the forecast empty while there is too little to measure', async () => {
      const fresh = await onboardedUser(app);
      await createPlanThroughApi(
        app,
        fresh,
        { chapters: 1, sectionsPerChapter: 4 },
        { startDate: '2026-11-24' },
      );
      const [plan] = (await stats(fresh, '?days=7')).plans;
      expect(plan).toMatchObject({
        completedUnits: 0,
        unitsBehind: 0,
        forecastEndDate: null,
        forecastRange: null,
      });
    });
  });

  describe('a plan paced in focus time', () => {
    /** The study day in Seoul (no daylight saving, days start at midnight). */
    const seoulDay = (at: Date) => new Date(at.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);

    it('forecasts from the focus put in a study day against the time a unit took, and says the daily time', async () => {
      const learner = await onboardedUser(app);
      const startDate = seoulDay(clock.now());
      // Two units a day, twelve units.
      await createPlanThroughApi(app, learner, { chapters: 3, sectionsPerChapter: 4 }, { startDate });
      const focus = (action: 'start' | 'complete' | 'pause', dailyTodoUnitId: string) =>
        call(learner, 'POST', `/api/focus-logs/${action}`, {
          dailyTodoUnitId,
          ...(action === 'complete' ? { completed: true } : {}),
        });
      // Each of three study days: twenty minutes on a unit then completed, and twenty on one left open.
      let open: string | undefined;
      for (let day = 0; day < 3; day += 1) {
        const todos = (await todayTodos(app, learner.accessToken)).flatMap(
          (group) => group.dailyTodoUnitResponses,
        );
        open ??= todos[1]?.id;
        const done = todos.find((todo) => todo.id !== open && todo.status === 'PENDING')?.id;
        if (!open || !done) throw new Error('no to-do today');
        await openBlock(learner, [done, open], 60);
        expect((await focus('start', done)).statusCode).toBe(200);
        await advance(20 * MINUTE_MS, learner);
        expect((await focus('complete', done)).statusCode).toBe(200);
        expect((await focus('start', open)).statusCode).toBe(200);
        await advance(20 * MINUTE_MS, learner);
        expect((await focus('pause', open)).statusCode).toBe(200);
        await advance(DAY_MS - 40 * MINUTE_MS, learner);
      }

      const [plan] = (await stats(learner, '?days=7')).plans;
      // One unit a day was completed, but forty minutes a day at twenty a unit is two: nine units in 4.5 days.
      expect(plan).toMatchObject({
        completedUnits: 3,
        secondsPerUnit: 20 * 60,
        paceSecondsPerDay: 40 * 60,
        forecastEndDate: addDays(startDate, 3 + 5),
        forecastRange: { earliest: addDays(startDate, 8), latest: addDays(startDate, 8) },
      });

      // A unit ticked without focus adds its expected twenty minutes to today: no longer "forty minutes a day".
      const [ticked] = (await todayTodos(app, learner.accessToken))
        .flatMap((group) => group.dailyTodoUnitResponses)
        .filter((todo) => todo.id !== open && todo.status === 'PENDING');
      if (!ticked) throw new Error('no to-do today');
      expect((await complete(learner, ticked.id)).statusCode).toBe(200);
      const [after] = (await stats(learner, '?days=7')).plans;
      // (3 × 40 + 20) minutes over three study days place eight units of twenty minutes in four days.
      expect(after).toMatchObject({ paceSecondsPerDay: null, forecastEndDate: addDays(startDate, 3 + 4) });
    });
  });
});
