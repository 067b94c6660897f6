import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  creditCutoffMs,
  creditedFocusSeconds,
  focusCutoffMs,
  hasReachedPlannedEnd,
  focusLogEndReasonLabels,
  focusLogEndReasonOf,
} from './focus-window.ts';

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

describe('creditCutoffMs', () => {
  const minute = 60_000;
  const span = {
    blockStartMs: 0,
    blockPlannedMinutes: 30,
    sessionPlannedEndMs: 40 * minute,
    blockEndedMs: null,
    sessionEndedMs: null,
  };

  it("stops at the block's planned end, capped by the session's planned end", () => {
    expect(creditCutoffMs(10 * minute, span)).toBe(10 * minute);
    expect(creditCutoffMs(50 * minute, span)).toBe(30 * minute);
    expect(creditCutoffMs(50 * minute, { ...span, sessionPlannedEndMs: 20 * minute })).toBe(20 * minute);
  });

  it('stops at an earlier actual end of the block or the session', () => {
    expect(creditCutoffMs(50 * minute, { ...span, blockEndedMs: 5 * minute })).toBe(5 * minute);
    expect(creditCutoffMs(50 * minute, { ...span, sessionEndedMs: 7 * minute })).toBe(7 * minute);
  });
});

describe('hasReachedPlannedEnd', () => {
  it('is true from the planned end on', () => {
    expect(hasReachedPlannedEnd(1000, 999)).toBe(false);
    expect(hasReachedPlannedEnd(1000, 1000)).toBe(true);
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

describe('focusLogEndReasonOf', () => {
  const blockStartMs = Date.UTC(2026, 10, 28, 5, 0);
  // A 25-minute block inside a session that ends at 06:00: the block's planned end comes first.
  const window = { blockStartMs, blockPlannedMinutes: 25, sessionPlannedEndMs: Date.UTC(2026, 10, 28, 6, 0) };
  const plannedEnd = blockStartMs + 25 * 60_000;

  it('says a log that completed its to-do ended with 완료, even after the time ran out', () => {
    expect(focusLogEndReasonOf({ endedMs: plannedEnd, completedTodo: true }, window, null)).toBe('COMPLETED');
  });

  it('says a log clamped to the earlier planned end ran out of time, whenever its block ended', () => {
    expect(
      focusLogEndReasonOf({ endedMs: plannedEnd, completedTodo: false }, window, plannedEnd + 90_000),
    ).toBe('TIME_UP');
    const shortSession = { ...window, sessionPlannedEndMs: blockStartMs + 10 * 60_000 };
    expect(
      focusLogEndReasonOf({ endedMs: blockStartMs + 10 * 60_000, completedTodo: false }, shortSession, null),
    ).toBe('TIME_UP');
  });

  it('says a log closed at the instant its block ended was ended with the block', () => {
    const endedMs = blockStartMs + 12 * 60_000;
    expect(focusLogEndReasonOf({ endedMs, completedTodo: false }, window, endedMs)).toBe('BLOCK_ENDED');
  });

  it('calls any other close a pause: the block ran on, or is still running', () => {
    const endedMs = blockStartMs + 12 * 60_000;
    expect(focusLogEndReasonOf({ endedMs, completedTodo: false }, window, endedMs + 60_000)).toBe('PAUSED');
    expect(focusLogEndReasonOf({ endedMs, completedTodo: false }, window, null)).toBe('PAUSED');
  });

  it("labels each reason with the glossary's word", () => {
    expect(Object.values(focusLogEndReasonLabels)).toEqual(['일시 정지', '완료', '시간 종료', '블록 종료']);
  });
});
