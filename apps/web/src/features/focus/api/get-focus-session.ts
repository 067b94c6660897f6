import { focusSession } from '@molip/domain/focus';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ReceivedSession } from '@/entities/focus/get-current-focus-session';
import { focusKeys } from '@/entities/focus/focus-query-keys';

export async function getFocusSession(id: string): Promise<ReceivedSession> {
  const session = await api.get(`/focus-sessions/${encodeURIComponent(id)}`, focusSession);
  return { session, receivedAt: Date.now() };
}

export const focusSessionQueryOptions = (id: string) =>
  queryOptions({ queryKey: focusKeys.session(id), queryFn: () => getFocusSession(id), staleTime: 0 });

export const useFocusSession = (id: string) => useQuery(focusSessionQueryOptions(id));
