import type { QueryClient } from '@tanstack/react-query';
import { dailyTodoKeys } from '@/entities/todos/daily-todo-query-keys';
import { userKeys } from '@/entities/learner/user-query-keys';
import { focusKeys } from '@/entities/focus/focus-query-keys';

// A completed to-do is a to-do change (`refreshAfterTodoChange`), whether completed here or on the list.

/** A log opened or closed without a to-do changing status (a pause, free focus): today's study time moves. */
export const refreshAfterFocusTime = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: userKeys.stats() });

/** A log opened on a to-do: today's study time starts moving and the to-do is in progress on today's list. */
export const refreshAfterFocusStart = (queryClient: QueryClient) =>
  Promise.all([
    refreshAfterFocusTime(queryClient),
    queryClient.invalidateQueries({ queryKey: dailyTodoKeys.today() }),
  ]);

/** A block ended: its minutes now count for its to-dos, its session and today's study time. */
export const refreshAfterBlockEnd = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: dailyTodoKeys.today() }),
    queryClient.invalidateQueries({ queryKey: focusKeys.sessions }),
    refreshAfterFocusTime(queryClient),
  ]);

/**
 * A session ended: its details first, then what closing its block and open log credited to a to-do. The
 * current session's entry is left to go stale (staleTime 0) rather than cleared, so the page that ended it
 * stays on screen until it has moved on to the session's detail.
 */
export async function refreshAfterSessionEnd(queryClient: QueryClient) {
  await queryClient.invalidateQueries({ queryKey: focusKeys.sessionDetails });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: dailyTodoKeys.today() }),
    refreshAfterFocusTime(queryClient),
  ]);
}
