import {
  recoveryPreview,
  recoveryResult,
  type RecoveryChoice,
  type RecoveryResult,
} from '@molip/domain/recovery-contracts';
import { studyPlan } from '@molip/domain/study-plan';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { showAlert } from '@/components/ui/alerts-store';
import { showSnackbar } from '@/components/ui/snackbar-store';
import { api } from '@/lib/api-client';
import { errorSentence } from '@/lib/error-messages';
import { refreshAfterPlanChange } from '@/lib/refresh-after-change';
import { studyPlanKeys } from '@/lib/study-plan-query-keys';
import { appliedRecoverySentence } from '../utils/recovery-sentences';

const recoveryPath = (planId: string) => `/study-plans/${encodeURIComponent(planId)}/recovery`;

/** The two ways to catch up on a plan's missed days, for its overdue to-dos in today's list. */
export const useRecoveryPreview = (planId: string, overdueTodoIds: string) =>
  useQuery({
    queryKey: studyPlanKeys.recovery(planId, overdueTodoIds),
    queryFn: () => api.get(recoveryPath(planId), recoveryPreview, { retries: 0 }),
    retry: false,
  });

type ApplyInput = { planId: string; choice: RecoveryChoice; previousEndDate: string };

const applyRecovery = ({ planId, choice }: ApplyInput) =>
  // The server makes a repeat harmless (nothing overdue: nothing changes), so a lost answer may be retried.
  api.request('POST', recoveryPath(planId), { body: { choice }, retries: 1 }, recoveryResult);

const undoRecovery = ({ planId, undoToken }: { planId: string; undoToken: string }) =>
  api.request('POST', `${recoveryPath(planId)}/undo`, { body: { undoToken } }, studyPlan);

/** Applies a recovery; the snackbar says what changed and offers to undo it. */
export function useApplyRecovery() {
  const queryClient = useQueryClient();
  const undo = useMutation({
    mutationFn: undoRecovery,
    onSuccess: () => showSnackbar({ message: '따라잡기 전 일정으로 되돌렸어요.' }),
    onError: (error) => showAlert({ variant: 'error', description: errorSentence(error) }),
    onSettled: () => refreshAfterPlanChange(queryClient),
  });
  return useMutation({
    mutationFn: applyRecovery,
    onSuccess: ({ plan, undoToken }: RecoveryResult, { previousEndDate }) => {
      const token = undoToken;
      showSnackbar({
        message: appliedRecoverySentence(plan.endDate, previousEndDate),
        ...(token
          ? {
              action: {
                label: '되돌리기',
                needsServer: true,
                onAction: () => undo.mutate({ planId: plan.id, undoToken: token }),
              },
            }
          : {}),
      });
    },
    onError: (error) => showAlert({ variant: 'error', description: errorSentence(error) }),
    onSettled: () => refreshAfterPlanChange(queryClient),
  });
}
