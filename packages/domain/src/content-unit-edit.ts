import { z } from './zod.ts';
import { UNIT_TREES_REPLACED_PER_HOUR_MAX } from './constants.ts';
import {
  contentUnitFields,
  learningContentMessages,
  refineUnitTreeLimits,
  type ContentUnit,
} from './learning-content.ts';
import { idFormatMessage } from './zod-messages.ts';

/** A unit of an edited tree: an existing unit carries its id, a new one none. */
export type ContentUnitEdit = {
  id?: string | undefined;
  title: string;
  shortTitle?: string | undefined;
  unitVolume?: number | undefined;
  children?: ContentUnitEdit[] | undefined;
};

export const contentUnitEdit: z.ZodMiniType<ContentUnitEdit> = z
  .lazy(() =>
    z.object({
      id: z.optional(z.uuid(idFormatMessage('단원'))),
      ...contentUnitFields,
      children: z.optional(z.array(contentUnitEdit)),
    }),
  )
  .register(z.globalRegistry, { id: 'ContentUnitEdit' });

/** `PUT /api/learning-contents/{id}/content-units`: the whole new tree, with the creation's limits. */
export const replaceContentUnitsBody = z
  .strictObject({
    contentUnits: z
      .array(contentUnitEdit, { error: learningContentMessages.noUnits })
      .check(z.minLength(1, learningContentMessages.noUnits)),
  })
  .check(z.superRefine((body, ctx) => refineUnitTreeLimits(body.contentUnits, ctx)));
export type ReplaceContentUnitsBody = z.input<typeof replaceContentUnitsBody>;

/** `GET /api/learning-contents/{id}/content-units/in-use`: the units some plan's to-dos point at. */
export const unitsInUse = z.object({ contentUnitIds: z.array(z.string()) });
export type UnitsInUse = z.infer<typeof unitsInUse>;

export const unitEditMessages = {
  unknownUnit: '이 학습 자료에 없는 단원이 들어 있어요. 새로고침한 뒤 다시 고쳐 주세요.',
  usedUnitRemoved: '학습 계획에 쓰인 단원은 삭제할 수 없어요.',
  usedUnitMoved: '학습 계획에 쓰인 단원은 다른 단원 아래로 옮길 수 없어요.',
  usedUnitsReordered: '학습 계획에 쓰인 단원끼리는 순서를 바꿀 수 없어요.',
  quotaExceeded: (minutesToWait: number) =>
    `단원 구성은 한 시간에 ${UNIT_TREES_REPLACED_PER_HOUR_MAX}번까지 저장할 수 있어요. ${minutesToWait}분 뒤에 다시 시도해 주세요.`,
} as const;

export type UnitEditProblem =
  { kind: 'unknown-unit'; message: string } | { kind: 'used-unit-changed'; message: string };

type PlacedUnit = { id: string; parentId: string | null };

/** The tree's units with an id, in outline (pre-order) order, each with its parent's id (null for new). */
function placedExistingUnits(tree: readonly ContentUnitEdit[]): PlacedUnit[] {
  const placed: PlacedUnit[] = [];
  const walk = (units: readonly ContentUnitEdit[], parentId: string | null) => {
    for (const unit of units) {
      if (unit.id) placed.push({ id: unit.id, parentId });
      // A new parent has no id yet: its children are "under a new unit", never their old parent.
      walk(unit.children ?? [], unit.id ?? '');
    }
  };
  walk(tree, null);
  return placed;
}

/**
 * Whether an edited tree may replace the current units. A plan's to-dos point at its units and are listed
 * and rescheduled in outline order, so a unit a plan uses may be renamed but stays: same parent, and the
 * same order among the other used units. Unused units may be moved or removed, and new ones added anywhere.
 * `current` is in outline order.
 */
export function findUnitEditProblem(
  current: readonly Pick<ContentUnit, 'id' | 'parentId'>[],
  usedIds: ReadonlySet<string>,
  next: readonly ContentUnitEdit[],
): UnitEditProblem | null {
  const currentById = new Map(current.map((unit) => [unit.id, unit]));
  const placed = placedExistingUnits(next);
  const seen = new Set<string>();
  for (const unit of placed) {
    if (!currentById.has(unit.id) || seen.has(unit.id))
      return { kind: 'unknown-unit', message: unitEditMessages.unknownUnit };
    seen.add(unit.id);
  }
  const problem = (message: string): UnitEditProblem => ({ kind: 'used-unit-changed', message });
  if ([...usedIds].some((id) => currentById.has(id) && !seen.has(id)))
    return problem(unitEditMessages.usedUnitRemoved);
  const usedPlaced = placed.filter((unit) => usedIds.has(unit.id));
  if (usedPlaced.some((unit) => currentById.get(unit.id)?.parentId !== unit.parentId))
    return problem(unitEditMessages.usedUnitMoved);
  const usedBefore = current.filter((unit) => usedIds.has(unit.id)).map((unit) => unit.id);
  if (usedPlaced.some((unit, index) => unit.id !== usedBefore[index]))
    return problem(unitEditMessages.usedUnitsReordered);
  return null;
}

/** The ids of units that cannot be removed: used ones and every unit above one (removal takes the subtree). */
export function lockedUnitIds(
  units: readonly Pick<ContentUnit, 'id' | 'parentId'>[],
  usedIds: ReadonlySet<string>,
): Set<string> {
  const parentOf = new Map(units.map((unit) => [unit.id, unit.parentId]));
  const locked = new Set<string>();
  for (const id of usedIds) {
    for (let at: string | null | undefined = id; at && !locked.has(at); at = parentOf.get(at)) locked.add(at);
  }
  return locked;
}
