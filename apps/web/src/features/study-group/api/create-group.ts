import { groupDetail } from '@molip/domain/study-group';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { studyGroupKeys } from './study-group-query-keys';

// One key for all attempts: a retry after a lost answer gets the first group back, not a second one.
export const createGroup = (name: string) =>
  api.request('POST', '/group', { body: { name }, idempotent: true }, groupDetail);

export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroup,
    onSuccess: (group) => {
      queryClient.setQueryData(studyGroupKeys.detail(group.id), group);
      return queryClient.invalidateQueries({ queryKey: studyGroupKeys.list() });
    },
  });
}
