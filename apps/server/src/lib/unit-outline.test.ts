import { describe, expect, it } from 'vitest';
import { outlineUnits } from './unit-outline.ts';

const sequentialIds = () => {
  let next = 0;
  return () => `u${(next += 1)}`;
};

describe('outlineUnits', () => {
  it('lists a nested tree in pre-order with depth, sequence, position and outline numbers', () => {
    const units = outlineUnits(
      [
        {
          title: 'A',
          children: [{ title: 'A1', children: [{ title: 'A1a' }, { title: 'A1b' }] }, { title: 'A2' }],
        },
        { title: 'B', unitVolume: 30 },
      ],
      sequentialIds(),
    );
    expect(units).toEqual([
      {
        id: 'u1',
        parentId: null,
        depth: 0,
        sequence: 1,
        position: 0,
        title: 'A',
        shortTitle: '1',
        unitVolume: 1,
      },
      {
        id: 'u2',
        parentId: 'u1',
        depth: 1,
        sequence: 1,
        position: 1,
        title: 'A1',
        shortTitle: '1.1',
        unitVolume: 1,
      },
      {
        id: 'u3',
        parentId: 'u2',
        depth: 2,
        sequence: 1,
        position: 2,
        title: 'A1a',
        shortTitle: '1.1.1',
        unitVolume: 1,
      },
      {
        id: 'u4',
        parentId: 'u2',
        depth: 2,
        sequence: 2,
        position: 3,
        title: 'A1b',
        shortTitle: '1.1.2',
        unitVolume: 1,
      },
      {
        id: 'u5',
        parentId: 'u1',
        depth: 1,
        sequence: 2,
        position: 4,
        title: 'A2',
        shortTitle: '1.2',
        unitVolume: 1,
      },
      {
        id: 'u6',
        parentId: null,
        depth: 0,
        sequence: 2,
        position: 5,
        title: 'B',
        shortTitle: '2',
        unitVolume: 30,
      },
    ]);
  });

  it('keeps a given short title and numbers a blank one by its position', () => {
    const units = outlineUnits(
      [{ title: '서문', shortTitle: '머리말', children: [{ title: '감사의 글', shortTitle: '' }] }],
      sequentialIds(),
    );
    expect(units.map((unit) => unit.shortTitle)).toEqual(['머리말', '1.1']);
  });

  it('gives every unit a distinct random id by default', () => {
    const units = outlineUnits(Array.from({ length: 100 }, (_, index) => ({ title: `${index}` })));
    expect(new Set(units.map((unit) => unit.id)).size).toBe(100);
  });
});
