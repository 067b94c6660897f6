import { useMutation } from '@tanstack/react-query';
import { authSession } from '@/lib/auth-session';
import { useAuthStore } from '../stores/auth-store';

export const logout = async () => {
  // While still signed in: a shared device must not keep getting this learner's alerts. Loaded only here, so
  // the push code is no part of the dashboard's first load.
  await import('@/entities/learner/device-push')
    .then(({ unsubscribeThisDevice }) => unsubscribeThisDevice())
    .catch(() => undefined);
  useAuthStore.getState().noteUserSignOut();
  return authSession.logout();
};

/** Signs out on the server; the app shell then leaves the page and forgets the cached answers. */
export const useLogout = () => useMutation({ mutationFn: logout });
