import { termsContent } from '@molip/domain/terms';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { termsKeys } from './terms-query-keys';

/** Public call: terms texts are readable without signing in, so no Bearer header. */
export const getTerms = (termsId: number) =>
  api.get(`/terms/${termsId}`, termsContent, { auth: false, retries: 1 });

export const termsQueryOptions = (termsId: number) =>
  queryOptions({
    queryKey: termsKeys.content(termsId),
    queryFn: () => getTerms(termsId),
    staleTime: Infinity,
  });

export const useTerms = (termsId: number, options: { enabled?: boolean } = {}) =>
  useQuery({ ...termsQueryOptions(termsId), enabled: options.enabled ?? true });
