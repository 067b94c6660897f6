import { learnerStats } from '@molip/domain/study-stats';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * The learner's statistics are read by the dashboard summary, my page and the statistics screen, and go
 * stale whenever focus time or a to-do changes: one key prefix here, so a mutation refreshes them all.
 */
export const statsQueryKey = ['user', 'stats'] as const;

export const getStats = (days: number, signal?: AbortSignal) =>
  api.get(`/user/stats?days=${days}`, learnerStats, { signal });

export const statsQueryOptions = (days: number) =>
  queryOptions({ queryKey: [...statsQueryKey, days], queryFn: ({ signal }) => getStats(days, signal) });

export const useStats = (days: number) => useQuery(statsQueryOptions(days));
