import { focusLogResult } from '@molip/domain/focus';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAfterFocusStart } from './refresh-after-focus';

/**
 * Opens a log for this to-do, closing another open one (a switch). The server times it; keyed, so a retry
 * through a network error or a deploy gets the first answer back.
 */
export async function startFocusLog(dailyTodoUnitId: string) {
  const result = await api.request(
    'POST',
    '/focus-logs/start',
    { body: { dailyTodoUnitId }, idempotent: true },
    focusLogResult,
  );
  return { result, receivedAt: Date.now() };
}

export function useStartFocusLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startFocusLog,
    onSuccess: () => refreshAfterFocusStart(queryClient),
  });
}
