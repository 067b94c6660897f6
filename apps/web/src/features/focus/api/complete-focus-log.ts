import type { DailyTodoGroup } from '@molip/domain/daily-todo';
import { focusLogResult } from '@molip/domain/focus';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dailyTodoKeys } from '@/entities/todos/daily-todo-query-keys';
import { refreshAfterTodoChange } from '@/entities/plans/refresh-after-change';
import { withTodoUnit } from '@/entities/todos/today-todos-query';

/**
 * Closes the to-do's log, credits its server-measured seconds and marks it COMPLETED. Sent with an
 * Idempotency-Key and retried through a network error or a deploy: a retry gets the first answer back and
 * cannot double the minutes.
 */
export async function completeFocusLog(dailyTodoUnitId: string) {
  const result = await api.request(
    'POST',
    '/focus-logs/complete',
    { body: { dailyTodoUnitId, completed: true }, idempotent: true },
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
