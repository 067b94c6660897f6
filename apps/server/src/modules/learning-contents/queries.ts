import {
  buildUnitTree,
  learningContentMessages,
  type LearningContent,
  type learningContentListQuery,
} from '@molip/domain/learning-content';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import {
  findContentCreator,
  findLearningContentSummary,
  listContentUnits,
  listLearningContents,
} from './repository.ts';

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
