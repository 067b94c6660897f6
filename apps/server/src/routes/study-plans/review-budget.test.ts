import { beforeEach, describe, expect, it } from 'vitest';
import type { DailyTodoUnit } from '@molip/domain/daily-todo';
import type { RecoveryPreview, RecoveryResult } from '@molip/domain/recovery-contracts';
import { daysBetween } from '@molip/domain/calendar-date';
import { reviewMessages } from '@molip/domain/review';
import type { StudyPlanDetail } from '@molip/domain/study-plan';
import {
  createPlanThroughApi,
  todayTodos,
  appOnManualClock,
  PLAN_DAY_SIX_PM,
  reviewSteps,
} from '../../../test/fixtures.ts';
import { bearer, onboardedUser, refreshSignedIn, type SignedIn } from '../../../test/test-app.ts';

// 18:00 on Saturday 2026-11-21 in Seoul, the plans' start day.
const START = PLAN_DAY_SIX_PM;
const { app, clock, learner } = await appOnManualClock(START);
beforeEach(() => clock.set(START));

const { travel, setStatus, rate } = reviewSteps(app, clock, START);
const preview = (user: SignedIn, planId: string) =>
  app.inject({
    method: 'GET',
    url: `/api/study-plans/${planId}/recovery`,
    headers: bearer(user.accessToken),
  });
const recover = (user: SignedIn, planId: string, choice: string) =>
  app.inject({
    method: 'POST',
    url: `/api/study-plans/${planId}/recovery`,
    headers: bearer(user.accessToken),
    payload: { choice },
  });
const undo = (user: SignedIn, planId: string, undoToken: string) =>
  app.inject({
    method: 'POST',
    url: `/api/study-plans/${planId}/recovery/undo`,
    headers: bearer(user.accessToken),
    payload: { undoToken },
  });
const detail = async (user: SignedIn, planId: string) =>
  (
    await app.inject({ method: 'GET', url: `/api/study-plans/${planId}`, headers: bearer(user.accessToken) })
  ).json<StudyPlanDetail>();

/** The plan's reviews as { title, date, status }, in date order. */
async function reviewsOf(user: SignedIn, planId: string) {
  return (await detail(user, planId)).days.flatMap((day) =>
    day.units.flatMap((unit) =>
      unit.review ? [{ id: unit.id, title: unit.shortTitle, date: day.date, status: unit.status }] : [],
    ),
  );
}

const perDay = (dates: readonly string[]) => {
  const counts = new Map<string, number>();
  for (const date of dates) counts.set(date, (counts.get(date) ?? 0) + 1);
  return counts;
};

const newUnits = (list: DailyTodoUnit[]) => list.filter((todo) => todo.review === null);

