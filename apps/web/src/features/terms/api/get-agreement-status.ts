import { agreementStatus } from '@molip/domain/terms';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { termsKeys } from './terms-query-keys';

export const getAgreementStatus = () => api.get('/user-agreements/status', agreementStatus);

export const agreementStatusQueryOptions = () =>
  queryOptions({ queryKey: termsKeys.agreementStatus(), queryFn: getAgreementStatus });

export const useAgreementStatus = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...agreementStatusQueryOptions(), enabled: options.enabled ?? true });
