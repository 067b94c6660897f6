import {
  pushSettings,
  pushSubscriptionAnswer,
  vapidPublicKey,
  type PushSettings,
  type PushSubscriptionBody,
} from '@molip/domain/push';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userKeys } from '@/lib/user-query-keys';

export const getVapidPublicKey = () => api.get('/push/vapid-public-key', vapidPublicKey);

export const savePushSubscription = (body: PushSubscriptionBody) =>
  api.request('POST', '/push/subscriptions', { body }, pushSubscriptionAnswer);

export const deletePushSubscription = (endpoint: string) =>
  api.request('DELETE', '/push/subscriptions', { body: { endpoint } });

export const pushSettingsQueryOptions = () =>
  queryOptions({ queryKey: userKeys.pushSettings(), queryFn: () => api.get('/push/settings', pushSettings) });

export const usePushSettings = () => useQuery(pushSettingsQueryOptions());

export function useUpdatePushSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PushSettings) => api.request('PUT', '/push/settings', { body }, pushSettings),
    onSuccess: (settings) => queryClient.setQueryData(userKeys.pushSettings(), settings),
  });
}
