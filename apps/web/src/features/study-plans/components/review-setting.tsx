import { REVIEWS_PER_DAY_DEFAULT, REVIEWS_PER_DAY_MAX, REVIEWS_PER_DAY_MIN } from '@molip/domain/review';
import { formatStudyMinutes } from '@molip/domain/study-time';
import { useId, type ReactNode } from 'react';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/cn';

type ReviewSettingProps = {
  /** The daily limit, or null while review is off. */
  reviewsPerDay: number | null;
  onChange: (reviewsPerDay: number | null) => void;
  /** 목표 기억률 in percent. */
  targetRetentionPercent: number;
  onRetentionChange: (percent: number) => void;
  /** A day's review time in minutes, or null: only the count limits a day. */
  reviewMinutesPerDay: number | null;
  onMinutesChange: (minutes: number | null) => void;
  /** The workload preview at the chosen retention, shown under the choices while review is on. */
  forecast?: ReactNode;
  /** Waiting for the server's answer: one change at a time. */
  busy?: boolean;
  disabled?: boolean;
  /** Why the controls are off (the offline notice), read with them. */
  describedBy?: string | undefined;
};

/** The retentions offered: a step of five is a difference a learner feels; 90 is FSRS's own default. */
const retentionChoices = [80, 85, 90, 95];
/** A day's review time, in minutes; a value set elsewhere (the API) is offered too. */
const minuteChoices = [10, 15, 20, 30, 45, 60, 90, 120];
const withValue = (choices: readonly number[], value: number | null) =>
  value === null || choices.includes(value) ? [...choices] : [...choices, value].sort((a, b) => a - b);
const selectClass =
  'h-11 rounded-xl border border-line-strong bg-surface px-3 text-base font-semibold text-ink tabular-nums outline-none focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-primary/30 disabled:cursor-not-allowed disabled:opacity-60';
// The select's value for "no time budget".
const NO_BUDGET = 'off';

const perDayChoices = Array.from(
  { length: REVIEWS_PER_DAY_MAX - REVIEWS_PER_DAY_MIN + 1 },
  (_, index) => REVIEWS_PER_DAY_MIN + index,
);

/**
 * Spaced review, opt-in per plan (docs/product-rules.md#spaced-review): a switch, and while on the 목표 기억률,
 * the daily limits that keep reviews from crowding out new units, and what they will cost. The wizard and the
 * plan page both show it.
 */
export function ReviewSetting({
  reviewsPerDay,
  onChange,
  targetRetentionPercent,
  onRetentionChange,
  reviewMinutesPerDay,
  onMinutesChange,
  forecast,
  busy = false,
  disabled = false,
  describedBy,
}: ReviewSettingProps) {
  const id = useId();
  const switchId = `${id}-switch`;
  const descriptionId = `${id}-description`;
  const perDayId = `${id}-per-day`;
  const perDayHintId = `${id}-per-day-hint`;
  const retentionHintId = `${id}-retention-hint`;
  const minutesId = `${id}-minutes`;
  const minutesHintId = `${id}-minutes-hint`;
  const locked = busy || disabled;
  const on = reviewsPerDay !== null;
  return (
    <div
      data-testid="review-setting"
      className="flex flex-col gap-3 rounded-card border border-line bg-surface px-4 py-3.5 shadow-card"
    >
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
        <>
          {/* The line sits on a wrapper: a fieldset's border would run through its legend. */}
          <div className="border-t border-line pt-3">
            <fieldset className="flex flex-col gap-1.5">
              <legend className="mb-1.5 text-sm font-semibold text-ink">목표 기억률</legend>
              <div className="grid grid-cols-4 gap-1 rounded-xl bg-surface-muted p-1">
                {withValue(retentionChoices, targetRetentionPercent).map((percent) => (
                  <label
                    key={percent}
                    className={cn(
                      'flex h-10 cursor-pointer items-center justify-center rounded-lg text-sm font-semibold tabular-nums has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary/30 has-[:disabled]:cursor-not-allowed',
                      percent === targetRetentionPercent
                        ? 'bg-surface text-primary shadow-sm'
                        : 'text-ink-muted',
                    )}
                  >
                    <input
                      type="radio"
                      name={`${id}-retention`}
                      className="sr-only"
                      value={percent}
                      checked={percent === targetRetentionPercent}
                      disabled={locked}
                      aria-describedby={[retentionHintId, describedBy].filter(Boolean).join(' ')}
                      onChange={() => onRetentionChange(percent)}
                    />
                    {percent}%
                  </label>
                ))}
              </div>
              <p id={retentionHintId} className="text-[0.8125rem] text-ink-muted">
                복습할 때 기억하고 있을 단원의 비율이에요. 높일수록 더 자주 복습해요.
              </p>
            </fieldset>
          </div>
          <div className="flex flex-col gap-1.5 border-t border-line pt-3">
            <div className="flex items-center justify-between gap-3">
              <label htmlFor={perDayId} className="text-sm font-semibold text-ink">
                하루 최대 복습
              </label>
              <select
                id={perDayId}
                value={reviewsPerDay}
                disabled={locked}
                aria-describedby={[perDayHintId, describedBy].filter(Boolean).join(' ')}
                onChange={(event) => onChange(Number(event.target.value))}
                className={selectClass}
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
            <div className="mt-1.5 flex items-center justify-between gap-3">
              <label htmlFor={minutesId} className="text-sm font-semibold text-ink">
                하루 복습 시간
              </label>
              <select
                id={minutesId}
                value={reviewMinutesPerDay ?? NO_BUDGET}
                disabled={locked}
                aria-describedby={[minutesHintId, describedBy].filter(Boolean).join(' ')}
                onChange={(event) =>
                  onMinutesChange(event.target.value === NO_BUDGET ? null : Number(event.target.value))
                }
                className={selectClass}
              >
                <option value={NO_BUDGET}>정하지 않음</option>
                {withValue(minuteChoices, reviewMinutesPerDay).map((minutes) => (
                  <option key={minutes} value={minutes}>
                    {formatStudyMinutes(minutes)}
                  </option>
                ))}
              </select>
            </div>
            <p id={minutesHintId} className="text-[0.8125rem] text-ink-muted">
              {reviewMinutesPerDay === null
                ? '복습 시간은 따로 정하지 않고 개수로만 맞춰요.'
                : `복습은 하루 ${formatStudyMinutes(reviewMinutesPerDay)} 안에서 넣어요.`}
            </p>
          </div>
          {forecast ? <div className="border-t border-line pt-3">{forecast}</div> : null}
        </>
      ) : null}
    </div>
  );
}
