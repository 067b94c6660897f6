import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  dailyTodoGroup,
  dailyTodoList,
  dailyTodoUnit,
  type DailyTodoGroup,
  type TodoStatusResponse,
} from '@molip/domain/daily-todo';
import type { StudyPlan, StudyPlanDetail } from '@molip/domain/study-plan';
import type { LearnerStats } from '@molip/domain/study-stats';
import type { TodoStatus } from '@molip/domain/todo-status';
import { contentUnits } from '../../db/schema.ts';
import {
  createPlanThroughApi,
  todayTodos,
  appOnManualClock,
  PLAN_DAY_SIX_PM,
} from '../../../test/fixtures.ts';
import { bearer, onboardedUser, refreshSignedIn, type SignedIn } from '../../../test/test-app.ts';

const DAY = 24 * 60 * 60 * 1000;
// 18:00 on Saturday 2026-11-21 in Seoul.
const START = PLAN_DAY_SIX_PM;
const { app, clock } = await appOnManualClock(START);

const planFor = (
  user: SignedIn,
  shape: { chapters: number; sectionsPerChapter: number },
  settings: Record<string, unknown> = {},
) => createPlanThroughApi(app, user, shape, settings);

/** Moves the clock; access tokens live ten minutes, so the learner refreshes like the app would. */
async function travelTo(user: SignedIn, instant: Date) {
  clock.set(instant);
  await refreshSignedIn(app, user);
}

const today = (user: SignedIn) => todayTodos(app, user.accessToken);
const onDate = async (user: SignedIn, date: string) =>
  (
    await app.inject({
      method: 'GET',
      url: `/api/daily-todos?date=${date}`,
      headers: bearer(user.accessToken),
    })
  ).json<DailyTodoGroup[]>();
const setStatus = (user: SignedIn, id: string, status: TodoStatus | string) =>
  app.inject({
    method: 'PATCH',
    url: `/api/daily-todo-units/${id}/status`,
    headers: bearer(user.accessToken),
    payload: { status },
  });
const detail = async (user: SignedIn, planId: string) =>
  (
    await app.inject({ method: 'GET', url: `/api/study-plans/${planId}`, headers: bearer(user.accessToken) })
  ).json<StudyPlanDetail>();

