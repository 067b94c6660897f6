import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ReviewRating } from '@molip/domain/review';
import type { ReviewLogEntry } from '@molip/domain/review-schedule';
import type { Database } from '../db/client.ts';
import { reviewLogs } from '../db/schema.ts';

/** The only writer of `review_logs`: a row per completion of a unit in review. */

/** A unit's log in a plan, oldest first: the history its card is replayed from. */
export async function unitReviewLog(tx: Database, studyPlanId: string, contentUnitId: string) {
  return tx
    .select({
      dailyTodoUnitId: reviewLogs.dailyTodoUnitId,
      reviewedOn: reviewLogs.reviewedOn,
      rating: reviewLogs.rating,
    })
    .from(reviewLogs)
    .where(and(eq(reviewLogs.studyPlanId, studyPlanId), eq(reviewLogs.contentUnitId, contentUnitId)))
    .orderBy(asc(reviewLogs.reviewedOn), asc(reviewLogs.createdAt));
}

/**
 * Units' logs in a plan, oldest first within each unit: the listed units' (several `unitReviewLog` at once), or
 * every unit's when none are listed.
 */
export async function unitReviewLogs(
  tx: Database,
  studyPlanId: string,
  contentUnitIds?: readonly string[],
): Promise<Map<string, { reviewedOn: string; rating: ReviewRating }[]>> {
  const logs = new Map<string, { reviewedOn: string; rating: ReviewRating }[]>();
  if (contentUnitIds?.length === 0) return logs;
  const rows = await tx
    .select({
      contentUnitId: reviewLogs.contentUnitId,
      reviewedOn: reviewLogs.reviewedOn,
      rating: reviewLogs.rating,
    })
    .from(reviewLogs)
    .where(
      and(
        eq(reviewLogs.studyPlanId, studyPlanId),
        contentUnitIds ? inArray(reviewLogs.contentUnitId, [...contentUnitIds]) : undefined,
      ),
    )
    .orderBy(asc(reviewLogs.contentUnitId), asc(reviewLogs.reviewedOn), asc(reviewLogs.createdAt));
  for (const { contentUnitId, ...event } of rows) {
    const log = logs.get(contentUnitId);
    if (log) log.push(event);
    else logs.set(contentUnitId, [event]);
  }
  return logs;
}

/** Writes the log row of one completion, or rewrites it when the review is rated again. */
export async function saveReviewLog(
  tx: Database,
  completion: { id: string; studyPlanId: string; userId: string; contentUnitId: string },
  entry: ReviewLogEntry,
  now: Date,
) {
  const fields = {
    reviewedOn: entry.reviewedOn,
    rating: entry.rating,
    state: entry.state,
    elapsedDays: entry.elapsedDays,
    scheduledDays: entry.scheduledDays,
    stability: entry.stability,
    difficulty: entry.difficulty,
    updatedAt: now,
  };
  await tx
    .insert(reviewLogs)
    .values({
      dailyTodoUnitId: completion.id,
      studyPlanId: completion.studyPlanId,
      userId: completion.userId,
      contentUnitId: completion.contentUnitId,
      createdAt: now,
      ...fields,
    })
    .onConflictDoUpdate({ target: reviewLogs.dailyTodoUnitId, set: fields });
}

/** A completion undone takes its log row with it. */
export async function deleteReviewLogOf(tx: Database, todoId: string) {
  await tx.delete(reviewLogs).where(eq(reviewLogs.dailyTodoUnitId, todoId));
}
