import { STREAK_MIN_FOCUS_MINUTES, type LearnerStats } from '@molip/domain/study-stats';
import { cn } from '@/lib/cn';
import { STREAK_LABEL, streakText } from '@/entities/learner/streak-text';
import { FlameIcon } from './flame-icon';

type StreakSummaryProps = {
  streak: LearnerStats['streak'];
  /** Completed ÷ planned to-dos over the last 30 days, as a whole percent. */
  completionPercent: number;
  completionDays: number;
};

function streakSentence({ current, todayCounts }: LearnerStats['streak']): string {
  if (todayCounts) return '오늘도 이어 갔어요. 내일도 만나요!';
  const step = `오늘 ${STREAK_MIN_FOCUS_MINUTES}분 집중하거나 할 일 하나를 끝내면`;
  return current > 0 ? `${step} ${streakText(current + 1)}이 돼요.` : `${step} ${STREAK_LABEL}가 시작돼요.`;
}

/** The current streak with its flame (lit once today counts), the longest one and the completion rate. */
export function StreakSummary({ streak, completionPercent, completionDays }: StreakSummaryProps) {
  const lit = streak.todayCounts;
  return (
    <section
      aria-labelledby="streak-heading"
      className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-card"
    >
      <div className="flex items-center gap-4">
        <div
          className={cn(
            'flex size-14 shrink-0 items-center justify-center rounded-2xl',
            lit ? 'bg-warning-soft text-warning' : 'bg-surface-muted text-ink-subtle',
          )}
        >
          <FlameIcon size={30} />
        </div>
        <div className="min-w-0">
          <h2 id="streak-heading" className="text-sm font-semibold text-ink-muted">
            {STREAK_LABEL}
          </h2>
          <p className="text-display text-ink tabular-nums">{streak.current}일</p>
        </div>
      </div>
      <p className="text-sm text-ink-muted">{streakSentence(streak)}</p>
      <dl className="grid grid-cols-2 gap-3">
        <div className="flex flex-col gap-1 rounded-xl bg-surface-muted px-4 py-3">
          <dt className="text-[0.8125rem] text-ink-muted">최장 연속</dt>
          <dd className="text-lg font-bold text-ink tabular-nums">{streak.longest}일</dd>
        </div>
        <div className="flex flex-col gap-1 rounded-xl bg-surface-muted px-4 py-3">
          <dt className="text-[0.8125rem] text-ink-muted">할 일 완료율</dt>
          <dd className="flex items-baseline gap-1.5">
            <span className="text-lg font-bold text-ink tabular-nums">{completionPercent}%</span>
            <span className="text-[0.75rem] text-ink-muted">최근 {completionDays}일</span>
          </dd>
        </div>
      </dl>
    </section>
  );
}
