import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { groupPath, studyGroupKeys } from './study-group-query-keys';

type RenameGroupInput = { groupId: number; name: string };

export const renameGroup = ({ groupId, name }: RenameGroupInput) =>
  api.request('PATCH', groupPath(groupId), { body: { name } });

export function useRenameGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameGroup,
    onSuccess: (_, { groupId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: studyGroupKeys.list() }),
        queryClient.invalidateQueries({ queryKey: studyGroupKeys.detail(groupId) }),
        queryClient.invalidateQueries({ queryKey: studyGroupKeys.activities(groupId) }),
      ]),
  });
}
