import { activeStatus } from '@molip/domain/focus';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { FRESH_ON_EVERY_VISIT_MS } from '@/lib/query-client';
import { focusKeys } from './focus-query-keys';

/** Always 200 (`{ hasActive, id }`): ask this before the detail call, whose 404 Chrome logs as an error. */
export const getFocusSessionStatus = () => api.get('/focus-sessions/status', activeStatus);

export const focusSessionStatusQueryOptions = () =>
  queryOptions({
    queryKey: focusKeys.sessionStatus,
    queryFn: getFocusSessionStatus,
    staleTime: FRESH_ON_EVERY_VISIT_MS,
  });

export const useFocusSessionStatus = () => useQuery(focusSessionStatusQueryOptions());
