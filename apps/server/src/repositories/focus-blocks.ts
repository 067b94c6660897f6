import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { contentUnits, dailyTodoUnits, focusBlocks, focusBlockTodos, studyPlans } from '../db/schema.ts';

/** The only writer of `focus_blocks` and `focus_block_todos`: a block is planned, given to-dos and ended here. */

export type BlockRow = typeof focusBlocks.$inferSelect;

export async function activeBlock(db: Database, userId: string): Promise<BlockRow | undefined> {
  const [block] = await db
    .select()
    .from(focusBlocks)
    .where(and(eq(focusBlocks.userId, userId), isNull(focusBlocks.endedAt)));
  return block;
}

export async function findBlock(db: Database, id: string) {
  const [block] = await db.select().from(focusBlocks).where(eq(focusBlocks.id, id));
  return block;
}

export async function findOwnBlock(db: Database, userId: string, id: string) {
  const [block] = await db
    .select()
    .from(focusBlocks)
    .where(and(eq(focusBlocks.id, id), eq(focusBlocks.userId, userId)));
  return block;
}

/** The learner's blocks, newest first, optionally of one session or only the running one. */
export async function listBlocks(
  db: Database,
  userId: string,
  filter: { sessionId?: string | undefined; inProgress: boolean },
) {
  return db
    .select()
    .from(focusBlocks)
    .where(
      and(
        eq(focusBlocks.userId, userId),
        filter.sessionId ? eq(focusBlocks.sessionId, filter.sessionId) : undefined,
        filter.inProgress ? isNull(focusBlocks.endedAt) : undefined,
      ),
    )
    .orderBy(desc(focusBlocks.startAt))
    .limit(100);
}

/** The blocks of these sessions, newest first. */
export async function blocksOfSessions(db: Database, sessionIds: readonly string[]) {
  if (sessionIds.length === 0) return [];
  return db
    .select()
    .from(focusBlocks)
    .where(inArray(focusBlocks.sessionId, [...sessionIds]))
    .orderBy(desc(focusBlocks.startAt));
}

/** The to-dos the blocks were planned with, in the order of their plans and units. */
export async function blockTodoRows(db: Database, blockIds: readonly string[]) {
  if (blockIds.length === 0) return [];
  return db
    .select({
      blockId: focusBlockTodos.blockId,
      id: dailyTodoUnits.id,
      status: dailyTodoUnits.status,
      totalStudySeconds: dailyTodoUnits.totalStudySeconds,
      contentUnitId: dailyTodoUnits.contentUnitId,
      studyPlanId: dailyTodoUnits.studyPlanId,
      studyPlanTitle: studyPlans.title,
      shortTitle: contentUnits.shortTitle,
      title: contentUnits.title,
    })
    .from(focusBlockTodos)
    .innerJoin(dailyTodoUnits, eq(dailyTodoUnits.id, focusBlockTodos.dailyTodoUnitId))
    .innerJoin(contentUnits, eq(contentUnits.id, dailyTodoUnits.contentUnitId))
    .innerJoin(studyPlans, eq(studyPlans.id, dailyTodoUnits.studyPlanId))
    .where(inArray(focusBlockTodos.blockId, [...blockIds]))
    .orderBy(asc(studyPlans.createdAt), asc(contentUnits.position));
}

export type BlockTodoRow = Awaited<ReturnType<typeof blockTodoRows>>[number];

/** Whether the to-do is one the block was planned with. */
export async function isPlannedInBlock(db: Database, blockId: string, todoId: string): Promise<boolean> {
  const [planned] = await db
    .select({ blockId: focusBlockTodos.blockId })
    .from(focusBlockTodos)
    .where(and(eq(focusBlockTodos.blockId, blockId), eq(focusBlockTodos.dailyTodoUnitId, todoId)));
  return planned !== undefined;
}

/** Inserts the block with the to-dos it is planned with (none for a free focus). */
export async function insertBlock(
  db: Database,
  values: typeof focusBlocks.$inferInsert,
  todoIds: readonly string[],
) {
  const [block] = await db.insert(focusBlocks).values(values).returning();
  if (!block) throw new Error('block insert returned nothing');
  // A quick start's block may begin empty: its to-do is added next, and a free focus names none.
  if (todoIds.length === 0) return block;
  await db
    .insert(focusBlockTodos)
    .values(todoIds.map((dailyTodoUnitId) => ({ blockId: block.id, dailyTodoUnitId })));
  return block;
}

/** Adds a to-do to a running block's plan (a quick start on a to-do the block was not planned with). */
export async function addTodoToBlock(db: Database, blockId: string, todoId: string) {
  await db.insert(focusBlockTodos).values({ blockId, dailyTodoUnitId: todoId }).onConflictDoNothing();
}

/** Ends a block at `at`, once. */
export async function endBlockRow(tx: Database, blockId: string, at: Date, now: Date) {
  await tx
    .update(focusBlocks)
    .set({ endedAt: at, updatedAt: now })
    .where(and(eq(focusBlocks.id, blockId), isNull(focusBlocks.endedAt)));
}
