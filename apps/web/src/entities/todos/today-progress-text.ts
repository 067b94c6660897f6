import type { LearnerStats } from '@molip/domain/study-stats';
import { formatStudyTime } from '@molip/domain/study-time';
import { streakText } from '../learner/streak-text';
import { overdueText, type OverdueCount } from './overdue-text';

type Today = LearnerStats['today'];

/**
 * Today's to-dos, done of planned, as today's list shows them: a past day's to-do completed today stays on the
 * list, done, so it counts on both sides (an older server sends only today's own rows).
 */
export function todayTodoCount(today: Today): { done: number; planned: number } {
  const fromOtherDays = Math.max(
    0,
    (today.completedTodosAnyDate ?? today.completedTodos) - today.completedTodos,
  );
  return { done: today.completedTodos + fromOtherDays, planned: today.plannedTodos + fromOtherDays };
}

/**
 * `할 일 N/M` and what a screen reader hears for it ("할 일 M개 중 N개 완료"). With none planned or done today:
 * the to-dos from past days still open ("밀린 할 일 N개 · 복습 M개"), else 오늘 할 일 없음.
 */
export function todayTodosText(
  today: Today,
  openOverdue: OverdueCount = { todos: 0, reviews: 0 },
): { text: string; words: string } {
  const { done, planned } = todayTodoCount(today);
  if (planned === 0 && openOverdue.todos + openOverdue.reviews > 0) {
    const behind = overdueText(openOverdue);
    return { text: behind, words: behind };
  }
  if (planned === 0) return { text: '오늘 할 일 없음', words: '오늘 할 일 없음' };
  return { text: `할 일 ${done}/${planned}`, words: `할 일 ${planned}개 중 ${done}개 완료` };
}

/** "오늘 2시간 15분 집중 · 할 일 6/8 · 4일 연속", leaving out what is still zero or not planned. */
export function todayProgressText({ today, streak }: Pick<LearnerStats, 'today' | 'streak'>): string {
  const todos = todayTodoCount(today);
  return [
    today.studySeconds > 0 ? `오늘 ${formatStudyTime(today.studySeconds, 'words')} 집중` : null,
    todos.planned > 0 ? todayTodosText(today).text : null,
    streak.current > 0 ? streakText(streak.current) : null,
  ]
    .filter((part) => part !== null)
    .join(' · ');
}
