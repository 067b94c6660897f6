import { and, asc, count, desc, eq, gt, ilike, lte, min, or, sql, type SQL } from 'drizzle-orm';
import type { ContentUnit, LearningContentSummary } from '@molip/domain/learning-content';
import type { Database } from '../db/client.ts';
import { sqlState } from '../db/database-errors.ts';
import type { RecentWrites } from '../lib/write-quota.ts';
import {
  contentUnits,
  contentUnitTreeSaves,
  dailyTodoUnits,
  learningContents,
  studyPlans,
  users,
} from '../db/schema.ts';
import type { OutlinedUnit } from '../lib/unit-outline.ts';

const TITLE_AUTHOR_UNIQUE_INDEX = 'learning_contents_title_author_key';
const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

/** The metadata columns a client may set, already normalised (no undefined, '' source URL as null). */
export type ContentFields = {
  title: string;
  author: string;
  description: string;
  category: string;
  type: LearningContentSummary['type'];
  sourceUrl: string | null;
};

const summaryColumns = {
  id: learningContents.id,
  title: learningContents.title,
  author: learningContents.author,
  description: learningContents.description,
  category: learningContents.category,
  type: learningContents.type,
  sourceUrl: learningContents.sourceUrl,
  createdBy: learningContents.createdBy,
  createdByName: users.username,
  // The units a plan schedules, those without children: every parent id names one unit that has some.
  unitCount: sql<number>`(select (count(*) - count(distinct ${contentUnits.parentId}))::int from ${contentUnits} where ${contentUnits.contentId} = ${learningContents.id})`,
  createdAt: learningContents.createdAt,
  updatedAt: learningContents.updatedAt,
};

function selectSummaries(db: Database) {
  return db
    .select(summaryColumns)
    .from(learningContents)
    .leftJoin(users, eq(users.id, learningContents.createdBy));
}

type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

