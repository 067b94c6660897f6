import { formatStudyTime } from '@molip/domain/study-time';
import type { LearnerStats } from '@molip/domain/study-stats';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, type ReactNode, type SVGProps } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { StudyTimeFigure } from '@/components/ui/study-time-figure';
import { CheckCircleIcon, ChevronRightIcon } from '@/components/ui/icons';
import { SKELETON_DELAY_MS } from '@/config/ui-constants';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { streakText } from '@/entities/learner/streak-text';
import { todayTodoCount, todayTodosText } from '@/entities/todos/today-progress-text';
import { useOpenOverdueCount } from '@/entities/todos/today-todos-query';
import { useDelayedFlag } from '@/lib/use-delayed-flag';
import { summaryStatsQueryOptions } from '../api/summary-stats';
import { useTickingNow } from '../hooks/use-ticking-now';
import {
  isFocusClockRunning,
  isPastStudyDay,
  liveStudySeconds,
  type StudyDayClock,
} from '../utils/today-study-time';

// Reserves the card's height while loading, so the page does not jump when the figures arrive.
const CARD_HEIGHT = 'min-h-[11.5rem]';

function FlameIcon({ lit, ...props }: SVGProps<SVGSVGElement> & { lit: boolean }) {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill={lit ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={1.9}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d="M8.5 14.5A2.5 2.5 0 0 0 11 12c0-1.38-.5-2-1-3-1.07-2.14-.22-4.05 2-6 .5 2.5 2 4.9 4 6.5 2 1.6 3 3.5 3 5.5a7 7 0 1 1-14 0c0-1.15.43-2.29 1-3a2.5 2.5 0 0 0 2.5 2.5Z" />
    </svg>
  );
}

function Chip({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex h-8 items-center gap-1.5 rounded-full bg-surface-muted px-3 text-sm font-semibold whitespace-nowrap text-ink',
        className,
      )}
    >
      {children}
    </span>
  );
}

type TodaySummaryCardProps = {
  stats: LearnerStats;
  clock: StudyDayClock;
  /** Asks the server again, when the study day has turned under an open page. */
  onDayOver: () => void;
};

