import { groupPresence } from '@molip/domain/study-group';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { FRESH_ON_EVERY_VISIT_MS } from '@/lib/query-client';
import { groupPath, studyGroupKeys } from './study-group-query-keys';

export const getGroupPresence = (groupId: number) => api.get(`${groupPath(groupId)}/presence`, groupPresence);

/**
 * Who is focusing now. Never polled: read on load and again when the window regains focus (the server's
 * event stream will push changes in between).
 */
export const groupPresenceQueryOptions = (groupId: number) =>
  queryOptions({
    queryKey: studyGroupKeys.presence(groupId),
    queryFn: () => getGroupPresence(groupId),
    staleTime: FRESH_ON_EVERY_VISIT_MS,
    refetchOnWindowFocus: 'always',
  });

export const useGroupPresence = (groupId: number | undefined) =>
  useQuery({ ...groupPresenceQueryOptions(groupId ?? 0), enabled: groupId !== undefined });
