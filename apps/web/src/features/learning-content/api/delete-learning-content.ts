import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { learningContentKeys } from './learning-content-query-keys';

export const deleteLearningContent = (id: string) =>
  api.request('DELETE', `/learning-contents/${encodeURIComponent(id)}`, { retries: 0 });

export function useDeleteLearningContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLearningContent,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: learningContentKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: learningContentKeys.all });
    },
  });
}
