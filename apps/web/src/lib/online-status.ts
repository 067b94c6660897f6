import { useSyncExternalStore } from 'react';

/** The device says it has no network at all; "online" only means a request may get through. */
export const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Re-renders when the device goes offline or comes back. */
export const useIsOffline = (): boolean => useSyncExternalStore(subscribe, isOffline, () => false);
