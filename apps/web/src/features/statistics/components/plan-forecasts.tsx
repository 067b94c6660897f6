import { fractionToPercent } from '@molip/domain/focus-figures';
import type { PlanStats } from '@molip/domain/study-stats';
import { formatStudyTime } from '@molip/domain/study-time';
import { Link } from 'react-router';
import { alertTitles, showAlert, showErrorAlert } from '@/components/ui/alerts-store';
import { Button } from '@/components/ui/button';
import { ChevronRightIcon, ClockIcon, CalendarIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { forecastSentences, forecastVerdict } from '@/entities/plans/plan-forecast';
import { useRescheduleStudyPlan } from '@/entities/plans/reschedule-study-plan';
import { scheduleStanding } from './stats-figures';

type PlanForecastsProps = { plans: readonly PlanStats[]; today: string };

const standingClasses = {
  behind: 'bg-warning-soft text-warning',
  ahead: 'bg-success-soft text-success',
  onTrack: 'bg-primary-soft text-primary',
} as const;

function ScheduleProgress({ plan }: { plan: PlanStats }) {
  const progress = fractionToPercent(plan.progress);
  const expected = fractionToPercent(plan.expectedProgress);
  return (
    <div className="flex flex-col gap-1.5">
      <div
        role="progressbar"
        aria-label={`${plan.title} 진행률`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        aria-valuetext={`${progress}%, 오늘까지 목표 ${expected}%`}
        className="relative h-2.5 rounded-full bg-surface-muted"
      >
        <div
          className={cn('h-full rounded-full', plan.unitsBehind > 0 ? 'bg-warning' : 'bg-primary')}
          style={{ width: `${progress}%` }}
        />
        <span
          aria-hidden="true"
          className="absolute -top-1 h-[1.125rem] w-[3px] -translate-x-1/2 rounded-full bg-ink ring-2 ring-surface"
          style={{ left: `${expected}%` }}
        />
      </div>
      <div className="flex justify-between gap-2 text-[0.8125rem] text-ink-muted tabular-nums">
        <span>
          <strong className="font-semibold text-ink">{progress}%</strong>
          {` · 단원 ${plan.completedUnits}/${plan.totalUnits}`}
        </span>
        <span className="flex items-center gap-1">
          <span aria-hidden="true" className="inline-block h-3 w-[3px] rounded-full bg-ink" />
          오늘까지 목표 {expected}%
        </span>
      </div>
    </div>
  );
}

function PlanForecastCard({ plan, today }: { plan: PlanStats; today: string }) {
  const reschedule = useRescheduleStudyPlan();
  const standing = scheduleStanding(plan);
  const verdict = forecastVerdict(plan);
  const forecast = forecastSentences(plan, today);
  const late = verdict.kind === 'late';

  const rescheduleNow = () =>
    reschedule.mutate(plan.id, {
      onSuccess: () =>
        showAlert({
          variant: 'success',
          title: alertTitles.success.default,
          description: `‘${plan.title}’ 남은 일정을 오늘부터 다시 짰어요.`,
        }),
      onError: showErrorAlert,
    });

  return (
    <li className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-card">
      <div className="flex items-start gap-2">
        <h3 className="min-w-0 flex-1 text-base font-bold text-ink">
          <Link
            to={paths.studyPlan(plan.id)}
            className="group inline-flex max-w-full items-center gap-0.5 hover:text-primary"
          >
            <span className="truncate">{plan.title}</span>
            <ChevronRightIcon size={18} className="shrink-0 text-ink-subtle group-hover:text-primary" />
          </Link>
        </h3>
        <span
          className={cn(
            'shrink-0 rounded-full px-2.5 py-1 text-[0.8125rem] font-semibold',
            standingClasses[standing.tone],
          )}
        >
          {standing.text}
        </span>
      </div>
      <ScheduleProgress plan={plan} />
      <ul className="flex flex-col gap-2.5 text-sm text-ink">
        <li className="flex gap-2">
          <ClockIcon size={18} className="mt-px shrink-0 text-ink-subtle" />
          <span>
            {plan.secondsPerUnit !== null
              ? `단원당 평균 ${formatStudyTime(plan.secondsPerUnit, 'words')}`
              : '집중 타이머로 단원을 끝내면 단원당 걸리는 시간을 알려 드릴게요.'}
          </span>
        </li>
        <li className="flex gap-2">
          <CalendarIcon size={18} className="mt-px shrink-0 text-ink-subtle" />
          <span className="flex flex-col gap-0.5">
            <span
              className={cn(
                verdict.kind !== 'unknown' && 'font-semibold',
                verdict.kind === 'unknown' && 'text-ink-muted',
              )}
            >
              {forecast.main}
            </span>
            {forecast.pace ? <span className="text-ink-muted">{forecast.pace}</span> : null}
            {forecast.detail ? (
              <span className={cn(late ? 'text-warning' : 'text-ink-muted')}>{forecast.detail}</span>
            ) : null}
          </span>
        </li>
      </ul>
      {late ? (
        <Button
          needsServer
          variant="secondary"
          fullWidth
          loading={reschedule.isPending}
          onClick={rescheduleNow}
        >
          남은 일정 다시 짜기
        </Button>
      ) : null}
    </li>
  );
}

/** Each active plan against its schedule, its measured minutes per unit and the forecast at that pace. */
export function PlanForecasts({ plans, today }: PlanForecastsProps) {
  return (
    <section aria-labelledby="plan-forecasts-heading" className="flex flex-col gap-3">
      <h2 id="plan-forecasts-heading" className="text-base font-bold text-ink">
        계획별 진행
      </h2>
      {plans.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-card bg-surface px-5 py-6 text-center">
          <p className="text-[0.9375rem] font-bold text-ink">진행 중인 계획이 없어요</p>
          <p className="text-sm text-ink-muted">계획을 세우면 언제 끝날지 공부 속도로 예상해 드려요.</p>
          <Link to={paths.studyPlansCreate} className="mt-1 text-sm font-semibold text-primary">
            학습 계획 만들기
          </Link>
        </div>
      ) : (
        <ul className="flex flex-col gap-3">
          {plans.map((plan) => (
            <PlanForecastCard key={plan.id} plan={plan} today={today} />
          ))}
        </ul>
      )}
    </section>
  );
}
