import { studyPlanStatus } from '@molip/domain/study-plan';
import { Link, useSearchParams } from 'react-router';
import { PlusIcon } from '@/components/ui/icons';
import { PageLayout } from '@/components/ui/page-layout';
import { paths } from '@/config/paths';
import { PlanList } from '@/features/study-plans/components/plan-list';

/** `/study-plans`: every plan; the status filter lives in the URL so back and reload keep it. */
export function StudyPlansRoute() {
  const [params, setParams] = useSearchParams();
  const parsed = studyPlanStatus.safeParse(params.get('status'));
  const status = parsed.success ? parsed.data : undefined;
  return (
    <PageLayout
      title="학습 계획"
      backTo={paths.home}
      headerActions={
        <Link
          to={paths.studyPlansCreate}
          className="flex h-10 items-center gap-1 rounded-xl bg-primary px-3 text-sm font-semibold text-on-primary"
        >
          <PlusIcon size={18} />새 계획
        </Link>
      }
    >
      <PlanList
        status={status}
        onStatusChange={(next) => setParams(next ? { status: next } : {}, { replace: true })}
      />
    </PageLayout>
  );
}