describe('GET /api/daily-todos/today', () => {
  it('lists one group per active plan, units sorted by short title numerically', async () => {
    clock.set(START);
    const user = await onboardedUser(app);
    const plan = await planFor(user, { chapters: 1, sectionsPerChapter: 12 }, { studySpeed: 10 });
    // Plans are listed in the order they were made: the second one a moment later.
    clock.advance(1000);
    await planFor(user, { chapters: 1, sectionsPerChapter: 1 });
    const groups = await today(user);
    expect(groups).toHaveLength(2);
    const [first] = groups;
    expect(first).toMatchObject({ id: plan.id, studyPlanTitle: plan.title, todoDate: '2026-11-21' });
    expect(first?.dailyTodoUnitResponses.map((unit) => unit.shortTitle)).toEqual([
      '1.1',
      '1.2',
      '1.3',
      '1.4',
      '1.5',
      '1.6',
      '1.7',
      '1.8',
      '1.9',
      '1.10',
    ]);
    expect(first?.dailyTodoUnitResponses[0]).toMatchObject({
      status: 'PENDING',
      totalStudyMinutes: 0,
      isOverdue: false,
    });
  });

  it('answers JSON with exactly the contract’s fields (written as text, past the serializer)', async () => {
    clock.set(START);
    const user = await onboardedUser(app);
    await planFor(user, { chapters: 1, sectionsPerChapter: 2 });
    const response = await app.inject({
      method: 'GET',
      url: '/api/daily-todos/today',
      headers: bearer(user.accessToken),
    });
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const groups = dailyTodoList.parse(response.json());
    expect(Object.keys(groups[0] ?? {}).sort()).toEqual(Object.keys(dailyTodoGroup.shape).sort());
    const unit = groups[0]?.dailyTodoUnitResponses[0] ?? {};
    expect(Object.keys(unit).sort()).toEqual(Object.keys(dailyTodoUnit.shape).sort());
  });

  it('sorts by short title when the outline order differs from it', async () => {
    clock.set(START);
    const user = await onboardedUser(app);
    await planFor(user, { chapters: 1, sectionsPerChapter: 3 }, { studySpeed: 3 });
    const units = (await today(user))[0]?.dailyTodoUnitResponses ?? [];
    const renamed = ['1.10', '1.9', 'a'];
    for (const [index, unit] of units.entries()) {
      await app.db
        .update(contentUnits)
        .set({ shortTitle: renamed[index] ?? '' })
        .where(eq(contentUnits.id, unit.contentUnitId));
    }
    const sorted = (await today(user))[0]?.dailyTodoUnitResponses ?? [];
    expect(sorted.map((unit) => unit.shortTitle)).toEqual(['1.9', '1.10', 'a']);
  });

  it('leaves paused plans out', async () => {
    clock.set(START);
    const user = await onboardedUser(app);
    const plan = await planFor(user, { chapters: 1, sectionsPerChapter: 2 });
    await app.inject({
      method: 'PATCH',
      url: `/api/study-plans/${plan.id}`,
      headers: bearer(user.accessToken),
      payload: { status: 'PAUSED' },
    });
    expect(await today(user)).toEqual([]);
  });

  it('carries yesterday’s open to-dos into today, flagged overdue with their date', async () => {
    clock.set(START);
    const user = await onboardedUser(app);
    await planFor(user, { chapters: 1, sectionsPerChapter: 4 });
    const [saturday] = await today(user);
    const done = saturday?.dailyTodoUnitResponses[0];
    await setStatus(user, done?.id ?? '', 'COMPLETED');

    await travelTo(user, new Date(START.getTime() + DAY));
    const [sunday] = await today(user);
    const units = sunday?.dailyTodoUnitResponses ?? [];
    expect(units.map((unit) => [unit.shortTitle, unit.isOverdue, unit.originalDate])).toEqual([
      ['1.2', true, '2026-11-21'],
      ['1.3', false, null],
      ['1.4', false, null],
    ]);
    // A past day's own list shows that day only, as it was.
    const past = await onDate(user, '2026-11-21');
    expect(past[0]?.dailyTodoUnitResponses.map((unit) => unit.status)).toEqual(['COMPLETED', 'PENDING']);
  });

  it('keeps a past day’s to-do completed today in today’s list, done, until the study day ends', async () => {
    clock.set(START);
    const user = await onboardedUser(app);
    await planFor(user, { chapters: 1, sectionsPerChapter: 4 });
    await travelTo(user, new Date(START.getTime() + DAY));
    const overdue = (await today(user))[0]?.dailyTodoUnitResponses.find((unit) => unit.shortTitle === '1.1');
    expect((await setStatus(user, overdue?.id ?? '', 'COMPLETED')).statusCode).toBe(200);

    const summary = (groups: DailyTodoGroup[]) =>
      groups[0]?.dailyTodoUnitResponses.map((unit) => [unit.shortTitle, unit.status, unit.isOverdue]);
    expect(summary(await today(user))).toEqual([
      ['1.1', 'COMPLETED', true],
      ['1.2', 'PENDING', true],
      ['1.3', 'PENDING', false],
      ['1.4', 'PENDING', false],
    ]);
    expect(summary(await onDate(user, '2026-11-22'))).toEqual(summary(await today(user)));
    // Today's own rows are none done; the line after a completion counts the one done today all the same.
    const stats = await app.inject({
      method: 'GET',
      url: '/api/user/stats?days=7',
      headers: bearer(user.accessToken),
    });
    expect(stats.json<LearnerStats>().today).toMatchObject({ completedTodos: 0, completedTodosAnyDate: 1 });

    // The next study day it is history: only the past day's open row is still carried.
    await travelTo(user, new Date(START.getTime() + 2 * DAY));
    expect(summary(await today(user))).toEqual([
      ['1.2', 'PENDING', true],
      ['1.3', 'PENDING', true],
      ['1.4', 'PENDING', true],
    ]);
  });

  it('follows the learner’s day-start hour: at 02:00 with a 4 o’clock start it is still yesterday', async () => {
    // 2026-11-21 17:00 UTC = 02:00 on Sunday the 22nd in Seoul.
    clock.set(new Date('2026-11-21T17:00:00Z'));
    const user = await onboardedUser(app);
    await app.inject({
      method: 'PUT',
      url: '/api/user/me',
      headers: bearer(user.accessToken),
      payload: { dayStartHour: 4 },
    });
    await planFor(user, { chapters: 1, sectionsPerChapter: 2 });
    expect((await today(user))[0]?.todoDate).toBe('2026-11-21');
  });
});

