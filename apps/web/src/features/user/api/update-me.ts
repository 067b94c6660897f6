import { userProfile, type UpdateProfileBody } from '@molip/domain/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { meQueryOptions } from '@/entities/learner/me-query';

export const updateMe = (body: UpdateProfileBody) => api.request('PUT', '/user/me', { body }, userProfile);

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (profile) => queryClient.setQueryData(meQueryOptions().queryKey, profile),
  });
}
