import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, min, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { notifyPresence } from '../db/presence-channel.ts';
import {
  contentUnits,
  dailyTodoUnits,
  focusBlocks,
  focusBlockTodos,
  focusLogs,
  focusSessions,
  studyPlans,
  users,
} from '../db/schema.ts';
import { accountStatusColumns, type AccountReadKey } from '../db/account-status-sql.ts';
import { readVersionColumns, type FreshLearnerRead } from '../db/learner-read-head.ts';
import { preparedPerDatabase, type StatementName } from '../db/prepared-statements.ts';
import type { RecentWrites } from '../lib/write-quota.ts';
import { minutesToMs } from '@molip/domain/duration';
import { creditedFocusSeconds, focusCutoffMs } from '@molip/domain/focus-window';

export type SessionRow = typeof focusSessions.$inferSelect;
export type BlockRow = typeof focusBlocks.$inferSelect;
export type LogRow = typeof focusLogs.$inferSelect;

type Window = { startAt: Date; plannedMinutes?: number; plannedEndAt?: Date; endedAt: Date | null };

const plannedEnd = (window: Window) =>
  window.plannedEndAt ?? new Date(window.startAt.getTime() + minutesToMs(window.plannedMinutes ?? 0));

/** The honest end of a stretch of focus: now, clamped to the block's and the session's ends. */
export function focusCutoff(now: Date, block: Window, session: Window): Date {
  const ends = [plannedEnd(block), plannedEnd(session), block.endedAt, session.endedAt];
  return new Date(
    focusCutoffMs(
      now.getTime(),
      ends.map((end) => end?.getTime() ?? null),
    ),
  );
}

/** Seconds a log earns: from its start (not before the block's) to the cutoff. */
export function creditedSeconds(logStart: Date, block: Window, cutoff: Date): number {
  return creditedFocusSeconds(logStart.getTime(), block.startAt.getTime(), cutoff.getTime());
}

export async function activeSession(db: Database, userId: string): Promise<SessionRow | undefined> {
  const [session] = await db
    .select()
    .from(focusSessions)
    .where(and(eq(focusSessions.userId, userId), isNull(focusSessions.endedAt)));
  return session;
}

export async function activeBlock(db: Database, userId: string): Promise<BlockRow | undefined> {
  const [block] = await db
    .select()
    .from(focusBlocks)
    .where(and(eq(focusBlocks.userId, userId), isNull(focusBlocks.endedAt)));
  return block;
}

export async function openLog(db: Database, userId: string): Promise<LogRow | undefined> {
  const [log] = await db
    .select()
    .from(focusLogs)
    .where(and(eq(focusLogs.userId, userId), isNull(focusLogs.endedAt)));
  return log;
}

/**
 * Closes a log once at `endedAt` with `seconds`: the conditional update lets only the first closer through.
 * The seconds it stored, or undefined when another closer came first.
 */
export async function closeLogRow(
  tx: Database,
  log: LogRow,
  closing: { endedAt: Date; seconds: number; completedTodo: boolean },
): Promise<number | undefined> {
  const [closed] = await tx
    .update(focusLogs)
    .set(closing)
    .where(and(eq(focusLogs.id, log.id), isNull(focusLogs.endedAt)))
    .returning({ seconds: focusLogs.seconds });
  if (!closed) return undefined;
  await notifyPresence(tx, log.userId);
  return closed.seconds;
}

/** Ends a block at `at`, once. */
export async function endBlockRow(tx: Database, blockId: string, at: Date, now: Date) {
  await tx
    .update(focusBlocks)
    .set({ endedAt: at, updatedAt: now })
    .where(and(eq(focusBlocks.id, blockId), isNull(focusBlocks.endedAt)));
}

/** Ends a session at `at`, once. */
export async function endSessionRow(tx: Database, sessionId: string, at: Date, now: Date) {
  await tx
    .update(focusSessions)
    .set({ endedAt: at, updatedAt: now })
    .where(and(eq(focusSessions.id, sessionId), isNull(focusSessions.endedAt)));
}

/** Whether a session has reached its planned end: from then on it is ended on the next read or write. */
export const pastPlannedEnd = (session: SessionRow, now: Date) =>
  session.plannedEndAt.getTime() <= now.getTime();

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

export async function blockLogRows(db: Database, blockIds: readonly string[]) {
  if (blockIds.length === 0) return [];
  return (
    db
      .select({ log: focusLogs, title: contentUnits.title })
      .from(focusLogs)
      // A free log has no to-do, so no title.
      .leftJoin(dailyTodoUnits, eq(dailyTodoUnits.id, focusLogs.dailyTodoUnitId))
      .leftJoin(contentUnits, eq(contentUnits.id, dailyTodoUnits.contentUnitId))
      .where(inArray(focusLogs.blockId, [...blockIds]))
      .orderBy(asc(focusLogs.startedAt))
  );
}

