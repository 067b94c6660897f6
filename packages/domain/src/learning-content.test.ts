import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { outlineNumber } from './learning-content.ts';

describe('outlineNumber', () => {
  it('numbers top-level units 1, 2, … and children under their parent', () => {
    expect(outlineNumber('', 1)).toBe('1');
    expect(outlineNumber('1', 2)).toBe('1.2');
    expect(outlineNumber('1.2', 3)).toBe('1.2.3');
  });

  it('has one more part than its parent, ending in its place among siblings', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 99 }), { maxLength: 4 }),
        fc.integer({ min: 1, max: 99 }),
        (path, sequence) => {
          const parent = path.reduce((number, place) => outlineNumber(number, place), '');
          const parts = outlineNumber(parent, sequence).split('.');
          expect(parts).toHaveLength(path.length + 1);
          expect(parts.at(-1)).toBe(String(sequence));
        },
      ),
    );
  });
});
