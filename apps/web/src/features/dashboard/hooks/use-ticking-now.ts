import { useEffect, useState } from 'react';

const TICK_MS = 1000;

/**
 * The device clock, read again every second while `running` and until `untilMs` (null: no end) while the
 * page is visible. A hidden tab stops and reads the clock at once when it returns: what is shown is always
 * derived from timestamps, never from counted ticks.
 */
export function useTickingNow(running: boolean, untilMs: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    let timer: ReturnType<typeof setInterval> | null = null;
    const stop = () => {
      if (timer !== null) clearInterval(timer);
      timer = null;
    };
    const tick = () => {
      const at = Date.now();
      setNow(at);
      if (untilMs !== null && at >= untilMs) stop();
    };
    const sync = () => {
      stop();
      if (document.visibilityState !== 'visible') return;
      timer = setInterval(tick, TICK_MS);
      tick();
    };
    sync();
    document.addEventListener('visibilitychange', sync);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', sync);
    };
  }, [running, untilMs]);
  return now;
}
