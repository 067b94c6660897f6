import { koreanDate } from '@molip/domain/korean-date';
import type { StatsDay } from '@molip/domain/study-stats';
import { formatStudyTime } from '@molip/domain/study-time';
import { useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { cn } from '@/lib/cn';
import { HEAT_LEVELS, heatLevel, heatmapWeeks, recentPeriodName, summarisePeriod } from './stats-figures';

type YearHeatmapProps = { daily: readonly StatsDay[]; today: string };

/** One class per shade, lightest to darkest; shade 0 is an empty day. */
const shades = ['bg-line', 'bg-primary/25', 'bg-primary/50', 'bg-primary/75', 'bg-primary'] as const;
const rowLabels = ['', '월', '', '수', '', '금', ''] as const;

/** A GitHub-style year of study days: weeks as columns, the latest week in view; a tap names the day. */
export function YearHeatmap({ daily, today }: YearHeatmapProps) {
  const weeks = heatmapWeeks(daily);
  const scroller = useRef<HTMLDivElement>(null);
  const [picked, setPicked] = useState<StatsDay | null>(null);
  const summary = summarisePeriod(daily);
  const byDate = new Map(daily.map((day) => [day.date, day]));

  // The latest weeks matter most, so a phone-width view starts scrolled to today.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) element.scrollLeft = element.scrollWidth;
  }, []);

  const pick = (event: MouseEvent<HTMLDivElement>) => {
    const date = (event.target as HTMLElement).closest<HTMLElement>('[data-date]')?.dataset.date;
    if (date) setPicked(byDate.get(date) ?? null);
  };

  const description =
    summary.studiedDays === 0
      ? `${recentPeriodName(daily.length)} 동안 공부한 날이 아직 없어요.`
      : `${recentPeriodName(daily.length)} 동안 ${summary.studiedDays}일 공부했어요. 모두 ${formatStudyTime(summary.totalSeconds, 'words')}` +
        (summary.best
          ? `, 가장 많이 한 날은 ${koreanDate(summary.best.date, today)} ${formatStudyTime(summary.best.studySeconds, 'words')}이에요.`
          : '.');

  return (
    <section aria-labelledby="heatmap-heading" className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="heatmap-heading" className="text-base font-bold text-ink">
          1년 공부 기록
        </h2>
        <p className="text-sm text-ink-muted">
          <strong className="font-semibold text-ink">{summary.studiedDays}일</strong> 공부했어요
        </p>
      </div>
      <div className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-card">
        <div className="flex gap-1.5">
          <div aria-hidden="true" className="flex flex-col gap-[3px] pt-5 text-[0.625rem] text-ink-subtle">
            {rowLabels.map((label, index) => (
              <span key={index} className="flex h-3 items-center leading-none">
                {label}
              </span>
            ))}
          </div>
          {/* Focusable, so the arrow keys scroll the year on a narrow screen. */}
          <div
            ref={scroller}
            tabIndex={0}
            role="group"
            aria-label="날짜별 공부 기록"
            className="min-w-0 flex-1 overflow-x-auto rounded-md pb-1"
          >
            <div role="img" aria-label={description} onClick={pick} className="flex w-max gap-[3px]">
              {weeks.map((week) => (
                <div key={week.days.find(Boolean)?.date} className="flex flex-col gap-[3px]">
                  <span
                    aria-hidden="true"
                    className="h-4 text-[0.625rem] leading-4 whitespace-nowrap text-ink-subtle"
                  >
                    {week.monthLabel ?? ''}
                  </span>
                  {week.days.map((day, index) =>
                    day ? (
                      <span
                        key={day.date}
                        data-date={day.date}
                        title={`${koreanDate(day.date, today)} ${formatStudyTime(day.studySeconds, 'words')}`}
                        className={cn(
                          'size-3 rounded-[3px]',
                          shades[heatLevel(day)],
                          picked?.date === day.date && 'ring-2 ring-ink ring-offset-1 ring-offset-surface',
                        )}
                      />
                    ) : (
                      <span key={`empty-${index}`} className="size-3" />
                    ),
                  )}
                </div>
              ))}
            </div>
          </div>
        </div>
        <div className="flex items-center justify-between gap-3 text-[0.75rem] text-ink-muted">
          <span aria-live="polite" className="tabular-nums">
            {picked
              ? `${koreanDate(picked.date, today)} · ${formatStudyTime(picked.studySeconds, 'words')}`
              : '날짜를 누르면 공부 시간이 보여요'}
          </span>
          <span aria-hidden="true" className="flex shrink-0 items-center gap-1">
            적음
            {Array.from({ length: HEAT_LEVELS }, (_, level) => (
              <span key={level} className={cn('size-3 rounded-[3px]', shades[level])} />
            ))}
            많음
          </span>
        </div>
      </div>
    </section>
  );
}
