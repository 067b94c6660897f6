import { todoMessages } from '@molip/domain/daily-todo';
import { wholeMinutes } from '@molip/domain/duration';
import { focusMessages } from '@molip/domain/focus';
import type { FreeFocusResult } from '@molip/domain/focus-quick-start';
import { canTransition, isOpenTodoStatus } from '@molip/domain/todo-status';
import type { Database } from '../db/client.ts';
import { AppError, conflict, notFound } from '../lib/app-error.ts';
import { blockView } from '../queries/focus.ts';
import { findOwnTodoRow } from '../repositories/daily-todo-units.ts';
import { activeBlock, isPlannedInBlock, type BlockRow } from '../repositories/focus-blocks.ts';
import { openLog, openLogOn } from '../repositories/focus-logs.ts';
import { activeSession, type SessionRow } from '../repositories/focus-sessions.ts';
import { closeLog } from './focus-ending.ts';
import { applyTodoStatus } from './todo-status.ts';
import { withLearner, type Learner } from './with-learner.ts';

export type FocusAction = 'start' | 'pause' | 'complete';

/** Starts focusing on a to-do of the running block, switching away from any other one. */
export const startFocusLog = (db: Database, userId: string, todoId: string, now: Date) =>
  changeFocus(db, userId, todoId, 'start', now);

/** Stops focusing on the to-do, crediting the time so far. */
export const pauseFocusLog = (db: Database, userId: string, todoId: string, now: Date) =>
  changeFocus(db, userId, todoId, 'pause', now);

/** Stops focusing on the to-do and completes it; completing twice credits the time once. */
export const completeFocusLog = (db: Database, userId: string, todoId: string, now: Date) =>
  changeFocus(db, userId, todoId, 'complete', now);

/**
 * Every seconds figure comes from the server's clock, clamped to the block and session; repeating a call
 * changes nothing (docs/product-rules.md#focus-time).
 */
function changeFocus(db: Database, userId: string, todoId: string, action: FocusAction, now: Date) {
  return withLearner(db, userId, now, (tx, learner) => applyFocusChange(tx, learner, todoId, action, now));
}

/** The focus change itself, for a command that already holds the learner lock (the quick start). */
export async function applyFocusChange(
  tx: Database,
  learner: Learner,
  todoId: string,
  action: FocusAction,
  now: Date,
) {
  const userId = learner.id;
  const todo = await findOwnTodoRow(tx, userId, todoId);
  if (!todo) throw notFound(todoMessages.notFound);
  const block = await activeBlock(tx, userId);
  const session = await activeSession(tx, userId);
  if (!block || !session) throw conflict('NO_ACTIVE_BLOCK', focusMessages.noActiveBlock);
  if (!(await isPlannedInBlock(tx, block.id, todoId))) {
    throw new AppError(409, 'TODO_NOT_IN_BLOCK', focusMessages.todoNotInBlock);
  }

  const current = await openLog(tx, userId);
  const focusingOnThis = current?.dailyTodoUnitId === todoId;
  // start: switch away from another to-do (or keep focusing); pause/complete: stop focusing on this one.
  const closesCurrent = current !== undefined && (focusingOnThis ? action !== 'start' : action === 'start');
  const credited =
    current && closesCurrent
      ? await closeLog(tx, current, { block, session }, now, { completedTodo: action === 'complete' })
      : 0;

  if (action === 'start' && !focusingOnThis) {
    if (!isOpenTodoStatus(todo.status)) throw conflict('TODO_NOT_OPEN', focusMessages.todoNotOpen);
    await openLogOn(tx, { blockId: block.id, userId, todoId, at: now });
  }
  // Status changes go through the to-do rules, so postponement copies and plan completion follow.
  const target = action === 'start' ? 'IN_PROGRESS' : action === 'complete' ? 'COMPLETED' : undefined;
  if (target && todo.status !== target) {
    if (!canTransition(todo.status, target)) throw conflict('TODO_NOT_OPEN', focusMessages.todoNotOpen);
    await applyTodoStatus(tx, userId, todoId, target, learner.today, now);
  }
  const updated = (await findOwnTodoRow(tx, userId, todoId)) ?? todo;
  const presented = await blockView(tx, block, session, now);
  return {
    success: true as const,
    data: {
      dailyTodoUnitId: todoId,
      status: updated.status,
      totalStudySeconds: updated.totalStudySeconds,
      totalStudyMinutes: wholeMinutes(updated.totalStudySeconds),
      creditedSeconds: credited,
      activeLog: presented.focusLogs.find((log) => log.endTime === null) ?? null,
      block: presented,
    },
  };
}

/** A free focus call's answer: the seconds it credited, the open log and the running block. */
export async function freeFocusAnswer(
  tx: Database,
  windows: { block: BlockRow; session: SessionRow },
  credited: number,
  now: Date,
): Promise<FreeFocusResult> {
  const presented = await blockView(tx, windows.block, windows.session, now);
  return {
    success: true,
    data: {
      creditedSeconds: credited,
      activeLog: presented.focusLogs.find((log) => log.endTime === null) ?? null,
      block: presented,
    },
  };
}

/** Stops a free focus, crediting the time so far; not focusing freely changes nothing. */
export function pauseFreeFocus(db: Database, userId: string, now: Date): Promise<FreeFocusResult> {
  return withLearner(db, userId, now, async (tx) => {
    const block = await activeBlock(tx, userId);
    const session = await activeSession(tx, userId);
    if (!block || !session) throw conflict('NO_ACTIVE_BLOCK', focusMessages.noActiveBlock);
    const current = await openLog(tx, userId);
    const credited =
      current?.dailyTodoUnitId === null ? await closeLog(tx, current, { block, session }, now) : 0;
    return freeFocusAnswer(tx, { block, session }, credited, now);
  });
}