describe('PATCH /api/daily-todo-units/:id/status', () => {
  it('completes, reports the change and moves plan progress', async () => {
    clock.set(START);
    const user = await onboardedUser(app);
    const plan = await planFor(user, { chapters: 1, sectionsPerChapter: 4 });
    const unit = (await today(user))[0]?.dailyTodoUnitResponses[0];
    const response = await setStatus(user, unit?.id ?? '', 'COMPLETED');
    expect(response.statusCode).toBe(200);
    expect(response.json<TodoStatusResponse>()).toEqual({
      currentStatus: 'COMPLETED',
      previousStatus: 'PENDING',
      todoDate: '2026-11-21',
      message: '할 일을 완료했어요.',
    });
    expect((await detail(user, plan.id)).currentProgress).toBe(0.25);

    const undo = await setStatus(user, unit?.id ?? '', 'PENDING');
    expect(undo.json()).toMatchObject({ currentStatus: 'PENDING', previousStatus: 'COMPLETED' });
    expect((await detail(user, plan.id)).currentProgress).toBe(0);
  });

  it('treats setting the same status again as a successful no-op', async () => {
    clock.set(START);
    const user = await onboardedUser(app);
    await planFor(user, { chapters: 1, sectionsPerChapter: 1 });
    const unit = (await today(user))[0]?.dailyTodoUnitResponses[0];
    const response = await setStatus(user, unit?.id ?? '', 'PENDING');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ currentStatus: 'PENDING', previousStatus: 'PENDING' });
  });

  it('refuses a change the transition table forbids with 409, and an unknown status with 400', async () => {
    clock.set(START);
    const user = await onboardedUser(app);
    await planFor(user, { chapters: 1, sectionsPerChapter: 1 });
    const unit = (await today(user))[0]?.dailyTodoUnitResponses[0];
    await setStatus(user, unit?.id ?? '', 'COMPLETED');
    const forbidden = await setStatus(user, unit?.id ?? '', 'SKIPPED');
    expect(forbidden.statusCode).toBe(409);
    expect(forbidden.json().message).toContain("'완료' 상태의 할 일은");
    const unknown = await setStatus(user, unit?.id ?? '', 'DONE');
    expect(unknown.statusCode).toBe(400);
  });

  it('postpones to the next study day: the row stays as postponed, a pending copy appears there', async () => {
    clock.set(START);
    const user = await onboardedUser(app);
    // Sundays off: Saturday's postponed unit lands on Monday.
    const plan = await planFor(
      user,
      { chapters: 1, sectionsPerChapter: 2 },
      { studySpeed: 2, restWeekdays: [0] },
    );
    const [unit] = (await today(user))[0]?.dailyTodoUnitResponses ?? [];
    const response = await setStatus(user, unit?.id ?? '', 'POSTPONED');
    expect(response.json()).toMatchObject({ currentStatus: 'POSTPONED', message: '내일로 미뤘어요.' });

    const saturday = (await today(user))[0]?.dailyTodoUnitResponses ?? [];
    expect(saturday.map((item) => [item.shortTitle, item.status])).toEqual([
      ['1.1', 'POSTPONED'],
      ['1.2', 'PENDING'],
    ]);
    const monday = (await onDate(user, '2026-11-23'))[0]?.dailyTodoUnitResponses ?? [];
    expect(monday.map((item) => [item.shortTitle, item.status, item.originalDate])).toEqual([
      ['1.1', 'PENDING', '2026-11-21'],
    ]);
    const planned = await detail(user, plan.id);
    expect(planned.endDate).toBe('2026-11-23');
    // The unit is counted once in progress, not twice.
    expect(planned.totalUnits).toBe(2);
  });

  it('cancelling a postponement removes the copy; completing a postponed to-do does too', async () => {
    clock.set(START);
    const user = await onboardedUser(app);
    const plan = await planFor(user, { chapters: 1, sectionsPerChapter: 2 }, { studySpeed: 2 });
    const [unit] = (await today(user))[0]?.dailyTodoUnitResponses ?? [];
    const copies = async () =>
      (await detail(user, plan.id)).days
        .flatMap((day) => day.units)
        .filter((item) => item.shortTitle === '1.1');

    await setStatus(user, unit?.id ?? '', 'POSTPONED');
    expect((await copies()).map((item) => item.status)).toEqual(['POSTPONED', 'PENDING']);
    const cancelled = await setStatus(user, unit?.id ?? '', 'PENDING');
    expect(cancelled.json()).toMatchObject({ currentStatus: 'PENDING', message: '미루기를 취소했어요.' });
    expect((await copies()).map((item) => item.status)).toEqual(['PENDING']);

    await setStatus(user, unit?.id ?? '', 'POSTPONED');
    await setStatus(user, unit?.id ?? '', 'COMPLETED');
    expect((await copies()).map((item) => item.status)).toEqual(['COMPLETED']);
    expect((await detail(user, plan.id)).completedUnits).toBe(1);
  });

  it('refuses to cancel a postponement whose copy was already completed', async () => {
    clock.set(START);
    const user = await onboardedUser(app);
    await planFor(user, { chapters: 1, sectionsPerChapter: 1 });
    const [unit] = (await today(user))[0]?.dailyTodoUnitResponses ?? [];
    await setStatus(user, unit?.id ?? '', 'POSTPONED');
    const copy = (await onDate(user, '2026-11-22'))[0]?.dailyTodoUnitResponses[0];
    await setStatus(user, copy?.id ?? '', 'COMPLETED');
    const response = await setStatus(user, unit?.id ?? '', 'PENDING');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/되돌릴 수 없어요/);
  });

  it('completes the plan when nothing is left open, and reopens it when a unit is undone', async () => {
    clock.set(START);
    const user = await onboardedUser(app);
    const plan = await planFor(user, { chapters: 1, sectionsPerChapter: 2 });
    const units = (await today(user))[0]?.dailyTodoUnitResponses ?? [];
    await setStatus(user, units[0]?.id ?? '', 'COMPLETED');
    await setStatus(user, units[1]?.id ?? '', 'SKIPPED');
    expect((await detail(user, plan.id)).status).toBe('COMPLETED');
    // A plan finished today stays in today's list, so the last tick can be undone there.
    expect((await today(user))[0]?.dailyTodoUnitResponses.map((unit) => unit.status)).toEqual([
      'COMPLETED',
      'SKIPPED',
    ]);
    await setStatus(user, units[1]?.id ?? '', 'PENDING');
    expect((await detail(user, plan.id)).status).toBe('ACTIVE');
  });

  it('answers 404 for another learner’s to-do and changes nothing', async () => {
    clock.set(START);
    const owner = await onboardedUser(app);
    const stranger = await onboardedUser(app);
    await planFor(owner, { chapters: 1, sectionsPerChapter: 1 });
    const [unit] = (await today(owner))[0]?.dailyTodoUnitResponses ?? [];
    const response = await setStatus(stranger, unit?.id ?? '', 'COMPLETED');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('할 일을 찾을 수 없어요.');
    expect((await today(owner))[0]?.dailyTodoUnitResponses[0]?.status).toBe('PENDING');
  });

  it('counts 20 concurrent completions of one to-do once', async () => {
    clock.set(START);
    const user = await onboardedUser(app);
    const plan = await planFor(user, { chapters: 1, sectionsPerChapter: 2 });
    const [unit] = (await today(user))[0]?.dailyTodoUnitResponses ?? [];
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => setStatus(user, unit?.id ?? '', 'COMPLETED')),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(responses.filter((response) => response.json().previousStatus === 'PENDING')).toHaveLength(1);
    expect((await detail(user, plan.id)).completedUnits).toBe(1);
  });
});

