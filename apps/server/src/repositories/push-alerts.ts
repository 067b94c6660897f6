import { and, count, eq, exists, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { isOpenTodo } from '../db/open-todo-sql.ts';
import {
  dailyTodoUnits,
  focusBlocks,
  pushDeliveries,
  pushSettings,
  pushSubscriptions,
  studyPlans,
  users,
} from '../db/schema.ts';

/** Claims a push event for the caller; false when another instance (or an earlier tick) already has it. */
export async function claimPushEvent(db: Database, userId: string, eventKey: string, now: Date) {
  const claimed = await db
    .insert(pushDeliveries)
    .values({ userId, eventKey, claimedAt: now })
    .onConflictDoNothing()
    .returning({ userId: pushDeliveries.userId });
  return claimed.length > 0;
}

export async function deleteDeliveriesBefore(db: Database, before: Date) {
  await db.delete(pushDeliveries).where(lte(pushDeliveries.claimedAt, before));
}

const hasSubscription = (db: Database, userId: AnyPgColumn) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId)),
  );

/**
 * Blocks of learners with a device whose moment `minutesBeforeEnd` before the planned end fell in
 * (since, now], and that were still running then (a block ended early by the learner has no alert).
 */
export async function blocksReaching(db: Database, minutesBeforeEnd: number, since: Date, now: Date) {
  const moment = sql`${focusBlocks.startAt} + make_interval(mins => ${focusBlocks.plannedMinutes} - ${minutesBeforeEnd})`;
  return db
    .select({
      blockId: focusBlocks.id,
      userId: focusBlocks.userId,
      startAt: focusBlocks.startAt,
      plannedMinutes: focusBlocks.plannedMinutes,
    })
    .from(focusBlocks)
    .where(
      and(
        gt(focusBlocks.plannedMinutes, minutesBeforeEnd),
        sql`${moment} > ${since.toISOString()}::timestamptz and ${moment} <= ${now.toISOString()}::timestamptz`,
        or(isNull(focusBlocks.endedAt), sql`${focusBlocks.endedAt} >= ${moment}`),
        hasSubscription(db, focusBlocks.userId),
      ),
    );
}

/** Whether a tab of the learner reported being in front recently enough. */
export async function isAppVisible(db: Database, userId: string, now: Date) {
  const [row] = await db
    .select({ userId: pushSettings.userId })
    .from(pushSettings)
    .where(and(eq(pushSettings.userId, userId), gt(pushSettings.visibleUntil, now)));
  return row !== undefined;
}

/** Learners with a daily reminder and a device to send it to, with what says which day is theirs. */
export async function dailyReminderLearners(db: Database) {
  return db
    .select({
      userId: users.id,
      timezone: users.timezone,
      dayStartHour: users.dayStartHour,
      reminderMinute: sql<number>`${pushSettings.dailyReminderMinute}`,
      appBadge: pushSettings.appBadge,
    })
    .from(pushSettings)
    .innerJoin(users, eq(users.id, pushSettings.userId))
    .where(
      and(
        isNotNull(pushSettings.dailyReminderMinute),
        isNull(users.disabledAt),
        hasSubscription(db, users.id),
      ),
    );
}

/** Open to-dos of the learner's active plans on or before the day (overdue ones show on today's list too). */
export async function countOpenTodosThrough(db: Database, userId: string, date: string) {
  const [row] = await db
    .select({ value: count() })
    .from(dailyTodoUnits)
    .innerJoin(studyPlans, eq(studyPlans.id, dailyTodoUnits.studyPlanId))
    .where(
      and(
        eq(dailyTodoUnits.userId, userId),
        lte(dailyTodoUnits.todoDate, date),
        isOpenTodo(dailyTodoUnits.status),
        eq(studyPlans.status, 'ACTIVE'),
      ),
    );
  return row?.value ?? 0;
}

export async function pushSubscriptionsOf(db: Database, userId: string) {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

/** What the learner's app badge needs: whether it is on (the default) and which day is theirs. */
export async function badgeSettingsOf(db: Database, userId: string) {
  const [row] = await db
    .select({
      appBadge: sql<boolean>`coalesce(${pushSettings.appBadge}, true)`,
      timezone: users.timezone,
      dayStartHour: users.dayStartHour,
    })
    .from(users)
    .leftJoin(pushSettings, eq(pushSettings.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

export type PushSettingsRow = typeof pushSettings.$inferSelect;

export async function findPushSettings(db: Database, userId: string) {
  const [row] = await db.select().from(pushSettings).where(eq(pushSettings.userId, userId));
  return row;
}

export async function putPushSettings(
  db: Database,
  userId: string,
  changes: Partial<
    Pick<typeof pushSettings.$inferInsert, 'visibleUntil' | 'dailyReminderMinute' | 'appBadge'>
  >,
) {
  await db
    .insert(pushSettings)
    .values({ userId, ...changes })
    .onConflictDoUpdate({ target: pushSettings.userId, set: changes });
}
