import { dailyTodoList } from '@molip/domain/daily-todo';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getTodayTodos = () => api.get('/daily-todos/today', dailyTodoList);

/** The key is shared by contract with the focus feature, which updates it when a focus log completes a to-do. */
export const todayTodosQueryKey = ['daily-todos', 'today'] as const;

export const todayTodosQueryOptions = () =>
  queryOptions({ queryKey: todayTodosQueryKey, queryFn: getTodayTodos });

export const useTodayTodos = () => useQuery(todayTodosQueryOptions());
