import { HTTP_MAX_RETRIES } from '@molip/domain/constants';
import { focusBlock } from '@molip/domain/focus';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { focusKeys } from './focus-query-keys';
import { refreshAfterBlockEnd } from './refresh-after-focus';

/** Idempotent on the server (ending twice changes nothing), so it is retried like a read. */
export const endFocusBlock = (focusBlockId: string) =>
  api.request(
    'PATCH',
    '/focus-blocks/end',
    { body: { focusBlockId }, retries: HTTP_MAX_RETRIES },
    focusBlock,
  );

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
