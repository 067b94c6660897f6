import type { DailyTodoGroup } from '@molip/domain/daily-todo';
import { reviewRatingResponse, type ReviewRating, type ReviewRatingBody } from '@molip/domain/review';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { alertTitles, showAlert } from '@/components/ui/alerts-store';
import { api } from '@/lib/api-client';
import { dailyTodoKeys } from '@/lib/daily-todo-query-keys';
import { serverMessage } from '@/lib/error-messages';
import { refreshAfterTodoChange } from '@/lib/refresh-after-change';
import { withTodoUnit } from '@/lib/today-todos-query';

export type RateReviewInput = { id: string; rating: ReviewRating };

export const rateReview = ({ id, rating }: RateReviewInput) =>
  api.request(
    'PUT',
    `/daily-todos/${encodeURIComponent(id)}/review-rating`,
    { body: { rating } satisfies ReviewRatingBody },
    reviewRatingResponse,
  );

/**
 * Rates a completed review; the answer says when the unit comes back. The row keeps the rating at once, and
 * the plan's schedule is read again because the next review moved with it.
 */
export function useRateReview() {
  const queryClient = useQueryClient();
  return useMutation({
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
