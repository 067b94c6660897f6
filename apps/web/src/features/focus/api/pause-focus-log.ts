import { focusLogResult } from '@molip/domain/focus';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Closes this to-do's open log; the server credits the seconds by its own clock. Repeats are no-ops. */
export async function pauseFocusLog(dailyTodoUnitId: string) {
  const result = await api.request(
    'POST',
    '/focus-logs/pause',
    { body: { dailyTodoUnitId } },
    focusLogResult,
  );
  return { result, receivedAt: Date.now() };
}

export const usePauseFocusLog = () => useMutation({ mutationFn: pauseFocusLog });
