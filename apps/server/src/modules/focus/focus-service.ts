import { and, eq, inArray } from 'drizzle-orm';
import { todayInZone } from '@molip/domain/calendar-date';
import { checkBlockFitsSession, focusMessages, type CreateFocusBlockBody } from '@molip/domain/focus';
import { minutesBetween, wholeMinutes } from '@molip/domain/duration';
import { canTransition, isOpenTodoStatus } from '@molip/domain/todo-status';
import { clockInZone, nextClockInstant, sessionWindowAt } from '@molip/domain/zoned-time';
import type { z } from 'zod';
import type { createFocusSessionBody } from '@molip/domain/focus';
import type { Database } from '../../db/client.ts';
import { dailyTodoUnits, focusBlocks, focusBlockTodos, focusLogs, focusSessions } from '../../db/schema.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { uniqueViolationConstraint } from '../users/repository.ts';
import { TODO_NOT_FOUND, applyTodoStatus } from '../daily-todos/change-status.ts';
import {
  activeBlock,
  activeSession,
  closeLog,
  endBlock,
  endSession,
  lockLearner,
  openLog,
  settleExpiredSession,
  type SessionRow,
} from './focus-repository.ts';
import { presentBlock } from './presenters.ts';

type CreateSession = z.output<typeof createFocusSessionBody>;

const ONE_ACTIVE_MESSAGES: Record<string, string> = {
  focus_sessions_one_active_key: focusMessages.sessionActive,
  focus_blocks_one_active_key: focusMessages.blockActive,
  focus_logs_one_open_key: '이미 다른 할 일에 집중하고 있습니다.',
};

/** Runs a focus change with the learner locked and an expired session settled first. */
export async function withLearner<T>(
  db: Database,
  userId: string,
  now: Date,
  work: (tx: Database, learner: { timezone: string; dayStartHour: number }) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      const learner = await lockLearner(tx, userId);
      await settleExpiredSession(tx, userId, now);
      return work(tx, learner);
    });
  } catch (error) {
    // The partial unique indexes are the last word on "one active session/block/log per user".
    const constraint = uniqueViolationConstraint(error);
    if (constraint !== undefined)
      throw conflict('FOCUS_CONFLICT', ONE_ACTIVE_MESSAGES[constraint] ?? focusMessages.blockActive);
    throw error;
  }
}

