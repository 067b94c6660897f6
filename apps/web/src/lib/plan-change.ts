import type { QueryClient } from '@tanstack/react-query';
import { statsQueryKey } from './stats-query';

/**
 * What any change to a plan (made, paused, archived, rescheduled, deleted) can alter: the plan lists and
 * details, the to-dos, and the statistics, whose today counts the planned to-dos.
 */
export const refreshAfterPlanChange = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['study-plans'] }),
    queryClient.invalidateQueries({ queryKey: ['daily-todos'] }),
    queryClient.invalidateQueries({ queryKey: statsQueryKey }),
  ]);
