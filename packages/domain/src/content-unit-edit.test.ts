import { describe, expect, it } from 'vitest';
import {
  findUnitEditProblem,
  lockedUnitIds,
  replaceContentUnitsBody,
  unitEditMessages,
} from './content-unit-edit.ts';
import { learningContentMessages } from './learning-content.ts';

const A = '00000000-0000-4000-8000-00000000000a';
const A1 = '00000000-0000-4000-8000-0000000000a1';
const A2 = '00000000-0000-4000-8000-0000000000a2';
const B = '00000000-0000-4000-8000-00000000000b';
// 1 A (1.1 A1, 1.2 A2), 2 B — in outline order.
const current = [
  { id: A, parentId: null },
  { id: A1, parentId: A },
  { id: A2, parentId: A },
  { id: B, parentId: null },
];
const used = new Set([A1, A2]);

describe('findUnitEditProblem', () => {
  it('lets a used unit be renamed and new units go anywhere, also between used ones', () => {
    const next = [
      {
        id: A,
        title: '1장',
        children: [{ id: A1, title: '새 이름' }, { title: '새 단원' }, { id: A2, title: '둘' }],
      },
      { title: '맨 아래' },
    ];
    expect(findUnitEditProblem(current, used, next)).toBeNull();
  });

  it('lets an unused unit be removed or moved under another parent', () => {
    const next = [
      {
        id: A,
        title: '1장',
        children: [
          { id: A1, title: '하나' },
          { id: A2, title: '둘', children: [] },
        ],
      },
    ];
    expect(findUnitEditProblem(current, used, next)).toBeNull();
    const moved = [
      {
        id: B,
        title: '2장',
        children: [
          {
            id: A,
            title: '1장',
            children: [
              { id: A1, title: '하나' },
              { id: A2, title: '둘' },
            ],
          },
        ],
      },
    ];
    expect(findUnitEditProblem(current, used, moved)).toBeNull();
  });

  it('refuses to remove a used unit, also by removing its parent', () => {
    const withoutA2 = [
      { id: A, title: '1장', children: [{ id: A1, title: '하나' }] },
      { id: B, title: '2장' },
    ];
    expect(findUnitEditProblem(current, used, withoutA2)?.message).toBe(unitEditMessages.usedUnitRemoved);
    expect(findUnitEditProblem(current, used, [{ id: B, title: '2장' }])?.message).toBe(
      unitEditMessages.usedUnitRemoved,
    );
  });

  it('refuses to move a used unit under another parent', () => {
    const next = [
      { id: A, title: '1장', children: [{ id: A1, title: '하나' }] },
      { id: B, title: '2장', children: [{ id: A2, title: '둘' }] },
    ];
    expect(findUnitEditProblem(current, used, next)?.message).toBe(unitEditMessages.usedUnitMoved);
  });

  it('refuses to swap two used units', () => {
    const next = [
      {
        id: A,
        title: '1장',
        children: [
          { id: A2, title: '둘' },
          { id: A1, title: '하나' },
        ],
      },
    ];
    expect(findUnitEditProblem(current, used, next)?.message).toBe(unitEditMessages.usedUnitsReordered);
  });

  it('refuses an id the content does not have, or the same id twice', () => {
    const stranger = [{ id: '00000000-0000-4000-8000-0000000000ff', title: '?' }];
    expect(findUnitEditProblem(current, new Set(), stranger)?.kind).toBe('unknown-unit');
    expect(
      findUnitEditProblem(current, new Set(), [
        { id: B, title: '2장' },
        { id: B, title: '또' },
      ])?.kind,
    ).toBe('unknown-unit');
  });
});

describe('lockedUnitIds', () => {
  it('locks the used units and every unit above them', () => {
    expect(lockedUnitIds(current, new Set([A2]))).toEqual(new Set([A2, A]));
  });
});

describe('replaceContentUnitsBody', () => {
  it('needs at least one unit and refuses unknown fields', () => {
    expect(replaceContentUnitsBody.safeParse({ contentUnits: [] }).error?.issues[0]?.message).toBe(
      learningContentMessages.noUnits,
    );
    expect(replaceContentUnitsBody.safeParse({ contentUnits: [{ title: 'a' }], title: 'x' }).success).toBe(
      false,
    );
  });

  it('keeps the creation limit on depth', () => {
    const deep = (levels: number): { title: string; children?: unknown[] } =>
      levels <= 1 ? { title: 'x' } : { title: 'x', children: [deep(levels - 1)] };
    expect(replaceContentUnitsBody.safeParse({ contentUnits: [deep(5)] }).success).toBe(true);
    expect(replaceContentUnitsBody.safeParse({ contentUnits: [deep(6)] }).error?.issues[0]?.message).toBe(
      learningContentMessages.tooDeep,
    );
  });
});
