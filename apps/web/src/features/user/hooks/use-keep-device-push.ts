import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { keepThisDeviceSubscribed } from '@/entities/learner/device-push';
import { userKeys } from '@/entities/learner/user-query-keys';

/** A phone app kept in the background is "opened" again when it comes to the front after this long. */
const RESUME_CHECK_MS = 60 * 60_000;

/**
 * Keeps this device's push subscription alive while a learner is signed in: on every app open (and on a
 * return to the front an hour later) the subscription is compared with the server's and renewed if needed,
 * so a subscription an OS update dropped, or one the server forgot, comes back without a tap.
 */
export function useKeepDevicePush(userId: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    let checkedAt = 0;
    const check = () => {
      if (Date.now() - checkedAt < RESUME_CHECK_MS) return;
      checkedAt = Date.now();
      keepThisDeviceSubscribed()
        .then((outcome) => {
          if (outcome === 'off') return;
          void queryClient.invalidateQueries({ queryKey: userKeys.pushDevice() });
          void queryClient.invalidateQueries({ queryKey: userKeys.pushSettings() });
        })
        // Offline or the push service away: the next open tries again, and my page shows the state.
        .catch(() => undefined);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    check();
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [userId, queryClient]);
}
