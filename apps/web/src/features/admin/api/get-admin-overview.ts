import { adminOverview } from '@molip/domain/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-query-keys';

export const getAdminOverview = () => api.get('/admin/overview', adminOverview);

export const adminOverviewQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.overview(), queryFn: getAdminOverview });

export const useAdminOverview = () => useQuery(adminOverviewQueryOptions());
