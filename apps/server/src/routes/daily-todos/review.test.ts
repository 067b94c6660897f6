import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DailyTodoGroup, DailyTodoUnit } from '@molip/domain/daily-todo';
import { reviewMessages, type ReviewRatingResponse } from '@molip/domain/review';
import type { StudyPlan, StudyPlanDetail } from '@molip/domain/study-plan';
import type { LearnerStats } from '@molip/domain/study-stats';
import { dailyTodoUnits, reviewLogs } from '../../db/schema.ts';
import {
  createPlanThroughApi,
  todayTodos,
  appOnManualClock,
  PLAN_DAY_SIX_PM,
  reviewSteps,
} from '../../../test/fixtures.ts';
import { bearer, onboardedUser, type SignedIn } from '../../../test/test-app.ts';

// 18:00 on Saturday 2026-11-21 in Seoul, the plans' start day.
const START = PLAN_DAY_SIX_PM;
const { app, clock, learner } = await appOnManualClock(START);
beforeEach(() => clock.set(START));

const { travel, setStatus, rate } = reviewSteps(app, clock, START);
const patchPlan = (user: SignedIn, planId: string, payload: Record<string, unknown>) =>
  app.inject({
    method: 'PATCH',
    url: `/api/study-plans/${planId}`,
    headers: bearer(user.accessToken),
    payload,
  });
const detail = async (user: SignedIn, planId: string) =>
  (
    await app.inject({ method: 'GET', url: `/api/study-plans/${planId}`, headers: bearer(user.accessToken) })
  ).json<StudyPlanDetail>();
const listOn = async (user: SignedIn, date: string) =>
  (
    await app.inject({
      method: 'GET',
      url: `/api/daily-todos?date=${date}`,
      headers: bearer(user.accessToken),
    })
  ).json<DailyTodoGroup[]>();
const todos = (groups: DailyTodoGroup[]): DailyTodoUnit[] =>
  groups.flatMap((group) => group.dailyTodoUnitResponses);

/** The plan's reviews as "short title@date step rating status", in date order. */
async function reviews(user: SignedIn, planId: string) {
  const plan = await detail(user, planId);
  return plan.days.flatMap((day) =>
    day.units.flatMap((unit) =>
      unit.review
        ? [`${unit.shortTitle}@${day.date} ${unit.review.step} ${unit.review.rating ?? '-'} ${unit.status}`]
        : [],
    ),
  );
}

async function reviewIdOn(user: SignedIn, planId: string, date: string, shortTitle: string) {
  const plan = await detail(user, planId);
  const unit = plan.days
    .find((day) => day.date === date)
    ?.units.find((each) => each.review && each.shortTitle === shortTitle);
  if (!unit) throw new Error(`no review of ${shortTitle} on ${date}`);
  return unit.id;
}

/** A learner with a plan of `sections` units, two a day from Saturday the 21st, reviewing `reviewsPerDay` a day. */
async function reviewingPlan(sections: number, settings: Record<string, unknown> = {}) {
  const user = await learner();
  const plan = await createPlanThroughApi(
    app,
    user,
    { chapters: 1, sectionsPerChapter: sections },
    { reviewsPerDay: 1, ...settings },
  );
  const firstDay = todos(await todayTodos(app, user.accessToken));
  const idOf = (shortTitle: string) => firstDay.find((todo) => todo.shortTitle === shortTitle)?.id ?? '';
  return { user, plan, idOf };
}

/** The plan's review log as "reviewedOn rating state elapsed→scheduled", oldest first. */
async function logOf(planId: string) {
  const rows = await app.db
    .select()
    .from(reviewLogs)
    .where(eq(reviewLogs.studyPlanId, planId))
    .orderBy(reviewLogs.reviewedOn, reviewLogs.createdAt);
  return rows.map(
    (row) => `${row.reviewedOn} ${row.rating} ${row.state} ${row.elapsedDays}→${row.scheduledDays}`,
  );
}

