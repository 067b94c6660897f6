import { focusBlock } from '@molip/domain/focus';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { focusKeys } from './focus-query-keys';
import { todayTodosQueryKey } from '@/lib/today-todos-query';

/** Idempotent on the server (ending twice changes nothing), so the client's retries are safe. */
export const endFocusBlock = (focusBlockId: string) =>
  api.request('PATCH', '/focus-blocks/end', { body: { focusBlockId } }, focusBlock);

export function useEndFocusBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endFocusBlock,
    onSuccess: async (block) => {
      queryClient.setQueryData(focusKeys.currentBlock, null);
      queryClient.setQueryData(focusKeys.block(block.id), { block, receivedAt: Date.now() });
      // Spec §4 "Complete block": refresh today's to-dos and the session detail.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: todayTodosQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['focus', 'session'] }),
      ]);
    },
  });
}
