import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  contentUnits,
  dailyTodoUnits,
  focusBlocks,
  focusBlockTodos,
  focusLogs,
  focusSessions,
  studyPlans,
  users,
} from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { creditedSeconds, focusCutoff } from './focus-window.ts';

export type SessionRow = typeof focusSessions.$inferSelect;
export type BlockRow = typeof focusBlocks.$inferSelect;
export type LogRow = typeof focusLogs.$inferSelect;

/** Serialises every focus change of one learner (row lock on the user), so nothing counts twice. */
export async function lockLearner(tx: Database, userId: string) {
  const [user] = await tx
    .select({ id: users.id, timezone: users.timezone, dayStartHour: users.dayStartHour })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!user) throw notFound('사용자를 찾을 수 없습니다.');
  return user;
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
 * Closes a log once: the conditional update lets only the first closer through, and only that closer
 * credits the seconds to the to-do.
 */
export async function closeLog(
  tx: Database,
  log: LogRow,
  windows: { block: BlockRow; session: SessionRow },
  now: Date,
  options: { completedTodo?: boolean } = {},
): Promise<number> {
  const cutoff = focusCutoff(now, windows.block, windows.session);
  const endedAt = cutoff.getTime() < log.startedAt.getTime() ? log.startedAt : cutoff;
  const seconds = creditedSeconds(log.startedAt, windows.block, cutoff);
  const [closed] = await tx
    .update(focusLogs)
    .set({ endedAt, seconds, completedTodo: options.completedTodo ?? false })
    .where(and(eq(focusLogs.id, log.id), isNull(focusLogs.endedAt)))
    .returning({ seconds: focusLogs.seconds });
  if (!closed) return 0;
  await tx
    .update(dailyTodoUnits)
    .set({ totalStudySeconds: sql`${dailyTodoUnits.totalStudySeconds} + ${closed.seconds}`, updatedAt: now })
    .where(eq(dailyTodoUnits.id, log.dailyTodoUnitId));
  return closed.seconds;
}

/** Ends a block and the log open in it (if any) at `at`. */
export async function endBlock(tx: Database, block: BlockRow, session: SessionRow, at: Date, now: Date) {
  const log = await openLog(tx, block.userId);
  if (log && log.blockId === block.id) await closeLog(tx, log, { block, session }, now);
  await tx
    .update(focusBlocks)
    .set({ endedAt: at, updatedAt: now })
    .where(and(eq(focusBlocks.id, block.id), isNull(focusBlocks.endedAt)));
}

/** Ends a session, its open block and log at `at` (never later than the planned end). */
export async function endSession(tx: Database, session: SessionRow, at: Date, now: Date) {
  const endAt = at.getTime() > session.plannedEndAt.getTime() ? session.plannedEndAt : at;
  const block = await activeBlock(tx, session.userId);
  if (block && block.sessionId === session.id)
    await endBlock(tx, block, { ...session, endedAt: endAt }, endAt, now);
  await tx
    .update(focusSessions)
    .set({ endedAt: endAt, updatedAt: now })
    .where(and(eq(focusSessions.id, session.id), isNull(focusSessions.endedAt)));
}

/**
 * A session past its planned end is ended on the next read or write, its open block and log clamped to
 * the planned end (DESIGN §5). Idempotent; callers hold the learner lock.
 */
export async function settleExpiredSession(tx: Database, userId: string, now: Date): Promise<void> {
  const session = await activeSession(tx, userId);
  if (session && session.plannedEndAt.getTime() <= now.getTime()) {
    await endSession(tx, session, session.plannedEndAt, now);
  }
}

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
  return db
    .select({ log: focusLogs, title: contentUnits.title })
    .from(focusLogs)
    .innerJoin(dailyTodoUnits, eq(dailyTodoUnits.id, focusLogs.dailyTodoUnitId))
    .innerJoin(contentUnits, eq(contentUnits.id, dailyTodoUnits.contentUnitId))
    .where(inArray(focusLogs.blockId, [...blockIds]))
    .orderBy(asc(focusLogs.startedAt));
}

/**
 * Closes the learner's open log if it is on this to-do (a status change from the to-do list while focusing
 * on it): the time so far is credited and focus stops. Callers hold the learner lock.
 */
export async function closeOpenLogOnTodo(
  tx: Database,
  userId: string,
  todoId: string,
  now: Date,
): Promise<void> {
  const log = await openLog(tx, userId);
  if (!log || log.dailyTodoUnitId !== todoId) return;
  const [block] = await tx.select().from(focusBlocks).where(eq(focusBlocks.id, log.blockId));
  const [session] = block
    ? await tx.select().from(focusSessions).where(eq(focusSessions.id, block.sessionId))
    : [];
  if (block && session) await closeLog(tx, log, { block, session }, now);
}
