import { formatDurationText, formatElapsed } from '@molip/domain/duration-text';
import type { LearnerStats } from '@molip/domain/study-stats';

const SECONDS_PER_MINUTE = 60;

/** "오늘 2시간 15분 집중 · 할 일 6개 완료 · 🔥 4일째", leaving out what is still zero. */
export function todayProgressText({ today, streak }: Pick<LearnerStats, 'today' | 'streak'>): string {
  const seconds = today.studySeconds;
  const focus =
    seconds <= 0
      ? null
      : seconds < SECONDS_PER_MINUTE
        ? formatElapsed(seconds)
        : formatDurationText(seconds / SECONDS_PER_MINUTE);
  return [
    focus ? `오늘 ${focus} 집중` : null,
    `할 일 ${today.completedTodos}개 완료`,
    streak.current > 0 ? `🔥 ${streak.current}일째` : null,
  ]
    .filter((part) => part !== null)
    .join(' · ');
}
