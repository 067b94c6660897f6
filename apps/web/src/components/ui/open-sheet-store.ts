import { useEffect } from 'react';
import { create } from 'zustand';

type OpenSheetState = { count: number; change: (by: 1 | -1) => void };

/** How many action sheets are open: alerts and snackbars wait behind them instead of covering their buttons. */
const useOpenSheetStore = create<OpenSheetState>()((set) => ({
  count: 0,
  change: (by) => set((state) => ({ count: Math.max(0, state.count + by) })),
}));

export const useIsSheetOpen = (): boolean => useOpenSheetStore((state) => state.count > 0);

/** Counts the calling sheet as open while `open` is true. */
export function useMarkSheetOpen(open: boolean): void {
  useEffect(() => {
    if (!open) return;
    const { change } = useOpenSheetStore.getState();
    change(1);
    return () => change(-1);
  }, [open]);
}
