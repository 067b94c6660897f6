import { adminTermsVersion, type PublishTermsBody } from '@molip/domain/admin';
import { termsType } from '@molip/domain/terms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-query-keys';

const publishedTerms = adminTermsVersion.extend({ termsType });

export const publishTerms = (body: PublishTermsBody) =>
  api.request('POST', '/admin/terms', { body }, publishedTerms);

/** Publishes a new version; every learner's agreement status changes with it, so the whole admin cache goes. */
export function usePublishTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishTerms,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
