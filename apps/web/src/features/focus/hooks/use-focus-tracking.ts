import { TRACKING_TICK_MS } from '@molip/domain/constants';
import { useEffect } from 'react';
import { useFocusTimerStore } from '../stores/focus-timer-store';

/**
 * Spec §4 "Tracking": one tick a second while the page is visible. A hidden tab stops ticking; since every
 * figure comes from timestamps, the first tick after it returns shows the right time again.
 */
export function useFocusTracking(enabled: boolean): void {
  const tickTimer = useFocusTimerStore((state) => state.tick);
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setInterval> | null = null;
    const stop = () => {
      if (timer !== null) clearInterval(timer);
      timer = null;
    };
    const sync = () => {
      stop();
      if (document.visibilityState !== 'visible') return;
      tickTimer(Date.now());
      timer = setInterval(() => tickTimer(Date.now()), TRACKING_TICK_MS);
    };
    sync();
    document.addEventListener('visibilitychange', sync);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', sync);
    };
  }, [enabled, tickTimer]);
}
