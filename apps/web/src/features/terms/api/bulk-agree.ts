import { agreementStatus, type AgreementItem, type BulkAgreementBody } from '@molip/domain/terms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { agreementStatusQueryOptions } from './get-agreement-status';

export const bulkAgree = (body: BulkAgreementBody) =>
  api.request('POST', '/user-agreements/bulk-agree', { body }, agreementStatus);

/**
 * Sends every required term (the 만 14세 confirmation among them, once answered) as agreed and each optional
 * one with its tick; notices are read, not agreed to.
 */
export function buildBulkAgreement(
  agreements: AgreementItem[],
  ticked: ReadonlySet<number>,
): BulkAgreementBody {
  return {
    agreements: agreements
      .filter((item) => item.kind !== 'NOTICE')
      .map((item) => ({
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
