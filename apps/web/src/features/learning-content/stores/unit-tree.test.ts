import { learningContentMessages } from '@molip/domain/learning-content';
import { describe, expect, it } from 'vitest';
import {
  addChildUnit,
  addRootUnit,
  addSiblingUnit,
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
