import type { LearnerStats } from '@molip/domain/study-stats';
import { formatStudyTime } from '@molip/domain/study-time';

/** "오늘 2시간 15분 집중 · 할 일 6개 완료 · 연속 4일째", leaving out what is still zero. */
export function todayProgressText({ today, streak }: Pick<LearnerStats, 'today' | 'streak'>): string {
  return [
    today.studySeconds > 0 ? `오늘 ${formatStudyTime(today.studySeconds, 'words')} 집중` : null,
    `할 일 ${today.completedTodos}개 완료`,
    streak.current > 0 ? `연속 ${streak.current}일째` : null,
  ]
    .filter((part) => part !== null)
    .join(' · ');
}
