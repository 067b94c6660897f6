import { agreementStatus } from '@molip/domain/terms';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getAgreementStatus = () => api.get('/user-agreements/status', agreementStatus);

export const agreementStatusQueryOptions = () =>
  queryOptions({ queryKey: ['terms', 'agreement-status'], queryFn: getAgreementStatus });

export const useAgreementStatus = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...agreementStatusQueryOptions(), enabled: options.enabled ?? true });
