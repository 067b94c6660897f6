import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { studyGroupKeys } from './study-group-query-keys';

// The screen opens the joined group, so only its id is read from the answer.
const joinedGroup = z.object({ id: z.number().int() });

export const joinGroupByCode = (inviteCode: string) =>
  api.request('POST', '/group/join-by-code', { body: { inviteCode }, retries: 2 }, joinedGroup);

export function useJoinGroupByCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinGroupByCode,
    // A join refreshes at once, whatever the 5-minute cache says.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studyGroupKeys.all }),
  });
}
