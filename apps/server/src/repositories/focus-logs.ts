import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { notifyPresence } from '../db/presence-channel.ts';
import { contentUnits, dailyTodoUnits, focusLogs } from '../db/schema.ts';

/** The only writer of `focus_logs`: a stretch of focus is opened and closed here, and presence told of it. */

export type LogRow = typeof focusLogs.$inferSelect;

export async function openLog(db: Database, userId: string): Promise<LogRow | undefined> {
  const [log] = await db
    .select()
    .from(focusLogs)
    .where(and(eq(focusLogs.userId, userId), isNull(focusLogs.endedAt)));
  return log;
}

/** The blocks' logs in the order they started, each with its to-do's title. */
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

export type BlockLogRow = Awaited<ReturnType<typeof blockLogRows>>[number];

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
