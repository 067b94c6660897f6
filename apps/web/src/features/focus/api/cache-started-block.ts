import type { QueryClient } from '@tanstack/react-query';
import type { ReceivedBlock } from '@/entities/focus/get-current-focus-block';
import { focusKeys } from '@/entities/focus/focus-query-keys';
import { refreshAfterFocusStart, refreshAfterFocusTime } from './refresh-after-focus';

/**
 * After a one-tap start (which may have opened a session and a block): the running block is cached for its
 * screen, and every read the start changed is fetched again — today's to-dos too when it started on a to-do.
 */
export async function cacheStartedBlock(
  queryClient: QueryClient,
  started: ReceivedBlock,
  { onTodo }: { onTodo: boolean },
) {
  queryClient.setQueryData<ReceivedBlock>(focusKeys.currentBlock, started);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: focusKeys.sessionStatus }),
    queryClient.invalidateQueries({ queryKey: focusKeys.currentSession }),
    onTodo ? refreshAfterFocusStart(queryClient) : refreshAfterFocusTime(queryClient),
  ]);
}
