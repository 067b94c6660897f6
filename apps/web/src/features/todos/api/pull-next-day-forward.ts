import { pullForwardResponse } from '@molip/domain/study-plan';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { statsQueryKey } from '@/lib/stats-query';

/** "내일 분량 미리 하기": the next study day's to-dos come to today (409 while today is unfinished). */
export const pullNextDayForward = () =>
  // Not retried: a second run after a lost answer would pull another day.
  api.request('POST', '/daily-todos/pull-forward', { retries: 0 }, pullForwardResponse);

export function usePullNextDayForward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pullNextDayForward,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['daily-todos'] }),
        // The plans' end dates and forecasts move with their schedules.
        queryClient.invalidateQueries({ queryKey: ['study-plans'] }),
        queryClient.invalidateQueries({ queryKey: statsQueryKey }),
      ]),
  });
}
