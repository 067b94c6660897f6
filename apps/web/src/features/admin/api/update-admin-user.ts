import { adminUser } from '@molip/domain/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-query-keys';

type UpdateAdminUserInput = { userId: string; disabled: boolean; reason?: string };

export const updateAdminUser = ({ userId, disabled, reason }: UpdateAdminUserInput) =>
  api.request(
    'PATCH',
    `/admin/users/${encodeURIComponent(userId)}`,
    { body: reason === undefined ? { disabled } : { disabled, reason } },
    adminUser,
  );

/** Disables or enables an account; the list, the overview and the audit log all change with it. */
export function useUpdateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminUser,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.overview() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.auditLog() }),
      ]),
  });
}
