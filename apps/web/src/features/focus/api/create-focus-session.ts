import { focusSession, type CreateFocusSessionBody } from '@molip/domain/focus';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { focusKeys } from '@/entities/focus/focus-query-keys';

// One key for all attempts: a retry after a lost answer gets the first answer instead of meeting its own
// session as "already running" (409).
export const createFocusSession = (body: CreateFocusSessionBody) =>
  api.request('POST', '/focus-sessions', { body, idempotent: true }, focusSession);

export function useCreateFocusSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFocusSession,
    onSuccess: (session) => {
      queryClient.setQueryData(focusKeys.sessionStatus, { hasActive: true, id: session.id });
      queryClient.setQueryData(focusKeys.currentSession, { session, receivedAt: Date.now() });
    },
  });
}
