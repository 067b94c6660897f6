import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import {
  contentUnits,
  dailyTodoUnits,
  focusBlocks,
  focusBlockTodos,
  focusLogs,
  focusSessions,
  groupMemberships,
  learningContents,
  reviewLogs,
  studyGroups,
  studyPlans,
  terms,
  userAgreements,
  users,
} from '../db/schema.ts';

/** Rows are read this many at a time, so a long history never sits in memory whole. */
export const EXPORT_PAGE_SIZE = 500;

/** Where the previous page ended: its last row's sort value and id. */
type Cursor = { at: string; id: string } | null;

/** `(sortColumn, id) > (cursor)`: the next page in a stable order, whatever ties the sort column has. */
function after(sortColumn: AnyPgColumn, idColumn: AnyPgColumn, cursor: Cursor): SQL | undefined {
  return cursor ? sql`(${sortColumn}, ${idColumn}) > (${cursor.at}, ${cursor.id}::uuid)` : undefined;
}

/** The sort column as PostgreSQL prints it: a timestamp keeps its microseconds, which a JS Date would drop. */
const cursorText = (column: AnyPgColumn) => sql<string>`${column}::text`;

/** Every page of one of the learner's tables, oldest first, without the cursor column. */
async function* pages<Row extends { id: string; cursorAt: string }>(
  readPage: (cursor: Cursor) => Promise<Row[]>,
): AsyncGenerator<Omit<Row, 'cursorAt'>[]> {
  let cursor: Cursor = null;
  for (;;) {
    const rows = await readPage(cursor);
    if (rows.length > 0) yield rows.map(({ cursorAt: _cursorAt, ...row }) => row);
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_PAGE_SIZE) return;
    cursor = { at: last.cursorAt, id: last.id };
  }
}

export async function findAccount(db: Database, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user;
}

export async function agreementsOf(db: Database, userId: string) {
  return db
    .select({
      termsType: terms.type,
      version: terms.version,
      title: terms.title,
      agreed: userAgreements.agreed,
      agreedAt: userAgreements.agreedAt,
    })
    .from(userAgreements)
    .innerJoin(terms, eq(terms.id, userAgreements.termsId))
    .where(eq(userAgreements.userId, userId))
    .orderBy(asc(terms.type), asc(terms.version));
}

export async function membershipsOf(db: Database, userId: string) {
  return db
    .select({
      groupId: studyGroups.id,
      groupName: studyGroups.name,
      role: groupMemberships.role,
      joinedAt: groupMemberships.joinedAt,
    })
    .from(groupMemberships)
    .innerJoin(studyGroups, eq(studyGroups.id, groupMemberships.groupId))
    .where(eq(groupMemberships.userId, userId))
    .orderBy(asc(groupMemberships.joinedAt));
}

export function studyPlanPages(db: Database, userId: string) {
  return pages((cursor) =>
    db
      .select({
        id: studyPlans.id,
        cursorAt: cursorText(studyPlans.createdAt),
        title: studyPlans.title,
        status: studyPlans.status,
        learningContentTitle: learningContents.title,
        startDate: studyPlans.startDate,
        endDate: studyPlans.endDate,
        studySpeed: studyPlans.studySpeed,
        dailyVolume: studyPlans.dailyVolume,
        bufferDayInterval: studyPlans.bufferDayInterval,
        reviewsPerDay: studyPlans.reviewsPerDay,
        targetRetentionPercent: studyPlans.targetRetentionPercent,
        reviewMinutesPerDay: studyPlans.reviewMinutesPerDay,
        restDates: studyPlans.restDates,
        restWeekdays: studyPlans.restWeekdays,
        createdAt: studyPlans.createdAt,
      })
      .from(studyPlans)
      .innerJoin(learningContents, eq(learningContents.id, studyPlans.learningContentId))
      .where(and(eq(studyPlans.userId, userId), after(studyPlans.createdAt, studyPlans.id, cursor)))
      .orderBy(asc(studyPlans.createdAt), asc(studyPlans.id))
      .limit(EXPORT_PAGE_SIZE),
  );
}

export function todoPages(db: Database, userId: string) {
  return pages((cursor) =>
    db
      .select({
        id: dailyTodoUnits.id,
        cursorAt: cursorText(dailyTodoUnits.todoDate),
        studyPlanId: dailyTodoUnits.studyPlanId,
        todoDate: dailyTodoUnits.todoDate,
        unitShortTitle: contentUnits.shortTitle,
        unitTitle: contentUnits.title,
        status: dailyTodoUnits.status,
        postponedFromId: dailyTodoUnits.postponedFromId,
        reviewStep: dailyTodoUnits.reviewStep,
        reviewRating: dailyTodoUnits.reviewRating,
        reviewOfId: dailyTodoUnits.reviewOfId,
        totalStudySeconds: dailyTodoUnits.totalStudySeconds,
        completedAt: dailyTodoUnits.completedAt,
      })
      .from(dailyTodoUnits)
      .innerJoin(contentUnits, eq(contentUnits.id, dailyTodoUnits.contentUnitId))
      .where(
        and(eq(dailyTodoUnits.userId, userId), after(dailyTodoUnits.todoDate, dailyTodoUnits.id, cursor)),
      )
      .orderBy(asc(dailyTodoUnits.todoDate), asc(dailyTodoUnits.id))
      .limit(EXPORT_PAGE_SIZE),
  );
}

