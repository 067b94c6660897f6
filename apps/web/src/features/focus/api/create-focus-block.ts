import { createFocusBlockResponse, type CreateFocusBlockBody } from '@molip/domain/focus';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { focusKeys } from './focus-query-keys';

// Not retried: a lost answer followed by a retry would meet its own block and get a 409.
export const createFocusBlock = (body: CreateFocusBlockBody) =>
  api.request('POST', '/focus-blocks', { body, retries: 0 }, createFocusBlockResponse);

export function useCreateFocusBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFocusBlock,
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: focusKeys.currentBlock });
      await queryClient.invalidateQueries({ queryKey: focusKeys.currentSession });
    },
  });
}
