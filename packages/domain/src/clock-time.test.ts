import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { MINUTES_PER_DAY } from './constants.ts';
import {
  addMinutesToClock,
  clockTime,
  clockTimeMessage,
  clockToMinutes,
  expectedDurationMinutes,
  isClockTime,
  minutesToClock,
} from './clock-time.ts';

const clockArb = fc.integer({ min: 0, max: MINUTES_PER_DAY - 1 }).map(minutesToClock);

describe('clockTime', () => {
  it('accepts HH:mm from 00:00 to 23:59', () => {
    for (const value of ['00:00', '09:05', '12:30', '23:59'])
      expect(clockTime.safeParse(value).success).toBe(true);
  });

  it('refuses out-of-range or loosely written times with the Korean message', () => {
    for (const value of ['24:00', '23:60', '9:05', '09:5', '0905', '09:05:00', '', ' 09:05']) {
      const result = clockTime.safeParse(value);
      expect(result.success, value).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('시간은 HH:mm 형식이어야 해요.');
    }
    expect(clockTime.safeParse(905).error?.issues[0]?.message).toBe(clockTimeMessage);
  });

  it('accepts exactly the strings minutesToClock produces', () => {
    fc.assert(
      fc.property(fc.integer(), (minutes) => {
        expect(isClockTime(minutesToClock(minutes))).toBe(true);
      }),
    );
  });
});

describe('clockToMinutes and minutesToClock', () => {
  it('convert between HH:mm and minutes since midnight', () => {
    expect(clockToMinutes('00:00')).toBe(0);
    expect(clockToMinutes('01:30')).toBe(90);
    expect(clockToMinutes('23:59')).toBe(1439);
    expect(minutesToClock(90)).toBe('01:30');
  });

  it('wrap at 24 hours in both directions', () => {
    expect(minutesToClock(MINUTES_PER_DAY)).toBe('00:00');
    expect(minutesToClock(1500)).toBe('01:00');
    expect(minutesToClock(-30)).toBe('23:30');
  });

  it('throws on a malformed time, since callers validate at the edge', () => {
    expect(() => clockToMinutes('25:00')).toThrow(RangeError);
  });

  it('round-trip every minute of the day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MINUTES_PER_DAY - 1 }), (minutes) => {
        expect(clockToMinutes(minutesToClock(minutes))).toBe(minutes);
      }),
    );
  });
});

describe('addMinutesToClock', () => {
  it('wraps past midnight', () => {
    expect(addMinutesToClock('23:30', 40)).toBe('00:10');
    expect(addMinutesToClock('09:00', 40)).toBe('09:40');
    expect(addMinutesToClock('00:10', -20)).toBe('23:50');
  });

  it('is undone by adding the negated minutes', () => {
    fc.assert(
      fc.property(clockArb, fc.integer({ min: -10_000, max: 10_000 }), (time, minutes) => {
        expect(addMinutesToClock(addMinutesToClock(time, minutes), -minutes)).toBe(time);
      }),
    );
  });

  it('ends where the expected duration says', () => {
    fc.assert(
      fc.property(clockArb, fc.integer({ min: 0, max: MINUTES_PER_DAY - 1 }), (start, minutes) => {
        expect(expectedDurationMinutes(start, addMinutesToClock(start, minutes))).toBe(minutes);
      }),
    );
  });
});

describe('expectedDurationMinutes', () => {
  it('is end minus start on the same day', () => {
    expect(expectedDurationMinutes('09:00', '10:30')).toBe(90);
  });

  it('adds a day when the range crosses midnight', () => {
    expect(expectedDurationMinutes('23:00', '01:00')).toBe(120);
    expect(expectedDurationMinutes('00:01', '00:00')).toBe(1439);
  });

  it('is 0 for equal start and end, which session validation then refuses', () => {
    expect(expectedDurationMinutes('10:00', '10:00')).toBe(0);
  });

  it('always lies in [0, 1440)', () => {
    fc.assert(
      fc.property(clockArb, clockArb, (start, end) => {
        const minutes = expectedDurationMinutes(start, end);
        expect(minutes).toBeGreaterThanOrEqual(0);
        expect(minutes).toBeLessThan(MINUTES_PER_DAY);
        expect(Number.isInteger(minutes)).toBe(true);
      }),
    );
  });
});
