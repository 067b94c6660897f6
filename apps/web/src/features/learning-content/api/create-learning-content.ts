import { learningContent, type CreateLearningContentBody } from '@molip/domain/learning-content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { learningContentKeys } from './learning-content-query-keys';

// One key for all attempts: a retry after a lost answer gets the first answer, not a second content.
export const createLearningContent = (body: CreateLearningContentBody) =>
  api.request('POST', '/learning-contents', { body, idempotent: true }, learningContent);

export function useCreateLearningContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLearningContent,
    // The recent list and searches should show the new content at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: learningContentKeys.all }),
  });
}
