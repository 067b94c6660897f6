import { describe, expect, it } from 'vitest';
import { learnerToday } from './authenticate.ts';

describe('learnerToday', () => {
  const seoulFromFour = { timezone: 'Asia/Seoul', dayStartHour: 4 };

  it('turns the study day at the learner’s day-start hour, to the minute', () => {
    // 18:59:59 UTC is 03:59:59 in Seoul; a minute later the 22nd's study day begins.
    expect(learnerToday(seoulFromFour, new Date('2026-11-21T18:59:00Z'))).toBe('2026-11-21');
    expect(learnerToday(seoulFromFour, new Date('2026-11-21T18:59:59Z'))).toBe('2026-11-21');
    expect(learnerToday(seoulFromFour, new Date('2026-11-21T19:00:00Z'))).toBe('2026-11-22');
  });

  it('answers each zone and day start for itself within the same minute', () => {
    const at = new Date('2026-11-21T23:30:00Z');
    expect(learnerToday({ timezone: 'Asia/Seoul', dayStartHour: 0 }, at)).toBe('2026-11-22');
    expect(learnerToday({ timezone: 'America/New_York', dayStartHour: 0 }, at)).toBe('2026-11-21');
    expect(learnerToday({ timezone: 'Asia/Seoul', dayStartHour: 9 }, at)).toBe('2026-11-21');
  });
});
