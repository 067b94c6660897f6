import { DAILY_VOLUME_MAX, STUDY_SPEED_MAX, STUDY_SPEED_MIN } from '@molip/domain/constants';
import { DEFAULT_CONTENT_TYPE, unitVolumeLabels, type ContentType } from '@molip/domain/content-type';
import { groupUnitsByDay } from '@molip/domain/schedule';
import { cn } from '@/lib/cn';
import { TARGET_RETENTION_DEFAULT_PERCENT } from '@molip/domain/review';
import { errorSentence } from '@/lib/error-messages';
import { useReviewForecastPreview } from '../api/preview-review-forecast';
import { toPlanRequest, usePlanDraftStore } from '../stores/plan-draft-store';
import { ReviewForecastSummary } from './review-forecast-summary';
import { ReviewSetting } from './review-setting';

const stepperButton =
  'flex size-12 items-center justify-center rounded-xl border border-line-strong bg-surface text-xl font-bold text-ink disabled:border-line disabled:bg-surface-muted disabled:text-ink-subtle';

const volumeModeLabels: Record<ContentType, string> = {
  BOOK: '쪽수로',
  LECTURE: '강의 시간으로',
  PROBLEM_SET: '문제 수로',
};

// A day's volume moves in fives: 25, 30, 35 pages is how people set a reading pace.
const VOLUME_STEP = 5;

type StepperProps = {
  value: number;
  min: number;
  max: number;
  step: number;
  unit: string;
  name: string;
  onChange: (value: number) => void;
};

/** − value + for one daily amount; the value itself is a field, so any number can be typed. */
function AmountStepper({ value, min, max, step, unit, name, onChange }: StepperProps) {
  return (
    <div className="flex items-center justify-between gap-3">
      <button
        type="button"
        aria-label={`${name} 줄이기`}
        className={stepperButton}
        disabled={value <= min}
        onClick={() => onChange(Math.max(min, value - step))}
      >
        −
      </button>
      <label className="flex flex-col items-center">
        <span className="text-sm text-ink-muted">하루에</span>
        <span className="flex items-baseline gap-1">
          <input
            type="number"
            inputMode="numeric"
            aria-label={name}
            min={min}
            max={max}
            value={value}
            onChange={(event) => {
              const typed = Number.parseInt(event.target.value, 10);
              if (Number.isFinite(typed)) onChange(typed);
            }}
            // As wide as its digits, so the unit sits right after the number.
            style={{ width: `${Math.max(2, String(value).length) + 0.5}ch` }}
            className="bg-transparent text-center text-display text-primary tabular-nums outline-none focus-visible:rounded-lg focus-visible:ring-2 focus-visible:ring-primary/30"
          />
          <span className="text-base font-semibold text-ink">{unit}</span>
        </span>
      </label>
      <button
        type="button"
        aria-label={`${name} 늘리기`}
        className={stepperButton}
        disabled={value >= max}
        onClick={() => onChange(Math.min(max, value + step))}
      >
        +
      </button>
    </div>
  );
}

/**
 * Step 4: units a day, 1–10 (default 1); or, when the chosen units differ in volume, pages (minutes,
 * problems) a day, so a 40-page chapter and a 5-page one do not count the same.
 */
