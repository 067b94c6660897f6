import { linkSignInMethodResponse, signInMethodsResponse } from '@molip/domain/auth';
import type { LinkableProvider, SignInProvider } from '@molip/domain/sign-in-provider';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { leavePage } from '@/lib/leave-page';
import { userKeys } from '@/entities/learner/user-query-keys';

/** 마이페이지 → 로그인 연결: the ways the learner signs in. */
export const getSignInMethods = () => api.get('/user/sign-in-methods', signInMethodsResponse);

export const signInMethodsQueryOptions = () =>
  queryOptions({ queryKey: userKeys.signInMethods(), queryFn: getSignInMethods });

export const useSignInMethods = () => useQuery(signInMethodsQueryOptions());

/**
 * Linking re-authenticates at the provider: the server keeps the attempt in a cookie and answers the
 * provider's address; the whole page goes there and comes back to `redirect` with `?linked=` or `?link_error=`.
 */
export async function startLinking(provider: LinkableProvider, redirect: string): Promise<void> {
  const { url } = await api.request(
    'POST',
    '/auth/link',
    { body: { provider, redirect }, retries: 0 },
    linkSignInMethodResponse,
  );
  leavePage(url);
}

export const useStartLinking = () =>
  useMutation({
    mutationFn: ({ provider, redirect }: { provider: LinkableProvider; redirect: string }) =>
      startLinking(provider, redirect),
  });

export const unlinkSignInMethod = (provider: SignInProvider) =>
  api.request('DELETE', `/user/sign-in-methods/${encodeURIComponent(provider)}`, { retries: 0 });

export function useUnlinkSignInMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkSignInMethod,
    // The account's e-mail follows its methods: the profile is read again too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.signInMethods() }),
        queryClient.invalidateQueries({ queryKey: userKeys.me() }),
      ]),
  });
}
