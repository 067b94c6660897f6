import { groupDetail } from '@molip/domain/study-group';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { groupPath, studyGroupKeys } from './study-group-query-keys';

/** Not retried: a second move would leave the room the first one found. */
export const switchStudyRoom = (roomId: number) =>
  api.request('POST', `${groupPath(roomId)}/switch-room`, {}, groupDetail);

export function useSwitchStudyRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchStudyRoom,
    onSuccess: async (_, roomId) => {
      // The list first, so the screen can move to the new room; the old room's answers are no longer the reader's.
      await queryClient.invalidateQueries({ queryKey: studyGroupKeys.list() });
      queryClient.removeQueries({ queryKey: studyGroupKeys.detail(roomId) });
      queryClient.removeQueries({ queryKey: studyGroupKeys.activities(roomId) });
      queryClient.removeQueries({ queryKey: studyGroupKeys.presence(roomId) });
    },
  });
}
