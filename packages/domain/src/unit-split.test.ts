import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { splitByLectures, splitByPages, unitSplitMessages } from './unit-split.ts';

describe('splitByPages', () => {
  it('splits a 350-page book by 25 pages into 14 units titled by their pages', () => {
    const result = splitByPages(1, 350, 25);
    if (!result.ok) throw new Error(result.message);
    expect(result.units).toHaveLength(14);
    expect(result.units[0]).toEqual({ title: 'p.1–25', volume: 25 });
    expect(result.units.at(-1)).toEqual({ title: 'p.326–350', volume: 25 });
  });

  it('gives the last unit what is left and a one-page unit a single page number', () => {
    const result = splitByPages(10, 31, 11);
    expect(result.ok && result.units).toEqual([
      { title: 'p.10–20', volume: 11 },
      { title: 'p.21–31', volume: 11 },
    ]);
    expect(splitByPages(5, 6, 1)).toEqual({
      ok: true,
      units: [
        { title: 'p.5', volume: 1 },
        { title: 'p.6', volume: 1 },
      ],
    });
  });

  it('covers every page of the range once, in order', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2000 }),
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 1, max: 300 }),
        (start, length, perUnit) => {
          const result = splitByPages(start, start + length, perUnit);
          if (!result.ok) throw new Error(result.message);
          const total = result.units.reduce((sum, unit) => sum + (unit.volume ?? 0), 0);
          expect(total).toBe(length + 1);
          expect(result.units.every((unit) => (unit.volume ?? 0) <= perUnit)).toBe(true);
        },
      ),
    );
  });

  it('refuses a range that ends before it starts and a unit of no pages', () => {
    expect(splitByPages(30, 10, 5)).toEqual({ ok: false, message: unitSplitMessages.pageRange });
    expect(splitByPages(1, 10, 0)).toEqual({ ok: false, message: unitSplitMessages.pagesPerUnit });
    expect(splitByPages(1, 100_000, 1)).toEqual({ ok: false, message: unitSplitMessages.tooMany });
  });
});

describe('splitByLectures', () => {
  it('names N lectures 1강 … N강', () => {
    const result = splitByLectures(3);
    expect(result.ok && result.units.map((unit) => unit.title)).toEqual(['1강', '2강', '3강']);
    expect(splitByLectures(0)).toEqual({ ok: false, message: unitSplitMessages.lectureCount });
  });
});
