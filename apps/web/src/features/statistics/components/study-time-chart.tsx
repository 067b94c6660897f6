import { koreanDate, relativeKoreanDate, weekdayName } from '@molip/domain/korean-date';
import type { StatsDay } from '@molip/domain/study-stats';
import { formatStudyTime } from '@molip/domain/study-time';
import { useState, type KeyboardEvent } from 'react';
import { StudyTimeFigure } from '@/components/ui/study-time-figure';
import { cn } from '@/lib/cn';
import {
  chartPeriods,
  lastDays,
  previousPeriodSeconds,
  summarisePeriod,
  type ChartPeriod,
} from './stats-figures';

type StudyTimeChartProps = {
  daily: readonly StatsDay[];
  today: string;
};

const CHART_HEIGHT_PX = 144;
const MIN_BAR_PX = 4;
/** Month bars are labelled every this many days, counted back from today. */
const MONTH_LABEL_EVERY = 7;

const periodTabs: Record<ChartPeriod, string> = { week: '최근 7일', month: '최근 30일' };

const words = (seconds: number) => formatStudyTime(seconds, 'words');

function axisLabel(date: string, index: number, count: number, today: string, period: ChartPeriod) {
  if (date === today) return '오늘';
  if (period === 'week') return weekdayName(date);
  const fromEnd = count - 1 - index;
  return fromEnd % MONTH_LABEL_EVERY === 0 ? `${Number(date.slice(5, 7))}/${Number(date.slice(8, 10))}` : '';
}

function comparison(current: number, previous: number | null, period: ChartPeriod) {
  if (previous === null) return null;
  const before = period === 'week' ? '지난 7일' : '지난 30일';
  const difference = current - previous;
  if (difference === 0) return { text: `${before}과 같아요`, tone: 'same' as const };
  const amount = words(Math.abs(difference));
  return difference > 0
    ? { text: `${before}보다 ${amount} 더 했어요`, tone: 'up' as const }
    : { text: `${before}보다 ${amount} 덜 했어요`, tone: 'down' as const };
}

