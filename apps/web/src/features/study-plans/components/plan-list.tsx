import { monthDayRange } from '@molip/domain/korean-date';
import {
  studyPlanStatuses,
  studyPlanStatusLabels,
  type StudyPlan,
  type StudyPlanStatus,
} from '@molip/domain/study-plan';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBox } from '@/components/ui/error-box';
import { BookIcon } from '@/components/ui/icons';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Skeleton, SkeletonBlock } from '@/components/ui/skeleton';
import { SKELETON_DELAY_MS } from '@/config/ui-constants';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { describeError } from '@/lib/error-messages';
import { useDelayedFlag } from '@/lib/use-delayed-flag';
import { useStudyPlanPages } from '../api/get-study-plan-pages';
import { planAuthor, progressPercent } from './plan-figures';
import { StatusBadge } from './status-badge';

type PlanListProps = {
  status: StudyPlanStatus | undefined;
  onStatusChange: (status: StudyPlanStatus | undefined) => void;
};

function PlanListItem({ plan }: { plan: StudyPlan }) {
  return (
    <li>
      <Link
        to={paths.studyPlan(plan.id)}
        className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-card hover:border-line-strong"
      >
        <div className="flex items-start gap-3">
          <div className="min-w-0 flex-1">
            <p className="truncate text-base font-bold text-ink">{plan.studyPlanName}</p>
            <p className="truncate text-[0.8125rem] text-ink-muted">
              {plan.learningContentTitle} · {planAuthor(plan)}
            </p>
          </div>
          <StatusBadge status={plan.status} />
        </div>
        <ProgressBar
          value={progressPercent(plan)}
          label={`${plan.studyPlanName} 진행률`}
          size="sm"
          showValue
        />
        <p className="text-[0.8125rem] text-ink-muted">
          {monthDayRange(plan.startDate, plan.endDate)} · 단원 {plan.completedUnits}/{plan.totalUnits}
        </p>
      </Link>
    </li>
  );
}

/** `/study-plans`: every plan of the learner with a status filter and "더 보기" (20 at a time). */
export function PlanList({ status, onStatusChange }: PlanListProps) {
  const pages = useStudyPlanPages(status);
  const plans = pages.data?.pages.flatMap((page) => page.studyPlans) ?? [];
  const total = pages.data?.pages[0]?.pagination.total ?? 0;
  const filters: (StudyPlanStatus | undefined)[] = [undefined, ...studyPlanStatuses];
  const slow = useDelayedFlag(pages.isPending, SKELETON_DELAY_MS);
  return (
    <div className="flex flex-col gap-4">
      {/* Wrapped, not scrolled sideways, so "보관됨" is always in sight. */}
      <div role="group" aria-label="상태별 보기" className="flex flex-wrap gap-2">
        {filters.map((filter) => (
          <button
            key={filter ?? 'ALL'}
            type="button"
            aria-pressed={status === filter}
            onClick={() => onStatusChange(filter)}
            className={cn(
              'h-9 rounded-full border px-3.5 text-sm font-semibold',
              status === filter
                ? 'border-primary bg-primary text-on-primary'
                : 'border-line-strong bg-surface text-ink-muted',
            )}
          >
            {filter ? studyPlanStatusLabels[filter] : '전체'}
          </button>
        ))}
      </div>
      {pages.isPending ? (
        slow ? (
          <Skeleton label="학습 계획을 불러오는 중">
            {[0, 1, 2].map((row) => (
              <SkeletonBlock key={row} className="h-32 w-full rounded-card" />
            ))}
          </Skeleton>
        ) : null
      ) : pages.isError ? (
        <ErrorBox
          {...describeError(pages.error)}
          onRetry={() => void pages.refetch()}
          retrying={pages.isFetching}
        />
      ) : plans.length === 0 ? (
        <EmptyState
          icon={<BookIcon />}
          title={status ? `${studyPlanStatusLabels[status]} 상태인 계획이 없어요` : '아직 학습 계획이 없어요'}
          description={status ? undefined : '학습 자료를 골라 첫 계획을 만들어 보세요.'}
          action={
            status ? undefined : (
              <Link to={paths.studyPlansCreate} className="font-semibold text-primary">
                새 계획 만들기
              </Link>
            )
          }
        />
      ) : (
        <>
          <p className="text-sm text-ink-muted">총 {total}개</p>
          <ul className="flex flex-col gap-3 lg:grid lg:grid-cols-2">
            {plans.map((plan) => (
              <PlanListItem key={plan.id} plan={plan} />
            ))}
          </ul>
          {pages.hasNextPage ? (
            <Button
              variant="outline"
              fullWidth
              loading={pages.isFetchingNextPage}
              onClick={() => void pages.fetchNextPage()}
            >
              더 보기
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}
