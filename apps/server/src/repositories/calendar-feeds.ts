import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { calendarFeeds, contentUnits, dailyTodoUnits, studyPlans, users } from '../db/schema.ts';

/** The learner's feed secret, or undefined before they first asked for the address. */
export async function findFeedSecret(db: Database, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ secret: calendarFeeds.secret })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return row?.secret;
}

/** Gives the learner this secret, replacing any they had (the old address stops answering). */
export async function putFeedSecret(db: Database, userId: string, secret: string, now: Date) {
  await db
    .insert(calendarFeeds)
    .values({ userId, secret, createdAt: now })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { secret, createdAt: now } });
}

/** Whose feed this secret opens; a disabled account's opens none. */
export async function findFeedOwner(db: Database, secret: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.secret, secret), isNull(users.disabledAt)));
  return row?.userId;
}

/**
 * Every to-do of the learner's active plans by day, plan and outline order; a postponed row is left out, as
 * its successor stands on the day it moved to.
 */
export async function activePlanTodoRows(db: Database, userId: string) {
  return db
    .select({
      planId: studyPlans.id,
      planTitle: studyPlans.title,
      todoDate: dailyTodoUnits.todoDate,
      title: contentUnits.title,
      status: dailyTodoUnits.status,
      reviewStep: dailyTodoUnits.reviewStep,
    })
    .from(dailyTodoUnits)
    .innerJoin(studyPlans, eq(studyPlans.id, dailyTodoUnits.studyPlanId))
    .innerJoin(contentUnits, eq(contentUnits.id, dailyTodoUnits.contentUnitId))
    .where(
      and(
        eq(dailyTodoUnits.userId, userId),
        eq(studyPlans.status, 'ACTIVE'),
        ne(dailyTodoUnits.status, 'POSTPONED'),
      ),
    )
    .orderBy(
      asc(dailyTodoUnits.todoDate),
      asc(studyPlans.createdAt),
      asc(studyPlans.id),
      asc(contentUnits.position),
    );
}

export type CalendarTodoRow = Awaited<ReturnType<typeof activePlanTodoRows>>[number];
