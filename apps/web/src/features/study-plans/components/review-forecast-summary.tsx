import { formatMonthDay } from '@molip/domain/korean-date';
import { summarizeReviewForecast, type ReviewForecast } from '@molip/domain/review-forecast-contracts';
import { SECONDS_PER_MINUTE } from '@molip/domain/duration';
import { formatStudyMinutes, formatStudyTime } from '@molip/domain/study-time';
import { SkeletonBlock } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

type ReviewForecastSummaryProps = {
  forecast: ReviewForecast | undefined;
  /** The answer shown is for another retention than the one chosen: dimmed until the new one arrives. */
  stale?: boolean;
  /** The forecast could not be read: a sentence instead of the figures. */
  error?: string | null;
};

/** A day's average as people say it: whole from ten, else one decimal ("2.3개"), never "0개" for a few. */
const averageText = (value: number) =>
  value >= 10 || Number.isInteger(value) ? String(Math.round(value)) : value.toFixed(1);

/** A time as whole minutes, at least one when any review is expected. */
const averageTimeText = (seconds: number) =>
  seconds <= 0 ? '0분' : formatStudyMinutes(Math.max(1, Math.round(seconds / SECONDS_PER_MINUTE)));

/**
 * The workload preview of spaced review (docs/product-rules.md#spaced-review): a bar a day for the window and
 * the figures a learner weighs a 목표 기억률 by — reviews and time a day on average, the busiest day.
 */
export function ReviewForecastSummary({ forecast, stale = false, error = null }: ReviewForecastSummaryProps) {
  if (error) {
    return <p className="text-[0.8125rem] text-ink-muted">{error}</p>;
  }
  if (!forecast) {
    return (
      <div className="flex flex-col gap-2" aria-busy="true" aria-label="복습 예상을 불러오고 있어요">
        <SkeletonBlock className="h-4 w-40" />
        <SkeletonBlock className="h-12 w-full" />
      </div>
    );
  }
  const { days } = forecast;
  const summary = summarizeReviewForecast(days);
  const first = days[0];
  const last = days.at(-1);
  const tallest = Math.max(1, summary.busiest);
  return (
    // Not a region of its own: the plan page's "복습" section is the landmark.
    <div
      aria-busy={stale}
      data-testid="review-forecast"
      className={cn('flex flex-col gap-2 transition-opacity', stale && 'opacity-60')}
    >
      <h3 className="text-sm font-semibold text-ink">
        앞으로 {days.length}일 복습 예상 · 목표 기억률 {forecast.retentionPercent}%
      </h3>
      {/* The bars repeat the sentences below for the eye; a screen reader reads the sentences. */}
      <div aria-hidden="true" className="flex flex-col gap-1">
        <div className="flex h-12 items-end gap-px">
          {days.map((day) => (
            <div
              key={day.date}
              className={cn('flex-1 rounded-t-sm', day.reviews > 0 ? 'bg-primary/70' : 'bg-line')}
              style={{ height: day.reviews > 0 ? `${Math.max(8, (day.reviews / tallest) * 100)}%` : '2px' }}
            />
          ))}
        </div>
        {first && last ? (
          <div className="flex justify-between text-xs text-ink-subtle tabular-nums">
            <span>{formatMonthDay(first.date)}</span>
            <span>{formatMonthDay(last.date)}</span>
          </div>
        ) : null}
      </div>
      <p className="text-sm text-ink" aria-live="polite">
        {summary.total === 0
          ? `${days.length}일 동안 돌아올 복습이 없어요.`
          : summary.averageReviews < 1
            ? // Fewer than one a day reads better as the window's count than as "0.3개".
              `${days.length}일 동안 복습 ${summary.total}개 · 약 ${averageTimeText(summary.averageSeconds * days.length)}, 가장 많은 날 ${summary.busiest}개`
            : `하루 평균 복습 ${averageText(summary.averageReviews)}개 · 약 ${averageTimeText(summary.averageSeconds)}, 가장 많은 날 ${summary.busiest}개`}
      </p>
      <p className="text-[0.8125rem] text-ink-muted">
        {forecast.measured
          ? `지금까지 복습 1개에 평균 ${formatStudyTime(forecast.reviewSeconds, 'words')} 걸렸어요.`
          : `복습 1개에 ${formatStudyTime(forecast.reviewSeconds, 'words')}으로 어림했어요.`}{' '}
        하루 최대 복습을 넘는 날은 다음 날로 나눠 넣어요.
      </p>
    </div>
  );
}
