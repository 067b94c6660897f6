import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { authKeys } from './auth-query-keys';

// The sign-in page reads this: its contract (and Zod with it) loads after the page has painted.
export const getAuthConfig = async () => {
  const { authConfigResponse } = await import('@molip/domain/auth');
  return api.get('/auth/config', authConfigResponse, { auth: false, retries: 0 });
};

export const authConfigQueryOptions = () =>
  queryOptions({ queryKey: authKeys.config(), queryFn: getAuthConfig, staleTime: Infinity });

export const useAuthConfig = () => useQuery(authConfigQueryOptions());
