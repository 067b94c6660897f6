import { REVIEWS_PER_DAY_DEFAULT, REVIEWS_PER_DAY_MAX, REVIEWS_PER_DAY_MIN } from '@molip/domain/review';
import { useId } from 'react';
import { Switch } from '@/components/ui/switch';

type ReviewSettingProps = {
  /** The daily limit, or null while review is off. */
  reviewsPerDay: number | null;
  onChange: (reviewsPerDay: number | null) => void;
  /** Waiting for the server's answer: one change at a time. */
  busy?: boolean;
  disabled?: boolean;
  /** Why the controls are off (the offline notice), read with them. */
  describedBy?: string | undefined;
};

const perDayChoices = Array.from(
  { length: REVIEWS_PER_DAY_MAX - REVIEWS_PER_DAY_MIN + 1 },
  (_, index) => REVIEWS_PER_DAY_MIN + index,
);

/**
 * Spaced review, opt-in per plan (docs/product-rules.md#spaced-review): a switch, and while on the daily limit
 * that keeps reviews from crowding out new units. The wizard and the plan page both show it.
 */
export function ReviewSetting({
  reviewsPerDay,
  onChange,
  busy = false,
  disabled = false,
  describedBy,
}: ReviewSettingProps) {
  const id = useId();
  const switchId = `${id}-switch`;
  const descriptionId = `${id}-description`;
  const perDayId = `${id}-per-day`;
  const perDayHintId = `${id}-per-day-hint`;
  const on = reviewsPerDay !== null;
  return (
    <div className="flex flex-col gap-3 rounded-card border border-line bg-surface px-4 py-3.5 shadow-card">
      <div className="flex items-start gap-3">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={switchId} className="cursor-pointer text-[0.9375rem] font-semibold text-ink">
            복습 일정 넣기
          </label>
          <p id={descriptionId} className="text-[0.8125rem] text-ink-muted">
            끝낸 단원을 잊을 때쯤 다시 보여 드려요. 복습을 평가할수록 간격이 맞춰져요.
          </p>
        </div>
        <Switch
          id={switchId}
          checked={on}
          busy={busy}
          disabled={disabled}
          describedBy={[descriptionId, describedBy].filter(Boolean).join(' ')}
          onToggle={() => onChange(on ? null : REVIEWS_PER_DAY_DEFAULT)}
        />
      </div>
      {on ? (
        <div className="flex flex-col gap-1.5 border-t border-line pt-3">
          <div className="flex items-center justify-between gap-3">
            <label htmlFor={perDayId} className="text-sm font-semibold text-ink">
              하루 최대 복습
            </label>
            <select
              id={perDayId}
              value={reviewsPerDay}
              disabled={busy || disabled}
              aria-describedby={[perDayHintId, describedBy].filter(Boolean).join(' ')}
              onChange={(event) => onChange(Number(event.target.value))}
              className="h-11 rounded-xl border border-line-strong bg-surface px-3 text-base font-semibold text-ink tabular-nums outline-none focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-primary/30 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {perDayChoices.map((count) => (
                <option key={count} value={count}>
                  {count}개
                </option>
              ))}
            </select>
          </div>
          <p id={perDayHintId} className="text-[0.8125rem] text-ink-muted">
            새 단원이 밀리지 않게 복습은 하루 {reviewsPerDay}개까지만 넣어요.
          </p>
        </div>
      ) : null}
    </div>
  );
}
