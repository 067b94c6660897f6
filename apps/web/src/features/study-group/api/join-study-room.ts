import { groupDetail } from '@molip/domain/study-group';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { studyGroupKeys } from './study-group-query-keys';

/** A learner already in a room gets that room back from the server, so a retry is harmless. */
export const joinStudyRoom = () => api.request('POST', '/group/rooms/join', { retries: 2 }, groupDetail);

export function useJoinStudyRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinStudyRoom,
    // A join refreshes at once, whatever the 5-minute cache says.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studyGroupKeys.all }),
  });
}
