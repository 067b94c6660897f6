import { useEffect, type RefObject } from 'react';

// Space left between the element kept in sight and the toasts above the bottom bar.
const CLEARANCE_PX = 8;

/**
 * While the toast area shows a line about the element `targetId` (the row just changed), the page gets room
 * for the area below its content (`--toast-space`) and scrolls just enough that the area does not cover it.
 */
export function useKeepClearOfToasts(
  area: RefObject<HTMLElement | null>,
  targetId: string | null,
  lineKey: number | undefined,
) {
  useEffect(() => {
    if (!targetId) return;
    const root = document.documentElement.style;
    // After the line is laid out, so the area's top is where the learner sees it.
    const frame = requestAnimationFrame(() => {
      const target = document.getElementById(targetId);
      const toasts = area.current;
      const shown = toasts?.getBoundingClientRect();
      // Nothing laid out (a hidden area, or no layout at all): nothing to clear.
      if (!target || !shown || shown.height === 0) return;
      const toastsTop = shown.top;
      root.setProperty('--toast-space', `${Math.max(0, Math.round(window.innerHeight - toastsTop))}px`);
      const overlap = target.getBoundingClientRect().bottom - (toastsTop - CLEARANCE_PX);
      if (overlap <= 0) return;
      const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
      window.scrollBy({ top: overlap, behavior: still ? 'auto' : 'smooth' });
    });
    return () => {
      cancelAnimationFrame(frame);
      root.removeProperty('--toast-space');
    };
  }, [area, targetId, lineKey]);
}