export type BlockTodoRow = Awaited<ReturnType<typeof blockTodoRows>>[number];
export type BlockLogRow = Awaited<ReturnType<typeof blockLogRows>>[number];

/** A planned to-do as `json_build_array` writes it: positions, not keys, to keep it short. */
export type BlockTodoTuple = [
  id: string,
  status: BlockTodoRow['status'],
  totalStudySeconds: number,
  contentUnitId: string,
  studyPlanId: string,
  studyPlanTitle: string,
  shortTitle: string,
  title: string,
];

/** A log as `json_build_array` writes it, its timestamps as ISO text; a free log has no to-do, so no title. */
type BlockLogTuple = [
  id: string,
  dailyTodoUnitId: string | null,
  startedAt: string,
  endedAt: string | null,
  seconds: number,
  completedTodo: boolean,
  title: string | null,
];

const logFromTuple = (block: BlockRow, entry: BlockLogTuple): BlockLogRow => {
  const [id, dailyTodoUnitId, startedAt, endedAt, seconds, completedTodo, title] = entry;
  const log = {
    id,
    blockId: block.id,
    userId: block.userId,
    dailyTodoUnitId,
    startedAt: new Date(startedAt),
    endedAt: endedAt === null ? null : new Date(endedAt),
    seconds,
    completedTodo,
  } satisfies LogRow;
  return { log, title };
};

// The same rows and order as blockTodoRows and blockLogRows, aggregated beside the block they belong to.
const runningBlockTodos = sql<BlockTodoTuple[]>`coalesce((
  select json_agg(json_build_array(
    ${dailyTodoUnits.id}, ${dailyTodoUnits.status}, ${dailyTodoUnits.totalStudySeconds},
    ${dailyTodoUnits.contentUnitId}, ${dailyTodoUnits.studyPlanId}, ${studyPlans.title},
    ${contentUnits.shortTitle}, ${contentUnits.title}
  ) order by ${studyPlans.createdAt}, ${contentUnits.position})
  from ${focusBlockTodos}
  join ${dailyTodoUnits} on ${dailyTodoUnits.id} = ${focusBlockTodos.dailyTodoUnitId}
  join ${contentUnits} on ${contentUnits.id} = ${dailyTodoUnits.contentUnitId}
  join ${studyPlans} on ${studyPlans.id} = ${dailyTodoUnits.studyPlanId}
  where ${focusBlockTodos.blockId} = ${focusBlocks.id}
), '[]')`;

const runningBlockLogs = sql<BlockLogTuple[]>`coalesce((
  select json_agg(json_build_array(
    ${focusLogs.id}, ${focusLogs.dailyTodoUnitId}, ${focusLogs.startedAt}, ${focusLogs.endedAt},
    ${focusLogs.seconds}, ${focusLogs.completedTodo}, ${contentUnits.title}
  ) order by ${focusLogs.startedAt})
  from ${focusLogs}
  left join ${dailyTodoUnits} on ${dailyTodoUnits.id} = ${focusLogs.dailyTodoUnitId}
  left join ${contentUnits} on ${contentUnits.id} = ${dailyTodoUnits.contentUnitId}
  where ${focusLogs.blockId} = ${focusBlocks.id}
), '[]')`;

function prepareRunningBlockWithAccount(db: Database, name: StatementName) {
  return db
    .select({
      account: accountStatusColumns,
      ...readVersionColumns,
      block: focusBlocks,
      session: focusSessions,
      todos: runningBlockTodos,
      logs: runningBlockLogs,
    })
    .from(users)
    .leftJoin(focusBlocks, and(eq(focusBlocks.userId, users.id), isNull(focusBlocks.endedAt)))
    .leftJoin(focusSessions, eq(focusSessions.id, focusBlocks.sessionId))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare(name('running_focus_block_with_account'));
}
const runningBlockQuery = preparedPerDatabase(prepareRunningBlockWithAccount);

/** The running block read by `runningBlockWithAccount`, its planned to-dos as the tuples PostgreSQL wrote. */
export type RunningBlock = {
  block: BlockRow;
  session: SessionRow;
  todos: BlockTodoTuple[];
  logs: BlockLogRow[];
};

/**
 * The learner's account as the authentication hook reads it, their read version, and their running block (if
 * any) with its session, its planned to-dos and its logs, in one prepared statement: the current-block screen
 * polls it, and reads in turn cost more than the block itself. Nothing when the account is gone.
 */
