import { MS_PER_MINUTE, minutesBetween, minutesToMs } from '@molip/domain/duration';
import { checkBlockFitsSession, focusMessages, type CreateFocusBlockBody } from '@molip/domain/focus';
import { isOpenTodoStatus } from '@molip/domain/todo-status';
import { clockInZone, nextClockInstant } from '@molip/domain/zoned-time';
import type { z } from 'zod';
import type { Database } from '../db/client.ts';
import { badRequest, conflict, notFound } from '../lib/app-error.ts';
import { ownTodoStatuses } from '../repositories/daily-todo-units.ts';
import { activeBlock, findBlock, findOwnBlock, insertBlock } from '../repositories/focus-blocks.ts';
import { activeSession, findSession } from '../repositories/focus-sessions.ts';
import { endBlock } from './focus-ending.ts';
import { todoMessages } from '@molip/domain/daily-todo';
import { withLearner } from './with-learner.ts';

/** Plans a block inside the running session: a start, a length that fits the session, and open to-dos. */
export async function createFocusBlock(
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

    // A block set for this very minute starts now, not at the minute's first second, so a 25-minute block
    // shows 25:00 — unless that would carry its end past the session's.
    const startsThisMinute =
      now.getTime() >= startAt.getTime() &&
      now.getTime() - startAt.getTime() < MS_PER_MINUTE &&
      now.getTime() + minutesToMs(body.plannedDurationMinutes) <= session.plannedEndAt.getTime();

    const ids = [...new Set(body.intendedDailyTodoUnitIds)];
    const todos = await ownTodoStatuses(tx, userId, ids);
    if (todos.length !== ids.length) throw notFound(todoMessages.notFound);
    if (!todos.every((todo) => isOpenTodoStatus(todo.status))) {
      throw conflict('TODO_NOT_OPEN', focusMessages.todoNotOpen);
    }
    return insertBlock(
      tx,
      {
        sessionId: session.id,
        userId,
        startAt: startsThisMinute ? now : startAt,
        plannedMinutes: body.plannedDurationMinutes,
        createdAt: now,
        updatedAt: now,
      },
      ids,
    );
  });
}

/** Ends a block and credits its open log; ending an ended block changes nothing. */
export async function endFocusBlock(db: Database, userId: string, blockId: string, now: Date) {
  return withLearner(db, userId, now, async (tx) => {
    const block = await findOwnBlock(tx, userId, blockId);
    if (!block) throw notFound(focusMessages.blockNotFound);
    const session = await findSession(tx, block.sessionId);
    if (!session) throw notFound(focusMessages.sessionNotFound);
    if (!block.endedAt) await endBlock(tx, block, session, now, now);
    return { block: (await findBlock(tx, block.id)) ?? block, session };
  });
}
