import { userProfile } from '@molip/domain/user';
import type { UpdateUsernameBody } from '@molip/domain/username';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { meQueryOptions } from '@/entities/learner/me-query';
import { nameChangedStatusQueryOptions } from './get-name-changed-status';

// Not retried automatically: a username is set once, and the user decides whether to try again.
export const updateUsername = (body: UpdateUsernameBody) =>
  api.request('PUT', '/user/username', { body, retries: 0 }, userProfile);

export function useUpdateUsername() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUsername,
    onSuccess: (profile) => {
      queryClient.setQueryData(meQueryOptions().queryKey, profile);
      queryClient.setQueryData(nameChangedStatusQueryOptions().queryKey, { hasNameChanged: true });
    },
  });
}
