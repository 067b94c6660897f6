import { activeStatus, focusBlock, type FocusBlock } from '@molip/domain/focus';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isHttpError } from '@/lib/http-error';
import { focusKeys } from './focus-query-keys';

export type ReceivedBlock = { block: FocusBlock; receivedAt: number };

/** The active block, or null. Status first: `/focus-blocks/current` answers 404 when there is none. */
export async function getCurrentFocusBlock(): Promise<ReceivedBlock | null> {
  const status = await api.get('/focus-blocks/status', activeStatus);
  if (!status.hasActive) return null;
  try {
    const block = await api.get('/focus-blocks/current', focusBlock);
    return { block, receivedAt: Date.now() };
  } catch (error) {
    // The block ended between the two reads (its end committed just after the status was read).
    if (isHttpError(error) && error.kind === 'http' && error.status === 404) return null;
    throw error;
  }
}

export const currentFocusBlockQueryOptions = () =>
  queryOptions({ queryKey: focusKeys.currentBlock, queryFn: getCurrentFocusBlock, staleTime: 0 });

/** `enabled: false` skips the call where no block can be running (an ended session's page). */
export const useCurrentFocusBlock = (enabled = true) =>
  useQuery({ ...currentFocusBlockQueryOptions(), enabled });
