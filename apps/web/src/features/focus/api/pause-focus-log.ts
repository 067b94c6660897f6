import { focusLogResult } from '@molip/domain/focus';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAfterFocusTime } from './refresh-after-focus';

/**
 * Closes this to-do's open log; the server credits the seconds by its own clock. Keyed, so a retry through a
 * network error or a deploy gets the first answer back.
 */
export async function pauseFocusLog(dailyTodoUnitId: string) {
  const result = await api.request(
    'POST',
    '/focus-logs/pause',
    { body: { dailyTodoUnitId }, idempotent: true },
    focusLogResult,
  );
  return { result, receivedAt: Date.now() };
}

export function usePauseFocusLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pauseFocusLog,
    onSuccess: () => refreshAfterFocusTime(queryClient),
  });
}
