import { daysBetween } from '@molip/domain/calendar-date';
import { reviewRatingLabels, reviewRatings, type ReviewRating, type TodoReview } from '@molip/domain/review';
import { useId } from 'react';
import { useServerActionBlocked } from '@/components/ui/offline-reason';
import { cn } from '@/lib/cn';
import { useLastReviewAnswer, useRateReview } from '../api/rate-review';

/** When the unit comes back, from the learner's today: "3일 뒤에 다시 볼게요", or that no day was found. */
export function reviewAnswerText(nextReviewDate: string | null, today: string): string {
  if (nextReviewDate === null) return '다음 복습은 잡지 않았어요';
  const days = daysBetween(today, nextReviewDate);
  // A review done on an earlier day may be due again today already.
  if (days <= 0) return '오늘 다시 볼게요';
  return days === 1 ? '내일 다시 볼게요' : `${days}일 뒤에 다시 볼게요`;
}

type ReviewRatingBarProps = { todoId: string; review: TodoReview; today: string };

/**
 * Under a completed review: "어땠어요? 다시 · 어려움 · 보통 · 쉬움", one optional tap (none counts as 보통) that
 * can be changed, then when the unit comes back. Inside the row, so nothing covers it and the snackbar keeps its
 * 되돌리기.
 */
export function ReviewRatingBar({ todoId, review, today }: ReviewRatingBarProps) {
  const rate = useRateReview(todoId);
  const lastAnswer = useLastReviewAnswer(todoId);
  const server = useServerActionBlocked();
  const promptId = useId();
  const chosen = rate.isPending ? rate.variables.rating : review.rating;
  // Said until another rating is on its way: the answer would be about the previous one.
  const answer = lastAnswer && !rate.isPending ? reviewAnswerText(lastAnswer.nextReviewDate, today) : null;

  const choose = (rating: ReviewRating) => {
    // One rating at a time; the buttons stay focusable meanwhile, so a keyboard's focus is not dropped.
    if (!rate.isPending) rate.mutate({ id: todoId, rating });
  };

  return (
    <div className="flex w-full flex-col gap-1.5 pr-4 pb-3 pl-13">
      <div role="group" aria-labelledby={promptId} className="flex flex-wrap items-center gap-x-1.5 gap-y-2">
        {/* Under 380 px the four answers need the whole line: the question goes above them. */}
        <span
          id={promptId}
          className="mr-1 w-full text-[0.8125rem] font-semibold text-ink-muted min-[380px]:w-auto"
        >
          어땠어요?
        </span>
        {reviewRatings.map((rating) => (
          <button
            key={rating}
            type="button"
            aria-pressed={chosen === rating}
            aria-busy={(rate.isPending && chosen === rating) || undefined}
            aria-disabled={rate.isPending || undefined}
            disabled={server.blocked}
            aria-describedby={server.describedBy}
            onClick={() => choose(rating)}
            className={cn(
              'h-9 min-w-12 rounded-full border px-2.5 text-[0.8125rem] font-semibold transition-colors',
              chosen === rating
                ? 'border-primary bg-primary-soft text-primary'
                : 'border-line-strong bg-surface text-ink-muted hover:bg-surface-muted',
              rate.isPending ? 'cursor-wait' : 'disabled:cursor-not-allowed disabled:opacity-60',
            )}
          >
            {reviewRatingLabels[rating]}
          </button>
        ))}
      </div>
      <p
        role="status"
        className={cn('text-[0.8125rem] font-semibold text-accent', answer === null && 'sr-only')}
      >
        {answer}
      </p>
    </div>
  );
}
