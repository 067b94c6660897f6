import type { DailyTodoGroup } from '@molip/domain/daily-todo';
import {
  reviewRatingResponse,
  type ReviewRating,
  type ReviewRatingBody,
  type ReviewRatingResponse,
} from '@molip/domain/review';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { alertTitles, showAlert } from '@/components/ui/alerts-store';
import { api } from '@/lib/api-client';
import { dailyTodoKeys } from '@/entities/todos/daily-todo-query-keys';
import { serverMessage } from '@/lib/error-messages';
import { refreshAfterTodoChange } from '@/entities/plans/refresh-after-change';
import { withTodoUnit } from '@/entities/todos/today-todos-query';

export type RateReviewInput = { id: string; rating: ReviewRating };

export const rateReview = ({ id, rating }: RateReviewInput) =>
  api.request(
    'PUT',
    `/daily-todos/${encodeURIComponent(id)}/review-rating`,
    { body: { rating } satisfies ReviewRatingBody },
    reviewRatingResponse,
  );

const rateReviewKey = (todoId: string) => ['review-rating', todoId] as const;

/**
 * Rates a completed review; the answer says when the unit comes back. The row keeps the rating at once, and
 * the plan's schedule is read again because the next review moved with it.
 */
export function useRateReview(todoId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: rateReviewKey(todoId),
    mutationFn: rateReview,
    onSuccess: (_answer, { id, rating }) => {
      const current = queryClient.getQueryData<DailyTodoGroup[]>(dailyTodoKeys.today());
      const todo = current?.flatMap((group) => group.dailyTodoUnitResponses).find((unit) => unit.id === id);
      if (current && todo?.review)
        queryClient.setQueryData(
          dailyTodoKeys.today(),
          withTodoUnit(current, id, { review: { ...todo.review, rating } }),
        );
      // Not awaited: the answer is shown at once, while the lists catch up.
      void refreshAfterTodoChange(queryClient);
    },
    onError: (error) =>
      showAlert({
        variant: 'error',
        title: alertTitles.error.default,
        description: serverMessage(error) ?? '평가를 남기지 못했어요. 다시 시도해 주세요.',
      }),
  });
}

/** The latest answer about this review, kept by the mutation cache so the row says it again when remounted. */
export function useLastReviewAnswer(todoId: string): ReviewRatingResponse | undefined {
  return useMutationState({
    filters: { mutationKey: rateReviewKey(todoId), status: 'success' },
    select: (mutation) => mutation.state.data as ReviewRatingResponse | undefined,
  }).at(-1);
}