describe('POST /api/study-plans/:id/reschedule', () => {
  it('lays the unfinished to-dos out again from today', async () => {
    clock.set(START);
    const user = await onboardedUser(app);
    const plan = await planFor(user, { chapters: 1, sectionsPerChapter: 4 }, { studySpeed: 1 });
    await travelTo(user, new Date(START.getTime() + 2 * DAY));
    expect((await detail(user, plan.id)).overdueCount).toBe(2);

    const response = await app.inject({
      method: 'POST',
      url: `/api/study-plans/${plan.id}/reschedule`,
      headers: bearer(user.accessToken),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<StudyPlan>().endDate).toBe('2026-11-26');
    const refreshed = await detail(user, plan.id);
    expect(refreshed.overdueCount).toBe(0);
    expect(
      refreshed.days.filter((day) => day.units.length > 0).map((day) => [day.date, day.units[0]?.shortTitle]),
    ).toEqual([
      ['2026-11-23', '1.1'],
      ['2026-11-24', '1.2'],
      ['2026-11-25', '1.3'],
      ['2026-11-26', '1.4'],
    ]);
  });

  it('answers 409 when nothing is left to reschedule', async () => {
    clock.set(START);
    const user = await onboardedUser(app);
    const plan = await planFor(user, { chapters: 1, sectionsPerChapter: 1 });
    const [unit] = (await today(user))[0]?.dailyTodoUnitResponses ?? [];
    await setStatus(user, unit?.id ?? '', 'COMPLETED');
    const response = await app.inject({
      method: 'POST',
      url: `/api/study-plans/${plan.id}/reschedule`,
      headers: bearer(user.accessToken),
    });
    expect(response.statusCode).toBe(409);
  });
});

describe('POST /api/daily-todos/pull-forward', () => {
  const pull = (user: SignedIn) =>
    app.inject({ method: 'POST', url: '/api/daily-todos/pull-forward', headers: bearer(user.accessToken) });
  const todayStatuses = async (user: SignedIn) =>
    Object.fromEntries(
      (await today(user)).flatMap((group) =>
        group.dailyTodoUnitResponses.map((unit) => [unit.shortTitle, unit.status]),
      ),
    );

  it('refuses while something is still open today', async () => {
    clock.set(START);
    const user = await onboardedUser(app);
    await planFor(user, { chapters: 1, sectionsPerChapter: 3 }, { studySpeed: 1 });
    const response = await pull(user);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'TODAY_NOT_DONE',
      message: '오늘 할 일을 먼저 끝내 주세요.',
    });
  });

  it('brings the next study day’s to-dos to today through the scheduler, and the end date moves up', async () => {
    clock.set(START);
    const user = await onboardedUser(app);
    const plan = await planFor(user, { chapters: 1, sectionsPerChapter: 3 }, { studySpeed: 1 });
    expect((await detail(user, plan.id)).endDate).toBe('2026-11-23');
    const first = (await today(user))[0]?.dailyTodoUnitResponses[0];
    await setStatus(user, first?.id ?? '', 'COMPLETED');

    const response = await pull(user);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ movedTodos: 1 });
    expect(await todayStatuses(user)).toEqual({ '1.1': 'COMPLETED', '1.2': 'PENDING' });
    expect((await detail(user, plan.id)).endDate).toBe('2026-11-22');
  });

  it('says there is nothing to bring once every to-do is done', async () => {
    clock.set(START);
    const user = await onboardedUser(app);
    await planFor(user, { chapters: 1, sectionsPerChapter: 1 }, { studySpeed: 1 });
    const only = (await today(user))[0]?.dailyTodoUnitResponses[0];
    await setStatus(user, only?.id ?? '', 'COMPLETED');
    const response = await pull(user);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'NOTHING_TO_PULL',
      message: '오늘로 가져올 다음 할 일이 없어요.',
    });
  });
});
