import { UNIT_MAX_DEPTH } from '@molip/domain/constants';
import type { ContentUnitEdit } from '@molip/domain/content-unit-edit';
import {
  DEFAULT_UNIT_TITLE,
  learningContentMessages,
  MAX_CONTENT_UNITS,
  outlineNumber,
  type ContentUnitInput,
  type ContentUnitTree,
} from '@molip/domain/learning-content';
import { outlineLinesToUnits, type OutlineLine } from '@molip/domain/table-of-contents';

/**
 * A unit while the learner edits the structure; `key` is a client id so rows keep focus across edits, `id`
 * the server's for a unit that already exists (editing a saved content).
 */
export type DraftUnit = {
  key: string;
  id?: string;
  title: string;
  /** Pages, minutes or problems; absent means the server's default (or, saved, the stored volume). */
  volume?: number;
  children: DraftUnit[];
};

export type TreeEdit = { ok: true; units: DraftUnit[]; focusKey?: string } | { ok: false; message: string };

let keyCounter = 0;
function newKey(): string {
  keyCounter += 1;
  // A time prefix keeps keys unique after a reload restores a persisted draft.
  return `u${Date.now().toString(36)}${keyCounter}`;
}

/** A new unit starts with the default title (`DEFAULT_UNIT_TITLE`). */
export function createDraftUnit(): DraftUnit {
  return { key: newKey(), title: DEFAULT_UNIT_TITLE, children: [] };
}

/** Applies `edit` to the sibling list that holds `key`, at any depth; `edit` gets that list and the index. */
function editSiblings(
  units: DraftUnit[],
  key: string,
  edit: (siblings: DraftUnit[], index: number, depth: number) => DraftUnit[],
  depth = 0,
): DraftUnit[] | null {
  const index = units.findIndex((unit) => unit.key === key);
  if (index >= 0) return edit(units, index, depth);
  for (const [position, unit] of units.entries()) {
    const children = editSiblings(unit.children, key, edit, depth + 1);
    if (children) return units.map((other, i) => (i === position ? { ...other, children } : other));
  }
  return null;
}

export function depthOf(units: DraftUnit[], key: string): number | null {
  let found: number | null = null;
  editSiblings(units, key, (siblings, _index, depth) => {
    found = depth;
    return siblings;
  });
  return found;
}

export function addRootUnit(units: DraftUnit[]): TreeEdit {
  const unit = createDraftUnit();
  return { ok: true, units: [...units, unit], focusKey: unit.key };
}

/** Adds a child at the end of `key`'s children; refused under a unit at the deepest (fifth) level. */
export function addChildUnit(units: DraftUnit[], key: string): TreeEdit {
  const depth = depthOf(units, key);
  if (depth === null) return { ok: false, message: '단원을 찾을 수 없어요.' };
  if (depth >= UNIT_MAX_DEPTH) return { ok: false, message: learningContentMessages.tooDeep };
  const unit = createDraftUnit();
  const next = editSiblings(units, key, (siblings, index) =>
    siblings.map((sibling, i) =>
      i === index ? { ...sibling, children: [...sibling.children, unit] } : sibling,
    ),
  );
  return next
    ? { ok: true, units: next, focusKey: unit.key }
    : { ok: false, message: '단원을 찾을 수 없어요.' };
}

/** Adds a sibling right after `key`. */
export function addSiblingUnit(units: DraftUnit[], key: string): TreeEdit {
  const unit = createDraftUnit();
  const next = editSiblings(units, key, (siblings, index) => [
    ...siblings.slice(0, index + 1),
    unit,
    ...siblings.slice(index + 1),
  ]);
  return next
    ? { ok: true, units: next, focusKey: unit.key }
    : { ok: false, message: '단원을 찾을 수 없어요.' };
}

export function renameUnit(units: DraftUnit[], key: string, title: string): DraftUnit[] {
  return (
    editSiblings(units, key, (siblings, index) =>
      siblings.map((sibling, i) => (i === index ? { ...sibling, title } : sibling)),
    ) ?? units
  );
}

/** Sets a unit's volume; `undefined` leaves it to the default. */
export function setUnitVolume(units: DraftUnit[], key: string, volume: number | undefined): DraftUnit[] {
  return (
    editSiblings(units, key, (siblings, index) =>
      siblings.map((sibling, i) => {
        if (i !== index) return sibling;
        const { volume: _previous, ...rest } = sibling;
        return volume === undefined ? rest : { ...rest, volume };
      }),
    ) ?? units
  );
}

function draftUnitsFromInputs(inputs: readonly ContentUnitInput[]): DraftUnit[] {
  return inputs.map((input) => ({
    key: newKey(),
    title: input.title,
    ...(input.unitVolume === undefined ? {} : { volume: input.unitVolume }),
    children: draftUnitsFromInputs(input.children ?? []),
  }));
}