/** Study time per day for the last 7 or 30 days, with the daily average; each bar tells its day. */
export function StudyTimeChart({ daily, today }: StudyTimeChartProps) {
  const [period, setPeriod] = useState<ChartPeriod>('week');
  const days = lastDays(daily, chartPeriods[period]);
  const [selectedDate, setSelectedDate] = useState(today);
  const selectedIndex = Math.max(
    0,
    days.findIndex((day) => day.date === selectedDate),
  );
  const selected = days[selectedIndex] ?? days[days.length - 1];
  const summary = summarisePeriod(days);
  const change = comparison(summary.totalSeconds, previousPeriodSeconds(daily, days.length), period);
  const scale = Math.max(summary.best?.studySeconds ?? 0, summary.averageSeconds);
  const averageBottom = scale > 0 ? (summary.averageSeconds / scale) * CHART_HEIGHT_PX : 0;

  const chartSummary =
    summary.totalSeconds === 0
      ? `${periodTabs[period]} 동안 공부 기록이 없어요.`
      : `${periodTabs[period]} 동안 모두 ${words(summary.totalSeconds)}, ` +
        `하루 평균 ${words(summary.averageSeconds)}, ${days.length}일 중 ${summary.studiedDays}일 공부했어요.` +
        (summary.best
          ? ` 가장 많이 한 날은 ${koreanDate(summary.best.date, today)}, ${words(summary.best.studySeconds)}이에요.`
          : '');

  const moveSelection = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = days.length - 1;
    const target =
      event.key === 'ArrowLeft'
        ? selectedIndex - 1
        : event.key === 'ArrowRight'
          ? selectedIndex + 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    const index = Math.min(last, Math.max(0, target));
    const day = days[index];
    if (!day) return;
    setSelectedDate(day.date);
    event.currentTarget.querySelectorAll<HTMLButtonElement>('button')[index]?.focus();
  };

  return (
    <section aria-labelledby="study-time-heading" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="study-time-heading" className="text-base font-bold text-ink">
          공부 시간
        </h2>
        <div role="group" aria-label="기간" className="flex rounded-xl bg-surface-muted p-1">
          {(Object.keys(chartPeriods) as ChartPeriod[]).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={period === value}
              onClick={() => setPeriod(value)}
              className={cn(
                'h-8 rounded-lg px-3 text-sm font-semibold transition-colors',
                period === value ? 'bg-surface text-ink shadow-sm' : 'text-ink-muted hover:text-ink',
              )}
            >
              {periodTabs[value]}
            </button>
          ))}
        </div>
      </div>

      <div className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-card">
        <div className="flex flex-col gap-1">
          <p className="text-sm text-ink-muted">{periodTabs[period]} 동안</p>
          <p className="text-display text-ink tabular-nums">
            <StudyTimeFigure seconds={summary.totalSeconds} unitClassName="text-[0.7em]" />
          </p>
          <p className="flex flex-wrap gap-x-2 text-sm text-ink-muted">
            <span>
              하루 평균 <strong className="font-semibold text-ink">{words(summary.averageSeconds)}</strong>
            </span>
            {change ? (
              <span
                className={cn(
                  change.tone === 'up' && 'text-success',
                  change.tone === 'down' && 'text-ink-muted',
                )}
              >
                · {change.text}
              </span>
            ) : null}
          </p>
        </div>

        <div className="flex flex-col gap-2">
          <p className="flex min-h-5 items-baseline justify-between text-sm" aria-hidden="true">
            <span className="text-ink-muted">{selected ? relativeKoreanDate(selected.date, today) : ''}</span>
            <span className="font-bold text-ink tabular-nums">
              {selected ? words(selected.studySeconds) : ''}
            </span>
          </p>
          <p id="study-time-summary" className="sr-only">
            {chartSummary}
          </p>
          <div
            role="group"
            aria-label={`${periodTabs[period]} 공부 시간`}
            aria-describedby="study-time-summary"
            onKeyDown={moveSelection}
            className="relative flex items-end gap-[3px]"
            style={{ height: CHART_HEIGHT_PX }}
          >
            {summary.averageSeconds > 0 ? (
              <div
                aria-hidden="true"
                className="pointer-events-none absolute inset-x-0 z-10 border-t border-dashed border-ink-subtle"
                style={{ bottom: averageBottom }}
              >
                <span className="absolute right-0 bottom-1 rounded-md bg-surface/90 px-1 text-[0.6875rem] font-semibold text-ink-muted tabular-nums">
                  평균 {words(summary.averageSeconds)}
                </span>
              </div>
            ) : null}
            {days.map((day, index) => {
              const isSelected = index === selectedIndex;
              const height =
                scale > 0 && day.studySeconds > 0
                  ? Math.max(MIN_BAR_PX, (day.studySeconds / scale) * CHART_HEIGHT_PX)
                  : MIN_BAR_PX;
              return (
                <button
                  key={day.date}
                  type="button"
                  tabIndex={isSelected ? 0 : -1}
                  aria-pressed={isSelected}
                  aria-label={`${koreanDate(day.date, today)} ${words(day.studySeconds)}`}
                  onClick={() => setSelectedDate(day.date)}
                  onPointerEnter={(event) => {
                    if (event.pointerType === 'mouse') setSelectedDate(day.date);
                  }}
                  onFocus={() => setSelectedDate(day.date)}
                  className="group flex h-full min-w-0 flex-1 items-end justify-center rounded-md"
                >
                  <span
                    className={cn(
                      'w-full rounded-t-md transition-colors',
                      period === 'week' && 'max-w-9',
                      day.studySeconds === 0
                        ? 'bg-line'
                        : isSelected
                          ? 'bg-primary'
                          : 'bg-primary/35 group-hover:bg-primary/60',
                    )}
                    style={{ height }}
                  />
                </button>
              );
            })}
          </div>
          <div aria-hidden="true" className="relative h-4 text-[0.6875rem] text-ink-subtle">
            {days.map((day, index) => {
              const label = axisLabel(day.date, index, days.length, today, period);
              if (!label) return null;
              const last = period === 'month' && index === days.length - 1;
              return (
                <span
                  key={day.date}
                  className={cn(
                    'absolute top-0 whitespace-nowrap',
                    last ? 'right-0' : '-translate-x-1/2',
                    index === selectedIndex && 'font-bold text-ink',
                  )}
                  style={last ? undefined : { left: `${((index + 0.5) / days.length) * 100}%` }}
                >
                  {label}
                </span>
              );
            })}
          </div>
        </div>
      </div>
    </section>
  );
}
