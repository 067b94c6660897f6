import { pushSettings, type PushSettingsBody } from '@molip/domain/push';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userKeys } from '@/entities/learner/user-query-keys';

export const pushSettingsQueryOptions = () =>
  queryOptions({ queryKey: userKeys.pushSettings(), queryFn: () => api.get('/push/settings', pushSettings) });

export const usePushSettings = () => useQuery(pushSettingsQueryOptions());

export function useUpdatePushSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PushSettingsBody) => api.request('PUT', '/push/settings', { body }, pushSettings),
    onSuccess: (settings) => queryClient.setQueryData(userKeys.pushSettings(), settings),
  });
}
