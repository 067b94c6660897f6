import { SESSION_END_RETRY_DELAY_MS, SESSION_END_TIMEOUT_MS } from '@molip/domain/constants';
import { endSessionResponse } from '@molip/domain/focus';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { api } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/http-client';
import { isHttpError } from '@/lib/http-error';
import { sleep as defaultSleep } from '@/lib/sleep';
import { forgetBlock } from '../stores/last-known-block-store';
import { focusKeys } from '@/entities/focus/focus-query-keys';
import { refreshAfterSessionEnd } from './refresh-after-focus';

type EndSessionResponse = z.infer<typeof endSessionResponse>;

/** `ended`: the server answered; `timed-out`: no answer even after the retry — treated as ended. */
export type EndSessionOutcome = { kind: 'ended'; response: EndSessionResponse } | { kind: 'timed-out' };

/** "Cancelled": the request was aborted by its own timeout, so no answer came (not a refusal). */
const isCancelled = (error: unknown) => isHttpError(error) && error.kind === 'timeout';

/** No answer, or a proxy's while an instance restarts: the same keyed request may be sent again. */
const isPassing = (error: unknown) =>
  isHttpError(error) &&
  (error.kind === 'network' || (error.kind === 'http' && [502, 503, 504].includes(error.status ?? 0)));

/**
 * The session-end policy: a 20 s timeout, and one retry after 1 s when the first try was cancelled, found no
 * server or met a restarting one (502/503/504). Both tries carry one Idempotency-Key, so the retry gets the
 * first answer if that one landed. A retry cancelled too counts as success (the session is ended there or
 * will be by the next call). Any other failure is the caller's to report.
 */
export async function endSessionWithRetry(
  send: () => Promise<EndSessionResponse>,
  sleep: (ms: number) => Promise<void> = defaultSleep,
): Promise<EndSessionOutcome> {
  try {
    return { kind: 'ended', response: await send() };
  } catch (error) {
    if (!isCancelled(error) && !isPassing(error)) throw error;
  }
  await sleep(SESSION_END_RETRY_DELAY_MS);
  try {
    return { kind: 'ended', response: await send() };
  } catch (error) {
    if (isCancelled(error)) return { kind: 'timed-out' };
    throw error;
  }
}

// The client's own back-off is off (`retries: 0`): this call has its own policy above. Both attempts carry
// one Idempotency-Key, so the retry gets the first attempt's answer if that one reached the server.
export const sendEndFocusSession = (idempotencyKey: string) =>
  api.request(
    'PATCH',
    '/focus-sessions/end',
    { timeoutMs: SESSION_END_TIMEOUT_MS, retries: 0, idempotencyKey },
    endSessionResponse,
  );

export const endFocusSession = () => {
  const key = newIdempotencyKey();
  return endSessionWithRetry(() => sendEndFocusSession(key));
};

export function useEndFocusSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endFocusSession,
    onSuccess: () => {
      queryClient.setQueryData(focusKeys.sessionStatus, { hasActive: false, id: null });
      queryClient.setQueryData(focusKeys.currentBlock, null);
      // Ending the session ended its block: an offline reload must not show it running.
      forgetBlock();
      return refreshAfterSessionEnd(queryClient);
    },
  });
}
