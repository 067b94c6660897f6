import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { groupPath, studyGroupKeys } from './study-group-query-keys';

/** Joining again is a no-op success on the server, so a retry is harmless. */
export const joinGroup = (groupId: number) =>
  api.request('POST', `${groupPath(groupId)}/join`, { retries: 2 });

export function useJoinGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinGroup,
    // A join refreshes at once, whatever the 5-minute cache says.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studyGroupKeys.all }),
  });
}
