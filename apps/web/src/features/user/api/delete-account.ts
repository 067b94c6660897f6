import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// Not retried automatically: if the first attempt did delete the account, a retry would only fail
// with a confusing error. The user sees the message and decides.
export const deleteAccount = () => api.request('DELETE', '/user/me', { retries: 0 });

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
