import { TRACKING_TICK_MS } from '@molip/domain/constants';
import { useEffect, useRef } from 'react';

/**
 * Calls `onTick` at once and then every second (TRACKING_TICK_MS) while the page is visible. A
 * hidden tab stops ticking and ticks again the moment it returns: callers read the clock on each tick
 * rather than counting them, so the first tick back shows the right time.
 */
export function useVisibleTicker(onTick: () => void, enabled = true): void {
  const latest = useRef(onTick);
  useEffect(() => {
    latest.current = onTick;
  }, [onTick]);

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
      latest.current();
      timer = setInterval(() => latest.current(), TRACKING_TICK_MS);
    };
    sync();
    document.addEventListener('visibilitychange', sync);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', sync);
    };
  }, [enabled]);
}
