import { activeStatus, focusSession, type FocusSession } from '@molip/domain/focus';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { focusKeys } from './focus-query-keys';

export type ReceivedSession = { session: FocusSession; receivedAt: number };

/** The active session, or null. Status first: the detail answers 404 when there is none. */
export async function getCurrentFocusSession(): Promise<ReceivedSession | null> {
  const status = await api.get('/focus-sessions/status', activeStatus);
  if (!status.hasActive) return null;
  const session = await api.get('/focus-sessions/detail', focusSession, { query: { current: 'true' } });
  // Kept with the device time it arrived at, so `serverTime` can correct the device clock.
  return { session, receivedAt: Date.now() };
}

export const currentFocusSessionQueryOptions = () =>
  queryOptions({ queryKey: focusKeys.currentSession, queryFn: getCurrentFocusSession, staleTime: 0 });

export const useCurrentFocusSession = () => useQuery(currentFocusSessionQueryOptions());
