import type { GroupDetail } from '@molip/domain/study-group';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { groupPath, studyGroupKeys } from './study-group-query-keys';

const rotatedCode = z.object({ inviteCode: z.string() });

/** A new code makes the old one useless. */
export const rotateInviteCode = (groupId: number) =>
  api.request('POST', `${groupPath(groupId)}/invite-code`, {}, rotatedCode);

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
