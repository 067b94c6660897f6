import { describe, expect, it } from 'vitest';
import { quickStartBlockMinutes, quickStartFocusBody, studyDayEnd } from './focus-quick-start.ts';

const SEOUL = 'Asia/Seoul';

describe('studyDayEnd', () => {
  it('is the next midnight in the learner zone by default', () => {
    // 23:10 Seoul on 2026-11-21.
    expect(studyDayEnd(new Date('2026-11-21T14:10:00Z'), SEOUL, 0).toISOString()).toBe(
      '2026-11-21T15:00:00.000Z',
    );
  });

  it('is the next day-start hour for a learner who studies past midnight', () => {
    // 01:30 Seoul on 2026-11-22 still belongs to the 21st, which ends at 04:00.
    expect(studyDayEnd(new Date('2026-11-21T16:30:00Z'), SEOUL, 4).toISOString()).toBe(
      '2026-11-21T19:00:00.000Z',
    );
  });
});

describe('quickStartBlockMinutes', () => {
  const now = new Date('2026-11-21T14:10:30Z');

  it('keeps the chosen length when it fits', () => {
    expect(quickStartBlockMinutes(now, 40, new Date('2026-11-21T15:00:00Z'))).toBe(40);
  });

  it('clips to the whole minutes left before the limit', () => {
    expect(quickStartBlockMinutes(now, 60, new Date('2026-11-21T15:00:00Z'))).toBe(49);
  });

  it('is 0 when less than a minute is left', () => {
    expect(quickStartBlockMinutes(now, 40, new Date('2026-11-21T14:11:00Z'))).toBe(0);
  });
});

describe('quickStartFocusBody', () => {
  it('defaults the block to 40 minutes', () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect(quickStartFocusBody.parse({ dailyTodoUnitId: id })).toEqual({
      dailyTodoUnitId: id,
      blockMinutes: 40,
    });
  });

  it('refuses a block of 0 minutes', () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect(quickStartFocusBody.safeParse({ dailyTodoUnitId: id, blockMinutes: 0 }).success).toBe(false);
  });
});
