import { usernameChangeStatus } from '@molip/domain/username';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userKeys } from '@/entities/learner/user-query-keys';

export const getUsernameChangeStatus = () => api.get('/user/username', usernameChangeStatus);

export const usernameChangeStatusQueryOptions = () =>
  queryOptions({ queryKey: userKeys.usernameChange(), queryFn: getUsernameChangeStatus });

export const useUsernameChangeStatus = () => useQuery(usernameChangeStatusQueryOptions());
