import { userProfile } from '@molip/domain/user';
import type { UpdateUsernameBody } from '@molip/domain/username';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { meQueryOptions } from '@/entities/learner/me-query';
import { usernameChangeStatusQueryOptions } from './get-username-change-status';

// Not retried automatically: a change starts the 30 days, and the learner decides whether to try again.
export const changeUsername = (body: UpdateUsernameBody) =>
  api.request('PATCH', '/user/username', { body, retries: 0 }, userProfile);

export function useChangeUsername() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUsername,
    onSuccess: (profile) => {
      queryClient.setQueryData(meQueryOptions().queryKey, profile);
      void queryClient.invalidateQueries({ queryKey: usernameChangeStatusQueryOptions().queryKey });
    },
  });
}
