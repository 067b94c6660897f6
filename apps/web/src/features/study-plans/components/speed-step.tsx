import { STUDY_SPEED_MAX, STUDY_SPEED_MIN } from '@molip/domain/constants';
import { usePlanDraftStore } from '../stores/plan-draft-store';

const stepperButton =
  'flex size-12 items-center justify-center rounded-xl border border-line-strong bg-surface text-xl font-bold text-ink disabled:border-line disabled:bg-surface-muted disabled:text-ink-subtle';

/** Step 4: units a day, 1–10 (default 1). */
export function SpeedStep() {
  const { studySpeed, setStudySpeed, selectedUnits } = usePlanDraftStore();
  const studyDays = Math.ceil(selectedUnits.length / studySpeed);
  return (
    <div className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5">
      <div className="flex items-center justify-between gap-3">
        <button
          type="button"
          aria-label="하루 단원 수 줄이기"
          className={stepperButton}
          disabled={studySpeed <= STUDY_SPEED_MIN}
          onClick={() => setStudySpeed(studySpeed - 1)}
        >
          −
        </button>
        <p className="text-center" aria-live="polite">
          <span className="block text-sm text-ink-muted">하루에</span>
          <span className="text-display text-primary tabular-nums">{studySpeed}</span>
          <span className="ml-1 text-base font-semibold text-ink">개 단원</span>
        </p>
        <button
          type="button"
          aria-label="하루 단원 수 늘리기"
          className={stepperButton}
          disabled={studySpeed >= STUDY_SPEED_MAX}
          onClick={() => setStudySpeed(studySpeed + 1)}
        >
          +
        </button>
      </div>
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
      <p className="text-center text-sm text-ink-muted">
        단원 {selectedUnits.length}개를 학습일 {studyDays}일에 나눠 공부해요.
      </p>
    </div>
  );
}
