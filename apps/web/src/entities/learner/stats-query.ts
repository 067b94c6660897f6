import { learnerStats } from '@molip/domain/study-stats';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userKeys } from '@/entities/learner/user-query-keys';

export const getStats = (days: number, signal?: AbortSignal) =>
  api.get(`/user/stats?days=${days}`, learnerStats, { signal });

export const statsQueryOptions = (days: number) =>
  queryOptions({ queryKey: userKeys.statsFor(days), queryFn: ({ signal }) => getStats(days, signal) });

export const useStats = (days: number) => useQuery(statsQueryOptions(days));
