import { describe, expect, it } from 'vitest';
import { todayProgressText } from './today-progress-text';

const stats = (studySeconds: number, completedTodos: number, streak: number) => ({
  today: {
    date: '2026-11-22',
    studyMinutes: Math.floor(studySeconds / 60),
    studySeconds,
    closedStudySeconds: studySeconds,
    completedTodos,
    plannedTodos: 6,
    focusingSince: null,
    focusCreditEndsAt: null,
  },
  streak: { current: streak, longest: streak, todayCounts: true },
});

describe('todayProgressText', () => {
  it('names focus time, completed to-dos and the streak', () => {
    expect(todayProgressText(stats(8100, 6, 4))).toBe('오늘 2시간 15분 집중 · 할 일 6개 완료 · 연속 4일째');
  });

  it('shows seconds for focus under a minute, never 0분', () => {
    expect(todayProgressText(stats(40, 1, 1))).toBe('오늘 40초 집중 · 할 일 1개 완료 · 연속 1일째');
  });

  it('leaves out focus time and the streak while they are zero', () => {
    expect(todayProgressText(stats(0, 1, 0))).toBe('할 일 1개 완료');
  });
});
