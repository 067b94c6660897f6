import { HTTP_MAX_RETRIES } from '@molip/domain/constants';
import {
  recoveryPreviewAnswer,
  recoveryResult,
  recoveryUndoWindow,
  type RecoveryChoice,
  type RecoveryResult,
} from '@molip/domain/recovery-contracts';
import { studyPlan } from '@molip/domain/study-plan';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { showAlert } from '@/components/ui/alerts-store';
import { showSnackbar } from '@/components/ui/snackbar-store';
import { api } from '@/lib/api-client';
import { errorSentence } from '@/lib/error-messages';
import { isHttpError } from '@/lib/http-error';
import { refreshAfterPlanChange } from '@/entities/plans/refresh-after-change';
import { serverClockOffsetMs } from '@/lib/server-clock';
import { studyPlanKeys } from '@/entities/plans/study-plan-query-keys';
import { useRecoveryUndoStore, type PendingRecoveryUndo } from '../stores/recovery-undo-store';

const recoveryPath = (planId: string) => `/study-plans/${encodeURIComponent(planId)}/recovery`;

/** The two ways to catch up on a plan's missed days, for its overdue to-dos in today's list (null: none left). */
export const useRecoveryPreview = (planId: string, overdueTodoIds: string) =>
  useQuery({
    queryKey: studyPlanKeys.recovery(planId, overdueTodoIds),
    queryFn: () => api.get(recoveryPath(planId), recoveryPreviewAnswer, { retries: 0 }),
    retry: false,
  });

/** The undo's window as the card reads it: its end (null: no longer honoured), and the server's clock minus the device's. */
type RecoveryUndoWindowRead = { undoExpiresAt: string | null; clockOffsetMs: number };

type ApplyInput = { planId: string; planTitle: string; choice: RecoveryChoice; previousEndDate: string };

const applyRecovery = ({ planId, choice }: ApplyInput) =>
  // The server makes a repeat harmless (nothing overdue: nothing changes), so a lost answer may be retried.
  api.request('POST', recoveryPath(planId), { body: { choice }, retries: 1 }, recoveryResult);

/**
 * Applies a recovery and keeps its undo token, so the card offers "되돌리기" for as long as the server
 * honours it; `onApplied` runs even though the offer's card has left by then. A repeat that changed nothing
 * has no undo: the snackbar only says where the plan stands.
 */
export function useApplyRecovery(onApplied: () => void) {
  const queryClient = useQueryClient();
  const remember = useRecoveryUndoStore((state) => state.remember);
  return useMutation({
    mutationFn: applyRecovery,
    onSuccess: (result: RecoveryResult, { planTitle, previousEndDate }) => {
      const { plan, undoToken, undoExpiresAt, serverTime } = result;
      if (undoToken === null || undoExpiresAt === null) {
        showSnackbar({ message: '이미 따라잡았어요.' });
        return;
      }
      // The answer is the server's word on the undo's window until it is asked again.
      queryClient.setQueryData(studyPlanKeys.recoveryUndo(plan.id, undoExpiresAt), {
        undoExpiresAt,
        clockOffsetMs: serverClockOffsetMs(serverTime, Date.now()),
      } satisfies RecoveryUndoWindowRead);
      remember({
        planId: plan.id,
        planTitle,
        undoToken,
        undoExpiresAt,
        endDate: plan.endDate,
        previousEndDate,
      });
      onApplied();
    },
    onError: (error) => showAlert({ variant: 'error', description: errorSentence(error) }),
    onSettled: () => refreshAfterPlanChange(queryClient),
  });
}

/** The server refuses the token (forged, not this learner's plan, or the plan is gone): nothing to offer. */
export const undoRefused = (error: unknown) =>
  isHttpError(error) && error.kind === 'http' && [400, 404].includes(error.status ?? 0);

/**
 * Whether the server still honours a recovery's undo and until when: answered by the recovery itself, then
 * asked again whenever the plans are (a to-do done since makes it stale) and after a reload, but not while
 * `enabled` is off (the undo itself is under way). A check changes nothing, so it may be retried.
 */
export const useRecoveryUndoWindow = (
  { planId, undoToken, undoExpiresAt }: PendingRecoveryUndo,
  enabled: boolean,
) =>
  useQuery({
    queryKey: studyPlanKeys.recoveryUndo(planId, undoExpiresAt),
    enabled,
    queryFn: async (): Promise<RecoveryUndoWindowRead> => {
      const answer = await api.request(
        'POST',
        `${recoveryPath(planId)}/undo-window`,
        { body: { undoToken }, retries: HTTP_MAX_RETRIES },
        recoveryUndoWindow,
      );
      return {
        undoExpiresAt: answer.undoExpiresAt,
        clockOffsetMs: serverClockOffsetMs(answer.serverTime, Date.now()),
      };
    },
    retry: false,
  });

const undoRecovery = ({ planId, undoToken }: Pick<PendingRecoveryUndo, 'planId' | 'undoToken'>) =>
  api.request('POST', `${recoveryPath(planId)}/undo`, { body: { undoToken } }, studyPlan);

/**
 * Undoes a recovery. The token is forgotten once the lists are read again, so the card turns back into the
 * offer without a gap; a refusal (expired, changed since) says why and forgets it too.
 */
export function useUndoRecovery() {
  const queryClient = useQueryClient();
  const forget = useRecoveryUndoStore((state) => state.forget);
  return useMutation({
    mutationFn: undoRecovery,
    onSuccess: () => showSnackbar({ message: '따라잡기 전 일정으로 되돌렸어요.' }),
    onError: (error, { planId }) => {
      showAlert({ variant: 'error', description: errorSentence(error) });
      // Refused for good (expired, changed since, not this learner's): the card has nothing left to offer.
      if (undoRefused(error) || (isHttpError(error) && error.status === 409)) forget(planId);
    },
    onSettled: async (_plan, error, { planId }) => {
      await refreshAfterPlanChange(queryClient);
      if (!error) forget(planId);
    },
  });
}
