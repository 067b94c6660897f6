import { inviteCodeAnswer, type GroupDetail } from '@molip/domain/study-group';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { groupPath, studyGroupKeys } from './study-group-query-keys';

/** A new code makes the old one useless. */
export const rotateInviteCode = (groupId: number) =>
  api.request('POST', `${groupPath(groupId)}/invite-code`, {}, inviteCodeAnswer);

export function useRotateInviteCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateInviteCode,
    onSuccess: ({ inviteCode }, groupId) =>
      queryClient.setQueryData<GroupDetail>(studyGroupKeys.detail(groupId), (group) =>
        group ? { ...group, inviteCode } : group,
      ),
  });
}
