import { adminTermsList } from '@molip/domain/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-query-keys';

export const getAdminTerms = () => api.get('/admin/terms', adminTermsList);

export const adminTermsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.terms(), queryFn: getAdminTerms });

export const useAdminTerms = () => useQuery(adminTermsQueryOptions());
