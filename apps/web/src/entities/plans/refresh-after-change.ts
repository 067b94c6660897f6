import type { QueryClient } from '@tanstack/react-query';
import { dailyTodoKeys } from '../todos/daily-todo-query-keys';
import { studyPlanKeys } from './study-plan-query-keys';
import { userKeys } from '../learner/user-query-keys';

/**
 * What any change to a plan (made, paused, archived, rescheduled, deleted) can alter: the plan lists and
 * details, the to-dos, and the statistics, whose today counts the planned to-dos.
 */
export const refreshAfterPlanChange = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: studyPlanKeys.all }),
    queryClient.invalidateQueries({ queryKey: dailyTodoKeys.all }),
    queryClient.invalidateQueries({ queryKey: userKeys.stats() }),
  ]);

/**
 * A to-do's status changed — on the to-do list or by completing it in a focus block — or the next day's
 * to-dos were pulled forward: its plan's progress, end date and forecast move with it, so whichever screen
 * made the change refreshes what a plan change does.
 */
export const refreshAfterTodoChange = refreshAfterPlanChange;
