import type { QueryClient } from '@tanstack/react-query';
import { summaryStatsQueryOptions } from '@/features/dashboard/api/summary-stats';
import { focusSessionStatusQueryOptions } from '@/entities/focus/get-focus-session-status';
import { groupsInOrder } from '@/features/study-group/api/first-group';
import { groupPresenceQueryOptions } from '@/features/study-group/api/get-group-presence';
import { myGroupsQueryOptions } from '@/features/study-group/api/get-my-groups';
import { activeStudyPlansQueryOptions } from '@/features/study-plans/api/get-study-plans';
import { todayTodosQueryOptions } from '@/entities/todos/today-todos-query';

/**
 * Starts the dashboard's reads together, before its first render: each card then waits for its own
 * answer, not for the screen to render and ask. Answers still fresh are not asked again. Settles (never
 * rejects) once every read has.
 */
export function prefetchDashboard(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.prefetchQuery(summaryStatsQueryOptions()),
    queryClient.prefetchQuery(todayTodosQueryOptions()),
    queryClient.prefetchQuery(activeStudyPlansQueryOptions()),
    // The first group's presence follows its groups, as the early reads ask it (the "지금 집중 중" strip).
    queryClient.fetchQuery(myGroupsQueryOptions()).then(
      ({ groups }) => {
        const first = groupsInOrder(groups)[0];
        return first ? queryClient.prefetchQuery(groupPresenceQueryOptions(first.id)) : undefined;
      },
      () => undefined,
    ),
    queryClient.prefetchQuery(focusSessionStatusQueryOptions()),
  ]);
}
