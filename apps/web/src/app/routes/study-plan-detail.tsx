import { useParams } from 'react-router';
import { ErrorBox } from '@/components/ui/error-box';
import { PageLayout } from '@/components/ui/page-layout';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { describeError } from '@/lib/error-messages';
import { useStudyPlan } from '@/features/study-plans/api/get-study-plan';
import { PlanDetail } from '@/features/study-plans/components/plan-detail';
import { useLearnerToday } from '../use-learner-today';

function StudyPlanDetailPage({ id }: { id: string }) {
  const plan = useStudyPlan(id);
  const today = useLearnerToday();
  return (
    <PageLayout title="학습 계획 상세" backTo={paths.studyPlans}>
      {plan.isPending ? (
        <div className="flex justify-center py-10 text-primary">
          <Spinner label="학습 계획을 불러오는 중" />
        </div>
      ) : plan.isError ? (
        <ErrorBox
          {...describeError(plan.error)}
          onRetry={() => void plan.refetch()}
          retrying={plan.isFetching}
        />
      ) : (
        <PlanDetail key={plan.data.id} plan={plan.data} today={today} />
      )}
    </PageLayout>
  );
}

/** `/study-plan/{id}`. */
export function StudyPlanDetailRoute() {
  const { id = '' } = useParams();
  return <StudyPlanDetailPage id={id} />;
}
