import { nameChangedStatus } from '@molip/domain/username';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userKeys } from '@/entities/learner/user-query-keys';

export const getNameChangedStatus = () => api.get('/user/name-changed-status', nameChangedStatus);

export const nameChangedStatusQueryOptions = () =>
  queryOptions({ queryKey: userKeys.nameChangedStatus(), queryFn: getNameChangedStatus });

export const useNameChangedStatus = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...nameChangedStatusQueryOptions(), enabled: options.enabled ?? true });
