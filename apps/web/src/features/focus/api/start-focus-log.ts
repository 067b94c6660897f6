import { HTTP_MAX_RETRIES } from '@molip/domain/constants';
import { focusLogResult } from '@molip/domain/focus';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAfterFocusStart } from './refresh-after-focus';

/**
 * Opens a log for this to-do, closing another open one (a switch). The server times it; a repeat is a no-op,
 * so the call is retried like a read.
 */
export async function startFocusLog(dailyTodoUnitId: string) {
  const result = await api.request(
    'POST',
    '/focus-logs/start',
    { body: { dailyTodoUnitId }, retries: HTTP_MAX_RETRIES },
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
