import { unitVolumeLabels } from '@molip/domain/content-type';
import { monthDayRange } from '@molip/domain/korean-date';
import type { StudyPlanDetail } from '@molip/domain/study-plan';
import { MoreIcon } from '@/components/ui/icons';
import { ProgressBar } from '@/components/ui/progress-bar';
import { cn } from '@/lib/cn';
import { planAuthor, progressPercent } from './plan-figures';
import { PlanForecastLine } from './plan-forecast-line';
import { StatusBadge } from './status-badge';

type PlanSummaryProps = {
  plan: StudyPlanDetail;
  /** Opens the plan's "⋯" menu; the button waits while one of its changes is on its way. */
  onOpenMenu: () => void;
  menuDisabled: boolean;
};

/** The plan's card: its name, content and status, the menu button, progress and its figures, the forecast. */
export function PlanSummary({ plan, onOpenMenu, menuDisabled }: PlanSummaryProps) {
  return (
    <section className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-card">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <h2 className="text-xl font-bold text-ink">{plan.studyPlanName}</h2>
          <p className="text-sm text-ink-muted">
            {plan.learningContentTitle} · {planAuthor(plan)}
          </p>
        </div>
        <StatusBadge status={plan.status} />
        <button
          type="button"
          aria-label="계획 관리"
          aria-haspopup="dialog"
          onClick={onOpenMenu}
          disabled={menuDisabled}
          className="-mt-1.5 -mr-2 flex size-10 shrink-0 items-center justify-center rounded-xl text-ink-muted hover:bg-surface-muted hover:text-ink"
        >
          <MoreIcon size={22} />
        </button>
      </div>
      <ProgressBar value={progressPercent(plan)} label="진행률" size="md" showValue />
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <div className="flex gap-1.5">
          <dt className="text-ink-muted">기간</dt>
          <dd className="font-semibold whitespace-nowrap text-ink">
            {monthDayRange(plan.startDate, plan.endDate)}
          </dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-ink-muted">완료</dt>
          <dd className="font-semibold text-ink">
            단원 {plan.completedUnits}/{plan.totalUnits}
          </dd>
        </div>
        {plan.reviewsPerDay !== null || plan.completedReviews > 0 ? (
          // Kept apart from 완료: progress counts new units only.
          <div className="flex gap-1.5">
            <dt className="text-ink-muted">복습</dt>
            <dd className="font-semibold text-ink">{plan.completedReviews}개 완료</dd>
          </div>
        ) : null}
        <div className="flex gap-1.5">
          <dt className="text-ink-muted">속도</dt>
          <dd className="font-semibold text-ink">
            {plan.dailyVolume === null
              ? `하루 ${plan.studySpeed}개`
              : `하루 ${plan.dailyVolume.toLocaleString('ko-KR')}${unitVolumeLabels[plan.type]}`}
          </dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-ink-muted">밀린 할 일</dt>
          <dd className={cn('font-semibold', plan.overdueCount > 0 ? 'text-warning' : 'text-ink')}>
            {plan.overdueCount}개
          </dd>
        </div>
      </dl>
      <PlanForecastLine planId={plan.id} />
    </section>
  );
}
