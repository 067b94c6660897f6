import { beforeEach, describe, expect, it } from 'vitest';
import type { ReviewForecast } from '@molip/domain/review-forecast-contracts';
import type { StudyPlanDetail } from '@molip/domain/study-plan';
import {
  createPlanThroughApi,
  insertContent,
  todayTodos,
  appOnManualClock,
  PLAN_DAY_SIX_PM,
} from '../../../test/fixtures.ts';
import { bearer, type SignedIn } from '../../../test/test-app.ts';

// 18:00 on Saturday 2026-11-21 in Seoul, the plans' start day.
const START = PLAN_DAY_SIX_PM;
const { app, clock, learner } = await appOnManualClock(START);
beforeEach(() => clock.set(START));

const forecast = (user: SignedIn, planId: string, query = '') =>
  app.inject({
    method: 'GET',
    url: `/api/study-plans/${planId}/review-forecast${query}`,
    headers: bearer(user.accessToken),
  });
const totalOf = (answer: ReviewForecast) => answer.days.reduce((sum, day) => sum + day.reviews, 0);
const complete = (user: SignedIn, id: string) =>
  app.inject({
    method: 'PATCH',
    url: `/api/daily-todo-units/${id}/status`,
    headers: bearer(user.accessToken),
    payload: { status: 'COMPLETED' },
  });

/** A learner's plan of six units, two a day from today, with review on; the first unit already done. */
async function reviewingPlan(settings: Record<string, unknown> = {}) {
  const user = await learner();
  const plan = await createPlanThroughApi(
    app,
    user,
    { chapters: 2, sectionsPerChapter: 3 },
    { reviewsPerDay: 3, ...settings },
  );
  const today = (await todayTodos(app, user.accessToken)).flatMap((group) => group.dailyTodoUnitResponses);
  const first = today.find((todo) => todo.shortTitle === '1.1');
  if (!first) throw new Error('no 1.1 today');
  expect((await complete(user, first.id)).statusCode).toBe(200);
  return { user, plan };
}

describe('GET /api/study-plans/:id/review-forecast', () => {
  it('answers every day of the next 30 from today at the plan’s retention, each review at the assumed 5 minutes', async () => {
    const { user, plan } = await reviewingPlan();
    const response = await forecast(user, plan.id);
    expect(response.statusCode).toBe(200);
    const answer = response.json<ReviewForecast>();
    expect(answer).toMatchObject({ retentionPercent: 90, reviewSeconds: 300, measured: false });
    expect(answer.days).toHaveLength(30);
    expect(answer.days[0]?.date).toBe('2026-11-21');
    expect(answer.days.at(-1)?.date).toBe('2026-12-20');
    // 1.1 was done today: FSRS asks for it three days later, as the review it already brought.
    expect(answer.days.find((day) => day.date === '2026-11-24')?.reviews).toBeGreaterThanOrEqual(1);
    for (const day of answer.days) expect(day.expectedSeconds).toBe(day.reviews * 300);
    // Every unit comes back at least once within a month.
    expect(totalOf(answer)).toBeGreaterThanOrEqual(6);
  });

  it('forecasts at least as many reviews at 95% as at 85%, and follows the plan’s own retention once changed', async () => {
    const { user, plan } = await reviewingPlan();
    const at95 = (await forecast(user, plan.id, '?days=60&retention=0.95')).json<ReviewForecast>();
    const at85 = (await forecast(user, plan.id, '?days=60&retention=0.85')).json<ReviewForecast>();
    expect(at95.days).toHaveLength(60);
    expect(at95.retentionPercent).toBe(95);
    expect(totalOf(at95)).toBeGreaterThan(totalOf(at85));

    const patched = await app.inject({
      method: 'PATCH',
      url: `/api/study-plans/${plan.id}`,
      headers: bearer(user.accessToken),
      payload: { targetRetentionPercent: 95 },
    });
    expect(patched.statusCode).toBe(200);
    const own = (await forecast(user, plan.id, '?days=60')).json<ReviewForecast>();
    expect(own.retentionPercent).toBe(95);
    expect(own.days).toEqual(at95.days);
  });

  it('answers 400 in Korean for a window or a retention out of range, 401 without a token', async () => {
    const { user, plan } = await reviewingPlan();
    for (const query of ['?days=0', '?days=91', '?days=7.5', '?days=a']) {
      const response = await forecast(user, plan.id, query);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(
        '복습 예상은 1~90일 사이로 볼 수 있어요.',
      );
    }
    for (const query of ['?retention=0.79', '?retention=0.96', '?retention=90', '?retention=0.875']) {
      const response = await forecast(user, plan.id, query);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(
        '목표 기억률은 0.80~0.95 사이에서 1% 단위로 골라 주세요.',
      );
    }
    expect((await forecast(user, 'not-a-uuid')).statusCode).toBe(400);
    const anonymous = await app.inject({ method: 'GET', url: `/api/study-plans/${plan.id}/review-forecast` });
    expect(anonymous.statusCode).toBe(401);
  });

  it("answers 404 for another learner's plan", async () => {
    const { plan } = await reviewingPlan();
    const stranger = await learner();
    const response = await forecast(stranger, plan.id);
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).not.toContain(plan.id);
  });

  it('answers 409 REVIEW_OFF for a plan without review: it keeps no log to forecast from', async () => {
    const user = await learner();
    const plan = await createPlanThroughApi(app, user, { chapters: 1, sectionsPerChapter: 2 });
    const response = await forecast(user, plan.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'REVIEW_OFF',
      message: '복습을 켠 계획에서만 복습 예상을 볼 수 있어요.',
    });
  });
});

