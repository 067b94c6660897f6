import { learningContentMessages } from '@molip/domain/learning-content';
import { describe, expect, it } from 'vitest';
import {
  addChildUnit,
  addRootUnit,
  addSiblingUnit,
  countLeafUnits,
  countUnits,
  createDraftUnit,
  insertOutlineLines,
  moveUnit,
  outlineRows,
  removeUnit,
  renameUnit,
  toContentUnitInputs,
  validateUnits,
  type DraftUnit,
  type TreeEdit,
} from './unit-tree';

function unwrap(edit: TreeEdit): { units: DraftUnit[]; focusKey: string } {
  if (!edit.ok) throw new Error(edit.message);
  return { units: edit.units, focusKey: edit.focusKey ?? '' };
}

const numbers = (units: DraftUnit[]) => outlineRows(units).map((row) => `${row.number} ${row.unit.title}`);

describe('unit tree editing', () => {
  it('adds units titled "새 단원" with outline numbers, children and siblings', () => {
    const root = unwrap(addRootUnit([]));
    const withChild = unwrap(addChildUnit(root.units, root.focusKey));
    const withSibling = unwrap(addSiblingUnit(withChild.units, withChild.focusKey));
    const second = unwrap(addSiblingUnit(withSibling.units, root.focusKey));
    expect(numbers(second.units)).toEqual(['1 새 단원', '1.1 새 단원', '1.2 새 단원', '2 새 단원']);
  });

  it('renames, reorders within siblings and deletes a unit with its children', () => {
    const a = unwrap(addRootUnit([]));
    const b = unwrap(addRootUnit(a.units));
    const child = unwrap(addChildUnit(b.units, a.focusKey));
    let units = renameUnit(child.units, a.focusKey, '함수');
    units = renameUnit(units, b.focusKey, '방정식');
    units = moveUnit(units, b.focusKey, -1);
    expect(numbers(units)).toEqual(['1 방정식', '2 함수', '2.1 새 단원']);
    // Moving past either end changes nothing.
    expect(moveUnit(units, b.focusKey, -1)).toEqual(units);
    units = removeUnit(units, a.focusKey);
    expect(numbers(units)).toEqual(['1 방정식']);
  });

  it('refuses a child under a unit at depth 4 with the spec message', () => {
    let edit = unwrap(addRootUnit([]));
    for (let depth = 1; depth <= 4; depth += 1) edit = unwrap(addChildUnit(edit.units, edit.focusKey));
    expect(outlineRows(edit.units).at(-1)?.number).toBe('1.1.1.1.1');
    expect(addChildUnit(edit.units, edit.focusKey)).toEqual({
      ok: false,
      message: learningContentMessages.tooDeep,
    });
  });

  it('needs at least one titled unit and sends a nested tree', () => {
    expect(validateUnits([])).toBe(learningContentMessages.noUnits);
    const root = unwrap(addRootUnit([]));
    const child = unwrap(addChildUnit(root.units, root.focusKey));
    expect(validateUnits(renameUnit(child.units, child.focusKey, '  '))).toBe(
      learningContentMessages.unitTitleRequired,
    );
    expect(toContentUnitInputs(child.units)).toEqual([
      { title: '새 단원', children: [{ title: '새 단원' }] },
    ]);
  });
});

describe('insertOutlineLines', () => {
  const lines = [
    { title: '1장', depth: 0 },
    { title: '집합', depth: 1, volume: 12 },
    { title: '명제', depth: 1 },
    { title: '2장', depth: 0 },
  ];

  it('replaces the untouched start unit, and otherwise adds at the end', () => {
    const pasted = unwrap(insertOutlineLines([createDraftUnit()], lines)).units;
    expect(numbers(pasted)).toEqual(['1 1장', '1.1 집합', '1.2 명제', '2 2장']);
    expect(toContentUnitInputs(pasted)[0]?.children?.[0]).toEqual({ title: '집합', unitVolume: 12 });
    const again = unwrap(insertOutlineLines(pasted, [{ title: '3장', depth: 0 }])).units;
    expect(numbers(again).at(-1)).toBe('3 3장');
  });

  it('counts what a plan schedules: the units without children', () => {
    const pasted = unwrap(insertOutlineLines([createDraftUnit()], lines)).units;
    expect(countUnits(pasted)).toBe(4);
    expect(countLeafUnits(pasted)).toBe(3);
  });

  it('puts lines under a unit, refusing a sixth level', () => {
    const start = unwrap(insertOutlineLines([createDraftUnit()], lines)).units;
    const chapter = outlineRows(start)[0]?.unit.key ?? '';
    const split = unwrap(
      insertOutlineLines(start, [{ title: 'p.1–25', depth: 0, volume: 25 }], chapter),
    ).units;
    expect(numbers(split).slice(0, 4)).toEqual(['1 1장', '1.1 집합', '1.2 명제', '1.3 p.1–25']);
    const deep = [0, 1, 2, 3, 4].map((depth) => ({ title: `${depth}`, depth }));
    expect(insertOutlineLines(start, deep, chapter)).toEqual({
      ok: false,
      message: learningContentMessages.tooDeep,
    });
  });
});
