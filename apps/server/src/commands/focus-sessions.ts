import { FOCUS_SESSIONS_STARTED_PER_HOUR_MAX } from '@molip/domain/constants';
import { minutesBetween } from '@molip/domain/duration';
import { focusMessages, type createFocusSessionBody } from '@molip/domain/focus';
import { sessionWindowAt } from '@molip/domain/zoned-time';
import type { z } from 'zod';
import type { Database } from '../db/client.ts';
import { badRequest, conflict, notFound } from '../lib/app-error.ts';
import { assertHourlyQuota, quotaWindowStart } from '../lib/write-quota.ts';
import {
  activeSession,
  findOwnSession,
  findSession,
  insertSession,
  latestSession,
  sessionsCreatedSince,
  updateSessionFields,
  type SessionRow,
} from '../repositories/focus-sessions.ts';
import { endSession } from './focus-ending.ts';
import { withLearner } from './with-learner.ts';

type CreateSession = z.output<typeof createFocusSessionBody>;

/** Refuses a new session once the learner started the hour's share, however they started them (a step). */
export async function assertSessionQuota(tx: Database, userId: string, now: Date) {
  assertHourlyQuota(await sessionsCreatedSince(tx, userId, quotaWindowStart(now)), {
    limit: FOCUS_SESSIONS_STARTED_PER_HOUR_MAX,
    now,
    message: focusMessages.sessionQuotaExceeded,
  });
}

/** Starts a session from today's `HH:mm` start and end in the learner's zone (it may cross midnight). */
export async function createFocusSession(db: Database, userId: string, body: CreateSession, now: Date) {
  return withLearner(db, userId, now, async (tx, learner) => {
    if (await activeSession(tx, userId)) throw conflict('SESSION_ACTIVE', focusMessages.sessionActive);
    await assertSessionQuota(tx, userId, now);
    const window = sessionWindowAt(now, body.startTime, body.endTime, learner.timezone);
    if (!window) {
      throw badRequest('종료 시간이 이미 지났어요. 종료 시간을 다시 선택해 주세요.', {
        'body.endTime': ['종료 시간이 이미 지났어요.'],
      });
    }
    return insertSession(tx, {
      userId,
      sessionType: body.sessionType,
      startAt: window.start,
      plannedEndAt: window.end,
      focusTargetMinutes: body.focusTime,
      timezone: learner.timezone,
      createdAt: now,
      updatedAt: now,
    });
  });
}

/** Changes a running session's type or focus target (not more than its length). */
export async function updateFocusSession(
  db: Database,
  userId: string,
  sessionId: string,
  changes: { sessionType?: string | undefined; focusTime?: number | undefined },
  now: Date,
) {
  return withLearner(db, userId, now, async (tx) => {
    const session = await findOwnSession(tx, userId, sessionId);
    if (!session) throw notFound(focusMessages.sessionNotFound);
    if (session.endedAt) throw conflict('SESSION_ENDED', '이미 끝난 세션은 수정할 수 없어요.');
    const total = minutesBetween(session.startAt.getTime(), session.plannedEndAt.getTime());
    if (changes.focusTime !== undefined && changes.focusTime > total) {
      throw badRequest(focusMessages.focusExceedsTotal, {
        'body.focusTime': [focusMessages.focusExceedsTotal],
      });
    }
    const updated = await updateSessionFields(
      tx,
      sessionId,
      {
        ...(changes.sessionType ? { sessionType: changes.sessionType } : {}),
        ...(changes.focusTime ? { focusTargetMinutes: changes.focusTime } : {}),
      },
      now,
    );
    if (!updated) throw notFound(focusMessages.sessionNotFound);
    return updated;
  });
}

/**
 * Ends the running session (its block and open log with it). Repeating it is safe: with none running it
 * answers that nothing was ended, with the learner's latest session.
 */
export async function endFocusSession(
  db: Database,
  userId: string,
  now: Date,
): Promise<{ ended: boolean; session: SessionRow | undefined }> {
  return withLearner(db, userId, now, async (tx) => {
    const session = await activeSession(tx, userId);
    if (!session) return { ended: false, session: await latestSession(tx, userId) };
    await endSession(tx, session, now, now);
    return { ended: true, session: await findSession(tx, session.id) };
  });
}
