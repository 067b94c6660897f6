import { STATS_DAYS } from '@molip/domain/study-stats';
import { CalendarIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { forecastSentences } from '@/entities/plans/plan-forecast';
import { useStats } from '@/entities/learner/stats-query';

/**
 * The plan's forecast as the statistics screen says it, from the week's statistics the dashboard already
 * reads; nothing while they load or for a plan they leave out (only active plans are forecast).
 */
export function PlanForecastLine({ planId }: { planId: string }) {
  const stats = useStats(STATS_DAYS.min);
  const plan = stats.data?.plans.find((item) => item.id === planId);
  if (!stats.data || !plan) return null;
  const forecast = forecastSentences(plan, stats.data.today.date);
  return (
    <p className="flex gap-2 text-sm text-ink">
      <CalendarIcon size={18} className="mt-px shrink-0 text-ink-subtle" />
      <span className="flex flex-col gap-0.5">
        <span className={cn(plan.forecastEndDate === null ? 'text-ink-muted' : 'font-semibold')}>
          {forecast.main}
        </span>
        {forecast.pace ? <span className="text-ink-muted">{forecast.pace}</span> : null}
        {forecast.detail ? <span className="text-ink-muted">{forecast.detail}</span> : null}
      </span>
    </p>
  );
}
