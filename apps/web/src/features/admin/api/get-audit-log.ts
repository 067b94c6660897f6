import { ADMIN_PAGE_SIZE, auditLog } from '@molip/domain/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-query-keys';

export const getAuditLog = (offset: number, signal?: AbortSignal) =>
  api.get('/admin/audit-log', auditLog, { query: { limit: ADMIN_PAGE_SIZE.default, offset }, signal });

export const auditLogQueryOptions = (offset: number) =>
  queryOptions({
    queryKey: adminKeys.auditLogPage(offset),
    queryFn: ({ signal }) => getAuditLog(offset, signal),
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (offset: number) => useQuery(auditLogQueryOptions(offset));
