import { pullForwardResponse } from '@molip/domain/study-plan';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showAlert } from '@/components/ui/alerts-store';
import { showSnackbar } from '@/components/ui/snackbar-store';
import { api } from '@/lib/api-client';
import { errorSentence } from '@/lib/error-messages';
import { refreshAfterTodoChange } from '@/entities/plans/refresh-after-change';

/** "내일 분량 미리 하기": the next study day's to-dos come to today (409 while today is unfinished). */
export const pullNextDayForward = () =>
  // Not retried: a second run after a lost answer would pull another day.
  api.request('POST', '/daily-todos/pull-forward', { retries: 0 }, pullForwardResponse);

export function usePullNextDayForward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pullNextDayForward,
    // Said here, not by the card: the refetch below takes the card away before a caller's callback would run.
    onSuccess: ({ movedTodos }) => {
      showSnackbar({ message: `다음 할 일 ${movedTodos}개를 오늘로 가져왔어요.` });
    },
    onError: (error) => showAlert({ variant: 'info', description: errorSentence(error) }),
    onSettled: () => refreshAfterTodoChange(queryClient),
  });
}
