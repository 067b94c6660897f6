import { useVisibleTicker } from '@/lib/use-visible-ticker';
import { useFocusTimerStore } from '../stores/focus-timer-store';

/** While a block runs, the timer reads the clock once a second while the page is visible. */
export function useFocusTracking(enabled: boolean): void {
  const tickTimer = useFocusTimerStore((state) => state.tick);
  useVisibleTicker(() => tickTimer(Date.now()), enabled);
}
