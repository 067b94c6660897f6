import type { DailyTodoGroup, DailyTodoUnit } from '@molip/domain/daily-todo';
import { isOpenTodoStatus } from '@molip/domain/todo-status';
import { useTodayTodos } from '@/entities/todos/today-todos-query';
import { useQuickStartFocus } from '../api/quick-start-focus';
import { useStartFreeFocus } from '../api/start-free-focus';
import { useFocusPreferencesStore } from '../stores/focus-preferences-store';
import { useOneTapStart } from './use-one-tap-start';

/** The first open to-do of today's list, in the order the list shows them. */
export function nextOpenTodo(groups: readonly DailyTodoGroup[]): DailyTodoUnit | undefined {
  return groups
    .flatMap((group) => group.dailyTodoUnitResponses)
    .find((todo) => isOpenTodoStatus(todo.status));
}

/**
 * Focus in one tap: on the next open to-do of today, or — no plan, or all done — on no to-do (free focus),
 * in a block of the remembered length. The server opens whatever is missing (a session, a block).
 */
export function useStartNextFocus() {
  const todos = useTodayTodos();
  const quickStart = useQuickStartFocus();
  const freeStart = useStartFreeFocus();
  const blockMinutes = useFocusPreferencesStore((state) => state.blockMinutes);
  const startOnTodo = useOneTapStart(quickStart.mutate);
  const startFree = useOneTapStart(freeStart.mutate);
  const next = nextOpenTodo(todos.data ?? []);
  return {
    /** Today's list is still being read: what the start would focus on is not known yet. */
    pending: todos.isPending,
    next,
    /** The learner's usual block length, which the server shortens to what the session has left. */
    blockMinutes,
    starting: quickStart.isPending || freeStart.isPending,
    start: () =>
      next ? startOnTodo({ dailyTodoUnitId: next.id, blockMinutes }) : startFree({ blockMinutes }),
  };
}
