import { adminTermsVersion, type AdminTermsList, type PublishTermsBody } from '@molip/domain/admin';
import { termsType } from '@molip/domain/terms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-query-keys';

const publishedTerms = z.extend(adminTermsVersion, { termsType });

export const publishTerms = (body: PublishTermsBody) =>
  api.request('POST', '/admin/terms', { body }, publishedTerms);

/**
 * Publishes a new version. A required one gates the admin too until they agree again, so the list takes
 * the answer instead of asking the server (which would refuse), and the rest is refreshed when next shown.
 */
export function usePublishTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishTerms,
    onSuccess: ({ termsType: publishedType, ...version }) => {
      queryClient.setQueryData<AdminTermsList>(adminKeys.terms(), (list) =>
        list
          ? {
              ...list,
              types: list.types.map((type) =>
                type.termsType === publishedType ? { ...type, versions: [version, ...type.versions] } : type,
              ),
            }
          : list,
      );
      return queryClient.invalidateQueries({ queryKey: adminKeys.all, refetchType: 'none' });
    },
  });
}
