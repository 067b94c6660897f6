import type { TodoReview } from '@molip/domain/review';
import { cn } from '@/lib/cn';

/** A review to-do's name on screen: its place on the ladder, "복습 2회차" for the second time back. */
export const reviewStepLabel = (review: Pick<TodoReview, 'step'>): string => `복습 ${review.step}회차`;

type ReviewBadgeProps = { review: Pick<TodoReview, 'step'>; id?: string; className?: string };

/** Marks a to-do that is a review, not a new unit: quiet beside the title, read with it by screen readers. */
export function ReviewBadge({ review, id, className }: ReviewBadgeProps) {
  return (
    <span
      id={id}
      className={cn(
        'shrink-0 rounded-md bg-accent-soft px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap text-accent',
        className,
      )}
    >
      {reviewStepLabel(review)}
    </span>
  );
}
