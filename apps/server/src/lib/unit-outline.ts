import { randomUUID } from 'node:crypto';
import type { ContentUnitEdit } from '@molip/domain/content-unit-edit';
import { outlineNumber } from '@molip/domain/learning-content';

/** A unit counts one page, minute or problem unless the client says otherwise. */
export const DEFAULT_UNIT_VOLUME = 1;

/** One unit of the client's tree, placed in the outline and ready to insert. */
export type OutlinedUnit = {
  id: string;
  parentId: string | null;
  /** 0 for top-level units, at most UNIT_MAX_DEPTH (the request schema refuses deeper trees). */
  depth: number;
  /** 1-based place among its siblings. */
  sequence: number;
  /** 0-based pre-order index over the whole content: the outline (reading) order. */
  position: number;
  title: string;
  shortTitle: string;
  unitVolume: number;
};

type ParentPlace = { id: string | null; outlineNumber: string; depth: number };

/**
 * Flattens the unit tree in pre-order. Ids are made here rather than by the database so that children
 * know their parent's id before anything is inserted, and the whole tree goes in as a few batch inserts;
 * an edited tree's existing units keep their id and, when none is sent, their stored volume.
 * A unit without a short title gets its outline number ("1", "1.2", "1.2.3").
 */
export function outlineUnits(
  tree: readonly ContentUnitEdit[],
  newId: () => string = randomUUID,
  storedVolumes: ReadonlyMap<string, number> = new Map(),
): OutlinedUnit[] {
  const outlined: OutlinedUnit[] = [];
  // Recursion is bounded by the schema's depth limit, so the stack stays shallow.
  const placeSiblings = (siblings: readonly ContentUnitEdit[], parent: ParentPlace) => {
    siblings.forEach((unit, index) => {
      const sequence = index + 1;
      const number = outlineNumber(parent.outlineNumber, sequence);
      const id = unit.id ?? newId();
      outlined.push({
        id,
        parentId: parent.id,
        depth: parent.depth,
        sequence,
        position: outlined.length,
        title: unit.title,
        // A blank short title is no outline number at all: number it like an absent one.
        shortTitle: unit.shortTitle || number,
        unitVolume: unit.unitVolume ?? storedVolumes.get(id) ?? DEFAULT_UNIT_VOLUME,
      });
      placeSiblings(unit.children ?? [], { id, outlineNumber: number, depth: parent.depth + 1 });
    });
  };
  placeSiblings(tree, { id: null, outlineNumber: '', depth: 0 });
  return outlined;
}