function toSummary(row: SummaryRow): LearningContentSummary {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

function isDuplicateTitleAndAuthor(error: unknown): boolean {
  const state = sqlState(error);
  return state?.code === UNIQUE_VIOLATION && state.constraint === TITLE_AUTHOR_UNIQUE_INDEX;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The units as a row source named `unit`: one array parameter per column, whatever the number of units. */
function unitRows(units: readonly OutlinedUnit[]) {
  const column = <Value>(pick: (unit: OutlinedUnit) => Value) => sql.param(units.map(pick));
  return sql`unnest(
      ${column((unit) => unit.id)}::uuid[],
      ${column((unit) => unit.parentId)}::uuid[],
      ${column((unit) => unit.depth)}::smallint[],
      ${column((unit) => unit.sequence)}::integer[],
      ${column((unit) => unit.position)}::integer[],
      ${column((unit) => unit.title)}::text[],
      ${column((unit) => unit.shortTitle)}::text[],
      ${column((unit) => unit.unitVolume)}::integer[]
    ) as unit (id, parent_id, depth, sequence, position, title, short_title, unit_volume)`;
}

/**
 * Inserts every unit in one statement with one array parameter per column. Drizzle's multi-row VALUES
 * binds 9 parameters per row and spends ~30 ms building each 1,000 rows; this takes a 5,000-unit content
 * in about a quarter of the time, on PostgreSQL and PGlite alike. Arrays also have no bind-parameter
 * limit (65,535), so even the largest content needs no batching.
 */
async function insertUnits(tx: Transaction, contentId: string, units: readonly OutlinedUnit[]) {
  await tx.execute(sql`
    insert into ${contentUnits}
      (id, content_id, parent_id, depth, sequence, position, title, short_title, unit_volume)
    select id, ${contentId}, parent_id, depth, sequence, position, title, short_title, unit_volume
    from ${unitRows(units)}`);
}

export type CreateContentResult = { kind: 'created'; id: string } | { kind: 'duplicate' };

/** Inserts a content and its units in one transaction: a duplicate or any failure leaves nothing behind. */
export async function insertLearningContent(
  db: Database,
  fields: ContentFields,
  units: readonly OutlinedUnit[],
  createdBy: string,
  now: Date,
): Promise<CreateContentResult> {
  try {
    const id = await db.transaction(async (tx) => {
      const [content] = await tx
        .insert(learningContents)
        .values({ ...fields, createdBy, createdAt: now, updatedAt: now })
        .returning({ id: learningContents.id });
      if (!content) throw new Error('insert returned no row');
      await insertUnits(tx, content.id, units);
      return content.id;
    });
    return { kind: 'created', id };
  } catch (error) {
    if (isDuplicateTitleAndAuthor(error)) return { kind: 'duplicate' };
    throw error;
  }
}

export async function findLearningContentSummary(
  db: Database,
  id: string,
): Promise<LearningContentSummary | undefined> {
  const [row] = await selectSummaries(db).where(eq(learningContents.id, id));
  return row ? toSummary(row) : undefined;
}

/** The units of a content, flat, in outline order. */
export async function listContentUnits(db: Database, contentId: string): Promise<ContentUnit[]> {
  return db
    .select({
      id: contentUnits.id,
      parentId: contentUnits.parentId,
      depth: contentUnits.depth,
      sequence: contentUnits.sequence,
      title: contentUnits.title,
      shortTitle: contentUnits.shortTitle,
      unitVolume: contentUnits.unitVolume,
    })
    .from(contentUnits)
    .where(eq(contentUnits.contentId, contentId))
    .orderBy(asc(contentUnits.position));
}

/** What replacing a tree needs of the current units (no titles): ids, parents and volumes, in outline order. */
export async function listUnitPlaces(db: Database, contentId: string) {
  return db
    .select({ id: contentUnits.id, parentId: contentUnits.parentId, unitVolume: contentUnits.unitVolume })
    .from(contentUnits)
    .where(eq(contentUnits.contentId, contentId))
    .orderBy(asc(contentUnits.position));
}

/** Makes user text match literally inside ILIKE: `%`, `_` and the escape character itself. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

const sortColumns = {
  updatedAt: learningContents.updatedAt,
  createdAt: learningContents.createdAt,
  title: learningContents.title,
} as const;

export type ListOptions = {
  page: number;
  limit: number;
  sort: keyof typeof sortColumns;
  order: 'asc' | 'desc';
  search?: string | undefined;
  /** Only this user's contents (`mine=true`). */
  createdBy?: string | undefined;
};

function listFilter(options: ListOptions): SQL | undefined {
  const conditions: SQL[] = [];
  if (options.createdBy) conditions.push(eq(learningContents.createdBy, options.createdBy));
  if (options.search) {
    const pattern = `%${escapeLikePattern(options.search)}%`;
    const matches = or(ilike(learningContents.title, pattern), ilike(learningContents.author, pattern));
    if (matches) conditions.push(matches);
  }
  return and(...conditions);
}

export async function listLearningContents(
  db: Database,
  options: ListOptions,
): Promise<{ contents: LearningContentSummary[]; total: number }> {
  const filter = listFilter(options);
  const direction = options.order === 'asc' ? asc : desc;
  const [rows, [totals]] = await Promise.all([
    selectSummaries(db)
      .where(filter)
      // The id breaks ties so that pages neither repeat nor skip contents with equal sort keys.
      .orderBy(direction(sortColumns[options.sort]), direction(learningContents.id))
      .limit(options.limit)
      .offset((options.page - 1) * options.limit),
    db.select({ total: count() }).from(learningContents).where(filter),
  ]);
  return { contents: rows.map(toSummary), total: totals?.total ?? 0 };
}

/** The content's creator id, null when that account was deleted, undefined when there is no such content. */
export async function findContentCreator(db: Database, id: string): Promise<string | null | undefined> {
  const [row] = await db
    .select({ createdBy: learningContents.createdBy })
    .from(learningContents)
    .where(eq(learningContents.id, id));
  return row ? row.createdBy : undefined;
}

export type UpdateContentResult = 'updated' | 'missing' | 'duplicate';

export async function updateLearningContentRow(
  db: Database,
  id: string,
  changes: Partial<ContentFields>,
  now: Date,
): Promise<UpdateContentResult> {
  try {
    const updated = await db
      .update(learningContents)
      .set({ ...changes, updatedAt: now })
      .where(eq(learningContents.id, id))
      .returning({ id: learningContents.id });
    return updated.length > 0 ? 'updated' : 'missing';
  } catch (error) {
    if (isDuplicateTitleAndAuthor(error)) return 'duplicate';
    throw error;
  }
}

export async function isUsedByStudyPlan(db: Database, id: string): Promise<boolean> {
  const [plan] = await db
    .select({ id: studyPlans.id })
    .from(studyPlans)
    .where(eq(studyPlans.learningContentId, id))
    .limit(1);
  return plan !== undefined;
}

/** The content's units some plan's to-dos point at (read through the plans, whose to-dos are indexed). */
export async function findUsedUnitIds(db: Database, contentId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: dailyTodoUnits.contentUnitId })
    .from(dailyTodoUnits)
    .innerJoin(studyPlans, eq(studyPlans.id, dailyTodoUnits.studyPlanId))
    .where(eq(studyPlans.learningContentId, contentId));
  return rows.map((row) => row.id);
}

