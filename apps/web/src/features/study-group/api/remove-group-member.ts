import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { groupPath, studyGroupKeys } from './study-group-query-keys';

type RemoveMemberInput = { groupId: number; userId: string };

export const removeGroupMember = ({ groupId, userId }: RemoveMemberInput) =>
  api.request('DELETE', `${groupPath(groupId)}/members/${encodeURIComponent(userId)}`);

export function useRemoveGroupMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeGroupMember,
    onSuccess: (_, { groupId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: studyGroupKeys.detail(groupId) }),
        queryClient.invalidateQueries({ queryKey: studyGroupKeys.activities(groupId) }),
        queryClient.invalidateQueries({ queryKey: studyGroupKeys.presence(groupId) }),
        queryClient.invalidateQueries({ queryKey: studyGroupKeys.list() }),
      ]),
  });
}
