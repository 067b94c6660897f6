import { and, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { openLogBlock, openLogSeconds, openLogSession } from '../db/focus-credit-sql.ts';
import {
  closedLogSeconds,
  instant,
  loggedSecondsAt,
  loggedStudyDay,
  STUDY_DAY_REACH_MS,
} from '../db/study-day-sql.ts';
import {
  focusBlocks,
  focusLogs,
  focusSessions,
  groupMemberships,
  learnerFocusDays,
  users,
} from '../db/schema.ts';

/** Whose focus logs: one learner, some learners, a group's members, or every learner (the admin's view). */
export type FocusScope =
  { userId: string } | { userIds: readonly string[] } | { groupId: number } | { everyone: true };

/** A zone and day start whose calendar every learner's days are read on. */
export type ReaderZone = { timezone: string; dayStartHour: number };

export type FocusSecondsRequest = {
  scope: FocusScope;
  /** The first and last study day read, both included; an end left out is open. */
  from?: string | undefined;
  to?: string | undefined;
  /** The read's instant: the open log counts what it has earned by then. */
  now: Date;
  /** Days on this zone's calendar (the admin's) instead of each learner's own zone and day start. */
  zone?: ReaderZone | undefined;
};

/** One learner's study day: its credited seconds, the open log's so far, and those of its closed logs alone. */
export type FocusSecondsDay = { userId: string; day: string; seconds: number; closedSeconds: number };

function inScope(scope: FocusScope, userId: PgColumn): SQL | undefined {
  if ('userId' in scope) return eq(userId, scope.userId);
  if ('userIds' in scope) return inArray(userId, [...scope.userIds]);
  if ('groupId' in scope)
    return sql`${userId} in (select ${groupMemberships.userId} from ${groupMemberships} where ${groupMemberships.groupId} = ${scope.groupId})`;
  return undefined;
}

const between = (day: SQL | PgColumn, from: string | undefined, to: string | undefined) =>
  and(
    from === undefined ? undefined : sql`${day} >= ${from}`,
    to === undefined ? undefined : sql`${day} <= ${to}`,
  );

/**
 * Credited focus seconds per learner and study day (docs/product-rules.md#statistics): a log counts on the
 * day it started, the open log with what it has earned by `now`. In each learner's own zone the closed logs
 * come from their rollup (migration 0014); on a reader's zone (`zone`), from the logs of the period.
 */
export async function focusSecondsByStudyDay(
  db: Database,
  request: FocusSecondsRequest,
): Promise<FocusSecondsDay[]> {
  if ('userIds' in request.scope && request.scope.userIds.length === 0) return [];
  return request.zone ? onReaderZone(db, request, request.zone) : onLearnerZones(db, request);
}

async function onLearnerZones(db: Database, { scope, from, to, now }: FocusSecondsRequest) {
  const closed = db
    .select({
      userId: sql<string>`${learnerFocusDays.userId}`.as('user_id'),
      day: sql<string>`${learnerFocusDays.studyDay}::text`.as('day'),
      seconds: sql<number>`${learnerFocusDays.seconds}`.as('seconds'),
      closedSeconds: sql<number>`${learnerFocusDays.seconds}`.as('closed_seconds'),
    })
    .from(learnerFocusDays)
    .where(and(inScope(scope, learnerFocusDays.userId), between(learnerFocusDays.studyDay, from, to)));
  const open = db
    .select({
      userId: sql<string>`${focusLogs.userId}`.as('user_id'),
      day: loggedStudyDay().as('day'),
      seconds: openLogSeconds(instant(now)).as('seconds'),
      closedSeconds: sql<number>`0`.as('closed_seconds'),
    })
    .from(focusLogs)
    .innerJoin(users, eq(users.id, focusLogs.userId))
    .innerJoin(focusBlocks, openLogBlock)
    .innerJoin(focusSessions, openLogSession)
    .where(
      and(inScope(scope, focusLogs.userId), isNull(focusLogs.endedAt), between(loggedStudyDay(), from, to)),
    );
  const days = closed.unionAll(open).as('days');
  return db
    .select({
      userId: days.userId,
      day: days.day,
      seconds: sql<number>`sum(${days.seconds})::int`,
      closedSeconds: sql<number>`sum(${days.closedSeconds})::int`,
    })
    .from(days)
    .groupBy(days.userId, days.day);
}

async function onReaderZone(db: Database, { scope, from, to, now }: FocusSecondsRequest, zone: ReaderZone) {
  const day = loggedStudyDay(zone);
  // Only the logs started within a study day's reach of the period: the index on their start narrows the read.
  const dayMs = (date: string) => Date.parse(`${date}T00:00:00Z`);
  const startedFrom = from === undefined ? undefined : new Date(dayMs(from) - STUDY_DAY_REACH_MS);
  const startedBefore = to === undefined ? undefined : new Date(dayMs(to) + 86_400_000 + STUDY_DAY_REACH_MS);
  return (
    db
      .select({
        userId: focusLogs.userId,
        day,
        seconds: loggedSecondsAt(instant(now)),
        closedSeconds: closedLogSeconds,
      })
      .from(focusLogs)
      .leftJoin(focusBlocks, openLogBlock)
      .leftJoin(focusSessions, openLogSession)
      .where(
        and(
          inScope(scope, focusLogs.userId),
          startedFrom && gte(focusLogs.startedAt, startedFrom),
          startedBefore && lt(focusLogs.startedAt, startedBefore),
          between(day, from, to),
        ),
      )
      // By position: Drizzle names the column differently in the select list and in a GROUP BY.
      .groupBy(sql`1`, sql`2`)
  );
}
