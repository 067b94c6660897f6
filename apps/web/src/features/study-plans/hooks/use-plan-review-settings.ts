import type { StudyPlanDetail, UpdateStudyPlanBody } from '@molip/domain/study-plan';
import { formatStudyMinutes } from '@molip/domain/study-time';
import { showErrorAlert } from '@/components/ui/alerts-store';
import { showSnackbar } from '@/components/ui/snackbar-store';
import { useUpdateStudyPlan } from '../api/update-study-plan';

type ReviewSettingChange = Pick<
  UpdateStudyPlanBody,
  'reviewsPerDay' | 'targetRetentionPercent' | 'reviewMinutesPerDay'
>;

/**
 * A plan's review settings, each saved at once as the daily limit always has been, saying what changed (then
 * `onDone`). Its own mutation, so the switch shows its own wait and the plan menu's actions theirs.
 */
export function usePlanReviewSettings(plan: StudyPlanDetail, onDone: () => void) {
  const reviewUpdate = useUpdateStudyPlan();

  const change = (body: ReviewSettingChange, message: string) =>
    reviewUpdate.mutate(
      { id: plan.id, body },
      {
        onSuccess: () => {
          onDone();
          showSnackbar({ message });
        },
        onError: showErrorAlert,
      },
    );

  // While the server answers, the setting shows what was asked; a failure shows the plan's own again.
  const asked: ReviewSettingChange = reviewUpdate.isPending ? reviewUpdate.variables.body : {};
  return {
    saving: reviewUpdate.isPending,
    shownReviewsPerDay: asked.reviewsPerDay !== undefined ? asked.reviewsPerDay : plan.reviewsPerDay,
    shownRetention: asked.targetRetentionPercent ?? plan.targetRetentionPercent,
    shownMinutes:
      asked.reviewMinutesPerDay !== undefined ? asked.reviewMinutesPerDay : plan.reviewMinutesPerDay,
    changeReviews: (reviewsPerDay: number | null) =>
      change(
        { reviewsPerDay },
        reviewsPerDay === null
          ? '복습을 껐어요. 남은 복습 할 일을 지웠어요.'
          : plan.reviewsPerDay === null
            ? '복습을 켰어요. 이제부터 끝낸 단원이 복습으로 돌아와요.'
            : `하루 최대 복습을 ${reviewsPerDay}개로 바꿨어요.`,
      ),
    changeRetention: (targetRetentionPercent: number) =>
      change(
        { targetRetentionPercent },
        `목표 기억률을 ${targetRetentionPercent}%로 바꿨어요. 다음 복습부터 맞춰요.`,
      ),
    changeMinutes: (reviewMinutesPerDay: number | null) =>
      change(
        { reviewMinutesPerDay },
        reviewMinutesPerDay === null
          ? '하루 복습 시간을 없앴어요. 이제 개수로만 맞춰요.'
          : `하루 복습 시간을 ${formatStudyMinutes(reviewMinutesPerDay)}으로 정했어요.`,
      ),
  };
}