export async function runningBlockWithAccount(
  db: Database,
  key: AccountReadKey,
  now: Date,
): Promise<FreshLearnerRead<RunningBlock | undefined> | undefined> {
  const [row] = await runningBlockQuery(db).execute({ ...key, now: now.toISOString() });
  if (!row) return undefined;
  const { account, readVersion, today, block, session } = row;
  const value: RunningBlock | undefined =
    block && session
      ? { block, session, todos: row.todos, logs: row.logs.map((entry) => logFromTuple(block, entry)) }
      : undefined;
  return { account, readVersion, today, value };
}

/** The block and session a log runs in. */
export async function windowsOfLog(tx: Database, log: LogRow) {
  const [block] = await tx.select().from(focusBlocks).where(eq(focusBlocks.id, log.blockId));
  const [session] = block
    ? await tx.select().from(focusSessions).where(eq(focusSessions.id, block.sessionId))
    : [];
  return { block, session };
}

export async function findOwnSession(db: Database, userId: string, id: string) {
  const [session] = await db
    .select()
    .from(focusSessions)
    .where(and(eq(focusSessions.id, id), eq(focusSessions.userId, userId)));
  return session;
}

export async function findSession(db: Database, id: string) {
  const [session] = await db.select().from(focusSessions).where(eq(focusSessions.id, id));
  return session;
}

/** The learner's most recent session, ended or not. */
export async function latestSession(db: Database, userId: string) {
  const [session] = await db
    .select()
    .from(focusSessions)
    .where(eq(focusSessions.userId, userId))
    .orderBy(desc(focusSessions.startAt))
    .limit(1);
  return session;
}

export async function listSessions(
  db: Database,
  userId: string,
  query: { limit: number; offset: number; status?: 'ACTIVE' | 'COMPLETED' | undefined },
) {
  const where = and(
    eq(focusSessions.userId, userId),
    query.status === 'ACTIVE'
      ? isNull(focusSessions.endedAt)
      : query.status === 'COMPLETED'
        ? isNotNull(focusSessions.endedAt)
        : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(focusSessions)
      .where(where)
      .orderBy(desc(focusSessions.startAt))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ value: count() }).from(focusSessions).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
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

/** The learner's to-dos among `ids`, with their status (foreign or unknown ids are simply missing). */
export async function ownTodos(db: Database, userId: string, ids: readonly string[]) {
  return db
    .select({ id: dailyTodoUnits.id, status: dailyTodoUnits.status })
    .from(dailyTodoUnits)
    .where(and(inArray(dailyTodoUnits.id, [...ids]), eq(dailyTodoUnits.userId, userId)));
}

export async function findOwnTodo(db: Database, userId: string, id: string) {
  const [todo] = await db
    .select()
    .from(dailyTodoUnits)
    .where(and(eq(dailyTodoUnits.id, id), eq(dailyTodoUnits.userId, userId)));
  return todo;
}

/** Whether the to-do is one the block was planned with. */
export async function isPlannedInBlock(db: Database, blockId: string, todoId: string): Promise<boolean> {
  const [planned] = await db
    .select({ blockId: focusBlockTodos.blockId })
    .from(focusBlockTodos)
    .where(and(eq(focusBlockTodos.blockId, blockId), eq(focusBlockTodos.dailyTodoUnitId, todoId)));
  return planned !== undefined;
}

/** The sessions `userId` started after `since` (by hand or by a quick start), for the hourly quota. */
export async function sessionsCreatedSince(db: Database, userId: string, since: Date): Promise<RecentWrites> {
  const [row] = await db
    .select({ count: count(), oldest: min(focusSessions.createdAt) })
    .from(focusSessions)
    .where(and(eq(focusSessions.userId, userId), gt(focusSessions.createdAt, since)));
  return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
}

export async function insertSession(db: Database, values: typeof focusSessions.$inferInsert) {
  const [session] = await db.insert(focusSessions).values(values).returning();
  if (!session) throw new Error('session insert returned nothing');
  return session;
}

export async function updateSessionFields(
  db: Database,
  id: string,
  changes: { sessionType?: string; focusTargetMinutes?: number },
  now: Date,
) {
  const [updated] = await db
    .update(focusSessions)
    .set({ ...changes, updatedAt: now })
    .where(eq(focusSessions.id, id))
    .returning();
  return updated;
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

export async function findBlock(db: Database, id: string) {
  const [block] = await db.select().from(focusBlocks).where(eq(focusBlocks.id, id));
  return block;
}

/** Opens the learner's log on a to-do, or a free one (`todoId` null). */
export async function openLogOn(
  db: Database,
  values: { blockId: string; userId: string; todoId: string | null; at: Date },
) {
  await db.insert(focusLogs).values({
    blockId: values.blockId,
    userId: values.userId,
    dailyTodoUnitId: values.todoId,
    startedAt: values.at,
  });
  await notifyPresence(db, values.userId);
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
