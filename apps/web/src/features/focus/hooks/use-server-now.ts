import { useState } from 'react';
import { useVisibleTicker } from '@/lib/use-visible-ticker';

/**
 * The server's clock, read once a second while the page is visible: the device time plus the offset the
 * last answer's `serverTime` revealed (`serverClockOffsetMs`), the same correction the block timer uses.
 */
export function useServerNow(clockOffsetMs: number): number {
  const [deviceNow, setDeviceNow] = useState(() => Date.now());
  useVisibleTicker(() => setDeviceNow(Date.now()));
  return deviceNow + clockOffsetMs;
}
