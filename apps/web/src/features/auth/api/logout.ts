import { useMutation } from '@tanstack/react-query';
import { authSession } from '@/lib/auth-session';
import { unsubscribeThisDevice } from '@/lib/device-push';
import { useAuthStore } from '../stores/auth-store';

export const logout = async () => {
  // While still signed in: a shared device must not keep getting this learner's alerts.
  await unsubscribeThisDevice().catch(() => undefined);
  useAuthStore.getState().noteUserSignOut();
  return authSession.logout();
};

/** Signs out on the server; the app shell then leaves the page and forgets the cached answers. */
export const useLogout = () => useMutation({ mutationFn: logout });
