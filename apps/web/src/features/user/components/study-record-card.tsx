import { monthDayRange } from '@molip/domain/korean-date';
import { STATS_DAYS } from '@molip/domain/study-stats';
import { formatStudyTime } from '@molip/domain/study-time';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ChevronRightIcon } from '@/components/ui/icons';
import { SKELETON_DELAY_MS } from '@/config/ui-constants';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { STREAK_LABEL } from '@/entities/learner/streak-text';
import { useStats } from '@/entities/learner/stats-query';
import { useDelayedFlag } from '@/lib/use-delayed-flag';
import { studyWeek } from '../utils/study-week';

// A week's series reaches back to this Monday whatever today is, and it is the dashboard's entry too.
const RECORD_DAYS = STATS_DAYS.min;

const CARD_HEIGHT = 'min-h-[8.5rem]';

/** "학습 기록": this week's study time and the current streak, opening the statistics. */
export function StudyRecordCard() {
  const stats = useStats(RECORD_DAYS);
  const showSkeleton = useDelayedFlag(stats.isPending, SKELETON_DELAY_MS);
  const data = stats.data;

  let body: ReactNode;
  let note: ReactNode = null;
  if (data) {
    const week = studyWeek(data.daily, data.today.date);
    const weekText = formatStudyTime(week.studySeconds, 'words');
    const { current, longest } = data.streak;
    body = (
      <Link
        to={paths.statistics}
        aria-label={`이번 주 공부 ${weekText}, ${STREAK_LABEL} ${current}일, 최장 ${longest}일. 통계 보기`}
        className={cn(
          'grid grid-cols-[1fr_auto_1fr_auto] items-center gap-4 rounded-card border border-line bg-surface p-5 shadow-card transition-transform hover:border-line-strong active:scale-[0.99]',
          CARD_HEIGHT,
        )}
      >
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-sm font-semibold text-ink-muted">이번 주 공부</p>
          <p className="text-2xl font-extrabold text-primary tabular-nums">{weekText}</p>
          <p className="text-[0.8125rem] whitespace-nowrap text-ink-muted tabular-nums">
            {monthDayRange(week.startDate, week.endDate)}
          </p>
        </div>
        <div className="h-14 w-px bg-line" aria-hidden="true" />
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-sm font-semibold text-ink-muted">{STREAK_LABEL}</p>
          <p className="text-2xl font-extrabold text-ink tabular-nums">{current}일</p>
          <p className="text-[0.8125rem] text-ink-muted tabular-nums">최장 {longest}일</p>
        </div>
        <ChevronRightIcon className="text-ink-muted" />
      </Link>
    );
    // The week counts closed focus logs, as the group ranking does; the open one joins it once it closes.
    note =
      data.today.focusingSince !== null ? (
        <p className="px-1 text-[0.8125rem] text-ink-muted">지금 집중 중인 시간은 집중이 끝나면 더해져요.</p>
      ) : null;
  } else if (stats.isError) {
    body = (
      <div
        role="status"
        className="flex items-center justify-between gap-3 rounded-card border border-line bg-surface px-5 py-4"
      >
        <p className="text-sm text-ink-muted">학습 기록을 불러오지 못했어요.</p>
        <Button variant="outline" size="sm" onClick={() => void stats.refetch()} loading={stats.isFetching}>
          다시 시도
        </Button>
      </div>
    );
  } else if (showSkeleton) {
    body = (
      <div
        role="status"
        aria-label="학습 기록을 불러오는 중"
        className={cn('flex animate-pulse gap-6 rounded-card bg-surface p-5 shadow-card', CARD_HEIGHT)}
      >
        {[0, 1].map((column) => (
          <div key={column} className="flex flex-1 flex-col gap-2">
            <div className="h-4 w-16 rounded bg-surface-muted" />
            <div className="h-7 w-24 rounded-lg bg-surface-muted" />
            <div className="h-3.5 w-28 rounded bg-surface-muted" />
          </div>
        ))}
      </div>
    );
  } else {
    body = <div aria-hidden="true" className={CARD_HEIGHT} />;
  }

  return (
    <section aria-labelledby="study-record-heading" className="flex flex-col gap-3">
      <h2 id="study-record-heading" className="text-base font-bold text-ink">
        학습 기록
      </h2>
      {body}
      {note}
    </section>
  );
}