describe('spaced review', () => {
  it('brings a completed unit back when FSRS asks, three days later, kept out of the plan’s progress', async () => {
    const { user, plan, idOf } = await reviewingPlan(2);
    expect(plan.reviewsPerDay).toBe(1);
    expect((await setStatus(user, idOf('1.1'), 'COMPLETED')).statusCode).toBe(200);

    expect(await reviews(user, plan.id)).toEqual(['1.1@2026-11-24 1 - PENDING']);
    expect(await logOf(plan.id)).toEqual(['2026-11-21 GOOD NEW 0→3']);
    const sunday = todos(await listOn(user, '2026-11-24'));
    expect(sunday).toHaveLength(1);
    expect(sunday[0]).toMatchObject({ shortTitle: '1.1', review: { step: 1, rating: null } });
    expect(todos(await todayTodos(app, user.accessToken)).map((todo) => todo.review)).toEqual([null, null]);
    expect(await detail(user, plan.id)).toMatchObject({
      totalUnits: 2,
      completedUnits: 1,
      completedReviews: 0,
    });

    await travel(user, 3);
    const reviewId = await reviewIdOn(user, plan.id, '2026-11-24', '1.1');
    expect((await setStatus(user, reviewId, 'COMPLETED')).statusCode).toBe(200);
    // Remembered (보통 when unrated), review 2 waits longer: 13 days from the day review 1 was done.
    expect(await reviews(user, plan.id)).toEqual([
      '1.1@2026-11-24 1 - COMPLETED',
      '1.1@2026-12-07 2 - PENDING',
    ]);
    expect(await logOf(plan.id)).toEqual(['2026-11-21 GOOD NEW 0→3', '2026-11-24 GOOD REVIEW 3→13']);
    expect(await detail(user, plan.id)).toMatchObject({
      totalUnits: 2,
      completedUnits: 1,
      completedReviews: 1,
    });

    // A review counts as the day's completed to-do, for the streak too.
    const stats = (
      await app.inject({ method: 'GET', url: '/api/user/stats?days=7', headers: bearer(user.accessToken) })
    ).json<LearnerStats>();
    expect(stats.today.completedTodos).toBe(1);
    expect(stats.streak.todayCounts).toBe(true);
    // The plan's forecast counts its new units only.
    expect(stats.plans.find((each) => each.id === plan.id)).toMatchObject({
      totalUnits: 2,
      completedUnits: 1,
    });
  });

  it('moves the next review by the rating, 쉬움 furthest and 다시 the next day, and logs each', async () => {
    const { user, plan, idOf } = await reviewingPlan(2);
    await setStatus(user, idOf('1.1'), 'COMPLETED');
    await travel(user, 3);
    const reviewId = await reviewIdOn(user, plan.id, '2026-11-24', '1.1');
    await setStatus(user, reviewId, 'COMPLETED');
    const unrated = todos(await todayTodos(app, user.accessToken)).find((todo) => todo.id === reviewId);
    expect(unrated?.review).toEqual({ step: 1, rating: null });

    const easy = await rate(user, reviewId, 'EASY');
    expect(easy.statusCode).toBe(200);
    expect(easy.json<ReviewRatingResponse>()).toEqual({ nextReviewDate: '2026-12-17' });
    // Today's list, kept per learner while their read version holds, shows the rating at once.
    const rated = todos(await todayTodos(app, user.accessToken)).find((todo) => todo.id === reviewId);
    expect(rated?.review).toEqual({ step: 1, rating: 'EASY' });
    expect(await reviews(user, plan.id)).toEqual([
      '1.1@2026-11-24 1 EASY COMPLETED',
      '1.1@2026-12-17 2 - PENDING',
    ]);

    const hard = await rate(user, reviewId, 'HARD');
    expect(hard.json<ReviewRatingResponse>()).toEqual({ nextReviewDate: '2026-12-02' });
    const again = await rate(user, reviewId, 'AGAIN');
    expect(again.statusCode).toBe(200);
    expect(again.json<ReviewRatingResponse>()).toEqual({ nextReviewDate: '2026-11-25' });
    expect(await reviews(user, plan.id)).toEqual([
      '1.1@2026-11-24 1 AGAIN COMPLETED',
      '1.1@2026-11-25 2 - PENDING',
    ]);
    // Rating again rewrites the review's one log row.
    expect(await logOf(plan.id)).toEqual(['2026-11-21 GOOD NEW 0→3', '2026-11-24 AGAIN REVIEW 3→1']);

    // Remembered the next day, the unit waits again, from a shorter start than before the lapse.
    await travel(user, 4);
    const relearn = await reviewIdOn(user, plan.id, '2026-11-25', '1.1');
    await setStatus(user, relearn, 'COMPLETED');
    expect(await reviews(user, plan.id)).toEqual([
      '1.1@2026-11-24 1 AGAIN COMPLETED',
      '1.1@2026-11-25 2 - COMPLETED',
      '1.1@2026-11-28 3 - PENDING',
    ]);
  });

  it('rates an overdue review from today’s list, counting its next review from the day it was done', async () => {
    const { user, plan, idOf } = await reviewingPlan(2);
    await setStatus(user, idOf('1.1'), 'COMPLETED');
    // Tuesday's review waits until Thursday, in today's list as overdue.
    await travel(user, 5);
    const reviewId = await reviewIdOn(user, plan.id, '2026-11-24', '1.1');
    expect((await setStatus(user, reviewId, 'COMPLETED')).statusCode).toBe(200);
    const done = todos(await todayTodos(app, user.accessToken)).find((todo) => todo.id === reviewId);
    expect(done).toMatchObject({ status: 'COMPLETED', isOverdue: true, review: { step: 1, rating: null } });

    const easy = await rate(user, reviewId, 'EASY');
    expect(easy.statusCode).toBe(200);
    // Counted from Thursday, when it was done, five days after the unit: 32 days on.
    expect(easy.json<ReviewRatingResponse>()).toEqual({ nextReviewDate: '2026-12-28' });
    const rated = todos(await todayTodos(app, user.accessToken)).find((todo) => todo.id === reviewId);
    expect(rated?.review).toEqual({ step: 1, rating: 'EASY' });
    expect(await reviews(user, plan.id)).toEqual([
      '1.1@2026-11-24 1 EASY COMPLETED',
      '1.1@2026-12-28 2 - PENDING',
    ]);
    expect(await logOf(plan.id)).toEqual(['2026-11-21 GOOD NEW 0→3', '2026-11-26 EASY REVIEW 5→32']);
    // Another learner cannot rate it, and a day later it has left today's list.
    expect((await rate(await onboardedUser(app), reviewId, 'HARD')).statusCode).toBe(404);
    await travel(user, 6);
    expect(todos(await todayTodos(app, user.accessToken)).map((todo) => todo.id)).not.toContain(reviewId);
  });

  it('uses a stored rating when the review is completed again, and an undone completion leaves the log', async () => {
    const { user, plan, idOf } = await reviewingPlan(2);
    await setStatus(user, idOf('1.1'), 'COMPLETED');
    await travel(user, 3);
    const review = await reviewIdOn(user, plan.id, '2026-11-24', '1.1');
    await setStatus(user, review, 'COMPLETED');
    expect((await rate(user, review, 'HARD')).json<ReviewRatingResponse>()).toEqual({
      nextReviewDate: '2026-12-02',
    });
    await setStatus(user, review, 'PENDING');
    expect(await reviews(user, plan.id)).toEqual(['1.1@2026-11-24 1 HARD PENDING']);
    expect(await logOf(plan.id)).toEqual(['2026-11-21 GOOD NEW 0→3']);
    await setStatus(user, review, 'COMPLETED');
    expect(await reviews(user, plan.id)).toEqual([
      '1.1@2026-11-24 1 HARD COMPLETED',
      '1.1@2026-12-02 2 - PENDING',
    ]);
    expect(await logOf(plan.id)).toEqual(['2026-11-21 GOOD NEW 0→3', '2026-11-24 HARD REVIEW 3→8']);
  });

  it('carries the review log in the record export', async () => {
    const { user, plan, idOf } = await reviewingPlan(2);
    await setStatus(user, idOf('1.1'), 'COMPLETED');
    const exported = await app.inject({
      method: 'GET',
      url: '/api/user/me/export',
      headers: bearer(user.accessToken),
    });
    expect(exported.statusCode).toBe(200);
    const { reviewLogs: log } = exported.json<{ reviewLogs: Record<string, unknown>[] }>();
    expect(log).toEqual([
      expect.objectContaining({
        studyPlanId: plan.id,
        dailyTodoUnitId: idOf('1.1'),
        reviewedOn: '2026-11-21',
        rating: 'GOOD',
        state: 'NEW',
        elapsedDays: 0,
        scheduledDays: 3,
      }),
    ]);
    const stranger = await onboardedUser(app);
    const theirs = await app.inject({
      method: 'GET',
      url: '/api/user/me/export',
      headers: bearer(stranger.accessToken),
    });
    expect(theirs.json<{ reviewLogs: unknown[] }>().reviewLogs).toEqual([]);
  });

  it('takes the review back when the completion is undone, unless the learner worked on it', async () => {
    const { user, plan, idOf } = await reviewingPlan(2);
    await setStatus(user, idOf('1.1'), 'COMPLETED');
    await setStatus(user, idOf('1.1'), 'PENDING');
    expect(await reviews(user, plan.id)).toEqual([]);

    await setStatus(user, idOf('1.1'), 'COMPLETED');
    await travel(user, 3);
    // Postponing a review moves it alone: it stays a review and the plan's new units keep their days.
    const reviewId = await reviewIdOn(user, plan.id, '2026-11-24', '1.1');
    const endDate = (await detail(user, plan.id)).endDate;
    expect((await setStatus(user, reviewId, 'POSTPONED')).statusCode).toBe(200);
    expect(await reviews(user, plan.id)).toEqual([
      '1.1@2026-11-24 1 - POSTPONED',
      '1.1@2026-11-25 1 - PENDING',
    ]);
    expect((await detail(user, plan.id)).endDate).toBe(endDate);

    await setStatus(user, idOf('1.1'), 'PENDING');
    expect(await reviews(user, plan.id)).toHaveLength(2);
  });

  it('keeps to the daily limit and skips the plan’s rest days', async () => {
    // Tuesdays off: both reviews are due on Tuesday the 24th, one a day. FSRS's window (23rd–25th) holds a
    // day on either side: the earlier takes the first, the later the second.
    const { user, plan, idOf } = await reviewingPlan(4, { restWeekdays: [2] });
    await setStatus(user, idOf('1.1'), 'COMPLETED');
    await setStatus(user, idOf('1.2'), 'COMPLETED');
    expect(await reviews(user, plan.id)).toEqual([
      '1.1@2026-11-23 1 - PENDING',
      '1.2@2026-11-25 1 - PENDING',
    ]);
  });

  it('deletes a plan with its reviews and their postponed copies', async () => {
    const { user, plan, idOf } = await reviewingPlan(2);
    await setStatus(user, idOf('1.1'), 'COMPLETED');
    await travel(user, 3);
    await setStatus(user, await reviewIdOn(user, plan.id, '2026-11-24', '1.1'), 'POSTPONED');
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/study-plans/${plan.id}`,
      headers: bearer(user.accessToken),
    });
    expect(deleted.statusCode).toBe(204);
    expect(await app.db.select().from(dailyTodoUnits).where(eq(dailyTodoUnits.studyPlanId, plan.id))).toEqual(
      [],
    );
  });

  it('leaves reviews out for a plan without them', async () => {
    const user = await learner();
    const plan = await createPlanThroughApi(app, user, { chapters: 1, sectionsPerChapter: 2 });
    expect(plan.reviewsPerDay).toBeNull();
    const [first] = todos(await todayTodos(app, user.accessToken));
    await setStatus(user, first?.id ?? '', 'COMPLETED');
    expect(await reviews(user, plan.id)).toEqual([]);
  });

  it('finishes the plan when its new units are done, and its reviews still come', async () => {
    const { user, plan, idOf } = await reviewingPlan(2, { reviewsPerDay: 2 });
    await setStatus(user, idOf('1.1'), 'COMPLETED');
    await setStatus(user, idOf('1.2'), 'COMPLETED');
    expect((await detail(user, plan.id)).status).toBe('COMPLETED');

    await travel(user, 3);
    const sunday = todos(await todayTodos(app, user.accessToken));
    expect(sunday.map((todo) => [todo.shortTitle, todo.review?.step])).toEqual([
      ['1.1', 1],
      ['1.2', 1],
    ]);
    await setStatus(user, sunday[0]?.id ?? '', 'COMPLETED');
    expect(await detail(user, plan.id)).toMatchObject({ status: 'COMPLETED', completedReviews: 1 });
  });

  it('expects a review to take what the plan’s reviews took, never a new unit’s time', async () => {
    const { user, idOf } = await reviewingPlan(4, { reviewsPerDay: 2 });
    await setStatus(user, idOf('1.1'), 'COMPLETED');
    await setStatus(user, idOf('1.2'), 'COMPLETED');
    await app.db
      .update(dailyTodoUnits)
      .set({ totalStudySeconds: 1200 })
      .where(eq(dailyTodoUnits.id, idOf('1.1')));
    await travel(user, 3);
    const [first, second] = todos(await todayTodos(app, user.accessToken)).filter((todo) => todo.review);
    expect(first?.expectedSeconds).toBeNull();
    await setStatus(user, first?.id ?? '', 'COMPLETED');
    await app.db
      .update(dailyTodoUnits)
      .set({ totalStudySeconds: 300 })
      .where(eq(dailyTodoUnits.id, first?.id ?? ''));
    const after = todos(await todayTodos(app, user.accessToken));
    expect(after.find((todo) => todo.id === second?.id)?.expectedSeconds).toBe(300);
    // New units go by the new units' time alone.
    expect(after.find((todo) => !todo.review)?.expectedSeconds).toBe(1200);
  });

  it('turns review off (deleting the untouched reviews to come) and on again with PATCH', async () => {
    const { user, plan, idOf } = await reviewingPlan(2, { reviewsPerDay: 2 });
    await setStatus(user, idOf('1.1'), 'COMPLETED');
    const off = await patchPlan(user, plan.id, { reviewsPerDay: null });
    expect(off.statusCode).toBe(200);
    expect(off.json<StudyPlan>().reviewsPerDay).toBeNull();
    expect(await reviews(user, plan.id)).toEqual([]);
    await setStatus(user, idOf('1.2'), 'COMPLETED');
    expect(await reviews(user, plan.id)).toEqual([]);

    const on = await patchPlan(user, plan.id, { reviewsPerDay: 3 });
    expect(on.json<StudyPlan>().reviewsPerDay).toBe(3);
    // Only units completed from then on come back.
    await setStatus(user, idOf('1.2'), 'PENDING');
    await setStatus(user, idOf('1.2'), 'COMPLETED');
    expect(await reviews(user, plan.id)).toEqual(['1.2@2026-11-24 1 - PENDING']);

    const bad = await patchPlan(user, plan.id, { reviewsPerDay: 11 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain(reviewMessages.reviewsPerDay);
  });
});

describe('PUT /api/daily-todos/:id/review-rating', () => {
  it('refuses a new unit, a review not yet done, another learner’s to-do and a bad body', async () => {
    const { user, plan, idOf } = await reviewingPlan(2);
    await setStatus(user, idOf('1.1'), 'COMPLETED');
    const notAReview = await rate(user, idOf('1.1'), 'GOOD');
    expect(notAReview.statusCode).toBe(409);
    expect(notAReview.json<{ message: string }>().message).toBe(reviewMessages.notAReview);

    const reviewId = await reviewIdOn(user, plan.id, '2026-11-24', '1.1');
    const pending = await rate(user, reviewId, 'GOOD');
    expect(pending.statusCode).toBe(409);
    expect(pending.json<{ message: string }>().message).toBe(reviewMessages.notCompleted);

    const stranger = await onboardedUser(app);
    expect((await rate(stranger, reviewId, 'GOOD')).statusCode).toBe(404);
    expect((await rate(user, '00000000-0000-4000-8000-000000000000', 'GOOD')).statusCode).toBe(404);
    expect((await rate(user, reviewId, 'GREAT')).statusCode).toBe(400);
    expect((await rate(user, 'not-an-id', 'GOOD')).statusCode).toBe(400);
    const noToken = await app.inject({
      method: 'PUT',
      url: `/api/daily-todos/${reviewId}/review-rating`,
      payload: { rating: 'GOOD' },
    });
    expect(noToken.statusCode).toBe(401);
  });
});