describe('a daily review budget in minutes', () => {
  it('places reviews so no day holds more minutes than the budget, counting five minutes a review', async () => {
    const user = await learner();
    // Ten minutes hold two five-minute reviews; the count cap (10) would hold them all.
    const plan = await createPlanThroughApi(
      app,
      user,
      { chapters: 1, sectionsPerChapter: 8 },
      { studySpeed: 8, reviewsPerDay: 10, reviewMinutesPerDay: 10 },
    );
    expect(plan.reviewMinutesPerDay).toBe(10);
    const first = newUnits(
      (await todayTodos(app, user.accessToken)).flatMap((g) => g.dailyTodoUnitResponses),
    );
    expect(first).toHaveLength(8);
    for (const todo of first) expect((await setStatus(user, todo.id, 'COMPLETED')).statusCode).toBe(200);

    const reviews = await reviewsOf(user, plan.id);
    expect(reviews).toHaveLength(8);
    const counts = perDay(reviews.map((review) => review.date));
    for (const count of counts.values()) expect(count).toBeLessThanOrEqual(2);
    // FSRS asks for three days; balancing uses its window (23–25 November), the rest go to the next days.
    expect([...counts.entries()]).toEqual([
      ['2026-11-23', 2],
      ['2026-11-24', 2],
      ['2026-11-25', 2],
      ['2026-11-26', 2],
    ]);
  });

  it('refuses a budget outside 5–240 minutes with the Korean message, on creation and on change', async () => {
    const user = await learner();
    await expect(
      createPlanThroughApi(app, user, { chapters: 1, sectionsPerChapter: 2 }, { reviewMinutesPerDay: 4 }),
    ).rejects.toThrow(reviewMessages.reviewMinutesPerDay);
    const plan = await createPlanThroughApi(
      app,
      user,
      { chapters: 1, sectionsPerChapter: 2 },
      { reviewsPerDay: 3 },
    );
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/study-plans/${plan.id}`,
      headers: bearer(user.accessToken),
      payload: { reviewMinutesPerDay: 241 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(reviewMessages.reviewMinutesPerDay);
  });
});

describe('after a break', () => {
  /**
   * A learner completes 1.1 and 1.2 on the first day; on 1.2's first review they answer 다시, so its memory
   * is weaker than 1.1's though its review comes later. Then ten days pass with nothing done.
   */
  async function learnerBackFromBreak(settings: Record<string, unknown> = {}) {
    const user = await learner();
    const plan = await createPlanThroughApi(
      app,
      user,
      { chapters: 1, sectionsPerChapter: 8 },
      { studySpeed: 2, reviewsPerDay: 1, ...settings },
    );
    const first = newUnits(
      (await todayTodos(app, user.accessToken)).flatMap((g) => g.dailyTodoUnitResponses),
    );
    for (const todo of first) await setStatus(user, todo.id, 'COMPLETED');
    const placed = await reviewsOf(user, plan.id);
    const weak = placed.find((review) => review.title === '1.2');
    const strong = placed.find((review) => review.title === '1.1');
    if (!weak || !strong) throw new Error('expected a review of 1.1 and of 1.2');
    // One review a day: balancing puts them on different days of the window.
    expect(weak.date).not.toBe(strong.date);
    await travel(user, daysBetween('2026-11-21', weak.date));
    expect((await setStatus(user, weak.id, 'COMPLETED')).statusCode).toBe(200);
    expect((await rate(user, weak.id, 'AGAIN')).statusCode).toBe(200);
    // Back on 7 December, after more than ten days away (the app opened once on the way keeps the sign-in).
    await travel(user, 9);
    await travel(user, 16);
    return { user, plan };
  }

  it('previews the overdue reviews apart from the new units, and spreads them least remembered first', async () => {
    const { user, plan } = await learnerBackFromBreak();
    const overdue = (await todayTodos(app, user.accessToken))
      .flatMap((group) => group.dailyTodoUnitResponses)
      .filter((todo) => todo.isOverdue && todo.review !== null);
    expect(overdue.map((todo) => todo.shortTitle).sort()).toEqual(['1.1', '1.2']);

    const offer = await preview(user, plan.id);
    expect(offer.statusCode).toBe(200);
    const body = offer.json<RecoveryPreview>();
    expect(body.overdueReviews).toBe(2);
    expect(body.overdueTodos).toBe(6);

    const applied = await recover(user, plan.id, 'EXTEND');
    expect(applied.statusCode).toBe(200);
    const today = '2026-12-07';
    const after = (await reviewsOf(user, plan.id)).filter((review) => review.status === 'PENDING');
    // 다시 left 1.2 the weaker memory: it comes today, 1.1 tomorrow, one a day.
    expect(after.map((review) => `${review.title}@${review.date}`)).toEqual([
      `1.2@${today}`,
      '1.1@2026-12-08',
    ]);
    // Today's list holds one review, not the whole backlog.
    const list = (await todayTodos(app, user.accessToken)).flatMap((group) => group.dailyTodoUnitResponses);
    expect(list.filter((todo) => todo.review !== null).map((todo) => todo.shortTitle)).toEqual(['1.2']);
  });

  it('undoes a recovery that moved reviews, putting them back on their days', async () => {
    const { user, plan } = await learnerBackFromBreak({ reviewMinutesPerDay: 30 });
    const before = await reviewsOf(user, plan.id);
    const applied = (await recover(user, plan.id, 'SPREAD')).json<RecoveryResult>();
    expect(applied.undoToken).not.toBeNull();
    expect(await reviewsOf(user, plan.id)).not.toEqual(before);
    const undone = await undo(user, plan.id, applied.undoToken ?? '');
    expect(undone.statusCode).toBe(200);
    expect(await reviewsOf(user, plan.id)).toEqual(before);
    // The undo spent, a second one finds the plan changed.
    expect((await undo(user, plan.id, applied.undoToken ?? '')).statusCode).toBe(409);
  });

  it('offers a way forward when only reviews are overdue, even in a finished plan, keeping its end date', async () => {
    const user = await learner();
    const plan = await createPlanThroughApi(
      app,
      user,
      { chapters: 1, sectionsPerChapter: 2 },
      { studySpeed: 2, reviewsPerDay: 1 },
    );
    for (const todo of (await todayTodos(app, user.accessToken)).flatMap((g) => g.dailyTodoUnitResponses)) {
      await setStatus(user, todo.id, 'COMPLETED');
    }
    await travel(user, 12);
    const offer = (await preview(user, plan.id)).json<RecoveryPreview>();
    expect(offer).toMatchObject({ overdueTodos: 0, overdueReviews: 2 });
    expect(offer.spread).toMatchObject({ movedTodos: 0, extendedDays: 0, endDate: plan.endDate });
    const applied = (await recover(user, plan.id, 'SPREAD')).json<RecoveryResult>();
    expect(applied.plan.endDate).toBe(plan.endDate);
    const dates = (await reviewsOf(user, plan.id)).map((review) => review.date);
    expect(dates).toEqual(['2026-12-03', '2026-12-04']);
    expect((await preview(user, plan.id)).json()).toBeNull();
  });

  it('answers 404 for another learner’s plan, and moves nothing of it', async () => {
    const { user, plan } = await learnerBackFromBreak();
    const stranger = await onboardedUser(app);
    await refreshSignedIn(app, stranger);
    const before = await reviewsOf(user, plan.id);
    expect((await preview(stranger, plan.id)).statusCode).toBe(404);
    expect((await recover(stranger, plan.id, 'SPREAD')).statusCode).toBe(404);
    expect(await reviewsOf(user, plan.id)).toEqual(before);
  });
});
