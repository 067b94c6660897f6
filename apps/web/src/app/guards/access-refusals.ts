import type { QueryClient } from '@tanstack/react-query';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { agreementStatusQueryOptions } from '@/features/terms/api/get-agreement-status';
import { nameChangedStatusQueryOptions } from '@/features/user/api/get-name-changed-status';
import { authSession } from '@/lib/auth-session';
import type { ApiErrorCode } from '@molip/domain/api-error';
import { hasErrorCode } from '@/lib/http-error';
import { useAccessStore } from './access-store';

const GATE_CODES: readonly ApiErrorCode[] = ['TERMS_REQUIRED', 'USERNAME_REQUIRED'];

/** The account was disabled by an admin: every request of it is refused from then on. */
export function isAccountDisabledRefusal(error: unknown): boolean {
  return hasErrorCode(error, 'USER_DISABLED') && error.status === 403;
}

/** The server refused a request because the learner owes a step (a new terms version, no username). */
export function isServiceGateRefusal(error: unknown): boolean {
  return GATE_CODES.some((code) => hasErrorCode(error, code) && error.status === 403);
}

/** Forgets the trusted access and asks the server again; the shell then opens the modal that is due. */
export function recheckServiceAccess(queryClient: QueryClient): Promise<unknown> {
  useAccessStore.getState().reset();
  // Several refused screens may ask at once: one answer in flight is enough.
  return Promise.all([
    queryClient.invalidateQueries(
      { queryKey: agreementStatusQueryOptions().queryKey },
      { cancelRefetch: false },
    ),
    queryClient.invalidateQueries(
      { queryKey: nameChangedStatusQueryOptions().queryKey },
      { cancelRefetch: false },
    ),
  ]);
}

/** Ends the session of an account an admin disabled; the shell then shows why on the login page. */
export function signOutDisabledAccount(): void {
  if (useAuthStore.getState().isAuthenticated) authSession.end({ accountDisabled: true });
}

type AccessRefusalHandlers = {
  /** An admin disabled the account: the session ends and the reason is shown. */
  onAccountDisabled: () => void;
};

/**
 * Reacts to the server refusing a request for who the learner is rather than what they asked. Access is
 * trusted for five minutes between checks, so a terms version published meanwhile is first noticed by a
 * refused request: it rechecks at once, and the terms modal opens on the very navigation that met it. A
 * disabled account is noticed the same way, on its next request.
 */
export function watchAccessRefusals(queryClient: QueryClient, handlers: AccessRefusalHandlers): () => void {
  const onError = (error: unknown) => {
    if (isServiceGateRefusal(error)) void recheckServiceAccess(queryClient);
    else if (isAccountDisabledRefusal(error)) handlers.onAccountDisabled();
  };
  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
  });
  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
  });
  return () => {
    stopQueries();
    stopMutations();
  };
}
