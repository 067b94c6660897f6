import { koreanDate } from '@molip/domain/korean-date';
import type { AdminOverview } from '@molip/domain/admin';
import { people } from './admin-format';

type DailyActiveChartProps = { days: AdminOverview['dailyActiveUsers'] };

const CHART_HEIGHT_PX = 120;
const MIN_BAR_PX = 3;

/** A small average keeps one decimal (0.4명), a larger one is whole. */
function averageText(total: number, days: number): string {
  const average = total / days;
  return average < 10 ? String(Math.round(average * 10) / 10) : Math.round(average).toLocaleString('ko-KR');
}

/** What the bars show, in words: the chart's caption and its screen-reader name. */
export function dailyActiveSummary(days: AdminOverview['dailyActiveUsers']): string {
  const today = days[days.length - 1];
  if (!today) return '아직 활동 기록이 없어요.';
  const total = days.reduce((sum, day) => sum + day.count, 0);
  if (total === 0) return `최근 ${days.length}일 동안 활동한 사용자가 없어요.`;
  const best = days.reduce((top, day) => (day.count > top.count ? day : top), today);
  const todayText =
    today.count === 0 ? '오늘은 아직 활동한 사용자가 없어요.' : `오늘 ${people(today.count)}이 활동했어요.`;
  const bestText =
    best === today
      ? '오늘이 가장 많아요.'
      : `가장 많았던 날은 ${koreanDate(best.date, today.date)} ${people(best.count)}이에요.`;
  return `${todayText} 최근 ${days.length}일 하루 평균은 ${averageText(total, days.length)}명이고, ${bestText}`;
}

/** Learners active per day over the last 30 days, oldest on the left, today on the right. */
export function DailyActiveChart({ days }: DailyActiveChartProps) {
  const scale = Math.max(1, ...days.map((day) => day.count));
  const first = days[0];
  const last = days[days.length - 1];
  const summary = dailyActiveSummary(days);
  return (
    <section
      aria-labelledby="daily-active-heading"
      className="flex flex-col gap-3 rounded-card border border-line bg-surface p-5 shadow-card"
    >
      <div className="flex items-baseline justify-between gap-2">
        <h3 id="daily-active-heading" className="text-base font-bold text-ink">
          하루 활동 사용자
        </h3>
        <span className="text-[0.8125rem] text-ink-muted">최근 {days.length}일</span>
      </div>
      <p className="text-sm text-ink-muted">{summary}</p>
      <div
        role="img"
        aria-label={`최근 ${days.length}일 하루 활동 사용자 막대그래프. ${summary}`}
        className="flex items-end gap-[2px]"
        style={{ height: CHART_HEIGHT_PX }}
      >
        {days.map((day, index) => (
          <span
            key={day.date}
            title={`${koreanDate(day.date, last?.date ?? day.date)} ${people(day.count)}`}
            className={
              day.count === 0
                ? 'min-w-0 flex-1 rounded-t-sm bg-line'
                : index === days.length - 1
                  ? 'min-w-0 flex-1 rounded-t-sm bg-primary'
                  : 'min-w-0 flex-1 rounded-t-sm bg-primary/45'
            }
            style={{ height: Math.max(MIN_BAR_PX, (day.count / scale) * CHART_HEIGHT_PX) }}
          />
        ))}
      </div>
      {first && last ? (
        <div aria-hidden="true" className="flex justify-between text-[0.6875rem] text-ink-subtle">
          <span>{koreanDate(first.date, last.date)}</span>
          <span className="font-semibold text-ink">오늘</span>
        </div>
      ) : null}
    </section>
  );
}
