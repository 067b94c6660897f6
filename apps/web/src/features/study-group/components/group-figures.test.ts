import type { MemberActivity } from '@molip/domain/study-group';
import { describe, expect, it } from 'vitest';
import { chartDays } from './group-figures';

const week = [
  '2026-11-23',
  '2026-11-24',
  '2026-11-25',
  '2026-11-26',
  '2026-11-27',
  '2026-11-28',
  '2026-11-29',
];

const member = (): MemberActivity => ({
  rank: 1,
  userInfo: { id: 'user-1', email: 'ha***@example.com', role: 'MEMBER', username: '하늘' },
  totalStudySeconds: 600,
  totalStudyMinutes: 10,
  completedDailyTodoUnitsCount: 0,
  plannedTodosSoFar: 0,
  completedTodosSoFar: 0,
  completionRate: 0,
  dailyActivities: week.map((date) => ({
    date,
    completedDailyTodoUnitsCount: 0,
    totalStudySeconds: date === '2026-11-23' ? 600 : 0,
    totalStudyMinutes: date === '2026-11-23' ? 10 : 0,
    completionRate: 0,
  })),
});

describe('chartDays', () => {
  it('shows the days of the period that have begun', () => {
    expect(chartDays(member(), '2026-11-25').map((day) => day.date)).toEqual(week.slice(0, 3));
    expect(chartDays(member(), '2026-12-02')).toHaveLength(7);
  });

  it('keeps the period’s first day when the device’s today is still the day before (focusing past midnight)', () => {
    expect(chartDays(member(), '2026-11-22').map((day) => day.date)).toEqual(['2026-11-23']);
  });
});
