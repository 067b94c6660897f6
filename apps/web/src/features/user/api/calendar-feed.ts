import { calendarFeed } from '@molip/domain/calendar-feed';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userKeys } from '@/entities/learner/user-query-keys';

/** The learner's private calendar address; the server makes it on the first ask. */
export const getCalendarFeed = () => api.get('/user/calendar-feed', calendarFeed);

/** A new address: the old one stops working at once. */
export const rotateCalendarFeed = () => api.request('POST', '/user/calendar-feed/rotate', {}, calendarFeed);

export const calendarFeedQueryOptions = () =>
  // The address changes only when the learner replaces it, here.
  queryOptions({ queryKey: userKeys.calendarFeed(), queryFn: getCalendarFeed, staleTime: Infinity });

export const useCalendarFeed = () => useQuery(calendarFeedQueryOptions());

export function useRotateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateCalendarFeed,
    onSuccess: (feed) => queryClient.setQueryData(userKeys.calendarFeed(), feed),
  });
}
