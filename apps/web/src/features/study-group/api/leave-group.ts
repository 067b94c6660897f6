import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { groupPath, studyGroupKeys } from './study-group-query-keys';

export const leaveGroup = (groupId: number) => api.request('POST', `${groupPath(groupId)}/leave`);

export function useLeaveGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveGroup,
    onSuccess: async (_, groupId) => {
      // The list first, so the screen moves off the group; then its answers go, unread again (a 403).
      await queryClient.invalidateQueries({ queryKey: studyGroupKeys.list() });
      queryClient.removeQueries({ queryKey: studyGroupKeys.detail(groupId) });
      queryClient.removeQueries({ queryKey: studyGroupKeys.activities(groupId) });
      queryClient.removeQueries({ queryKey: studyGroupKeys.presence(groupId) });
    },
  });
}
