import { userProfile } from '@molip/domain/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getMe = () => api.get('/user/me', userProfile);

export const meQueryOptions = () => queryOptions({ queryKey: ['user', 'me'], queryFn: getMe });

export const useMe = () => useQuery(meQueryOptions());
