import { useMutation } from '@tanstack/react-query';
import { authSession } from '@/lib/auth-session';
import { useAuthStore } from '../stores/auth-store';

export const logout = () => {
  useAuthStore.getState().noteUserSignOut();
  return authSession.logout();
};

/** Signs out on the server; the app shell then leaves the page and forgets the cached answers. */
export const useLogout = () => useMutation({ mutationFn: logout });