export async function createSession(db: Database, userId: string, body: CreateSession, now: Date) {
  return withLearner(db, userId, now, async (tx, learner) => {
    if (await activeSession(tx, userId)) throw conflict('SESSION_ACTIVE', focusMessages.sessionActive);
    const window = sessionWindowAt(now, body.startTime, body.endTime, learner.timezone);
    if (!window) {
      throw badRequest('종료 시간이 이미 지났습니다. 종료 시간을 다시 선택해주세요.', {
        'body.endTime': ['종료 시간이 이미 지났습니다.'],
      });
    }
    const [session] = await tx
      .insert(focusSessions)
      .values({
        userId,
        sessionType: body.sessionType,
        startAt: window.start,
        plannedEndAt: window.end,
        focusTargetMinutes: body.focusTime,
        timezone: learner.timezone,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!session) throw new Error('session insert returned nothing');
    return session;
  });
}

export async function updateSession(
  db: Database,
  userId: string,
  sessionId: string,
  changes: { sessionType?: string | undefined; focusTime?: number | undefined },
  now: Date,
) {
  return withLearner(db, userId, now, async (tx) => {
    const [session] = await tx
      .select()
      .from(focusSessions)
      .where(and(eq(focusSessions.id, sessionId), eq(focusSessions.userId, userId)));
    if (!session) throw notFound(focusMessages.sessionNotFound);
    if (session.endedAt) throw conflict('SESSION_ENDED', '이미 끝난 세션은 수정할 수 없습니다.');
    const total = minutesBetween(session.startAt.getTime(), session.plannedEndAt.getTime());
    if (changes.focusTime !== undefined && changes.focusTime > total) {
      throw badRequest(focusMessages.focusExceedsTotal, {
        'body.focusTime': [focusMessages.focusExceedsTotal],
      });
    }
    const [updated] = await tx
      .update(focusSessions)
      .set({
        ...(changes.sessionType ? { sessionType: changes.sessionType } : {}),
        ...(changes.focusTime ? { focusTargetMinutes: changes.focusTime } : {}),
        updatedAt: now,
      })
      .where(eq(focusSessions.id, sessionId))
      .returning();
    if (!updated) throw notFound(focusMessages.sessionNotFound);
    return updated;
  });
}

/** Ends the active session now; with none active it answers that nothing was ended (idempotent). */
export async function endActiveSession(
  db: Database,
  userId: string,
  now: Date,
): Promise<SessionRow | undefined> {
  return withLearner(db, userId, now, async (tx) => {
    const session = await activeSession(tx, userId);
    if (!session) return undefined;
    await endSession(tx, session, now, now);
    const [ended] = await tx.select().from(focusSessions).where(eq(focusSessions.id, session.id));
    return ended;
  });
}

/** Settles an expired session so reads never show a session that should have ended. */
export async function settle(db: Database, userId: string, now: Date) {
  const session = await activeSession(db, userId);
  if (session && session.plannedEndAt.getTime() <= now.getTime()) {
    await withLearner(db, userId, now, async () => undefined);
  }
}

export async function createBlock(
  db: Database,
  userId: string,
  body: z.output<z.ZodType<CreateFocusBlockBody>>,
  now: Date,
) {
  return withLearner(db, userId, now, async (tx) => {
    const session = await activeSession(tx, userId);
    if (!session) throw conflict('NO_ACTIVE_SESSION', focusMessages.noActiveSession);
    if (await activeBlock(tx, userId)) throw conflict('BLOCK_ACTIVE', focusMessages.blockActive);

    // The block's HH:mm is read in the session's zone, at or after the session's start.
    const startAt = nextClockInstant(session.startAt, body.startTime, session.timezone);
    const fit = checkBlockFitsSession({
      minutesIntoSession: minutesBetween(session.startAt.getTime(), startAt.getTime()),
      focusMinutes: body.plannedDurationMinutes,
      sessionMinutes: minutesBetween(session.startAt.getTime(), session.plannedEndAt.getTime()),
      sessionStartClock: clockInZone(session.startAt, session.timezone),
      sessionEndClock: clockInZone(session.plannedEndAt, session.timezone),
    });
    if (fit.error) {
      const field = fit.error.field === 'startTime' ? 'body.startTime' : 'body.plannedDurationMinutes';
      throw badRequest(fit.error.message, { [field]: [fit.error.message] });
    }

    const ids = [...new Set(body.intendedDailyTodoUnitIds)];
    const todos = await tx
      .select({ id: dailyTodoUnits.id, status: dailyTodoUnits.status })
      .from(dailyTodoUnits)
      .where(and(inArray(dailyTodoUnits.id, ids), eq(dailyTodoUnits.userId, userId)));
    if (todos.length !== ids.length) throw notFound(TODO_NOT_FOUND);
    if (!todos.every((todo) => isOpenTodoStatus(todo.status))) {
      throw conflict('TODO_NOT_OPEN', focusMessages.todoNotOpen);
    }

    const [block] = await tx
      .insert(focusBlocks)
      .values({
        sessionId: session.id,
        userId,
        startAt,
        plannedMinutes: body.plannedDurationMinutes,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!block) throw new Error('block insert returned nothing');
    await tx
      .insert(focusBlockTodos)
      .values(ids.map((dailyTodoUnitId) => ({ blockId: block.id, dailyTodoUnitId })));
    return block;
  });
}

export async function endActiveBlock(db: Database, userId: string, blockId: string, now: Date) {
  return withLearner(db, userId, now, async (tx) => {
    const [block] = await tx
      .select()
      .from(focusBlocks)
      .where(and(eq(focusBlocks.id, blockId), eq(focusBlocks.userId, userId)));
    if (!block) throw notFound(focusMessages.blockNotFound);
    const [session] = await tx.select().from(focusSessions).where(eq(focusSessions.id, block.sessionId));
    if (!session) throw notFound(focusMessages.sessionNotFound);
    if (!block.endedAt) await endBlock(tx, block, session, now, now);
    const [ended] = await tx.select().from(focusBlocks).where(eq(focusBlocks.id, block.id));
    return { block: ended ?? block, session };
  });
}

type LogAction = 'start' | 'pause' | 'complete';

async function blockContext(tx: Database, userId: string, todoId: string) {
  const [todo] = await tx
    .select()
    .from(dailyTodoUnits)
    .where(and(eq(dailyTodoUnits.id, todoId), eq(dailyTodoUnits.userId, userId)));
  if (!todo) throw notFound(TODO_NOT_FOUND);
  const block = await activeBlock(tx, userId);
  const session = await activeSession(tx, userId);
  if (!block || !session) throw conflict('NO_ACTIVE_BLOCK', focusMessages.noActiveBlock);
  const [planned] = await tx
    .select()
    .from(focusBlockTodos)
    .where(and(eq(focusBlockTodos.blockId, block.id), eq(focusBlockTodos.dailyTodoUnitId, todoId)));
  if (!planned) throw new AppError(409, 'TODO_NOT_IN_BLOCK', focusMessages.todoNotInBlock);
  return { todo, block, session };
}

/**
 * Start (switching away from any other to-do), pause or complete focus on one to-do of the active block.
 * Every seconds figure comes from the server's clock; repeating a call changes nothing.
 */
export async function applyLogAction(
  db: Database,
  userId: string,
  todoId: string,
  action: LogAction,
  now: Date,
) {
  return withLearner(db, userId, now, async (tx, learner) => {
    const { todo, block, session } = await blockContext(tx, userId, todoId);
    const windows = { block, session };
    const current = await openLog(tx, userId);
    const focusingOnThis = current?.dailyTodoUnitId === todoId;
    // start: switch away from another to-do (or keep focusing); pause/complete: stop focusing on this one.
    const closesCurrent = current !== undefined && (focusingOnThis ? action !== 'start' : action === 'start');
    const credited =
      current && closesCurrent
        ? await closeLog(tx, current, windows, now, { completedTodo: action === 'complete' })
        : 0;

    if (action === 'start' && !focusingOnThis) {
      if (!isOpenTodoStatus(todo.status)) {
        throw conflict('TODO_NOT_OPEN', focusMessages.todoNotOpen);
      }
      await tx
        .insert(focusLogs)
        .values({ blockId: block.id, userId, dailyTodoUnitId: todoId, startedAt: now });
    }
    // Status changes go through the to-do rules, so postponement copies and plan completion follow.
    const target = action === 'start' ? 'IN_PROGRESS' : action === 'complete' ? 'COMPLETED' : undefined;
    if (target && todo.status !== target) {
      if (!canTransition(todo.status, target)) throw conflict('TODO_NOT_OPEN', focusMessages.todoNotOpen);
      await applyTodoStatus(
        tx,
        userId,
        todoId,
        target,
        todayInZone(now, learner.timezone, learner.dayStartHour),
        now,
      );
    }
    const [updated] = await tx.select().from(dailyTodoUnits).where(eq(dailyTodoUnits.id, todoId));
    const presented = await presentBlock(tx, block, session, now);
    const active = presented.focusLogs.find((log) => log.endTime === null) ?? null;
    return {
      success: true as const,
      data: {
        dailyTodoUnitId: todoId,
        status: updated?.status ?? todo.status,
        totalStudySeconds: updated?.totalStudySeconds ?? todo.totalStudySeconds,
        totalStudyMinutes: wholeMinutes(updated?.totalStudySeconds ?? todo.totalStudySeconds),
        creditedSeconds: credited,
        activeLog: active,
        block: presented,
      },
    };
  });
}
