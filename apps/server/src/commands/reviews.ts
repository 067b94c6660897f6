import { addDays, compareDates, todayInZone } from '@molip/domain/calendar-date';
import { todoMessages } from '@molip/domain/daily-todo';
import {
  DEFAULT_REVIEW_RATING,
  reviewMessages,
  type ReviewRating,
  type ReviewRatingResponse,
} from '@molip/domain/review';
import {
  nextReviewDue,
  placeReview,
  replayReviews,
  reviewWindow,
  type ReviewLogEntry,
  type ReviewWindow,
} from '@molip/domain/review-schedule';
import type { Database } from '../db/client.ts';
import { conflict, notFound } from '../lib/app-error.ts';
import {
  deleteTodos,
  findOwnTodo,
  insertReview,
  insertSuccessor,
  lockReviewsOf,
  lockTodo,
  reviewCountsFrom,
  setReviewRating,
  type TodoRow,
} from '../repositories/daily-todo-units.ts';
import { deleteReviewLogOf, saveReviewLog, unitReviewLog } from '../repositories/review-logs.ts';
import { lockStudyPlan, type StudyPlanRow } from '../repositories/study-plans.ts';
import { planReviewLimits } from '../queries/review-limits.ts';
import { withLearner } from './with-learner.ts';

/** Spaced review's steps (docs/product-rules.md#spaced-review); the caller holds the plan and to-do locks. */

/**
 * Where a review due on `dueDate` lands, not before `earliest`: the least-loaded study day of its window with
 * room under the plan's count and minutes, else the first one after it; null past a year.
 */
async function reviewDate(
  tx: Database,
  plan: StudyPlanRow,
  placement: { dueDate: string; earliest: string; window?: ReviewWindow },
) {
  const { dueDate, earliest, window } = placement;
  // A window opens on or before its due date.
  const first = window?.from ?? dueDate;
  const counts = await reviewCountsFrom(tx, plan.id, compareDates(first, earliest) < 0 ? earliest : first);
  return placeReview({
    ...(await planReviewLimits(tx, plan)),
    ...placement,
    restDates: plan.restDates,
    restWeekdays: plan.restWeekdays,
    reviewsOn: (date) => counts.get(date) ?? 0,
  });
}

/** Writes `completed`'s log row: the unit's earlier log replayed through FSRS with this rating last. */
async function logCompletion(
  tx: Database,
  plan: StudyPlanRow,
  completed: TodoRow,
  rating: ReviewRating,
  completedOn: string,
  now: Date,
): Promise<ReviewLogEntry> {
  const earlier = (await unitReviewLog(tx, completed.studyPlanId, completed.contentUnitId)).filter(
    (row) => row.dailyTodoUnitId !== completed.id && compareDates(row.reviewedOn, completedOn) <= 0,
  );
  const entry = replayReviews(
    [...earlier, { reviewedOn: completedOn, rating }],
    plan.targetRetentionPercent / 100,
  ).at(-1);
  // A replay answers one entry per event, so this completion's is there.
  if (!entry) throw new Error('A replay answered no entry for its last event.');
  await saveReviewLog(tx, completed, entry, now);
  return entry;
}

/**
 * Logs `completed` with its rating (보통 when unrated) and schedules the review that follows it, when FSRS
 * replaying the unit's log asks for it, from `completedOn`; nothing more when the plan has no review or no day
 * has room. Answers the review's date.
 */
async function scheduleReview(
  tx: Database,
  plan: StudyPlanRow,
  completed: TodoRow,
  rating: ReviewRating,
  completedOn: string,
  today: string,
  now: Date,
): Promise<string | null> {
  const entry = await logCompletion(tx, plan, completed, rating, completedOn, now);
  if (plan.reviewsPerDay === null) return null;
  const window = reviewWindow(entry);
  const date = await reviewDate(tx, plan, { dueDate: nextReviewDue(entry), earliest: today, window });
  if (date) await insertReview(tx, completed, (completed.reviewStep ?? 0) + 1, date, now);
  return date;
}

/** A to-do just completed brings its next review, once: a retried completion finds it already there. */
export async function scheduleReviewOnCompletion(
  tx: Database,
  plan: StudyPlanRow,
  completed: TodoRow,
  today: string,
  now: Date,
) {
  if (plan.reviewsPerDay === null) return;
  if ((await lockReviewsOf(tx, completed.id)).length > 0) return;
  const rating = completed.reviewRating ?? DEFAULT_REVIEW_RATING;
  await scheduleReview(tx, plan, completed, rating, today, today, now);
}

/** Undoing a completion: its log row goes, and so do the reviews it brought while untouched. */
export async function undoReviewCompletion(tx: Database, completedId: string) {
  await deleteReviewLogOf(tx, completedId);
  await withdrawUntouchedReviews(tx, completedId);
}

/**
 * Removes the reviews a completion brought (undoing it, or rating it again) when the learner has touched none
 * of them; answers whether they went: a review already worked on stays.
 */
export async function withdrawUntouchedReviews(tx: Database, completedId: string): Promise<boolean> {
  const reviews = await lockReviewsOf(tx, completedId);
  if (!reviews.every((review) => review.untouched)) return false;
  await deleteTodos(
    tx,
    reviews.map((review) => review.id),
  );
  return true;
}

/** A postponed review moves to the plan's next study day with room under its limits; the new units do not roll. */
export async function postponeReview(
  tx: Database,
  plan: StudyPlanRow,
  review: TodoRow,
  postponedOn: string,
  now: Date,
) {
  const tomorrow = addDays(postponedOn, 1);
  const date = await reviewDate(tx, plan, { dueDate: tomorrow, earliest: tomorrow });
  if (!date) throw conflict('NO_REVIEW_DAY', reviewMessages.noReviewDay);
  await insertSuccessor(tx, review, date, now);
}

/**
 * Stores how a completed review went, in the to-do and its log row, and moves the next review by it: the
 * untouched next review is placed again; one the learner already worked on stays where it is.
 */
export async function rateReview(
  db: Database,
  userId: string,
  todoId: string,
  rating: ReviewRating,
  now: Date,
): Promise<ReviewRatingResponse> {
  return withLearner(db, userId, now, async (tx, learner) => {
    const owned = await findOwnTodo(tx, userId, todoId);
    if (!owned) throw notFound(todoMessages.notFound);
    const plan = await lockStudyPlan(tx, userId, owned.studyPlanId);
    const review = await lockTodo(tx, todoId);
    if (!plan || !review) throw notFound(todoMessages.notFound);
    if (review.reviewStep === null) throw conflict('NOT_A_REVIEW', reviewMessages.notAReview);
    if (review.status !== 'COMPLETED') throw conflict('REVIEW_NOT_COMPLETED', reviewMessages.notCompleted);

    await setReviewRating(tx, review.id, rating, now);
    const completedOn = review.completedAt
      ? todayInZone(review.completedAt, learner.timezone, learner.dayStartHour)
      : learner.today;
    if (!(await withdrawUntouchedReviews(tx, review.id))) {
      // The next review stays where the learner took it up; the log still keeps this rating.
      await logCompletion(tx, plan, review, rating, completedOn, now);
      const kept = (await lockReviewsOf(tx, review.id)).find((row) => row.status !== 'POSTPONED');
      return { nextReviewDate: kept?.todoDate ?? null };
    }
    const nextReviewDate = await scheduleReview(tx, plan, review, rating, completedOn, learner.today, now);
    return { nextReviewDate };
  });
}
