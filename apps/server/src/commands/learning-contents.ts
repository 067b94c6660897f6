import { CONTENTS_CREATED_PER_HOUR_MAX, UNIT_TREES_REPLACED_PER_HOUR_MAX } from '@molip/domain/constants';
import {
  findUnitEditProblem,
  unitEditMessages,
  type replaceContentUnitsBody,
} from '@molip/domain/content-unit-edit';
import {
  buildUnitTree,
  learningContentMessages,
  type createLearningContentBody,
  type LearningContent,
  type updateLearningContentBody,
} from '@molip/domain/learning-content';
import type { UserRole } from '@molip/domain/user';
import type { z } from 'zod';
import type { Database } from '../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../lib/app-error.ts';
import { assertHourlyQuota, quotaWindowStart } from '../lib/write-quota.ts';
import { canManageLearningContent } from '../policies/learning-contents.ts';
import { readLearningContent } from '../queries/learning-contents.ts';
import {
  contentsCreatedSince,
  deleteLearningContentRow,
  findContentCreator,
  findLearningContentSummary,
  findUsedUnitIds,
  insertLearningContent,
  isUsedByStudyPlan,
  listUnitPlaces,
  recordUnitTreeSave,
  replaceContentUnitRows,
  updateLearningContentRow,
  unitTreeSavesSince,
  type ContentFields,
} from '../repositories/learning-contents.ts';
import { outlineUnits, type OutlinedUnit } from '../lib/unit-outline.ts';
import { withLearner } from './with-learner.ts';

type CreateBody = z.output<typeof createLearningContentBody>;
type UpdateBody = z.output<typeof updateLearningContentBody>;
type ReplaceUnitsBody = z.output<typeof replaceContentUnitsBody>;
type Actor = { userId: string; role: UserRole };

/** Fills the optional metadata with the columns' empty values; an empty source URL means none. */
function contentFields(body: CreateBody): ContentFields {
  return {
    title: body.title,
    author: body.author ?? '',
    description: body.description ?? '',
    category: body.category ?? '',
    type: body.type,
    sourceUrl: body.sourceUrl || null,
  };
}

/** Only the fields the request names; Drizzle leaves undefined columns untouched. */
function changedFields({ sourceUrl, ...rest }: UpdateBody): Partial<ContentFields> {
  return sourceUrl === undefined ? rest : { ...rest, sourceUrl: sourceUrl || null };
}

/** The units as the API shows them: the outline position is storage detail (order says it). */
function unitsAsReturned(units: readonly OutlinedUnit[]) {
  return units.map(({ position: _position, ...unit }) => unit);
}

const duplicate = () => conflict('LEARNING_CONTENT_DUPLICATE', learningContentMessages.duplicate);
const inUse = () => conflict('LEARNING_CONTENT_IN_USE', learningContentMessages.inUse);
const contentNotFound = () => notFound(learningContentMessages.notFound);
const usedUnitChanged = (message: string) => conflict('CONTENT_UNIT_IN_USE', message);

/** 404 for a missing content, else 403 unless the actor may manage it (the content is public, so not 404). */
async function authorizeChange(db: Database, actor: Actor, id: string) {
  const createdBy = await findContentCreator(db, id);
  if (createdBy === undefined) throw contentNotFound();
  if (!canManageLearningContent(actor, createdBy)) throw forbidden(learningContentMessages.forbidden);
}

/** Adds a content with its unit tree to the shared catalogue, within the creator's hourly quota. */
export async function createLearningContent(
  db: Database,
  userId: string,
  body: CreateBody,
  now: Date,
): Promise<LearningContent> {
  const units = outlineUnits(body.contentUnits);
  return withLearner(db, userId, now, async (tx) => {
    assertHourlyQuota(await contentsCreatedSince(tx, userId, quotaWindowStart(now)), {
      limit: CONTENTS_CREATED_PER_HOUR_MAX,
      now,
      message: learningContentMessages.quotaExceeded,
    });
    const result = await insertLearningContent(tx, contentFields(body), units, userId, now);
    if (result.kind === 'duplicate') throw duplicate();
    // The units are known already: only the summary (creator's name, count) is read back.
    const summary = await findLearningContentSummary(tx, result.id);
    if (!summary) throw contentNotFound();
    return { ...summary, contentUnits: buildUnitTree(unitsAsReturned(units)) };
  });
}

/** Changes a content's metadata (its creator or an admin). */
export async function updateLearningContent(
  db: Database,
  actor: Actor,
  id: string,
  body: UpdateBody,
  now: Date,
) {
  return withLearner(db, actor.userId, now, async (tx) => {
    await authorizeChange(tx, actor, id);
    const result = await updateLearningContentRow(tx, id, changedFields(body), now);
    if (result === 'duplicate') throw duplicate();
    if (result === 'missing') throw contentNotFound();
    return readLearningContent(tx, id);
  });
}

/** Removes a content no plan uses (its creator or an admin). */
export async function deleteLearningContent(db: Database, actor: Actor, id: string, now: Date) {
  await withLearner(db, actor.userId, now, async (tx) => {
    await authorizeChange(tx, actor, id);
    if (await isUsedByStudyPlan(tx, id)) throw inUse();
    const result = await deleteLearningContentRow(tx, id);
    if (result === 'in-use') throw inUse();
    if (result === 'missing') throw contentNotFound();
  });
}

/**
 * Replaces a content's unit tree (its creator or an admin): existing units keep their id, so the to-dos
 * pointing at them stay; a unit a plan uses may be renamed but not removed, moved or reordered (409). Within
 * the editor's hourly quota: each save rewrites the whole outline.
 */
export async function replaceContentUnits(
  db: Database,
  actor: Actor,
  id: string,
  body: ReplaceUnitsBody,
  now: Date,
) {
  return withLearner(db, actor.userId, now, async (tx) => {
    await authorizeChange(tx, actor, id);
    const quotaWindow = quotaWindowStart(now);
    assertHourlyQuota(await unitTreeSavesSince(tx, actor.userId, quotaWindow), {
      limit: UNIT_TREES_REPLACED_PER_HOUR_MAX,
      now,
      message: unitEditMessages.quotaExceeded,
    });
    const [current, usedIds] = await Promise.all([listUnitPlaces(tx, id), findUsedUnitIds(tx, id)]);
    const problem = findUnitEditProblem(current, new Set(usedIds), body.contentUnits);
    if (problem?.kind === 'unknown-unit') throw badRequest(problem.message);
    if (problem) throw usedUnitChanged(problem.message);
    const storedVolumes = new Map(current.map((unit) => [unit.id, unit.unitVolume]));
    const units = outlineUnits(body.contentUnits, undefined, storedVolumes);
    const existingIds = new Set(current.map((unit) => unit.id));
    const result = await replaceContentUnitRows(tx, id, units, existingIds, now);
    if (result === 'in-use') throw usedUnitChanged(unitEditMessages.usedUnitRemoved);
    await recordUnitTreeSave(tx, { userId: actor.userId, contentId: id, now, forgetUpTo: quotaWindow });
    // The tree is the one just written: only the summary (count, dates) is read back, not 5,000 units again.
    const summary = await findLearningContentSummary(tx, id);
    if (!summary) throw contentNotFound();
    return { ...summary, contentUnits: buildUnitTree(unitsAsReturned(units)) };
  });
}
