import { quickStartFocusResult, type QuickStartFocusBody } from '@molip/domain/focus-quick-start-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cacheStartedBlock } from './cache-started-block';

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
    // The to-do the learner started on is now in a block.
    onSuccess: ({ result, receivedAt }) =>
      cacheStartedBlock(queryClient, { block: result.data.block, receivedAt }, { onTodo: true }),
  });
}
