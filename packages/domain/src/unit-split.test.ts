import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { splitByLectures, splitByPages, unitSplitMessages } from './unit-split.ts';

describe('splitByPages', () => {
  it('splits a 350-page book into 14 units of 25 pages titled by their pages', () => {
    const result = splitByPages(1, 350, 14);
    if (!result.ok) throw new Error(result.message);
    expect(result.units).toHaveLength(14);
    expect(result.units[0]).toEqual({ title: 'p.1–25', volume: 25 });
    expect(result.units.at(-1)).toEqual({ title: 'p.326–350', volume: 25 });
  });

  it('gives the first units a page more when the pages do not divide evenly, and one page a single number', () => {
    expect(splitByPages(10, 22, 3)).toEqual({
      ok: true,
      units: [
        { title: 'p.10–17', volume: 8 },
        { title: 'p.18–24', volume: 7 },
        { title: 'p.25–31', volume: 7 },
      ],
    });
    expect(splitByPages(5, 2, 2)).toEqual({
      ok: true,
      units: [
        { title: 'p.5', volume: 1 },
        { title: 'p.6', volume: 1 },
      ],
    });
  });

  it('covers every page once, in order, in units that differ by at most a page', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2000 }),
        fc.integer({ min: 1, max: 2000 }),
        fc.integer({ min: 1, max: 300 }),
        (start, pageCount, wanted) => {
          const unitCount = Math.min(wanted, pageCount);
          const result = splitByPages(start, pageCount, unitCount);
          if (!result.ok) throw new Error(result.message);
          const volumes = result.units.map((unit) => unit.volume ?? 0);
          expect(result.units).toHaveLength(unitCount);
          expect(volumes.reduce((sum, volume) => sum + volume, 0)).toBe(pageCount);
          expect(Math.max(...volumes) - Math.min(...volumes)).toBeLessThanOrEqual(1);
          expect(result.units[0]?.title.startsWith(`p.${start}`)).toBe(true);
          expect(result.units.at(-1)?.title.endsWith(String(start + pageCount - 1))).toBe(true);
        },
      ),
    );
  });

  it('refuses no pages, more units than pages, a bad start page and too many units', () => {
    expect(splitByPages(1, 0, 1)).toEqual({ ok: false, message: unitSplitMessages.pageCount });
    expect(splitByPages(1, 10, 11)).toEqual({ ok: false, message: unitSplitMessages.unitCount });
    expect(splitByPages(1, 10, 0)).toEqual({ ok: false, message: unitSplitMessages.unitCount });
    expect(splitByPages(0, 10, 2)).toEqual({ ok: false, message: unitSplitMessages.startPage });
    expect(splitByPages(1, 100_000, 6000)).toEqual({ ok: false, message: unitSplitMessages.tooMany });
  });
});

describe('splitByLectures', () => {
  it('names N lectures 1강 … N강', () => {
    const result = splitByLectures(3);
    expect(result.ok && result.units.map((unit) => unit.title)).toEqual(['1강', '2강', '3강']);
    expect(splitByLectures(0)).toEqual({ ok: false, message: unitSplitMessages.lectureCount });
  });
});
