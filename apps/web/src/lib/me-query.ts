import { userProfile } from '@molip/domain/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { meQueryKey } from '@/lib/me-query-key';

/**
 * The signed-in learner's profile: this query is its one source. Sign-in and refresh answers and every
 * profile change are written here; the persisted auth store mirrors it (`features/auth/stores/profile-mirror.ts`).
 */
export const getMe = () => api.get('/user/me', userProfile);

export const meQueryOptions = () => queryOptions({ queryKey: meQueryKey, queryFn: getMe });

export const useMe = () => useQuery(meQueryOptions());
