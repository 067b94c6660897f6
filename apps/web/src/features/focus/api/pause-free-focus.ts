import { HTTP_MAX_RETRIES } from '@molip/domain/constants';
import { freeFocusResult } from '@molip/domain/focus-quick-start-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAfterFocusTime } from './refresh-after-focus';

/** Closes the open free focus log; the server credits its seconds. A repeat is a no-op, so it is retried. */
export async function pauseFreeFocus() {
  const result = await api.request(
    'POST',
    '/focus-logs/free/pause',
    { body: {}, retries: HTTP_MAX_RETRIES },
    freeFocusResult,
  );
  return { result, receivedAt: Date.now() };
}

export function usePauseFreeFocus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pauseFreeFocus,
    onSuccess: () => refreshAfterFocusTime(queryClient),
  });
}
