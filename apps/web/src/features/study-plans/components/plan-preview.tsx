import { monthDayWithWeekday } from '@molip/domain/korean-date';
import { cn } from '@/lib/cn';
import { PlanCalendar, type PlanCalendarDay } from './plan-calendar';

export type PreviewSummary = {
  startDate: string;
  endDate: string;
  days: PlanCalendarDay[];
  studyDayCount: number;
  restDayCount: number;
  bufferDayCount: number;
  /** False when there are no units yet and the end date is the 35-day default estimate. */
  scheduled: boolean;
};

/**
 * The wizard's live preview: the estimated end and the plan laid out on a calendar, once units are chosen.
 * Before that any date would be a guess, so it only says what will appear.
 */
export function PlanPreview({ summary, error }: { summary: PreviewSummary | null; error?: string | null }) {
  return (
    <section
      aria-labelledby="plan-preview-heading"
      className="flex flex-col gap-4 rounded-card border border-line bg-surface p-4 shadow-card"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 id="plan-preview-heading" className="text-sm font-semibold text-ink-muted">
            미리보기
          </h2>
          {summary?.scheduled ? (
            <p className="mt-1 text-lg font-bold text-ink" data-testid="estimated-end">
              예상 종료일 {monthDayWithWeekday(summary.endDate)}
            </p>
          ) : null}
        </div>
        {summary?.scheduled ? (
          <p className="shrink-0 rounded-lg bg-primary-soft px-2 py-1 text-xs font-bold text-primary">
            총 {summary.days.length}일
          </p>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="rounded-xl bg-danger-soft px-3 py-2.5 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      {summary?.scheduled ? (
        <>
          <dl className="grid grid-cols-3 gap-2 text-center">
            {(
              [
                ['학습일', summary.studyDayCount, 'text-primary'],
                ['쉬는 날', summary.restDayCount, 'text-ink-muted'],
                ['여유일', summary.bufferDayCount, 'text-accent'],
              ] as const
            ).map(([label, count, tone]) => (
              <div key={label} className="rounded-xl bg-surface-muted px-2 py-2">
                <dt className="text-xs text-ink-muted">{label}</dt>
                <dd className={cn('text-base font-bold tabular-nums', tone)}>{count}일</dd>
              </div>
            ))}
          </dl>
          <PlanCalendar startDate={summary.startDate} endDate={summary.endDate} days={summary.days} />
        </>
      ) : error ? null : (
        <p data-testid="preview-waiting" className="text-sm text-ink-muted">
          학습 자료와 단원을 고르면 예상 종료일과 날짜별 분량을 보여 드려요.
        </p>
      )}
    </section>
  );
}
