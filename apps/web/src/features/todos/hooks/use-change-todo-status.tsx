import type { DailyTodoGroup, DailyTodoUnit } from '@molip/domain/daily-todo';
import {
  isOpenTodoStatus,
  todoStatusMessage,
  undoTodoStatus,
  type TodoStatus,
} from '@molip/domain/todo-status';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showSnackbar } from '@/components/ui/snackbar-store';
import { TodayProgressLine } from '@/entities/todos/today-progress-line';
import { dailyTodoKeys } from '@/entities/todos/daily-todo-query-keys';
import { useUpdateTodoStatus } from '../api/update-todo-status';
import { todoRowId } from '../todo-row-id';

/** A completion to celebrate: one to-do, or the last open one of the day. `key` replays the burst. */
export type TodoCelebration = { kind: 'todo' | 'day'; todoId: string; key: number };

const UNDO_FAILED = '되돌리지 못했어요. 다시 시도해 주세요.';

function othersStillOpen(groups: DailyTodoGroup[] | undefined, todoId: string): boolean {
  return (groups ?? []).some((group) =>
    group.dailyTodoUnitResponses.some((unit) => unit.id !== todoId && isOpenTodoStatus(unit.status)),
  );
}

/**
 * Changes a to-do's status and tells the learner: a snackbar saying what happened with "되돌리기" (the
 * previous status set back through the same API), and a celebration when the change completes it.
 */
export function useChangeTodoStatus() {
  const queryClient = useQueryClient();
  const updateStatus = useUpdateTodoStatus();
  const [celebration, setCelebration] = useState<TodoCelebration | null>(null);

  const undo = (id: string, status: TodoStatus) => {
    setCelebration(null);
    updateStatus.mutate(
      { id, status, failureMessage: UNDO_FAILED },
      { onSuccess: () => showSnackbar({ message: '되돌렸어요.', keepInSight: todoRowId(id) }) },
    );
  };

  const change = (todo: DailyTodoUnit, status: TodoStatus, failureMessage: string) => {
    const from = todo.status;
    // Read before the optimistic update, which already counts this to-do as closed.
    const lastOpen = !othersStillOpen(queryClient.getQueryData(dailyTodoKeys.today()), todo.id);
    updateStatus.mutate(
      { id: todo.id, status, failureMessage },
      {
        onSuccess: () => {
          const completed = status === 'COMPLETED';
          setCelebration(
            completed ? { kind: lastOpen ? 'day' : 'todo', todoId: todo.id, key: Date.now() } : null,
          );
          const back = undoTodoStatus(from, status);
          showSnackbar({
            message: todoStatusMessage(status, from),
            detail: completed ? <TodayProgressLine /> : undefined,
            action: back
              ? { label: '되돌리기', needsServer: true, onAction: () => undo(todo.id, back) }
              : undefined,
            keepInSight: todoRowId(todo.id),
          });
        },
      },
    );
  };

  return { change, celebration };
}
