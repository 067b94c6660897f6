import { Link } from 'react-router';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { BUFFER_INTERVAL_MAX } from '@molip/domain/constants';
import { TARGET_RETENTION_DEFAULT_PERCENT } from '@molip/domain/review';
import { formatStudyMinutes } from '@molip/domain/study-time';
import { usePlanDraftStore } from '../stores/plan-draft-store';

const intervalChoices = [0, 3, 5, 7];

/** Step 5: a catch-up (buffer) day after every N study days, 0 for none; the plan's name; the review choice. */
export function BufferStep() {
  const {
    bufferDayInterval,
    setBufferDayInterval,
    title,
    setTitle,
    selectedContent,
    reviewsPerDay,
    targetRetentionPercent,
    reviewMinutesPerDay,
  } = usePlanDraftStore();
  return (
    <div className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold text-ink">여유일 간격</legend>
        <div className="grid grid-cols-4 gap-2">
          {intervalChoices.map((interval) => (
            <button
              key={interval}
              type="button"
              aria-pressed={bufferDayInterval === interval}
              onClick={() => setBufferDayInterval(interval)}
              className={cn(
                'h-12 rounded-xl border text-sm font-semibold',
                bufferDayInterval === interval
                  ? 'border-primary bg-primary-soft text-primary'
                  : 'border-line-strong bg-surface text-ink-muted',
              )}
            >
              {interval === 0 ? '없음' : `${interval}일마다`}
            </button>
          ))}
        </div>
        <Input
          label="직접 입력 (학습일 수)"
          type="number"
          inputMode="numeric"
          min={0}
          max={BUFFER_INTERVAL_MAX}
          value={bufferDayInterval}
          onChange={(event) => setBufferDayInterval(Number(event.target.value))}
          hint={
            bufferDayInterval === 0
              ? '여유일 없이 매일 새 단원을 공부해요.'
              : `학습일 ${bufferDayInterval}일마다 밀린 단원을 따라잡는 여유일을 하루 넣어요.`
          }
        />
      </fieldset>
      <Input
        label="계획 이름"
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        placeholder={selectedContent?.title ?? '제목 없음'}
        hint="비워 두면 학습 자료 제목을 사용해요."
        maxLength={200}
        autoComplete="off"
      />
      {/* Chosen on step 4 beside the daily pace; the last step says it once more before the plan is made. */}
      <div className="flex items-center justify-between gap-3 rounded-xl bg-surface-muted px-4 py-3">
        <p className="text-sm text-ink" data-testid="review-choice">
          <span className="mr-2 text-ink-muted">복습 일정</span>
          <span className="font-semibold">
            {reviewsPerDay === null
              ? '넣지 않아요'
              : [
                  `하루 최대 ${reviewsPerDay}개`,
                  ...(reviewMinutesPerDay ? [formatStudyMinutes(reviewMinutesPerDay)] : []),
                  `기억률 ${targetRetentionPercent ?? TARGET_RETENTION_DEFAULT_PERCENT}%`,
                ].join(' · ')}
          </span>
        </p>
        <Link
          to={paths.studyPlansSpeedSelection}
          replace
          aria-label="복습 일정 바꾸기"
          className="shrink-0 py-1 text-sm font-semibold text-primary"
        >
          바꾸기
        </Link>
      </div>
    </div>
  );
}
