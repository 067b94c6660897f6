import { userProfile } from '@molip/domain/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userKeys } from '@/entities/learner/user-query-keys';

/**
 * The signed-in learner's profile: this query is its one source. Sign-in and refresh answers and every
 * profile change are written here; the persisted auth store mirrors it (`features/auth/stores/profile-mirror.ts`).
 */
export const getMe = () => api.get('/user/me', userProfile);

export const meQueryOptions = () => queryOptions({ queryKey: userKeys.me(), queryFn: getMe });

export const useMe = () => useQuery(meQueryOptions());
