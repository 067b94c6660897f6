import { z } from './zod.ts';
import { addDays, compareDates, LAST_SUPPORTED_DATE } from './calendar-date.ts';
import { restDayRule } from './plan-calendar.ts';

/**
 * Spaced review: a plan that opts in brings each completed unit back as review to-dos on a growing ladder
 * of days, at most `reviewsPerDay` of them on one day (docs/product-rules.md#spaced-review).
 */

/** Days from one completion to the next review: the first review comes a day after the unit is done. */
export const REVIEW_INTERVAL_DAYS = [1, 3, 7, 14, 30] as const;
export const REVIEW_STEP_COUNT = REVIEW_INTERVAL_DAYS.length;

export const REVIEWS_PER_DAY_MIN = 1;
export const REVIEWS_PER_DAY_MAX = 10;
export const REVIEWS_PER_DAY_DEFAULT = 3;

export const reviewMessages = {
  reviewsPerDay: `하루 복습은 ${REVIEWS_PER_DAY_MIN}~${REVIEWS_PER_DAY_MAX}개 사이로 정해 주세요.`,
  notAReview: '복습 할 일만 평가할 수 있어요.',
  notCompleted: '복습을 마친 뒤에 평가할 수 있어요.',
  noReviewDay: '1년 안에 복습할 수 있는 날이 없어요. 하루 복습 개수를 늘려 주세요.',
} as const;

/** How many reviews may land on one day of a plan; null in a plan turns review off. */
export const reviewsPerDay = z
  .int({ error: reviewMessages.reviewsPerDay })
  .check(
    z.minimum(REVIEWS_PER_DAY_MIN, reviewMessages.reviewsPerDay),
    z.maximum(REVIEWS_PER_DAY_MAX, reviewMessages.reviewsPerDay),
  );

export const reviewRatings = ['EASY', 'GOOD', 'HARD'] as const;
export const reviewRating = z.enum(reviewRatings);
export type ReviewRating = z.infer<typeof reviewRating>;
export const reviewRatingLabels = { EASY: '쉬움', GOOD: '보통', HARD: '어려움' } as const satisfies Record<
  ReviewRating,
  string
>;
/** A review ticked without a rating counts as 보통. */
export const DEFAULT_REVIEW_RATING: ReviewRating = 'GOOD';

/** What marks a to-do as a review: its place on the ladder (1 = first review) and how it went, once rated. */
export const todoReview = z.object({
  step: z.int().check(z.minimum(1), z.maximum(REVIEW_STEP_COUNT)),
  rating: z.nullable(reviewRating),
});
export type TodoReview = z.infer<typeof todoReview>;

export const reviewRatingBody = z.strictObject({ rating: reviewRating });
export type ReviewRatingBody = z.infer<typeof reviewRatingBody>;

/** The answer to a rating: when the unit comes back next, or null when the ladder is finished. */
export const reviewRatingResponse = z.object({ nextReviewDate: z.nullable(z.string()) });
export type ReviewRatingResponse = z.infer<typeof reviewRatingResponse>;

/** How far each rating moves along the ladder from the review just done. */
const RATING_STEPS = { EASY: 2, GOOD: 1, HARD: 0 } as const satisfies Record<ReviewRating, number>;

/**
 * The review that follows: `step` null is a new unit just completed (first review a day later); after review
 * step k, 보통 goes to rung k+1, 쉬움 skips one rung, 어려움 repeats rung k. Each rung waits its own interval
 * from the day of completion. Null when the rating leads past the last rung: the unit's ladder is finished.
 */
export function nextReviewStep(
  step: number | null,
  rating: ReviewRating,
): { step: number; intervalDays: number } | null {
  const next = step === null ? 1 : step + RATING_STEPS[rating];
  const intervalDays = REVIEW_INTERVAL_DAYS[next - 1];
  return intervalDays === undefined ? null : { step: next, intervalDays };
}

/** How many days past its due date a review may be pushed by the daily limit before it is given up. */
export const REVIEW_PLACEMENT_MAX_DAYS = 366;

export type ReviewPlacementInput = {
  /** The completion's study day plus the rung's interval. */
  dueDate: string;
  restWeekdays: readonly number[];
  restDates: readonly string[];
  /** Reviews of the plan already on a date. */
  reviewsOn: (date: string) => number;
  reviewsPerDay: number;
};

/**
 * The first date on or after the due date that is a study day of the plan and holds fewer than
 * `reviewsPerDay` of its reviews. Null when none lies within REVIEW_PLACEMENT_MAX_DAYS of the due date
 * (or before the last supported date): the review is not scheduled.
 */
export function placeReview(input: ReviewPlacementInput): string | null {
  const isRestDay = restDayRule({
    startDate: input.dueDate,
    restDates: [...input.restDates],
    restWeekdays: [...input.restWeekdays],
  });
  for (let offset = 0; offset < REVIEW_PLACEMENT_MAX_DAYS; offset += 1) {
    const date = addDays(input.dueDate, offset);
    if (compareDates(date, LAST_SUPPORTED_DATE) > 0) return null;
    if (!isRestDay(date) && input.reviewsOn(date) < input.reviewsPerDay) return date;
  }
  return null;
}

/** A review's expected time: the plan's measured seconds per completed review, never a new unit's time. */
export function expectedReviewSeconds(measured: { seconds: number; reviews: number }): number | null {
  return measured.reviews > 0 ? Math.round(measured.seconds / measured.reviews) : null;
}
