import { useEffect, type RefObject } from 'react';

// Space left between the element kept in sight and the toasts above the bottom bar.
const CLEARANCE_PX = 8;

/**
 * While the toast area shows a line about the element `targetId` (the row just changed), the page gets room
 * for the area below its content (`--toast-space`) and scrolls just enough that the area does not cover it,
 * also when the element grows while the line shows (a review just done asks how it went, then answers).
 */
export function useKeepClearOfToasts(
  area: RefObject<HTMLElement | null>,
  targetId: string | null,
  lineKey: number | undefined,
) {
  useEffect(() => {
    if (!targetId) return;
    const root = document.documentElement.style;
    let observer: ResizeObserver | undefined;
    const keepClear = (target: HTMLElement) => {
      const shown = area.current?.getBoundingClientRect();
      // Nothing laid out (a hidden area, or no layout at all): nothing to clear.
      if (!shown || shown.height === 0) return;
      const toastsTop = shown.top;
      root.setProperty('--toast-space', `${Math.max(0, Math.round(window.innerHeight - toastsTop))}px`);
      const overlap = target.getBoundingClientRect().bottom - (toastsTop - CLEARANCE_PX);
      if (overlap <= 0) return;
      const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
      window.scrollBy({ top: overlap, behavior: still ? 'auto' : 'smooth' });
    };
    // After the line is laid out, so the area's top is where the learner sees it.
    const frame = requestAnimationFrame(() => {
      const target = document.getElementById(targetId);
      if (!target) return;
      keepClear(target);
      if (typeof ResizeObserver === 'undefined') return;
      let height = target.offsetHeight;
      observer = new ResizeObserver(() => {
        // Only a change of size: the observer also reports the size it started with.
        if (target.offsetHeight === height) return;
        height = target.offsetHeight;
        keepClear(target);
      });
      observer.observe(target);
    });
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
      root.removeProperty('--toast-space');
    };
  }, [area, targetId, lineKey]);
}
