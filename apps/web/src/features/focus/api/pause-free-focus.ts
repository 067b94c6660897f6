import { freeFocusResult } from '@molip/domain/focus-quick-start-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAfterFocusTime } from './refresh-after-focus';

/** Closes the open free focus log; the server credits its seconds. Keyed, so a retry gets the first answer. */
export async function pauseFreeFocus() {
  const result = await api.request(
    'POST',
    '/focus-logs/free/pause',
    { body: {}, idempotent: true },
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
