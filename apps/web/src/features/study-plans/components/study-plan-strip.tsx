import { Link, useNavigate } from 'react-router';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PlusIcon } from '@/components/ui/icons';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Section } from '@/components/ui/section';
import { paths } from '@/config/paths';

export type PlanSummary = { id: string; title: string; author: string; progressPercent: number };

/** "진행 중인 학습 계획": a horizontal strip of small cards, or a dashed box inviting a first plan. */
export function StudyPlanStrip({ plans }: { plans: PlanSummary[] }) {
  const navigate = useNavigate();
  return (
    <Section
      title="진행 중인 학습 계획"
      id="active-plans"
      action={
        plans.length > 0 ? (
          <Link to={paths.studyPlans} className="text-sm font-semibold text-primary">
            전체 보기
          </Link>
        ) : null
      }
    >
      {plans.length === 0 ? (
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
          {plans.map((plan) => (
            <Card
              key={plan.id}
              variant="small"
              title={plan.title}
              subtitle={plan.author}
              onClick={() => navigate(paths.studyPlans)}
              footer={
                <ProgressBar
                  value={plan.progressPercent}
                  label={`${plan.title} 진행률`}
                  size="sm"
                  showValue
                />
              }
            />
          ))}
        </div>
      )}
    </Section>
  );
}
