import type { StudyPlan } from '@molip/domain/study-plan';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBox } from '@/components/ui/error-box';
import { PlusIcon } from '@/components/ui/icons';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Section } from '@/components/ui/section';
import { Skeleton, SkeletonBlock } from '@/components/ui/skeleton';
import { SKELETON_DELAY_MS } from '@/config/ui-constants';
import { paths } from '@/config/paths';
import { describeError } from '@/lib/error-messages';
import { useDelayedFlag } from '@/lib/use-delayed-flag';
import { useActiveStudyPlans } from '../api/get-study-plans';
import { planAuthor, progressPercent } from './plan-figures';

/** "진행 중인 학습 계획": a horizontal strip of small cards, or a dashed box inviting a first plan. */
export function StudyPlanStrip() {
  const plans = useActiveStudyPlans();
  const list: StudyPlan[] = plans.data?.studyPlans ?? [];
  const slow = useDelayedFlag(plans.isPending, SKELETON_DELAY_MS);
  return (
    <Section
      title="진행 중인 학습 계획"
      id="active-plans"
      action={
        list.length > 0 ? (
          <Link to={paths.studyPlans} className="text-sm font-semibold text-primary">
            전체 보기
          </Link>
        ) : null
      }
    >
      {plans.isPending ? (
        slow ? (
          <Skeleton label="학습 계획을 불러오는 중" className="flex-row">
            <SkeletonBlock className="h-32 w-40 rounded-card" />
            <SkeletonBlock className="h-32 w-24 rounded-card" />
          </Skeleton>
        ) : (
          // The cards' height, held while they load, so the to-dos below do not jump when they arrive.
          <div className="min-h-32" />
        )
      ) : plans.isError ? (
        <ErrorBox
          {...describeError(plans.error)}
          onRetry={() => void plans.refetch()}
          retrying={plans.isFetching}
        />
      ) : list.length === 0 ? (
        <Link to={paths.studyPlansCreate} className="rounded-card">
          <EmptyState
            tone="dashed"
            icon={<PlusIcon />}
            title="학습 계획 추가하기"
            description="교재나 강의를 고르면 매일 공부할 분량을 나눠 드려요."
          />
        </Link>
      ) : (
        <div className="-mx-4 flex gap-3 overflow-x-auto px-4 pb-1">
          {list.map((plan) => (
            // A card opens its own plan; "전체 보기" opens the list.
            <Link
              key={plan.id}
              to={paths.studyPlan(plan.id)}
              className="shrink-0 rounded-card transition-transform active:scale-[0.99]"
            >
              <Card
                variant="small"
                title={plan.studyPlanName}
                subtitle={planAuthor(plan)}
                className="h-full hover:border-line-strong"
                footer={
                  <ProgressBar
                    value={progressPercent(plan)}
                    label={`${plan.studyPlanName} 진행률`}
                    size="sm"
                    showValue
                  />
                }
              />
            </Link>
          ))}
          <Link
            to={paths.studyPlansCreate}
            aria-label="학습 계획 추가하기"
            className="flex min-h-32 w-24 shrink-0 flex-col items-center justify-center gap-1 rounded-card border-2 border-dashed border-line-strong text-sm font-semibold text-ink-muted"
          >
            <PlusIcon />
            추가
          </Link>
        </div>
      )}
    </Section>
  );
}
