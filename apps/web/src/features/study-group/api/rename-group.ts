import { groupDetail } from '@molip/domain/study-group';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { groupPath, studyGroupKeys } from './study-group-query-keys';

type RenameGroupInput = { groupId: number; name: string };

export const renameGroup = ({ groupId, name }: RenameGroupInput) =>
  api.request('PATCH', groupPath(groupId), { body: { name } }, groupDetail);

export function useRenameGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameGroup,
    onSuccess: (group) => {
      queryClient.setQueryData(studyGroupKeys.detail(group.id), group);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: studyGroupKeys.list() }),
        queryClient.invalidateQueries({ queryKey: studyGroupKeys.activities(group.id) }),
      ]);
    },
  });
}
