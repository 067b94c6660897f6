import { authConfigResponse } from '@molip/domain/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getAuthConfig = () => api.get('/auth/config', authConfigResponse, { auth: false, retries: 0 });

export const authConfigQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'config'], queryFn: getAuthConfig, staleTime: Infinity });

export const useAuthConfig = () => useQuery(authConfigQueryOptions());
