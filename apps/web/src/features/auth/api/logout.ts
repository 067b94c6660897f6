import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authSession } from '@/lib/auth-session';
import { useAuthStore } from '../stores/auth-store';

export const logout = () => {
  useAuthStore.getState().noteUserSignOut();
  return authSession.logout();
};

/** Signs out on the server and forgets every cached answer of the previous user. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => queryClient.clear(),
  });
}
