import { APP_VISIBLE_REPEAT_SECONDS } from '@molip/domain/push';
import { useEffect } from 'react';
import { api } from '@/lib/api-client';

/** Tells the server whether a tab is in front (`PUT /api/push/visibility`), even as the tab closes. */
const reportVisibility = (visible: boolean) =>
  api.request('PUT', '/push/visibility', { body: { visible }, keepalive: true });

/**
 * While mounted, tells the server whether this tab is in front — on every change and every half minute
 * while it is — so the block's alerts come from the tab and are not pushed a second time. Best effort: a
 * lost report is out of date within 75 seconds, when the server stops counting the tab as in front.
 */
export function useReportVisibility(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const report = (visible: boolean) => void reportVisibility(visible).catch(() => undefined);
    const reportNow = () => report(document.visibilityState === 'visible');
    reportNow();
    document.addEventListener('visibilitychange', reportNow);
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') report(true);
    }, APP_VISIBLE_REPEAT_SECONDS * 1000);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', reportNow);
      report(false);
    };
  }, [enabled]);
}
