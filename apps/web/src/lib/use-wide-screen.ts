import { useSyncExternalStore } from 'react';

// Tailwind's `lg`: from here a page may lay its parts side by side instead of in one phone-width column.
const WIDE_SCREEN = '(min-width: 1024px)';

const canAsk = () => typeof window.matchMedia === 'function';

function subscribe(onChange: () => void): () => void {
  if (!canAsk()) return () => {};
  const query = window.matchMedia(WIDE_SCREEN);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isWideScreen = () => canAsk() && window.matchMedia(WIDE_SCREEN).matches;

/** Whether the window is desktop-wide (≥ 1024 px); re-renders when it crosses that width. */
export const useWideScreen = (): boolean => useSyncExternalStore(subscribe, isWideScreen, () => false);
