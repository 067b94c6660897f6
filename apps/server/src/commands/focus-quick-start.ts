import { todoMessages } from '@molip/domain/daily-todo';
import { minutesToMs } from '@molip/domain/duration';
import { DEFAULT_SESSION_TYPE, focusMessages } from '@molip/domain/focus';
import {
  quickStartBlockMinutes,
  quickStartMessages,
  studyDayEnd,
  type FreeFocusStartResult,
  type QuickStartFocusResult,
} from '@molip/domain/focus-quick-start';
import { isOpenTodoStatus } from '@molip/domain/todo-status';
import { clockInZone } from '@molip/domain/zoned-time';
import type { Database } from '../db/client.ts';
import { conflict, notFound } from '../lib/app-error.ts';
import { findOwnTodoRow } from '../repositories/daily-todo-units.ts';
import { activeBlock, addTodoToBlock, insertBlock, isPlannedInBlock } from '../repositories/focus-blocks.ts';
import { openLog, openLogOn } from '../repositories/focus-logs.ts';
import { activeSession, insertSession } from '../repositories/focus-sessions.ts';
import { closeLog } from './focus-ending.ts';
import { applyFocusChange, freeFocusAnswer } from './focus-logs.ts';
import { assertSessionQuota } from './focus-sessions.ts';
import { withLearner, type Learner } from './with-learner.ts';

type Opened = QuickStartFocusResult['opened'];

const after = (at: Date, minutes: number) => new Date(at.getTime() + minutesToMs(minutes));

/**
 * Opens what is missing to focus now: a session and a block of the chosen length (clipped to the study
 * day's end) when none runs, or a block inside the running session (clipped to its end).
 */
async function openRunningBlock(tx: Database, learner: Learner, blockMinutes: number, now: Date) {
  const userId = learner.id;
  let opened: Opened = 'none';
  let session = await activeSession(tx, userId);
  if (!session) {
    const dayEnd = studyDayEnd(now, learner.timezone, learner.dayStartHour);
    const minutes = quickStartBlockMinutes(now, blockMinutes, dayEnd);
    if (minutes === 0) throw conflict('NO_TIME_LEFT', quickStartMessages.noTimeLeftToday);
    await assertSessionQuota(tx, userId, now);
    session = await insertSession(tx, {
      userId,
      sessionType: DEFAULT_SESSION_TYPE,
      startAt: now,
      plannedEndAt: after(now, minutes),
      focusTargetMinutes: minutes,
      timezone: learner.timezone,
      createdAt: now,
      updatedAt: now,
    });
    opened = 'session';
  }
  if (session.startAt.getTime() > now.getTime()) {
    const startClock = clockInZone(session.startAt, session.timezone);
    throw conflict('SESSION_NOT_STARTED', quickStartMessages.sessionNotStarted(startClock));
  }

  let block = await activeBlock(tx, userId);
  if (!block) {
    const minutes = quickStartBlockMinutes(now, blockMinutes, session.plannedEndAt);
    if (minutes === 0) throw conflict('NO_TIME_LEFT', quickStartMessages.noTimeLeftInSession);
    const values = { sessionId: session.id, userId, startAt: now, plannedMinutes: minutes };
    block = await insertBlock(tx, { ...values, createdAt: now, updatedAt: now }, []);
    if (opened === 'none') opened = 'block';
  }
  return { opened, block, session };
}

/**
 * One tap from a to-do to a running timer (docs/product-rules.md#focus-time): opens a session and a block
 * when none runs, a block inside a running session, or adds the to-do to the running block; then starts
 * focusing on it. Already focusing on it changes nothing.
 */
export async function quickStartFocus(
  db: Database,
  userId: string,
  body: { dailyTodoUnitId: string; blockMinutes: number },
  now: Date,
): Promise<QuickStartFocusResult> {
  return withLearner(db, userId, now, async (tx, learner) => {
    const todoId = body.dailyTodoUnitId;
    const todo = await findOwnTodoRow(tx, userId, todoId);
    if (!todo) throw notFound(todoMessages.notFound);
    const current = await openLog(tx, userId);
    if (current?.dailyTodoUnitId === todoId) {
      return { ...(await applyFocusChange(tx, learner, todoId, 'start', now)), opened: 'none' };
    }
    if (!isOpenTodoStatus(todo.status)) throw conflict('TODO_NOT_OPEN', focusMessages.todoNotOpen);

    const { opened, block } = await openRunningBlock(tx, learner, body.blockMinutes, now);
    if (!(await isPlannedInBlock(tx, block.id, todoId))) await addTodoToBlock(tx, block.id, todoId);
    return { ...(await applyFocusChange(tx, learner, todoId, 'start', now)), opened };
  });
}

/**
 * Free focus: a quick start on no to-do (docs/product-rules.md#focus-time). Opens what is missing like the
 * quick start, closes a log open on a to-do (a switch) and opens a free log; already focusing freely
 * changes nothing.
 */
export async function startFreeFocus(
  db: Database,
  userId: string,
  body: { blockMinutes: number },
  now: Date,
): Promise<FreeFocusStartResult> {
  return withLearner(db, userId, now, async (tx, learner) => {
    const current = await openLog(tx, userId);
    const { opened, block, session } = await openRunningBlock(tx, learner, body.blockMinutes, now);
    if (current?.dailyTodoUnitId === null) {
      return { ...(await freeFocusAnswer(tx, { block, session }, 0, now)), opened };
    }
    const credited = current ? await closeLog(tx, current, { block, session }, now) : 0;
    await openLogOn(tx, { blockId: block.id, userId, todoId: null, at: now });
    return { ...(await freeFocusAnswer(tx, { block, session }, credited, now)), opened };
  });
}
