import { useNavigate } from 'react-router';
import { showErrorAlert } from '@/components/ui/alerts-store';
import { showSnackbar } from '@/components/ui/snackbar-store';
import { paths } from '@/config/paths';
import { useRescheduleStudyPlan } from '@/entities/plans/reschedule-study-plan';
import { useDeleteStudyPlan } from '../api/delete-study-plan';
import { useUpdateStudyPlan } from '../api/update-study-plan';
import { statusActions, type Confirmation } from '../components/plan-actions';

/**
 * The plan menu's changes: renaming, a confirmed status change, rescheduling or deleting, each saying what it
 * did once done (then `onDone`), an alert if it failed. `busy` while any of them is on its way.
 */
export function usePlanManagement(planId: string) {
  const navigate = useNavigate();
  const update = useUpdateStudyPlan();
  const remove = useDeleteStudyPlan();
  const reschedule = useRescheduleStudyPlan();

  const succeed = (message: string, onDone: () => void) => {
    onDone();
    showSnackbar({ message });
  };

  const confirm = (action: Confirmation, onDone: () => void) => {
    if (action === 'delete') {
      remove.mutate(planId, {
        onSuccess: () => {
          succeed('학습 계획을 삭제했어요.', onDone);
          navigate(paths.studyPlans, { replace: true });
        },
        onError: showErrorAlert,
      });
    } else if (action === 'reschedule') {
      reschedule.mutate(planId, {
        onSuccess: () => succeed('남은 일정을 오늘부터 다시 짰어요.', onDone),
        onError: showErrorAlert,
      });
    } else {
      const { target, done } = statusActions[action];
      update.mutate(
        { id: planId, body: { status: target } },
        { onSuccess: () => succeed(done, onDone), onError: showErrorAlert },
      );
    }
  };

  const rename = (title: string, onDone: () => void) =>
    update.mutate(
      { id: planId, body: { title } },
      { onSuccess: () => succeed('계획 이름을 바꿨어요.', onDone), onError: showErrorAlert },
    );

  return {
    confirm,
    rename,
    // A rename or a status change on its way: the plan's own update.
    updating: update.isPending,
    busy: update.isPending || remove.isPending || reschedule.isPending,
  };
}
