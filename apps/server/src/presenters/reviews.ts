import type { ReviewRating, TodoReview } from '@molip/domain/review';

/** A to-do's `review`: its rung and rating on a review row, null on a new unit. */
export function toTodoReview(step: number | null, rating: ReviewRating | null): TodoReview | null {
  return step === null ? null : { step, rating };
}
