import type { LearnerStats } from '@molip/domain/study-stats';
import { Link } from 'react-router';
import { DesktopColumn, DesktopColumns } from '@/components/ui/desktop-columns';
import { ErrorBox } from '@/components/ui/error-box';
import { ClockIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { SKELETON_DELAY_MS } from '@/config/ui-constants';
import { describeError, errorSentence, type ErrorDescription } from '@/lib/error-messages';
import { useStats } from '@/entities/learner/stats-query';
import { useDelayedFlag } from '@/lib/use-delayed-flag';
import { FocusHoursChart } from './focus-hours-chart';
import { PlanForecasts } from './plan-forecasts';
import { HEATMAP_DAYS, chartPeriods, lastDays, summarisePeriod } from './stats-figures';
import { StreakSummary } from './streak-summary';
import { StudyTimeChart } from './study-time-chart';
import { YearHeatmap } from './year-heatmap';

/** A learner with no plan and nothing measured or planned in the year has nothing to chart yet. */
export function hasNoRecords(stats: LearnerStats): boolean {
  return (
    stats.plans.length === 0 &&
    stats.streak.longest === 0 &&
    stats.daily.every((day) => day.studySeconds === 0 && day.completedTodos === 0 && day.plannedTodos === 0)
  );
}

export function StatisticsSkeleton() {
  return (
    <div aria-hidden="true" data-testid="statistics-skeleton" className="flex flex-col gap-6">
      <div className="h-52 animate-pulse rounded-card bg-surface shadow-card" />
      <div className="h-72 animate-pulse rounded-card bg-surface shadow-card" />
      <div className="h-40 animate-pulse rounded-card bg-surface shadow-card" />
    </div>
  );
}

/** A passing outage keeps the calm notice; anything else names the screen, then the reason. */
function loadFailure(error: unknown): ErrorDescription {
  const described = describeError(error);
  if (described.tone === 'calm') return described;
  return { message: '통계를 불러오지 못했어요', detail: errorSentence(error) };
}

const linkButton =
  'inline-flex h-11 items-center justify-center rounded-xl px-4 text-[0.9375rem] font-semibold whitespace-nowrap';

function NoRecordsYet() {
  return (
    <div className="flex flex-col items-center gap-2 rounded-card border border-line bg-surface px-5 py-10 text-center shadow-card">
      <div className="mb-1 flex size-14 items-center justify-center rounded-2xl bg-primary-soft text-primary">
        <ClockIcon size={28} />
      </div>
      <h2 className="text-lg font-bold text-ink">아직 쌓인 기록이 없어요</h2>
      <p className="text-sm text-ink-muted">
        계획을 세우고 집중을 시작하면 공부 시간, 연속 공부, 예상 종료일이 여기에 모여요.
      </p>
      <div className="mt-4 flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
        <Link
          to={paths.studyPlansCreate}
          className={`${linkButton} bg-primary text-on-primary hover:bg-primary-strong`}
        >
          학습 계획 만들기
        </Link>
        <Link
          to={paths.focusSessionCreate}
          className={`${linkButton} border border-line-strong bg-surface text-ink hover:bg-surface-muted`}
        >
          집중 시작하기
        </Link>
      </div>
    </div>
  );
}

/** `/statistics`: streak, study time by day, the year, the best hours and every plan's forecast. */
export function StatisticsScreen() {
  const stats = useStats(HEATMAP_DAYS);
  const showSkeleton = useDelayedFlag(stats.isPending, SKELETON_DELAY_MS);

  if (stats.isPending) return showSkeleton ? <StatisticsSkeleton /> : null;

  if (stats.isError) {
    return (
      <ErrorBox
        {...loadFailure(stats.error)}
        onRetry={() => void stats.refetch()}
        retrying={stats.isFetching}
      />
    );
  }

  const data = stats.data;
  if (hasNoRecords(data)) return <NoRecordsYet />;

  const today = data.today.date;
  const month = summarisePeriod(lastDays(data.daily, chartPeriods.month));
  // From 1024 px a grid: streak beside the days, the year across, the best hours beside the plans.
  return (
    <DesktopColumns layout="halves">
      <StreakSummary
        streak={data.streak}
        completionPercent={month.completionPercent}
        completionDays={chartPeriods.month}
      />
      <StudyTimeChart daily={data.daily} today={today} />
      <DesktopColumn fullRow>
        <YearHeatmap daily={data.daily} today={today} />
      </DesktopColumn>
      <FocusHoursChart secondsByHour={data.secondsByHour} days={data.daily.length} />
      <PlanForecasts plans={data.plans} today={today} />
    </DesktopColumns>
  );
}