export function SpeedStep() {
  const { studySpeed, setStudySpeed, dailyVolume, setDailyVolume, selectedUnits, selectedContent } =
    usePlanDraftStore();
  const type = selectedContent?.type ?? DEFAULT_CONTENT_TYPE;
  const volumeUnit = unitVolumeLabels[type];
  const volumes = selectedUnits.map((unit) => unit.volume ?? 1);
  const totalVolume = volumes.reduce((sum, volume) => sum + volume, 0);
  const volumesDiffer = new Set(volumes).size > 1;
  const byVolume = dailyVolume !== null;
  const studyDays = groupUnitsByDay(selectedUnits, studySpeed, dailyVolume).length;

  const spreadByVolume = () => {
    // Start from the pace that keeps the plan as long as it is by units.
    const daysByUnits = Math.max(1, Math.ceil(selectedUnits.length / studySpeed));
    setDailyVolume(Math.max(1, Math.ceil(totalVolume / daysByUnits)));
  };

  return (
    <div className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5">
      {volumesDiffer || byVolume ? (
        <fieldset className="grid grid-cols-2 gap-1 rounded-xl bg-surface-muted p-1">
          <legend className="sr-only">무엇으로 나눌까요?</legend>
          {[
            { label: '단원 수로', checked: !byVolume, select: () => setDailyVolume(null) },
            { label: volumeModeLabels[type], checked: byVolume, select: spreadByVolume },
          ].map((option) => (
            <label
              key={option.label}
              className={cn(
                'flex h-10 cursor-pointer items-center justify-center rounded-lg text-sm font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary/30',
                option.checked ? 'bg-surface text-primary shadow-sm' : 'text-ink-muted',
              )}
            >
              <input
                type="radio"
                name="plan-speed-mode"
                className="sr-only"
                checked={option.checked}
                onChange={() => {
                  if (!option.checked) option.select();
                }}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
      ) : null}
      {byVolume ? (
        <AmountStepper
          value={dailyVolume}
          min={1}
          max={DAILY_VOLUME_MAX}
          step={VOLUME_STEP}
          unit={volumeUnit}
          name={`하루 분량(${volumeUnit})`}
          onChange={setDailyVolume}
        />
      ) : (
        <>
          <AmountStepper
            value={studySpeed}
            min={STUDY_SPEED_MIN}
            max={STUDY_SPEED_MAX}
            step={1}
            unit="개 단원"
            name="하루 단원 수"
            onChange={setStudySpeed}
          />
          <input
            type="range"
            aria-label="하루 학습 단원 수"
            min={STUDY_SPEED_MIN}
            max={STUDY_SPEED_MAX}
            step={1}
            value={studySpeed}
            onChange={(event) => setStudySpeed(Number(event.target.value))}
            className="w-full accent-[var(--primary)]"
          />
        </>
      )}
      <p className="text-center text-sm text-ink-muted" aria-live="polite">
        {byVolume
          ? `모두 ${totalVolume.toLocaleString('ko-KR')}${volumeUnit}, 학습일 ${studyDays}일에 나눠 공부해요.`
          : `단원 ${selectedUnits.length}개를 학습일 ${studyDays}일에 나눠 공부해요.`}
      </p>
      {volumesDiffer && !byVolume ? (
        <p className="text-center text-[0.8125rem] text-ink-muted">
          단원마다 분량이 달라요. {volumeModeLabels[type]} 나누면 날마다 비슷한 양을 공부해요.
        </p>
      ) : null}
    </div>
  );
}

/** The draft's review workload at its 목표 기억률, asked of the server while review is on. */
function DraftReviewForecast({ today }: { today: string }) {
  const draft = usePlanDraftStore();
  const forecast = useReviewForecastPreview(toPlanRequest(draft, today));
  const chosen = draft.targetRetentionPercent ?? TARGET_RETENTION_DEFAULT_PERCENT;
  return (
    <ReviewForecastSummary
      forecast={forecast.data}
      stale={
        forecast.isPlaceholderData ||
        (forecast.data !== undefined && forecast.data.retentionPercent !== chosen)
      }
      error={forecast.isError && !forecast.data ? errorSentence(forecast.error) : null}
    />
  );
}

/** Step 4's second question: spaced review, kept in the draft with the daily pace it adds to. */
export function DraftReviewSetting({ today }: { today: string }) {
  const reviewsPerDay = usePlanDraftStore((state) => state.reviewsPerDay);
  const setReviewsPerDay = usePlanDraftStore((state) => state.setReviewsPerDay);
  const retention = usePlanDraftStore((state) => state.targetRetentionPercent);
  const setRetention = usePlanDraftStore((state) => state.setTargetRetentionPercent);
  const minutes = usePlanDraftStore((state) => state.reviewMinutesPerDay);
  const setMinutes = usePlanDraftStore((state) => state.setReviewMinutesPerDay);
  return (
    <ReviewSetting
      reviewsPerDay={reviewsPerDay}
      onChange={setReviewsPerDay}
      targetRetentionPercent={retention ?? TARGET_RETENTION_DEFAULT_PERCENT}
      onRetentionChange={setRetention}
      reviewMinutesPerDay={minutes ?? null}
      onMinutesChange={setMinutes}
      forecast={<DraftReviewForecast today={today} />}
    />
  );
}
