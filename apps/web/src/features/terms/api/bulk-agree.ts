import { agreementStatus, type AgreementItem, type BulkAgreementBody } from '@molip/domain/terms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { agreementStatusQueryOptions } from './get-agreement-status';

export const bulkAgree = (body: BulkAgreementBody) =>
  api.request('POST', '/user-agreements/bulk-agree', { body }, agreementStatus);

/** Sends every required term as agreed, and each optional term with its tick. */
export function buildBulkAgreement(
  agreements: AgreementItem[],
  ticked: ReadonlySet<number>,
): BulkAgreementBody {
  return {
    agreements: agreements.map((item) => ({
      termsId: item.termsId,
      agreed: item.isRequired ? true : ticked.has(item.termsId),
    })),
  };
}

export function useBulkAgree() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkAgree,
    onSuccess: (status) => queryClient.setQueryData(agreementStatusQueryOptions().queryKey, status),
  });
}
