import { useState } from 'react';
import { useVisibleTicker } from '@/lib/use-visible-ticker';

/**
 * The device clock, read again every second while `running` and until `untilMs` (null: no end) while the
 * page is visible: what is shown is always derived from timestamps, never from counted ticks.
 */
export function useTickingNow(running: boolean, untilMs: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useVisibleTicker(() => setNow(Date.now()), running && (untilMs === null || now < untilMs));
  return now;
}
