import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  addDays,
  compareDates,
  dayOfWeek,
  daysBetween,
  isIsoDate,
  isoDateMessage,
  isSupportedSpan,
  LAST_SUPPORTED_DATE,
  todayInZone,
} from './calendar-date.ts';
import { isoDate } from './iso-date.ts';

const dateArb = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2300-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('isoDate', () => {
  it('accepts real calendar days', () => {
    expect(isoDate.safeParse('2025-03-01').success).toBe(true);
    expect(isoDate.safeParse('2024-02-29').success).toBe(true);
  });

  it('refuses malformed text and days that do not exist, in Korean', () => {
    for (const value of [
      '2025-3-1',
      '2025-02-30',
      '2023-02-29',
      '2025-13-01',
      '20250301',
      '',
      '2025-03-01T00:00',
    ]) {
      const result = isoDate.safeParse(value);
      expect(result.success, value).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(isoDateMessage);
    }
    expect(isoDateMessage).toBe('날짜는 YYYY-MM-DD 형식이어야 해요.');
  });

  it('refuses non-strings with the same message', () => {
    expect(isoDate.safeParse(20250301).error?.issues[0]?.message).toBe(isoDateMessage);
  });

  it('handles years before 100 without shifting them to the 1900s', () => {
    expect(isIsoDate('0050-01-01')).toBe(true);
    expect(addDays('0050-12-31', 1)).toBe('0051-01-01');
  });
});

describe('isSupportedSpan', () => {
  // Around the supported years' edges, where the answer changes.
  const edgeDateArb = fc
    .integer({ min: -800, max: 800 })
    .chain((offset) => fc.constantFrom(addDays('1900-01-01', offset), addDays(LAST_SUPPORTED_DATE, offset)));

  it('refuses the days just outside the supported years, in Korean', () => {
    for (const date of ['1899-12-31', '2200-01-01']) {
      expect(isoDate.safeParse(date).error?.issues[0]?.message).toBe(
        '날짜는 1900년부터 2199년 사이여야 해요.',
      );
    }
    expect(isoDate.safeParse('1900-01-01').success).toBe(true);
    expect(isoDate.safeParse(LAST_SUPPORTED_DATE).success).toBe(true);
  });

  it('holds a span exactly when every day in it is a date isoDate accepts', () => {
    fc.assert(
      fc.property(edgeDateArb, fc.integer({ min: 0, max: 40 }), (start, length) => {
        const end = addDays(start, length);
        const everyDayAccepted = Array.from({ length: length + 1 }, (_, index) =>
          addDays(start, index),
        ).every((date) => isoDate.safeParse(date).success);
        expect(isSupportedSpan(start, end)).toBe(everyDayAccepted);
      }),
    );
  });
});

describe('addDays', () => {
  it('crosses month, year and leap-day boundaries', () => {
    expect(addDays('2025-01-31', 1)).toBe('2025-02-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
  });

  it('is unaffected by daylight-saving changes because it works on UTC days', () => {
    expect(addDays('2025-03-09', 1)).toBe('2025-03-10');
    expect(addDays('2025-10-26', 1)).toBe('2025-10-27');
  });

  it('throws on text that is not a date, since callers validate at the edge', () => {
    expect(() => addDays('tomorrow', 1)).toThrow(RangeError);
  });

  it('round-trips with daysBetween', () => {
    fc.assert(
      fc.property(dateArb, fc.integer({ min: -5000, max: 5000 }), (date, days) => {
        const moved = addDays(date, days);
        expect(isIsoDate(moved)).toBe(true);
        expect(daysBetween(date, moved)).toBe(days);
        expect(addDays(moved, -days)).toBe(date);
      }),
    );
  });
});

describe('dayOfWeek', () => {
  it('numbers days from Sunday = 0', () => {
    expect(dayOfWeek('2025-06-01')).toBe(0); // a Sunday
    expect(dayOfWeek('2025-06-02')).toBe(1);
    expect(dayOfWeek('2025-06-07')).toBe(6);
    expect(dayOfWeek('1970-01-01')).toBe(4);
    expect(dayOfWeek('1969-12-28')).toBe(0);
  });

  it('agrees with Date.prototype.getUTCDay', () => {
    fc.assert(
      fc.property(dateArb, (date) => {
        expect(dayOfWeek(date)).toBe(new Date(`${date}T00:00:00Z`).getUTCDay());
      }),
    );
  });
});

describe('compareDates and daysBetween', () => {
  it('orders dates chronologically and sorts arrays', () => {
    expect(compareDates('2025-01-01', '2025-01-02')).toBe(-1);
    expect(compareDates('2025-01-02', '2025-01-02')).toBe(0);
    expect(compareDates('2026-01-01', '2025-12-31')).toBe(1);
    expect(['2025-03-01', '2024-12-31', '2025-01-15'].sort(compareDates)).toEqual([
      '2024-12-31',
      '2025-01-15',
      '2025-03-01',
    ]);
  });

  it('counts signed days between two dates', () => {
    expect(daysBetween('2025-01-01', '2025-01-03')).toBe(2);
    expect(daysBetween('2025-01-03', '2025-01-01')).toBe(-2);
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
  });
});

describe('todayInZone', () => {
  it('returns the local calendar day in the given zone', () => {
    const now = new Date('2025-03-01T16:00:00Z'); // 01:00 on 2 March in Seoul
    expect(todayInZone(now, 'Asia/Seoul')).toBe('2025-03-02');
    expect(todayInZone(now, 'UTC')).toBe('2025-03-01');
    expect(todayInZone(now, 'America/Los_Angeles')).toBe('2025-03-01');
  });

  it('keeps a learner with day start 4 on the previous day at 02:00', () => {
    const twoAmInSeoul = new Date('2025-03-01T17:00:00Z');
    expect(todayInZone(twoAmInSeoul, 'Asia/Seoul', 4)).toBe('2025-03-01');
  });

  it('moves to the new day once the day start hour is reached', () => {
    const fourAmInSeoul = new Date('2025-03-01T19:00:00Z');
    expect(todayInZone(fourAmInSeoul, 'Asia/Seoul', 4)).toBe('2025-03-02');
  });

  it('uses local wall-clock hours on a daylight-saving day', () => {
    // 9 March 2025, 03:30 in New York (EDT began at 02:00), after a day start of 3.
    expect(todayInZone(new Date('2025-03-09T07:30:00Z'), 'America/New_York', 3)).toBe('2025-03-09');
    // 01:30 the same morning (EST) is still the previous study day.
    expect(todayInZone(new Date('2025-03-09T06:30:00Z'), 'America/New_York', 3)).toBe('2025-03-08');
  });

  it('rolls back across a month and year boundary', () => {
    expect(todayInZone(new Date('2024-12-31T16:30:00Z'), 'Asia/Seoul', 4)).toBe('2024-12-31');
    expect(todayInZone(new Date('2024-12-31T16:30:00Z'), 'Asia/Seoul')).toBe('2025-01-01');
  });
});