/** Rewrites every kept unit's place, title and volume in one statement (arrays, as `insertUnits`). */
async function updateUnits(tx: Transaction, units: readonly OutlinedUnit[]) {
  if (units.length === 0) return;
  await tx.execute(sql`
    update ${contentUnits} set
      parent_id = unit.parent_id, depth = unit.depth, sequence = unit.sequence, position = unit.position,
      title = unit.title, short_title = unit.short_title, unit_volume = unit.unit_volume
    from ${unitRows(units)}
    where ${contentUnits.id} = unit.id`);
}

export type ReplaceUnitsResult = 'replaced' | 'in-use';

/**
 * Makes `units` the content's whole tree: new units go in first (a kept unit may move under one), kept
 * units take their new place, and the rest go. A to-do created meanwhile for a removed unit trips the
 * foreign key: still in use.
 */
export async function replaceContentUnitRows(
  db: Database,
  contentId: string,
  units: readonly OutlinedUnit[],
  existingIds: ReadonlySet<string>,
  now: Date,
): Promise<ReplaceUnitsResult> {
  try {
    await db.transaction(async (tx) => {
      await insertUnits(
        tx,
        contentId,
        units.filter((unit) => !existingIds.has(unit.id)),
      );
      const kept = units.filter((unit) => existingIds.has(unit.id));
      await updateUnits(tx, kept);
      const treeIds = sql.param(units.map((unit) => unit.id));
      await tx
        .delete(contentUnits)
        .where(
          and(eq(contentUnits.contentId, contentId), sql`${contentUnits.id} <> all(${treeIds}::uuid[])`),
        );
      await tx.update(learningContents).set({ updatedAt: now }).where(eq(learningContents.id, contentId));
    });
    return 'replaced';
  } catch (error) {
    if (sqlState(error)?.code === FOREIGN_KEY_VIOLATION) return 'in-use';
    throw error;
  }
}

export type DeleteContentResult = 'deleted' | 'missing' | 'in-use';

/** Deletes a content; its units cascade. A plan created meanwhile trips the foreign key: still in use. */
export async function deleteLearningContentRow(db: Database, id: string): Promise<DeleteContentResult> {
  try {
    const deleted = await db
      .delete(learningContents)
      .where(eq(learningContents.id, id))
      .returning({ id: learningContents.id });
    return deleted.length > 0 ? 'deleted' : 'missing';
  } catch (error) {
    if (sqlState(error)?.code === FOREIGN_KEY_VIOLATION) return 'in-use';
    throw error;
  }
}

/** The contents `userId` created after `since`, for the hourly creation quota. */
export async function contentsCreatedSince(db: Database, userId: string, since: Date): Promise<RecentWrites> {
  const [row] = await db
    .select({ count: count(), oldest: min(learningContents.createdAt) })
    .from(learningContents)
    .where(and(eq(learningContents.createdBy, userId), gt(learningContents.createdAt, since)));
  return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
}

/** The unit trees `userId` saved after `since`, for the hourly quota on them. */
export async function unitTreeSavesSince(db: Database, userId: string, since: Date): Promise<RecentWrites> {
  const [row] = await db
    .select({ count: count(), oldest: min(contentUnitTreeSaves.createdAt) })
    .from(contentUnitTreeSaves)
    .where(and(eq(contentUnitTreeSaves.userId, userId), gt(contentUnitTreeSaves.createdAt, since)));
  return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
}

/** Records a save of a unit tree and forgets the editor's saves the quota no longer counts. */
export async function recordUnitTreeSave(
  db: Database,
  save: { userId: string; contentId: string; now: Date; forgetUpTo: Date },
) {
  await db
    .delete(contentUnitTreeSaves)
    .where(
      and(eq(contentUnitTreeSaves.userId, save.userId), lte(contentUnitTreeSaves.createdAt, save.forgetUpTo)),
    );
  await db
    .insert(contentUnitTreeSaves)
    .values({ userId: save.userId, contentId: save.contentId, createdAt: save.now });
}
