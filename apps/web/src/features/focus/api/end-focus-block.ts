import { focusBlock } from '@molip/domain/focus';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { focusKeys } from '@/entities/focus/focus-query-keys';
import { refreshAfterBlockEnd } from './refresh-after-focus';

/** Keyed, so a retry through a network error or a deploy gets the first answer back. */
export const endFocusBlock = (focusBlockId: string) =>
  api.request('PATCH', '/focus-blocks/end', { body: { focusBlockId }, idempotent: true }, focusBlock);

export function useEndFocusBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endFocusBlock,
    onSuccess: (block) => {
      queryClient.setQueryData(focusKeys.currentBlock, null);
      queryClient.setQueryData(focusKeys.block(block.id), { block, receivedAt: Date.now() });
      // In the background: the screen that ended the block moves on at once instead of waiting for the reads.
      void refreshAfterBlockEnd(queryClient);
    },
  });
}
