import { groupDetail } from '@molip/domain/study-group';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { studyGroupKeys } from './study-group-query-keys';

/** Joining a group one is already in is a no-op success on the server, so a retry is harmless. */
export const joinGroupByCode = (inviteCode: string) =>
  api.request('POST', '/group/join-by-code', { body: { inviteCode }, retries: 2 }, groupDetail);

export function useJoinGroupByCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinGroupByCode,
    // A join refreshes at once, whatever the 5-minute cache says.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studyGroupKeys.all }),
  });
}
