import { creditCutoffMs, creditedFocusSeconds, hasReachedPlannedEnd } from '@molip/domain/focus-window';
import type { Database } from '../db/client.ts';
import { creditSpanOf } from '../lib/focus-credit.ts';
import { addStudySeconds, reopenInProgressTodos } from '../repositories/daily-todo-units.ts';
import { activeBlock, endBlockRow, findBlock, type BlockRow } from '../repositories/focus-blocks.ts';
import { closeLogRow, openLog, type LogRow } from '../repositories/focus-logs.ts';
import {
  activeSession,
  endSessionRow,
  findSession,
  type SessionRow,
} from '../repositories/focus-sessions.ts';

// The steps that end focus write the focus tables and the to-dos together; callers hold the learner lock and
// run them inside their transaction.

/**
 * Closes a log once: only the first closer credits the seconds to the to-do (a free log has none: its
 * seconds count for the learner only).
 */
export async function closeLog(
  tx: Database,
  log: LogRow,
  windows: { block: BlockRow; session: SessionRow },
  now: Date,
  options: { completedTodo?: boolean } = {},
): Promise<number> {
  const span = creditSpanOf(windows.block, windows.session);
  const cutoff = creditCutoffMs(now.getTime(), span);
  const seconds = creditedFocusSeconds(log.startedAt.getTime(), span.blockStartMs, cutoff);
  const closed = await closeLogRow(tx, log, {
    endedAt: new Date(Math.max(cutoff, log.startedAt.getTime())),
    seconds,
    completedTodo: options.completedTodo ?? false,
  });
  if (closed === undefined) return 0;
  if (log.dailyTodoUnitId !== null) await addStudySeconds(tx, log.dailyTodoUnitId, closed, now);
  return closed;
}

/** Ends a block and the log open in it (if any) at `at`; its to-dos still in progress reopen as pending. */
export async function endBlock(tx: Database, block: BlockRow, session: SessionRow, at: Date, now: Date) {
  const log = await openLog(tx, block.userId);
  if (log && log.blockId === block.id) await closeLog(tx, log, { block, session }, now);
  await endBlockRow(tx, block.id, at, now);
  await reopenInProgressTodos(tx, block.userId, now);
}

/** Ends a session, its open block and log at `at` (never later than the planned end). */
export async function endSession(tx: Database, session: SessionRow, at: Date, now: Date) {
  const endAt = at.getTime() > session.plannedEndAt.getTime() ? session.plannedEndAt : at;
  const block = await activeBlock(tx, session.userId);
  if (block && block.sessionId === session.id)
    await endBlock(tx, block, { ...session, endedAt: endAt }, endAt, now);
  await endSessionRow(tx, session.id, endAt, now);
}

/**
 * A session past its planned end is ended on the next read or write, its open block and log clamped to
 * the planned end; true when this call ended it. Idempotent; callers hold the learner lock.
 */
export async function settleExpiredSession(tx: Database, userId: string, now: Date): Promise<boolean> {
  const session = await activeSession(tx, userId);
  if (!session || !hasReachedPlannedEnd(session.plannedEndAt.getTime(), now.getTime())) return false;
  await endSession(tx, session, session.plannedEndAt, now);
  return true;
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
  const block = await findBlock(tx, log.blockId);
  const session = block && (await findSession(tx, block.sessionId));
  if (block && session) await closeLog(tx, log, { block, session }, now);
}
