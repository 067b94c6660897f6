import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creditedFocusSeconds, focusCutoffMs } from './focus-window.ts';

const instant = fc.integer({ min: 1_700_000_000_000, max: 1_900_000_000_000 });
const end = fc.option(instant, { nil: null });

describe('focusCutoffMs', () => {
  it('is now when nothing has ended before it', () => {
    expect(focusCutoffMs(1000, [null, 5000, null])).toBe(1000);
  });

  it('never passes now or any known end, and is one of them', () => {
    fc.assert(
      fc.property(instant, fc.array(end, { maxLength: 5 }), (now, ends) => {
        const cutoff = focusCutoffMs(now, ends);
        expect(cutoff).toBeLessThanOrEqual(now);
        for (const value of ends) if (value !== null) expect(cutoff).toBeLessThanOrEqual(value);
        expect([now, ...ends]).toContain(cutoff);
      }),
    );
  });
});

describe('creditedFocusSeconds', () => {
  it('counts whole seconds from the later of the log and block starts', () => {
    expect(creditedFocusSeconds(10_000, 4_000, 71_999)).toBe(61);
    expect(creditedFocusSeconds(4_000, 10_000, 70_000)).toBe(60);
  });

  it('is never negative and never more than the time since either start', () => {
    fc.assert(
      fc.property(instant, instant, instant, (logStart, blockStart, cutoff) => {
        const seconds = creditedFocusSeconds(logStart, blockStart, cutoff);
        expect(seconds).toBeGreaterThanOrEqual(0);
        expect(seconds * 1000).toBeLessThanOrEqual(Math.max(0, cutoff - logStart));
        expect(seconds * 1000).toBeLessThanOrEqual(Math.max(0, cutoff - blockStart));
      }),
    );
  });

  it('grows with the cutoff (a later read never takes time back)', () => {
    fc.assert(
      fc.property(instant, instant, instant, fc.nat(10_000_000), (logStart, blockStart, cutoff, more) => {
        expect(creditedFocusSeconds(logStart, blockStart, cutoff + more)).toBeGreaterThanOrEqual(
          creditedFocusSeconds(logStart, blockStart, cutoff),
        );
      }),
    );
  });
});
