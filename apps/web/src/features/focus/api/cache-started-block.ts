import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { statsQueryKey } from '@/lib/stats-query';
import type { ReceivedBlock } from './get-current-focus-block';
import { focusKeys } from './focus-query-keys';

/**
 * After a one-tap start (which may have opened a session and a block): the running block is cached for its
 * screen, and every read the start changed — plus `alsoChanged` — is fetched again.
 */
export async function cacheStartedBlock(
  queryClient: QueryClient,
  started: ReceivedBlock,
  alsoChanged: readonly QueryKey[] = [],
) {
  queryClient.setQueryData<ReceivedBlock>(focusKeys.currentBlock, started);
  await Promise.all(
    [focusKeys.sessionStatus, focusKeys.currentSession, statsQueryKey, ...alsoChanged].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
