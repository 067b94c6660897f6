import { userProfile, type UpdateProfileBody } from '@molip/domain/user';
import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { meQueryOptions } from '@/entities/learner/me-query';

export const updateMe = (body: UpdateProfileBody) => api.request('PUT', '/user/me', { body }, userProfile);

/** A new zone or day-start hour moves the learner's "today": what every read of the day answered may change. */
const movesToday = (body: UpdateProfileBody) =>
  body.timezone !== undefined || body.dayStartHour !== undefined;

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (profile, body) => {
      const meKey = meQueryOptions().queryKey;
      queryClient.setQueryData(meKey, profile);
      if (!movesToday(body)) return;
      // Today's to-dos, the focus state, the figures: read again on the new day (the profile is already new).
      const meHash = hashKey(meKey);
      void queryClient.invalidateQueries({ predicate: (query) => query.queryHash !== meHash });
    },
  });
}