/** The review log, for fitting the learner's own FSRS parameters elsewhere. */
export function reviewLogPages(db: Database, userId: string) {
  return pages((cursor) =>
    db
      .select({
        id: reviewLogs.id,
        cursorAt: cursorText(reviewLogs.reviewedOn),
        studyPlanId: reviewLogs.studyPlanId,
        contentUnitId: reviewLogs.contentUnitId,
        dailyTodoUnitId: reviewLogs.dailyTodoUnitId,
        reviewedOn: reviewLogs.reviewedOn,
        rating: reviewLogs.rating,
        state: reviewLogs.state,
        elapsedDays: reviewLogs.elapsedDays,
        scheduledDays: reviewLogs.scheduledDays,
        stability: reviewLogs.stability,
        difficulty: reviewLogs.difficulty,
      })
      .from(reviewLogs)
      .where(and(eq(reviewLogs.userId, userId), after(reviewLogs.reviewedOn, reviewLogs.id, cursor)))
      .orderBy(asc(reviewLogs.reviewedOn), asc(reviewLogs.id))
      .limit(EXPORT_PAGE_SIZE),
  );
}

export function focusSessionPages(db: Database, userId: string) {
  return pages((cursor) =>
    db
      .select({
        id: focusSessions.id,
        cursorAt: cursorText(focusSessions.startAt),
        sessionType: focusSessions.sessionType,
        startAt: focusSessions.startAt,
        plannedEndAt: focusSessions.plannedEndAt,
        endedAt: focusSessions.endedAt,
        focusTargetMinutes: focusSessions.focusTargetMinutes,
        timezone: focusSessions.timezone,
      })
      .from(focusSessions)
      .where(and(eq(focusSessions.userId, userId), after(focusSessions.startAt, focusSessions.id, cursor)))
      .orderBy(asc(focusSessions.startAt), asc(focusSessions.id))
      .limit(EXPORT_PAGE_SIZE),
  );
}

export function focusBlockPages(db: Database, userId: string) {
  return pages((cursor) =>
    db
      .select({
        id: focusBlocks.id,
        cursorAt: cursorText(focusBlocks.startAt),
        sessionId: focusBlocks.sessionId,
        startAt: focusBlocks.startAt,
        plannedMinutes: focusBlocks.plannedMinutes,
        endedAt: focusBlocks.endedAt,
        dailyTodoUnitIds: sql<string[]>`coalesce(array(
            select ${focusBlockTodos.dailyTodoUnitId}::text from ${focusBlockTodos}
            where ${focusBlockTodos.blockId} = ${focusBlocks.id} order by 1
          ), '{}')`,
      })
      .from(focusBlocks)
      .where(and(eq(focusBlocks.userId, userId), after(focusBlocks.startAt, focusBlocks.id, cursor)))
      .orderBy(asc(focusBlocks.startAt), asc(focusBlocks.id))
      .limit(EXPORT_PAGE_SIZE),
  );
}

export function focusLogPages(db: Database, userId: string) {
  return pages((cursor) =>
    db
      .select({
        id: focusLogs.id,
        cursorAt: cursorText(focusLogs.startedAt),
        blockId: focusLogs.blockId,
        dailyTodoUnitId: focusLogs.dailyTodoUnitId,
        startedAt: focusLogs.startedAt,
        endedAt: focusLogs.endedAt,
        seconds: focusLogs.seconds,
        completedTodo: focusLogs.completedTodo,
        todoDate: dailyTodoUnits.todoDate,
        unitShortTitle: contentUnits.shortTitle,
        unitTitle: contentUnits.title,
        studyPlanTitle: studyPlans.title,
      })
      .from(focusLogs)
      // A free focus log has no to-do, so no date, plan or unit.
      .leftJoin(dailyTodoUnits, eq(dailyTodoUnits.id, focusLogs.dailyTodoUnitId))
      .leftJoin(contentUnits, eq(contentUnits.id, dailyTodoUnits.contentUnitId))
      .leftJoin(studyPlans, eq(studyPlans.id, dailyTodoUnits.studyPlanId))
      .where(and(eq(focusLogs.userId, userId), after(focusLogs.startedAt, focusLogs.id, cursor)))
      .orderBy(asc(focusLogs.startedAt), asc(focusLogs.id))
      .limit(EXPORT_PAGE_SIZE),
  );
}
