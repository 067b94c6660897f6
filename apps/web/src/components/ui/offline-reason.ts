import { useIsOffline } from '@/lib/online-status';

/** Why a change the server makes is unavailable, where the offline notice is out of sight (an open sheet). */
export const OFFLINE_REASON = '오프라인이라 지금은 할 수 없어요.';

/** The offline notice's id: controls that need the server point at it while they are off. */
export const OFFLINE_NOTICE_ID = 'offline-notice';

/**
 * For a control whose action the server must confirm: off while the device is offline, described by the
 * offline notice, so nothing appears to succeed that the server never saw.
 */
export function useServerActionBlocked(needsServer = true): {
  blocked: boolean;
  describedBy: string | undefined;
} {
  const offline = useIsOffline();
  const blocked = needsServer && offline;
  return { blocked, describedBy: blocked ? OFFLINE_NOTICE_ID : undefined };
}
