import { todayInZone } from '@molip/domain/calendar-date';
import { accountMessages } from '@molip/domain/user';
import { focusMessages } from '@molip/domain/focus';
import { hasReachedPlannedEnd } from '@molip/domain/focus-window';
import type { ApiErrorCode } from '@molip/domain/api-error';
import type { Database } from '../db/client.ts';
import { conflict, notFound } from '../lib/app-error.ts';
import { activeSession } from '../repositories/focus-sessions.ts';
import { settleExpiredSession } from './focus-ending.ts';
import { uniqueViolationConstraint } from '../db/database-errors.ts';
import { lockLearner } from '../repositories/users.ts';

/** The locked learner, with their study day at the command's `now` (their zone and day-start hour). */
export type Learner = { id: string; timezone: string; dayStartHour: number; today: string };

// The partial unique indexes are the last word on "one active session, block and log per learner".
const ONE_ACTIVE: Record<string, { code: ApiErrorCode; message: string }> = {
  focus_sessions_one_active_key: { code: 'SESSION_ACTIVE', message: focusMessages.sessionActive },
  focus_blocks_one_active_key: { code: 'BLOCK_ACTIVE', message: focusMessages.blockActive },
  focus_logs_one_open_key: { code: 'LOG_OPEN', message: focusMessages.logOpen },
};

/**
 * Runs one write of a learner: in a transaction with the learner's row locked (their writes queue, so
 * nothing counts twice), after ending a focus session that ran past its planned end, and with a broken
 * "one active" rule answered as a 409. Every command runs inside it.
 */
export async function withLearner<T>(
  db: Database,
  userId: string,
  now: Date,
  work: (tx: Database, learner: Learner) => Promise<T>,
): Promise<T> {
  try {
    const outcome = await db.transaction(
      async (tx): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> => {
        const locked = await lockLearner(tx, userId);
        if (!locked) throw notFound(accountMessages.notFound);
        const learner = { ...locked, today: todayInZone(now, locked.timezone, locked.dayStartHour) };
        if (!(await settleExpiredSession(tx, userId, now)))
          return { ok: true, value: await work(tx, learner) };
        // The session's end stands even when the command that found it fails: only the command is undone.
        try {
          return { ok: true, value: await tx.transaction((command) => work(command, learner)) };
        } catch (error) {
          return { ok: false, error };
        }
      },
    );
    if (!outcome.ok) throw outcome.error;
    return outcome.value;
  } catch (error) {
    const constraint = uniqueViolationConstraint(error);
    const oneActive = constraint === undefined ? undefined : ONE_ACTIVE[constraint];
    if (oneActive) throw conflict(oneActive.code, oneActive.message);
    throw error;
  }
}

/** Ends a session past its planned end before a read, so no screen shows one that should have ended. */
async function settleLearner(db: Database, userId: string, now: Date): Promise<void> {
  const session = await activeSession(db, userId);
  if (session && hasReachedPlannedEnd(session.plannedEndAt.getTime(), now.getTime())) {
    await withLearner(db, userId, now, async () => undefined);
  }
}

/** Runs a read once a session past its planned end is ended: reads write nothing themselves. */
export async function afterSettling<T>(db: Database, userId: string, now: Date, read: () => Promise<T>) {
  await settleLearner(db, userId, now);
  return read();
}
