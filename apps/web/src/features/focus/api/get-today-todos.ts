import { dailyTodoList } from '@molip/domain/daily-todo';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { focusKeys } from './focus-query-keys';

/** Today's to-dos for block step 2, under the dashboard's key so both read and refresh one cache entry. */
export const getTodayTodos = () => api.get('/daily-todos/today', dailyTodoList);

export const todayTodosQueryOptions = () =>
  queryOptions({ queryKey: focusKeys.todayTodos, queryFn: getTodayTodos });

export const useTodayTodos = () => useQuery(todayTodosQueryOptions());