/** The figures once loaded: the live big number, to-dos done today and the streak. */
function TodaySummaryCard({ stats, clock, onDayOver }: TodaySummaryCardProps) {
  const { today, streak } = stats;
  const focusing = today.focusingSince !== null;
  const creditEndsMs = today.focusCreditEndsAt === null ? null : Date.parse(today.focusCreditEndsAt);
  const now = useTickingNow(focusing, creditEndsMs);
  const seconds = liveStudySeconds(today, now, clock);
  const running = isFocusClockRunning(today, now);
  const dayOver = isPastStudyDay(today, now, clock);
  useEffect(() => {
    if (dayOver) onDayOver();
  }, [dayOver, today.date, onDayOver]);
  // A to-do completed today counts whatever day it was planned for (an overdue one too).
  const todos = todayTodoCount(today);
  const openOverdue = useOpenOverdueCount();
  const nothingYet = seconds === 0 && !focusing && todos.done === 0;
  const allDone = todos.planned > 0 && todos.done >= todos.planned;
  const { text: todosText, words: todosWords } = todayTodosText(today, openOverdue);
  const streakChip = streakText(streak.current);
  const streakWords = streak.todayCounts
    ? `${streakChip}, 오늘도 이어 갔어요`
    : `${streakChip}, 오늘 공부하면 ${streak.current > 0 ? '이어져요' : '시작돼요'}`;

  return (
    <Link
      to={paths.statistics}
      aria-label={`오늘 공부한 시간 ${formatStudyTime(seconds, 'words')}, ${todosWords}, ${streakWords}. 통계 보기`}
      className={cn(
        'group flex flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-card transition-transform hover:border-line-strong active:scale-[0.99]',
        CARD_HEIGHT,
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-semibold text-ink-muted">오늘 공부한 시간</p>
        {running ? (
          <span className="inline-flex items-center gap-1.5 rounded-full bg-success-soft px-2.5 py-1 text-[0.8125rem] font-semibold text-ink">
            <span className="size-2 rounded-full bg-success motion-safe:animate-pulse" aria-hidden="true" />
            집중 중
          </span>
        ) : (
          <span className="inline-flex items-center gap-0.5 text-[0.8125rem] font-semibold text-ink-muted group-hover:text-ink">
            통계
            <ChevronRightIcon size={16} />
          </span>
        )}
      </div>

      <div className="flex flex-col gap-1">
        <p
          data-testid="today-study-time"
          className={cn(
            'text-[3.75rem] leading-none font-extrabold tracking-tight tabular-nums',
            nothingYet ? 'text-ink-subtle' : 'text-primary',
          )}
        >
          <StudyTimeFigure seconds={seconds} />
        </p>
        {nothingYet ? (
          <p className="text-[0.9375rem] font-medium text-ink">오늘 첫 집중을 시작해 볼까요?</p>
        ) : seconds === 0 && !focusing ? (
          <p className="text-[0.9375rem] font-medium text-ink">할 일을 완료했어요. 이어서 집중해 볼까요?</p>
        ) : null}
      </div>

      <div className="flex flex-wrap gap-2">
        <Chip className={allDone ? 'bg-success-soft' : undefined}>
          <CheckCircleIcon size={18} className={allDone ? 'text-success' : 'text-primary'} />
          {todosText}
        </Chip>
        <Chip className={streak.todayCounts ? 'bg-warning-soft' : undefined}>
          <FlameIcon
            lit={streak.todayCounts}
            className={streak.todayCounts ? 'text-warning' : 'text-ink-subtle'}
          />
          {streakChip}
        </Chip>
      </div>
    </Link>
  );
}

function TodaySummarySkeleton() {
  return (
    <div
      role="status"
      aria-label="오늘의 기록을 불러오는 중"
      className={cn('flex animate-pulse flex-col gap-4 rounded-card bg-surface p-5 shadow-card', CARD_HEIGHT)}
    >
      <div className="h-4 w-24 rounded bg-surface-muted" />
      <div className="h-14 w-36 rounded-xl bg-surface-muted" />
      <div className="flex gap-2">
        <div className="h-8 w-20 rounded-full bg-surface-muted" />
        <div className="h-8 w-24 rounded-full bg-surface-muted" />
      </div>
    </div>
  );
}

/**
 * The top of the dashboard: today's study time as the big `H:MM` (seconds under a minute), live while focusing from the server's
 * timestamps, today's to-dos done and the streak; the whole card opens the statistics.
 */
export function TodaySummary({ clock }: { clock: StudyDayClock }) {
  // Back on the tab (the next morning, say) the figures are read again once they are stale.
  const stats = useQuery({ ...summaryStatsQueryOptions(), refetchOnWindowFocus: true });
  const { refetch } = stats;
  const refresh = useCallback(() => void refetch(), [refetch]);
  const showSkeleton = useDelayedFlag(stats.isPending, SKELETON_DELAY_MS);

  if (stats.data) return <TodaySummaryCard stats={stats.data} clock={clock} onDayOver={refresh} />;
  if (stats.isError) {
    // Quiet: the rest of the dashboard still works, so this is a line with a retry, not an alarm.
    return (
      <div
        role="status"
        className="flex items-center justify-between gap-3 rounded-card border border-line bg-surface px-5 py-4"
      >
        <p className="text-sm text-ink-muted">오늘의 기록을 불러오지 못했어요.</p>
        <Button variant="outline" size="sm" onClick={() => void stats.refetch()} loading={stats.isFetching}>
          다시 시도
        </Button>
      </div>
    );
  }
  return showSkeleton ? <TodaySummarySkeleton /> : <div aria-hidden="true" className={CARD_HEIGHT} />;
}
