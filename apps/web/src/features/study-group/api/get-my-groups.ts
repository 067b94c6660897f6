import { groupList, STUDY_GROUP_CACHE_MS } from '@molip/domain/study-group';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { groupsInOrder } from './first-group';
import { studyGroupKeys } from './study-group-query-keys';

export const getMyGroups = () => api.get('/group', groupList);

/** The reader's groups, their study room first (the picker's order and the dashboard's "first group"). */
export const myGroupsQueryOptions = () =>
  queryOptions({
    queryKey: studyGroupKeys.list(),
    queryFn: getMyGroups,
    staleTime: STUDY_GROUP_CACHE_MS,
    select: (answer) => groupsInOrder(answer.groups),
  });

export const useMyGroups = () => useQuery(myGroupsQueryOptions());
