import { freeFocusStartResult, type FreeFocusBody } from '@molip/domain/focus-quick-start-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cacheStartedBlock } from './cache-started-block';

// One key for all attempts: a retry after a lost answer gets the first answer, never a second session.
export async function startFreeFocus(body: FreeFocusBody) {
  const result = await api.request(
    'POST',
    '/focus-logs/free/start',
    { body, idempotent: true },
    freeFocusStartResult,
  );
  return { result, receivedAt: Date.now() };
}

/**
 * Focus on no to-do: opens whatever is missing (session, block) like a quick start, or switches to free
 * focus inside the running block; the running block is cached for its screen.
 */
export function useStartFreeFocus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startFreeFocus,
    onSuccess: ({ result, receivedAt }) =>
      cacheStartedBlock(queryClient, { block: result.data.block, receivedAt }, { onTodo: false }),
  });
}
