import { groupDetail, STUDY_GROUP_CACHE_MS } from '@molip/domain/study-group';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { groupPath, studyGroupKeys } from './study-group-query-keys';

export const getGroup = (groupId: number) => api.get(groupPath(groupId), groupDetail);

export const groupQueryOptions = (groupId: number) =>
  queryOptions({
    queryKey: studyGroupKeys.detail(groupId),
    queryFn: () => getGroup(groupId),
    staleTime: STUDY_GROUP_CACHE_MS,
  });

export const useGroup = (groupId: number) => useQuery(groupQueryOptions(groupId));
