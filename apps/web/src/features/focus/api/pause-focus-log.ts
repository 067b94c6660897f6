import { HTTP_MAX_RETRIES } from '@molip/domain/constants';
import { focusLogResult } from '@molip/domain/focus';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

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

export const usePauseFocusLog = () => useMutation({ mutationFn: pauseFocusLog });
