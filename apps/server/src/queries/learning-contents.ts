import {
  buildUnitTree,
  learningContentMessages,
  type LearningContent,
  type learningContentListQuery,
} from '@molip/domain/learning-content';
import type { z } from 'zod';
import type { Database } from '../db/client.ts';
import { forbidden, notFound } from '../lib/app-error.ts';
import type { UserRole } from '@molip/domain/user';
import { canManageLearningContent } from '../policies/learning-contents.ts';
import {
  findContentCreator,
  findLearningContentSummary,
  findUsedUnitIds,
  listContentUnits,
  listLearningContents,
} from '../repositories/learning-contents.ts';

const contentNotFound = () => notFound(learningContentMessages.notFound);

/** A content with its unit tree. */
export async function readLearningContent(db: Database, id: string): Promise<LearningContent> {
  const [summary, units] = await Promise.all([findLearningContentSummary(db, id), listContentUnits(db, id)]);
  if (!summary) throw contentNotFound();
  return { ...summary, contentUnits: buildUnitTree(units) };
}

/** A content's units as a flat list in outline order. */
export async function readContentUnits(db: Database, id: string) {
  const [creator, units] = await Promise.all([findContentCreator(db, id), listContentUnits(db, id)]);
  if (creator === undefined) throw contentNotFound();
  return units;
}

/** The units some plan uses, for the content's editor: only those who may edit it learn this. */
export async function readUnitsInUse(db: Database, actor: { userId: string; role: UserRole }, id: string) {
  const createdBy = await findContentCreator(db, id);
  if (createdBy === undefined) throw contentNotFound();
  if (!canManageLearningContent(actor, createdBy)) throw forbidden(learningContentMessages.forbidden);
  return { contentUnitIds: await findUsedUnitIds(db, id) };
}

/** One page of the catalogue, searched and sorted; `mine` keeps the reader's own contents. */
export async function readLearningContentPage(
  db: Database,
  readerId: string,
  { mine, ...query }: z.output<typeof learningContentListQuery>,
) {
  const createdBy = mine === 'true' ? readerId : undefined;
  const { contents, total } = await listLearningContents(db, { ...query, createdBy });
  const pagination = {
    page: query.page,
    limit: query.limit,
    total,
    totalPages: Math.ceil(total / query.limit),
  };
  return { contents, pagination };
}
