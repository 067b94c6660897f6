import { focusSession, type CreateFocusSessionBody } from '@molip/domain/focus';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { focusKeys } from './focus-query-keys';

// Not retried: a retried create after a lost answer would meet its own session and get a 409.
export const createFocusSession = (body: CreateFocusSessionBody) =>
  api.request('POST', '/focus-sessions', { body, retries: 0 }, focusSession);

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
