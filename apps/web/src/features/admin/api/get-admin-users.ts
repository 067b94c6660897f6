import { ADMIN_PAGE_SIZE, adminUserList } from '@molip/domain/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-query-keys';

type AdminUsersPage = { query: string; offset: number };

export const getAdminUsers = ({ query, offset }: AdminUsersPage, signal?: AbortSignal) =>
  api.get('/admin/users', adminUserList, {
    query: { query: query === '' ? undefined : query, limit: ADMIN_PAGE_SIZE.default, offset },
    signal,
  });

export const adminUsersQueryOptions = (page: AdminUsersPage) =>
  queryOptions({
    queryKey: adminKeys.userPage(page.query, page.offset),
    queryFn: ({ signal }) => getAdminUsers(page, signal),
    // The list stays on screen while the next page or search answer arrives.
    placeholderData: keepPreviousData,
  });

export const useAdminUsers = (page: AdminUsersPage) => useQuery(adminUsersQueryOptions(page));
