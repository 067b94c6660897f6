import { and, eq, isNull } from 'drizzle-orm';
import { addDays, compareDates } from '@molip/domain/calendar-date';
import { budgetedReviewSeconds, TARGET_RETENTION_DEFAULT_PERCENT } from '@molip/domain/review';
import { reviewForecastMessages, type ReviewForecast } from '@molip/domain/review-forecast-contracts';
import { forecastReviews } from '@molip/domain/review-forecast';
import { studyPlanMessages } from '@molip/domain/study-plan';
import type { Database } from '../db/client.ts';
import { isOpenTodo } from '../db/open-todo-sql.ts';
import { dailyTodoUnits, studyPlans } from '../db/schema.ts';
import { conflict, notFound } from '../lib/app-error.ts';
import { measuredReviews } from '../repositories/daily-todo-units.ts';
import { unitReviewLogs } from '../repositories/review-logs.ts';
import { assertStartNotPast, scheduleDraft, selectedLeaves, type PlanDraft } from './plan-draft.ts';

/** The workload preview of spaced review (docs/product-rules.md#spaced-review): nothing is written. */

/** The plan's new units not done yet, each with the day it is planned for. */
async function openNewUnits(db: Database, planId: string) {
  return db
    .select({ unitId: dailyTodoUnits.contentUnitId, todoDate: dailyTodoUnits.todoDate })
    .from(dailyTodoUnits)
    .where(
      and(
        eq(dailyTodoUnits.studyPlanId, planId),
        isNull(dailyTodoUnits.reviewStep),
        isOpenTodo(dailyTodoUnits.status),
      ),
    );
}

/**
 * A plan's reviews a day for `days` days from today at `retentionPercent` (the plan's own when absent).
 * 404 for another learner's plan; 409 REVIEW_OFF when the plan has no review: it keeps no log to forecast from.
 */
export async function readReviewForecast(
  db: Database,
  userId: string,
  planId: string,
  today: string,
  query: { days: number; retention?: number | undefined },
): Promise<ReviewForecast> {
  const [plan] = await db
    .select()
    .from(studyPlans)
    .where(and(eq(studyPlans.id, planId), eq(studyPlans.userId, userId)));
  if (!plan) throw notFound(studyPlanMessages.notFound);
  if (plan.reviewsPerDay === null) throw conflict('REVIEW_OFF', reviewForecastMessages.reviewOff);
  const retentionPercent =
    query.retention === undefined ? plan.targetRetentionPercent : Math.round(query.retention * 100);
  const [histories, open, measured] = await Promise.all([
    unitReviewLogs(db, planId),
    openNewUnits(db, planId),
    measuredReviews(db, planId),
  ]);
  const reviewSeconds = budgetedReviewSeconds(measured);
  return {
    retentionPercent,
    reviewSeconds,
    measured: measured.reviews > 0,
    days: forecastReviews({
      from: today,
      days: query.days,
      retention: retentionPercent / 100,
      reviewedUnits: [...histories.values()],
      // A unit already in review is followed by its log, whatever to-do of it is still open.
      newUnitDates: open.filter((row) => !histories.has(row.unitId)).map((row) => row.todoDate),
      restDates: plan.restDates,
      restWeekdays: plan.restWeekdays,
      reviewSeconds,
    }),
  };
}

/**
 * The wizard's preview of the same at the draft's 목표 기억률, from its start day: every unit new and done on
 * the day the scheduler gives it, each review counted at the assumed time (a new plan has measured none).
 */
export async function previewReviewForecast(
  db: Database,
  draft: PlanDraft,
  today: string,
  days: number,
): Promise<ReviewForecast> {
  assertStartNotPast(draft, today);
  const { leaves } = await selectedLeaves(db, draft);
  const schedule = scheduleDraft(draft, leaves);
  const retentionPercent = draft.targetRetentionPercent ?? TARGET_RETENTION_DEFAULT_PERCENT;
  const reviewSeconds = budgetedReviewSeconds({ seconds: 0, reviews: 0 });
  const windowEnd = addDays(draft.startDate, days - 1);
  return {
    retentionPercent,
    reviewSeconds,
    measured: false,
    days: forecastReviews({
      from: draft.startDate,
      days,
      retention: retentionPercent / 100,
      reviewedUnits: [],
      newUnitDates: schedule.days
        .filter((day) => compareDates(day.date, windowEnd) <= 0)
        .flatMap((day) => day.unitIds.map(() => day.date)),
      restDates: draft.restDays,
      restWeekdays: draft.restWeekdays ?? [],
      reviewSeconds,
    }),
  };
}
