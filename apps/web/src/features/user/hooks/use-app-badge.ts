import { isOpenTodoStatus } from '@molip/domain/todo-status';
import type { DailyTodoGroup } from '@molip/domain/daily-todo';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isInstalled } from '@/entities/learner/device-push';
import { todayTodosQueryOptions } from '@/entities/todos/today-todos-query';
import { pushSettingsQueryOptions } from '../api/push';

/** Today's list as the app badge counts it: the to-dos still open, overdue ones included (pushes count the same). */
export function openTodoCount(groups: DailyTodoGroup[]): number {
  return groups.reduce(
    (sum, group) => sum + group.dailyTodoUnitResponses.filter((unit) => isOpenTodoStatus(unit.status)).length,
    0,
  );
}

type BadgingNavigator = Navigator & {
  setAppBadge?: (contents?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
};

/** Badges show only on an installed app's icon: a browser tab neither shows one nor reads anything for it. */
export const canSetAppBadge = () =>
  typeof (navigator as BadgingNavigator).setAppBadge === 'function' && isInstalled();

/**
 * The app icon's badge follows today's open to-dos while the app is open, and clears when they are done, when
 * the learner turns the badge off and on sign-out. Browsers without badging, and browser tabs, read nothing extra.
 */
export function useAppBadge(signedIn: boolean) {
  const supported = signedIn && canSetAppBadge();
  const settings = useQuery({ ...pushSettingsQueryOptions(), enabled: supported });
  const badgeOn = settings.data?.appBadge === true;
  const todos = useQuery({ ...todayTodosQueryOptions(), enabled: supported && badgeOn });
  const count = badgeOn && todos.data ? openTodoCount(todos.data) : 0;
  // Signed out, the previous learner's count leaves the icon too.
  const known = signedIn
    ? supported && settings.data !== undefined && (!badgeOn || todos.data !== undefined)
    : canSetAppBadge();

  useEffect(() => {
    if (!known) return;
    const badging = navigator as BadgingNavigator;
    // A browser may refuse (an app not installed, a blocked permission): the badge is a hint, never an error.
    const done = count > 0 ? badging.setAppBadge?.(count) : badging.clearAppBadge?.();
    void done?.catch(() => undefined);
  }, [known, count]);
}
