import { describe, expect, it } from 'vitest';
import { studyWeek } from './study-week';

// 2026-11-16 is a Monday, 2026-11-22 a Sunday.
const series = [
  { date: '2026-11-14', studyMinutes: 100 },
  { date: '2026-11-15', studyMinutes: 50 },
  { date: '2026-11-16', studyMinutes: 30 },
  { date: '2026-11-18', studyMinutes: 45 },
  { date: '2026-11-19', studyMinutes: 25 },
];

describe('studyWeek', () => {
  it('sums Monday to today and names the whole Monday–Sunday week', () => {
    expect(studyWeek(series, '2026-11-19')).toEqual({
      startDate: '2026-11-16',
      endDate: '2026-11-22',
      studyMinutes: 100,
    });
  });

  it('starts a new week on Monday: Sunday’s minutes belong to the week before', () => {
    expect(studyWeek(series, '2026-11-15').studyMinutes).toBe(150);
    expect(studyWeek(series, '2026-11-16')).toMatchObject({ startDate: '2026-11-16', studyMinutes: 30 });
  });

  it('is zero for a week without focus', () => {
    expect(studyWeek([], '2026-11-22').studyMinutes).toBe(0);
  });
});
