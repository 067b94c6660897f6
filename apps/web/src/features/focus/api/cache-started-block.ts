import type { QueryClient } from '@tanstack/react-query';
import type { ReceivedBlock } from '@/entities/focus/get-current-focus-block';
import { focusKeys } from '@/entities/focus/focus-query-keys';
import { refreshAfterFocusStart, refreshAfterFocusTime } from './refresh-after-focus';

/**
 * After a one-tap start (which may have opened a session and a block): the running block is cached for its
 * screen, which the start opens at once, and every read the start changed is fetched again behind it —
 * today's to-dos too when it started on a to-do. Not waited for: a busy server's four reads would keep the
 * learner on the button after the block had begun.
 */
export function cacheStartedBlock(
  queryClient: QueryClient,
  started: ReceivedBlock,
  { onTodo }: { onTodo: boolean },
) {
  queryClient.setQueryData<ReceivedBlock>(focusKeys.currentBlock, started);
  void queryClient.invalidateQueries({ queryKey: focusKeys.sessionStatus });
  void queryClient.invalidateQueries({ queryKey: focusKeys.currentSession });
  void (onTodo ? refreshAfterFocusStart(queryClient) : refreshAfterFocusTime(queryClient));
}
