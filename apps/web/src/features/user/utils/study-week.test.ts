import { describe, expect, it } from 'vitest';
import { studyWeek } from './study-week';

// 2026-11-16 is a Monday, 2026-11-22 a Sunday.
const series = [
  { date: '2026-11-14', studySeconds: 6000 },
  { date: '2026-11-15', studySeconds: 3000 },
  { date: '2026-11-16', studySeconds: 1800 },
  { date: '2026-11-18', studySeconds: 2700 },
  { date: '2026-11-19', studySeconds: 1500 },
];

describe('studyWeek', () => {
  it('sums Monday to today and names the whole Monday–Sunday week', () => {
    expect(studyWeek(series, '2026-11-19')).toEqual({
      startDate: '2026-11-16',
      endDate: '2026-11-22',
      studySeconds: 6000,
    });
  });

  it('starts a new week on Monday: Sunday’s seconds belong to the week before', () => {
    expect(studyWeek(series, '2026-11-15').studySeconds).toBe(9000);
    expect(studyWeek(series, '2026-11-16')).toMatchObject({ startDate: '2026-11-16', studySeconds: 1800 });
  });

  it('is zero for a week without focus', () => {
    expect(studyWeek([], '2026-11-22').studySeconds).toBe(0);
  });
});
