import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { studyGroupKeys } from './study-group-query-keys';

// The contract names only "201 with inviteCode"; these are the fields the screen needs from it.
const createdGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  inviteCode: z.string(),
});
export type CreatedGroup = z.infer<typeof createdGroup>;

// One key for all attempts: a retry after a lost answer gets the first group back, not a second one.
export const createGroup = (name: string) =>
  api.request('POST', '/group', { body: { name }, idempotent: true }, createdGroup);

export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studyGroupKeys.list() }),
  });
}
