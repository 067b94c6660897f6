import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minutesBetween, minutesToMs, wholeMinutes, wholeSeconds } from './duration.ts';

describe('duration units', () => {
  it('floors seconds to whole minutes, never below zero', () => {
    expect(wholeMinutes(59)).toBe(0);
    expect(wholeMinutes(60)).toBe(1);
    expect(wholeMinutes(-5)).toBe(0);
    fc.assert(
      fc.property(fc.nat(10_000_000), (seconds) => {
        const minutes = wholeMinutes(seconds);
        expect(minutes * 60).toBeLessThanOrEqual(seconds);
        expect((minutes + 1) * 60).toBeGreaterThan(seconds);
      }),
    );
  });

  it('floors milliseconds to whole seconds, never below zero', () => {
    expect(wholeSeconds(1999)).toBe(1);
    expect(wholeSeconds(-1)).toBe(0);
  });

  it('round-trips minutes through milliseconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.nat(1_000_000_000), (minutes, from) => {
        expect(minutesBetween(from, from + minutesToMs(minutes))).toBe(minutes);
      }),
    );
  });
});
