import { onlineManager, QueryClient } from '@tanstack/react-query';

/**
 * For reads that must be fresh on every visit (is a session running, who is focusing now): still fresh this
 * long after an answer, so a screen that mounts right after its loader prefetched does not ask again.
 */
export const FRESH_ON_EVERY_VISIT_MS = 5_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The HTTP client already retries reads after network errors, timeouts and 5xx, with back-off.
      // `always`: offline, a read fails at once into its error state (keeping its last data, which a
      // running timer is derived from) instead of waiting paused, and a write is never held back to run
      // later, at a moment the learner did not choose. Reads load again when the network is back (which
      // `always` would otherwise turn off).
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
        networkMode: 'always',
        refetchOnReconnect: true,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/** The app's one query cache; tests make their own with `createQueryClient`. */
export const queryClient = createQueryClient();

// TanStack assumes "online" at start: a page opened offline must still hear the network come back, so
// its reads load again by themselves.
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