const isUntouchedStart = (units: DraftUnit[]) =>
  units.length === 1 &&
  units[0]?.id === undefined &&
  units[0]?.title === DEFAULT_UNIT_TITLE &&
  units[0]?.children.length === 0;

/**
 * Adds pasted or split lines as units: under `parentKey` after its children, or at the end of the outline,
 * where they replace the lone untouched "새 단원" a new content starts with. Refused past five levels or
 * `MAX_CONTENT_UNITS` units.
 */
export function insertOutlineLines(
  units: DraftUnit[],
  lines: readonly OutlineLine[],
  parentKey?: string,
): TreeEdit {
  const added = draftUnitsFromInputs(outlineLinesToUnits(lines));
  if (countUnits(units) + lines.length > MAX_CONTENT_UNITS)
    return { ok: false, message: learningContentMessages.tooManyUnits };
  if (parentKey === undefined)
    return { ok: true, units: isUntouchedStart(units) ? added : [...units, ...added] };
  const parentDepth = depthOf(units, parentKey);
  if (parentDepth === null) return { ok: false, message: '단원을 찾을 수 없어요.' };
  const deepest = Math.max(0, ...lines.map((line) => line.depth));
  if (parentDepth + 1 + deepest > UNIT_MAX_DEPTH)
    return { ok: false, message: learningContentMessages.tooDeep };
  const next = editSiblings(units, parentKey, (siblings, index) =>
    siblings.map((sibling, i) =>
      i === index ? { ...sibling, children: [...sibling.children, ...added] } : sibling,
    ),
  );
  return next ? { ok: true, units: next } : { ok: false, message: '단원을 찾을 수 없어요.' };
}

/** Swaps `key` with its previous (-1) or next (+1) sibling; at either end nothing changes. */
export function moveUnit(units: DraftUnit[], key: string, direction: -1 | 1): DraftUnit[] {
  return (
    editSiblings(units, key, (siblings, index) => {
      const target = index + direction;
      const moving = siblings[index];
      const other = siblings[target];
      if (!moving || !other) return siblings;
      const next = [...siblings];
      next[index] = other;
      next[target] = moving;
      return next;
    }) ?? units
  );
}

/** Removes the unit and everything under it. */
export function removeUnit(units: DraftUnit[], key: string): DraftUnit[] {
  return editSiblings(units, key, (siblings, index) => siblings.filter((_, i) => i !== index)) ?? units;
}

export type OutlineRow = {
  unit: DraftUnit;
  depth: number;
  /** A unit without children: what a plan schedules. */
  isLeaf: boolean;
  /** The outline number the server will generate (1, 1.2, 1.2.3 …). */
  number: string;
  isFirst: boolean;
  isLast: boolean;
};

/** The tree as rows in outline order, for rendering. */
export function outlineRows(units: DraftUnit[], parentNumber = '', depth = 0): OutlineRow[] {
  return units.flatMap((unit, index) => {
    const number = outlineNumber(parentNumber, index + 1);
    return [
      {
        unit,
        depth,
        number,
        isLeaf: unit.children.length === 0,
        isFirst: index === 0,
        isLast: index === units.length - 1,
      },
      ...outlineRows(unit.children, number, depth + 1),
    ];
  });
}

export function countUnits(units: DraftUnit[]): number {
  return outlineRows(units).length;
}

/** The units a plan will schedule: those without children (docs/product-rules.md#scheduling-a-plan). */
export function countLeafUnits(units: DraftUnit[]): number {
  return outlineRows(units).filter((row) => row.isLeaf).length;
}

/** A saved content's units as a draft: each keeps its id, so saving edits it instead of adding a copy. */
export function draftUnitsFromTree(tree: readonly ContentUnitTree[]): DraftUnit[] {
  return tree.map((unit) => ({
    key: newKey(),
    id: unit.id,
    title: unit.title,
    volume: unit.unitVolume,
    children: draftUnitsFromTree(unit.children),
  }));
}

/** The `contentUnits` tree of `POST /api/learning-contents`, or of the units' `PUT` with existing ids. */
export function toContentUnitInputs(units: DraftUnit[]): ContentUnitEdit[] {
  return units.map((unit) => ({
    ...(unit.id ? { id: unit.id } : {}),
    title: unit.title.trim(),
    ...(unit.volume === undefined ? {} : { unitVolume: unit.volume }),
    ...(unit.children.length > 0 ? { children: toContentUnitInputs(unit.children) } : {}),
  }));
}

/** Before saving: at least one unit, and every unit titled. */
export function validateUnits(units: DraftUnit[]): string | null {
  const rows = outlineRows(units);
  if (rows.length === 0) return learningContentMessages.noUnits;
  if (rows.some((row) => row.unit.title.trim() === '')) return learningContentMessages.unitTitleRequired;
  return null;
}
