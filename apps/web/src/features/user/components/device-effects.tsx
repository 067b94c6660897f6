import { useAppBadge } from '../hooks/use-app-badge';
import { useKeepDevicePush } from '../hooks/use-keep-device-push';

/**
 * This device's side of the session: its push subscription kept alive and its app badge on today's open
 * to-dos. Loaded after the first screen, which needs neither.
 */
export function DeviceEffects({ userId }: { userId: string | null }) {
  useKeepDevicePush(userId);
  useAppBadge(userId !== null);
  return null;
}
