import { groupActivity, STUDY_GROUP_CACHE_MS, type ActivityPeriod } from '@molip/domain/study-group';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { groupPath, studyGroupKeys } from './study-group-query-keys';

/** `date` is any day inside the period; without it the server takes today in the reader's zone. */
export const getGroupActivity = (
  groupId: number,
  period: ActivityPeriod,
  date: string | undefined,
  signal?: AbortSignal,
) => api.get(`${groupPath(groupId)}/activity`, groupActivity, { query: { period, date }, signal });

export const groupActivityQueryOptions = (
  groupId: number,
  period: ActivityPeriod,
  date: string | undefined,
) =>
  queryOptions({
    queryKey: studyGroupKeys.activity(groupId, period, date),
    // A period the learner has already stepped past is abandoned, not awaited.
    queryFn: ({ signal }) => getGroupActivity(groupId, period, date, signal),
    staleTime: STUDY_GROUP_CACHE_MS,
    // Moving between periods keeps the last ranking on screen instead of flashing a skeleton.
    placeholderData: keepPreviousData,
  });

export const useGroupActivity = (groupId: number, period: ActivityPeriod, date: string | undefined) =>
  useQuery(groupActivityQueryOptions(groupId, period, date));
