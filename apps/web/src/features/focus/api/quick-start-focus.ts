import { quickStartFocusResult, type QuickStartFocusBody } from '@molip/domain/focus-quick-start';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { statsQueryKey } from '@/lib/stats-query';
import { todayTodosQueryKey } from '@/lib/today-todos-query';
import type { ReceivedBlock } from './get-current-focus-block';
import { focusKeys } from './focus-query-keys';

// One key for all attempts: a retry after a lost answer gets the first answer, never a second session.
export async function quickStartFocus(body: QuickStartFocusBody) {
  const result = await api.request(
    'POST',
    '/focus-logs/quick-start',
    { body, idempotent: true },
    quickStartFocusResult,
  );
  return { result, receivedAt: Date.now() };
}

/** Opens whatever is missing (session, block) and starts focusing; the running block is cached for its screen. */
export function useQuickStartFocus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: quickStartFocus,
    onSuccess: async ({ result, receivedAt }) => {
      queryClient.setQueryData<ReceivedBlock>(focusKeys.currentBlock, {
        block: result.data.block,
        receivedAt,
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: focusKeys.sessionStatus }),
        queryClient.invalidateQueries({ queryKey: focusKeys.currentSession }),
        queryClient.invalidateQueries({ queryKey: todayTodosQueryKey }),
        queryClient.invalidateQueries({ queryKey: statsQueryKey }),
      ]);
    },
  });
}
