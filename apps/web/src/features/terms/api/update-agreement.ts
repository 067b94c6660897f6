import { agreementStatus, type AgreementBody } from '@molip/domain/terms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { agreementStatusQueryOptions } from './get-agreement-status';

/** Agrees to or withdraws one term (`POST /user-agreements`); answers the whole new status. */
export const updateAgreement = (body: AgreementBody) =>
  api.request('POST', '/user-agreements', { body }, agreementStatus);

export function useUpdateAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAgreement,
    // The server's answer is the new truth for the shell's terms gate as well as for this page.
    onSuccess: (status) => queryClient.setQueryData(agreementStatusQueryOptions().queryKey, status),
  });
}
