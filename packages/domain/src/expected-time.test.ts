import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { expectedDayTotal, expectedTodoSeconds } from './expected-time.ts';
import { formatStudyTime } from './study-time.ts';

const none = { seconds: 0, volume: 0, todos: 0 };

describe('expectedTodoSeconds', () => {
  it('uses the plan’s seconds per unit of volume', () => {
    // Three units of 1 took 30 minutes in all: 10 minutes a unit.
    expect(expectedTodoSeconds(1, { seconds: 1800, volume: 3, todos: 3 }, none)).toBe(600);
    // 40 pages took 80 minutes: a 15-page unit is 30 minutes.
    expect(expectedTodoSeconds(15, { seconds: 4800, volume: 40, todos: 2 }, none)).toBe(1800);
  });

  it('falls back to the other plans for a unit of volume 1 only, then to nothing', () => {
    const others = { seconds: 1500, todos: 2 };
    expect(expectedTodoSeconds(1, none, others)).toBe(750);
    expect(expectedTodoSeconds(12, none, others)).toBeNull();
    expect(expectedTodoSeconds(1, none, { seconds: 0, todos: 0 })).toBeNull();
  });

  it('never makes a figure up: with nothing measured the answer is null, else it scales with the volume', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 500 }),
        (volume, seconds, measuredVolume) => {
          expect(expectedTodoSeconds(volume, none, { seconds: 0, todos: 0 })).toBeNull();
          const plan = { seconds, volume: measuredVolume, todos: 1 };
          const one = expectedTodoSeconds(1, plan, { seconds: 0, todos: 0 }) ?? 0;
          const many = expectedTodoSeconds(volume, plan, { seconds: 0, todos: 0 }) ?? 0;
          expect(Math.abs(many - (seconds / measuredVolume) * volume)).toBeLessThanOrEqual(0.5);
          expect(many).toBeGreaterThanOrEqual(one * volume - volume);
        },
      ),
    );
  });
});

describe('expectedDayTotal', () => {
  it('sums what is known and says when some to-dos have no estimate', () => {
    expect(expectedDayTotal([600, 1200])).toEqual({ seconds: 1800, partial: false });
    expect(expectedDayTotal([600, null])).toEqual({ seconds: 600, partial: true });
    expect(expectedDayTotal([null, undefined])).toBeNull();
    expect(expectedDayTotal([])).toBeNull();
  });

  it('is the sum of what the rows show: three rows of 1분 40초 read 예상 1분 each, 3분 in all', () => {
    expect(expectedDayTotal([100, 100, 100])).toEqual({ seconds: 180, partial: false });
    expect(formatStudyTime(expectedDayTotal([100, 100, 100])?.seconds ?? 0, 'words')).toBe('3분');
    // Rows under a minute show their seconds, and so add them.
    expect(expectedDayTotal([40, 40])).toEqual({ seconds: 80, partial: false });
  });
});
