import { SESSION_END_RETRY_DELAY_MS, SESSION_END_TIMEOUT_MS } from '@molip/domain/constants';
import { endSessionResponse } from '@molip/domain/focus';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { api } from '@/lib/api-client';
import { isHttpError } from '@/lib/http-error';
import { sleep as defaultSleep } from '@/lib/sleep';
import { focusKeys } from './focus-query-keys';
import { refreshAfterSessionEnd } from './refresh-after-focus';

type EndSessionResponse = z.infer<typeof endSessionResponse>;

/** `ended`: the server answered; `timed-out`: no answer even after the retry — treated as ended. */
export type EndSessionOutcome = { kind: 'ended'; response: EndSessionResponse } | { kind: 'timed-out' };

/** "Cancelled": the request was aborted by its own timeout, so no answer came (not a refusal). */
const isCancelled = (error: unknown) => isHttpError(error) && error.kind === 'timeout';

/**
 * The session-end policy: a 20 s timeout, one retry after 1 s only when the first try was
 * cancelled, and a retry that is cancelled too counts as success (the end is idempotent on the server, so
 * the session is ended there or will be by the next call). Any other failure is the caller's to report.
 */
export async function endSessionWithRetry(
  send: () => Promise<EndSessionResponse>,
  sleep: (ms: number) => Promise<void> = defaultSleep,
): Promise<EndSessionOutcome> {
  try {
    return { kind: 'ended', response: await send() };
  } catch (error) {
    if (!isCancelled(error)) throw error;
  }
  await sleep(SESSION_END_RETRY_DELAY_MS);
  try {
    return { kind: 'ended', response: await send() };
  } catch (error) {
    if (isCancelled(error)) return { kind: 'timed-out' };
    throw error;
  }
}

// The client's own back-off is off (`retries: 0`): this call has its own policy above.
export const sendEndFocusSession = () =>
  api.request(
    'PATCH',
    '/focus-sessions/end',
    { timeoutMs: SESSION_END_TIMEOUT_MS, retries: 0 },
    endSessionResponse,
  );

export const endFocusSession = () => endSessionWithRetry(sendEndFocusSession);

export function useEndFocusSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endFocusSession,
    onSuccess: () => {
      queryClient.setQueryData(focusKeys.sessionStatus, { hasActive: false, id: null });
      queryClient.setQueryData(focusKeys.currentBlock, null);
      return refreshAfterSessionEnd(queryClient);
    },
  });
}