describe('reviews at the plan’s 목표 기억률', () => {
  it('brings a unit back later in an 80% plan than in a 90% one: FSRS schedules for the plan’s retention', async () => {
    const nextReviewDate = async (targetRetentionPercent: number) => {
      const { user, plan } = await reviewingPlan({ targetRetentionPercent });
      const detail = (
        await app.inject({
          method: 'GET',
          url: `/api/study-plans/${plan.id}`,
          headers: bearer(user.accessToken),
        })
      ).json<StudyPlanDetail>();
      return detail.days.find((day) => day.units.some((unit) => unit.review))?.date;
    };
    expect(await nextReviewDate(90)).toBe('2026-11-24');
    expect(await nextReviewDate(80)).toBe('2026-11-30');
  });
});

describe('POST /api/study-plans/review-forecast', () => {
  async function draftOf(user: SignedIn, settings: Record<string, unknown> = {}) {
    const content = await insertContent(app.db, user.userId, { chapters: 2, sectionsPerChapter: 5 });
    return {
      learningContentId: content.contentId,
      contentUnitIds: content.unitIds,
      startDate: '2026-11-23',
      restDays: [],
      restWeekdays: [0],
      studySpeed: 2,
      bufferDayInterval: 0,
      reviewsPerDay: 3,
      ...settings,
    };
  }
  const preview = (user: SignedIn, payload: Record<string, unknown>, query = '') =>
    app.inject({
      method: 'POST',
      url: `/api/study-plans/review-forecast${query}`,
      headers: bearer(user.accessToken),
      payload,
    });

  it('previews a draft from its start day at its retention, no review on its rest weekday, nothing saved', async () => {
    const user = await learner();
    const draft = await draftOf(user);
    const response = await preview(user, draft);
    expect(response.statusCode).toBe(200);
    const answer = response.json<ReviewForecast>();
    expect(answer).toMatchObject({ retentionPercent: 90, reviewSeconds: 300, measured: false });
    expect(answer.days).toHaveLength(30);
    expect(answer.days[0]).toEqual({ date: '2026-11-23', reviews: 0, expectedSeconds: 0 });
    expect(totalOf(answer)).toBeGreaterThanOrEqual(10);
    // Sundays (weekday 0) are rest days: a review due on one waits for Monday.
    const sundays = answer.days.filter((day) => new Date(`${day.date}T00:00:00Z`).getUTCDay() === 0);
    expect(sundays.every((day) => day.reviews === 0)).toBe(true);

    const at95 = (
      await preview(user, { ...draft, targetRetentionPercent: 95 }, '?days=90')
    ).json<ReviewForecast>();
    const at85 = (
      await preview(user, { ...draft, targetRetentionPercent: 85 }, '?days=90')
    ).json<ReviewForecast>();
    expect(at95.days).toHaveLength(90);
    expect(totalOf(at95)).toBeGreaterThan(totalOf(at85));

    const plans = await app.inject({
      method: 'GET',
      url: '/api/study-plans',
      headers: bearer(user.accessToken),
    });
    expect(plans.json<{ studyPlans: unknown[] }>().studyPlans).toEqual([]);
  });

  it('answers 400 for a start in the past or a bad window, 404 for an unknown content, 401 without a token', async () => {
    const user = await learner();
    const draft = await draftOf(user);
    expect((await preview(user, { ...draft, startDate: '2026-11-20' })).statusCode).toBe(400);
    expect((await preview(user, draft, '?days=91')).statusCode).toBe(400);
    expect((await preview(user, { ...draft, targetRetentionPercent: 99 })).statusCode).toBe(400);
    expect((await preview(user, { ...draft, learningContentId: crypto.randomUUID() })).statusCode).toBe(404);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/study-plans/review-forecast',
      payload: draft,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
