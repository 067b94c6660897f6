import { dailyTodoList, type DailyTodoGroup, type DailyTodoUnit } from '@molip/domain/daily-todo';
import { isOpenTodoStatus } from '@molip/domain/todo-status';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dailyTodoKeys } from '@/entities/todos/daily-todo-query-keys';
import type { OverdueCount } from './overdue-text';

export const getTodayTodos = () => api.get('/daily-todos/today', dailyTodoList);

/**
 * Today's to-dos are read by the dashboard, the to-do list and focus-block step 2, and changed by to-do
 * status and focus mutations: one query and one key here, so every screen reads and refreshes one entry.
 */
export const todayTodosQueryOptions = () =>
  queryOptions({ queryKey: dailyTodoKeys.today(), queryFn: getTodayTodos });

export const useTodayTodos = () => useQuery(todayTodosQueryOptions());

/** A to-do from a past day still waiting in today's list: the learner is behind on it. */
export const isOpenOverdue = (todo: DailyTodoUnit) => todo.isOverdue && isOpenTodoStatus(todo.status);

/** The open to-dos from past days in today's list, new units and reviews apart (none until it is read). */
export function useOpenOverdueCount(): OverdueCount {
  const todos = useTodayTodos();
  const overdue = (todos.data ?? []).flatMap((group) => group.dailyTodoUnitResponses.filter(isOpenOverdue));
  const reviews = overdue.filter((todo) => todo.review !== null).length;
  return { todos: overdue.length - reviews, reviews };
}

/** Today's to-dos with one unit changed (an optimistic status, the server's answer after focus, a rating). */
export function withTodoUnit(
  groups: DailyTodoGroup[],
  todoId: string,
  changes: Partial<Pick<DailyTodoUnit, 'status' | 'totalStudyMinutes' | 'review'>>,
): DailyTodoGroup[] {
  return groups.map((group) => ({
    ...group,
    dailyTodoUnitResponses: group.dailyTodoUnitResponses.map((unit) =>
      unit.id === todoId ? { ...unit, ...changes } : unit,
    ),
  }));
}
