import { TRACKING_TICK_MS } from '@molip/domain/constants';
import { useEffect, useState } from 'react';

/**
 * The server's clock, read every second: the device time plus the offset the last answer's `serverTime`
 * revealed. Re-read at once when the tab becomes visible, since background tabs throttle timers.
 */
export function useServerNow(clockOffsetMs: number): number {
  const [deviceNow, setDeviceNow] = useState(() => Date.now());
  useEffect(() => {
    const read = () => setDeviceNow(Date.now());
    const timer = setInterval(read, TRACKING_TICK_MS);
    document.addEventListener('visibilitychange', read);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', read);
    };
  }, []);
  return deviceNow + clockOffsetMs;
}
