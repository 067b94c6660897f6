import { createFocusBlockResponse, type CreateFocusBlockBody } from '@molip/domain/focus';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { focusKeys } from '@/entities/focus/focus-query-keys';

// One key for all attempts: a retry after a lost answer gets the first answer instead of meeting its own
// block as "already running" (409).
export const createFocusBlock = (body: CreateFocusBlockBody) =>
  api.request('POST', '/focus-blocks', { body, idempotent: true }, createFocusBlockResponse);

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
