import { z } from './zod.ts';

/**
 * Spaced review: a plan that opts in brings each completed unit back as review to-dos, each one when FSRS
 * expects the learner to be about to forget it, at most `reviewsPerDay` of them on one day
 * (docs/product-rules.md#spaced-review, docs/decisions/025-fsrs-reviews.md).
 */

export const REVIEWS_PER_DAY_MIN = 1;
export const REVIEWS_PER_DAY_MAX = 10;
export const REVIEWS_PER_DAY_DEFAULT = 3;

/** 목표 기억률: the share of units a review should find still remembered, in percent (docs/product-rules.md#spaced-review). */
export const TARGET_RETENTION_MIN_PERCENT = 80;
export const TARGET_RETENTION_MAX_PERCENT = 95;
export const TARGET_RETENTION_DEFAULT_PERCENT = 90;

/** A day's review time budget in minutes; the count limit stays an upper bound beside it. */
export const REVIEW_MINUTES_MIN = 5;
export const REVIEW_MINUTES_MAX = 240;
export const REVIEW_MINUTES_DEFAULT = 30;

export const reviewMessages = {
  reviewsPerDay: `하루 복습은 ${REVIEWS_PER_DAY_MIN}~${REVIEWS_PER_DAY_MAX}개 사이로 정해 주세요.`,
  targetRetention: `목표 기억률은 ${TARGET_RETENTION_MIN_PERCENT}~${TARGET_RETENTION_MAX_PERCENT}% 사이로 정해 주세요.`,
  reviewMinutesPerDay: `하루 복습 시간은 ${REVIEW_MINUTES_MIN}~${REVIEW_MINUTES_MAX}분 사이로 정해 주세요.`,
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

/** The plan's 목표 기억률 in whole percent: 90 means nine in ten units still remembered when their review comes. */
export const targetRetentionPercent = z
  .int({ error: reviewMessages.targetRetention })
  .check(
    z.minimum(TARGET_RETENTION_MIN_PERCENT, reviewMessages.targetRetention),
    z.maximum(TARGET_RETENTION_MAX_PERCENT, reviewMessages.targetRetention),
  );

/** How many minutes of review one day of a plan may hold; null in a plan: only the count limit applies. */
export const reviewMinutesPerDay = z
  .int({ error: reviewMessages.reviewMinutesPerDay })
  .check(
    z.minimum(REVIEW_MINUTES_MIN, reviewMessages.reviewMinutesPerDay),
    z.maximum(REVIEW_MINUTES_MAX, reviewMessages.reviewMinutesPerDay),
  );

/** The four answers to "어땠어요?", from forgotten to easy. */
export const reviewRatings = ['AGAIN', 'HARD', 'GOOD', 'EASY'] as const;
export const reviewRating = z.enum(reviewRatings);
export type ReviewRating = z.infer<typeof reviewRating>;
export const reviewRatingLabels = {
  AGAIN: '다시',
  HARD: '어려움',
  GOOD: '보통',
  EASY: '쉬움',
} as const satisfies Record<ReviewRating, string>;
/** A review ticked without a rating, and a new unit completed, count as 보통. */
export const DEFAULT_REVIEW_RATING: ReviewRating = 'GOOD';

/** What marks a to-do as a review: its count for the unit (1 = first review) and how it went, once rated. */
export const todoReview = z.object({
  step: z.int().check(z.minimum(1), z.maximum(32_767)),
  rating: z.nullable(reviewRating),
});
export type TodoReview = z.infer<typeof todoReview>;

export const reviewRatingBody = z.strictObject({ rating: reviewRating });
export type ReviewRatingBody = z.infer<typeof reviewRatingBody>;

/** The answer to a rating: when the unit comes back next, or null when no day has room for it. */
export const reviewRatingResponse = z.object({ nextReviewDate: z.nullable(z.string()) });
export type ReviewRatingResponse = z.infer<typeof reviewRatingResponse>;

/** A review's expected time: the plan's measured seconds per completed review, never a new unit's time. */
export function expectedReviewSeconds(measured: { seconds: number; reviews: number }): number | null {
  return measured.reviews > 0 ? Math.round(measured.seconds / measured.reviews) : null;
}

/** Until a plan has measured reviews, one is counted as five minutes against its budget and in its forecast. */
export const ASSUMED_REVIEW_SECONDS = 5 * 60;

/** What one review of the plan costs its day's budget: the measured average, else the assumption above. */
export const budgetedReviewSeconds = (measured: { seconds: number; reviews: number }): number =>
  expectedReviewSeconds(measured) ?? ASSUMED_REVIEW_SECONDS;
