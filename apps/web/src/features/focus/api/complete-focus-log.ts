import { HTTP_MAX_RETRIES } from '@molip/domain/constants';
import type { DailyTodoGroup } from '@molip/domain/daily-todo';
import { focusLogResult } from '@molip/domain/focus';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dailyTodoKeys } from '@/lib/daily-todo-query-keys';
import { refreshAfterTodoChange } from '@/lib/refresh-after-change';
import { withTodoUnit } from '@/lib/today-todos-query';

/**
 * Closes the to-do's log, credits its server-measured seconds and marks it COMPLETED. Idempotent on the
 * server (20 concurrent completes count once), so it is retried like a read: a retry cannot double the
 * minutes.
 */
export async function completeFocusLog(dailyTodoUnitId: string) {
  const result = await api.request(
    'POST',
    '/focus-logs/complete',
    { body: { dailyTodoUnitId, completed: true }, retries: HTTP_MAX_RETRIES },
    focusLogResult,
  );
  return { result, receivedAt: Date.now() };
}

export function useCompleteFocusLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeFocusLog,
    onSuccess: ({ result }) => {
      // The minutes are added to today's to-dos too, so the dashboard agrees.
      queryClient.setQueryData<DailyTodoGroup[]>(dailyTodoKeys.today(), (groups) =>
        groups
          ? withTodoUnit(groups, result.data.dailyTodoUnitId, {
              status: 'COMPLETED',
              totalStudyMinutes: result.data.totalStudyMinutes,
            })
          : groups,
      );
      // Completing here is completing on the list: the plan's progress moves too, not only the statistics.
      void refreshAfterTodoChange(queryClient);
    },
  });
}
