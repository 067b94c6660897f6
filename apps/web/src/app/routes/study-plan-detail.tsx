import { useParams } from 'react-router';
import { ErrorBox } from '@/components/ui/error-box';
import { MissingState } from '@/components/ui/missing-state';
import { PageLayout } from '@/components/ui/page-layout';
import { SKELETON_DELAY_MS } from '@/config/ui-constants';
import { paths } from '@/config/paths';
import { describeError } from '@/lib/error-messages';
import { isMissing } from '@/lib/http-error';
import { useDelayedFlag } from '@/lib/use-delayed-flag';
import { useFocusingTodoId } from '@/features/focus/hooks/use-focusing-todo-id';
import { useStudyPlan } from '@/features/study-plans/api/get-study-plan';
import { PlanDetail } from '@/features/study-plans/components/plan-detail';
import { PlanDetailSkeleton } from '@/features/study-plans/components/plan-detail-skeleton';
import { useLearnerToday } from '../use-learner-today';

function StudyPlanDetailPage({ id }: { id: string }) {
  const plan = useStudyPlan(id);
  const today = useLearnerToday();
  const focusingTodoId = useFocusingTodoId();
  const slow = useDelayedFlag(plan.isPending, SKELETON_DELAY_MS);
  return (
    <PageLayout title="학습 계획" backTo={paths.studyPlans}>
      {plan.isPending ? (
        slow ? (
          <PlanDetailSkeleton />
        ) : null
      ) : plan.isError ? (
        isMissing(plan.error) ? (
          <MissingState
            title="삭제되었거나 없는 계획이에요"
            description="목록에서 다른 계획을 골라 주세요."
            backTo={paths.studyPlans}
            backLabel="목록으로"
          />
        ) : (
          <ErrorBox
            {...describeError(plan.error)}
            onRetry={() => void plan.refetch()}
            retrying={plan.isFetching}
          />
        )
      ) : (
        <PlanDetail key={plan.data.id} plan={plan.data} today={today} focusingTodoId={focusingTodoId} />
      )}
    </PageLayout>
  );
}

/** `/study-plan/{id}`. */
export function StudyPlanDetailRoute() {
  const { id = '' } = useParams();
  return <StudyPlanDetailPage id={id} />;
}
