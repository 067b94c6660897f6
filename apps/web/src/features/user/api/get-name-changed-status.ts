import { nameChangedStatus } from '@molip/domain/username';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getNameChangedStatus = () => api.get('/user/name-changed-status', nameChangedStatus);

export const nameChangedStatusQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'name-changed-status'], queryFn: getNameChangedStatus });

export const useNameChangedStatus = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...nameChangedStatusQueryOptions(), enabled: options.enabled ?? true });
