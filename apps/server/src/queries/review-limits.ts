import { reviewDayLimits, type ReviewDayLimits } from '@molip/domain/review-schedule';
import type { Database } from '../db/client.ts';
import { measuredReviews } from '../repositories/daily-todo-units.ts';
import type { StudyPlanRow } from '../repositories/study-plans.ts';

/** How many reviews, and how many minutes of them, one day of the plan may hold (docs/decisions/027). */
export async function planReviewLimits(db: Database, plan: StudyPlanRow): Promise<ReviewDayLimits> {
  return reviewDayLimits(plan, await measuredReviews(db, plan.id));
}
