import { describe, expect, it } from 'vitest';
import { retiredSpellingsIn } from '../../../e2e/glossary-terms';
import { todayProgressText, todayTodosText } from './today-progress-text';

const stats = (studySeconds: number, completedTodos: number, streak: number, plannedTodos = 6) => ({
  today: {
    date: '2026-11-22',
    studyMinutes: Math.floor(studySeconds / 60),
    studySeconds,
    closedStudySeconds: studySeconds,
    completedTodos,
    plannedTodos,
    focusingSince: null,
    focusCreditEndsAt: null,
  },
  streak: { current: streak, longest: streak, todayCounts: true },
});

describe('todayProgressText', () => {
  it('names focus time, the to-dos done of planned and the streak, in the glossary’s words', () => {
    const line = todayProgressText(stats(8100, 4, 4));
    expect(line).toBe('오늘 2시간 15분 집중 · 할 일 4/6 · 4일 연속');
    expect(retiredSpellingsIn(line)).toEqual([]);
  });

  it('shows seconds for focus under a minute, never 0분', () => {
    expect(todayProgressText(stats(40, 1, 1))).toBe('오늘 40초 집중 · 할 일 1/6 · 1일 연속');
  });

  it('leaves out focus time and the streak while they are zero', () => {
    expect(todayProgressText(stats(0, 1, 0))).toBe('할 일 1/6');
  });

  it('counts a to-do completed today from an earlier day on both sides, as today’s list keeps it', () => {
    const overdueDone = stats(0, 0, 0);
    const today = { ...overdueDone.today, completedTodosAnyDate: 1 };
    expect(todayProgressText({ ...overdueDone, today })).toBe('할 일 1/7');
    const nothingPlanned = { ...today, plannedTodos: 0 };
    expect(todayTodosText(nothingPlanned)).toEqual({ text: '할 일 1/1', words: '할 일 1개 중 1개 완료' });
  });

  it('says 오늘 할 일 없음 when nothing was planned or done today', () => {
    expect(todayTodosText(stats(0, 0, 0, 0).today).text).toBe('오늘 할 일 없음');
    expect(todayProgressText(stats(300, 0, 2, 0))).toBe('오늘 5분 집중 · 2일 연속');
  });

  it('names the to-dos left from past days on a day with none of its own, never 오늘 할 일 없음', () => {
    const none = stats(0, 0, 0, 0).today;
    expect(todayTodosText(none, { todos: 3, reviews: 0 })).toEqual({
      text: '밀린 할 일 3개',
      words: '밀린 할 일 3개',
    });
    expect(todayTodosText(none, { todos: 3, reviews: 2 }).text).toBe('밀린 할 일 3개 · 복습 2개');
    expect(todayTodosText(none, { todos: 0, reviews: 2 }).text).toBe('밀린 복습 2개');
    expect(todayTodosText(stats(0, 1, 0, 2).today, { todos: 3, reviews: 0 }).text).toBe('할 일 1/2');
  });
});
