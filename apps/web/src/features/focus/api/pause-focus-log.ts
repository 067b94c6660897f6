import { HTTP_MAX_RETRIES } from '@molip/domain/constants';
import { focusLogResult } from '@molip/domain/focus';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAfterFocusTime } from './refresh-after-focus';

/**
 * Closes this to-do's open log; the server credits the seconds by its own clock. A repeat is a no-op, so the
 * call is retried like a read.
 */
export async function pauseFocusLog(dailyTodoUnitId: string) {
  const result = await api.request(
    'POST',
    '/focus-logs/pause',
    { body: { dailyTodoUnitId }, retries: HTTP_MAX_RETRIES },
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
