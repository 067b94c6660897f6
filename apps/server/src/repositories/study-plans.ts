import { and, asc, count, desc, eq, gt, lt, min, ne, sql } from 'drizzle-orm';
import type { PlanCourse } from '@molip/domain/schedule';
import type { StudyPlan, StudyPlanStatus } from '@molip/domain/study-plan';
import type { Database } from '../db/client.ts';
import type { RecentWrites } from '../lib/write-quota.ts';
import { contentUnits, dailyTodoUnits, learningContents, studyPlans, users } from '../db/schema.ts';
import { isNewUnit } from '../db/new-unit-sql.ts';
import { isOpenTodo } from '../db/open-todo-sql.ts';

export type StudyPlanRow = typeof studyPlans.$inferSelect;

// Progress counts new units only (reviews are kept apart). A postponed row has a live successor; counting it
// too would count its unit twice.
const liveUnits = sql<number>`count(${dailyTodoUnits.id}) filter (where ${isNewUnit} and ${dailyTodoUnits.status} <> 'POSTPONED')::int`;
const completedUnits = sql<number>`count(${dailyTodoUnits.id}) filter (where ${isNewUnit} and ${dailyTodoUnits.status} = 'COMPLETED')::int`;
const completedReviews = sql<number>`count(${dailyTodoUnits.id}) filter (where ${dailyTodoUnits.reviewStep} is not null and ${dailyTodoUnits.status} = 'COMPLETED')::int`;

const summaryColumns = {
  plan: studyPlans,
  contentTitle: learningContents.title,
  contentAuthor: learningContents.author,
  contentType: learningContents.type,
  ownerUserName: users.username,
  totalUnits: liveUnits,
  completedUnits,
  completedReviews,
};

type SummaryRow = {
  plan: StudyPlanRow;
  contentTitle: string;
  contentAuthor: string;
  contentType: StudyPlan['type'];
  ownerUserName: string | null;
  totalUnits: number;
  completedUnits: number;
  completedReviews: number;
};

export function toStudyPlan(row: SummaryRow): StudyPlan {
  const { plan } = row;
  return {
    id: plan.id,
    studyPlanName: plan.title,
    title: plan.title,
    learningContentId: plan.learningContentId,
    learningContentTitle: row.contentTitle,
    learningContentAuthor: row.contentAuthor,
    ownerUserName: row.ownerUserName,
    type: row.contentType,
    status: plan.status,
    currentProgress: row.totalUnits === 0 ? 0 : row.completedUnits / row.totalUnits,
    totalUnits: row.totalUnits,
    completedUnits: row.completedUnits,
    startDate: plan.startDate,
    endDate: plan.endDate,
    studySpeed: plan.studySpeed,
    dailyVolume: plan.dailyVolume,
    bufferDayInterval: plan.bufferDayInterval,
    reviewsPerDay: plan.reviewsPerDay,
    targetRetentionPercent: plan.targetRetentionPercent,
    reviewMinutesPerDay: plan.reviewMinutesPerDay,
    completedReviews: row.completedReviews,
    restDays: plan.restDates,
    restWeekdays: plan.restWeekdays,
    createdAt: plan.createdAt.toISOString(),
    updatedAt: plan.updatedAt.toISOString(),
  };
}

function summaryQuery(db: Database) {
  return db
    .select(summaryColumns)
    .from(studyPlans)
    .innerJoin(learningContents, eq(learningContents.id, studyPlans.learningContentId))
    .innerJoin(users, eq(users.id, studyPlans.userId))
    .leftJoin(dailyTodoUnits, eq(dailyTodoUnits.studyPlanId, studyPlans.id))
    .$dynamic();
}

export async function listStudyPlans(
  db: Database,
  userId: string,
  filter: { status?: StudyPlanStatus | undefined; limit: number; offset: number },
) {
  const where = and(
    eq(studyPlans.userId, userId),
    filter.status ? eq(studyPlans.status, filter.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    summaryQuery(db)
      .where(where)
      .groupBy(studyPlans.id, learningContents.id, users.id)
      .orderBy(desc(studyPlans.createdAt), desc(studyPlans.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ value: count() }).from(studyPlans).where(where),
  ]);
  return { plans: rows.map(toStudyPlan), total: total?.value ?? 0 };
}

/** The caller's plan with its figures, or undefined — another user's plan reads as missing. */
export async function findStudyPlan(
  db: Database,
  userId: string,
  planId: string,
): Promise<StudyPlan | undefined> {
  const [row] = await summaryQuery(db)
    .where(and(eq(studyPlans.id, planId), eq(studyPlans.userId, userId)))
    .groupBy(studyPlans.id, learningContents.id, users.id);
  return row ? toStudyPlan(row) : undefined;
}

/** Locks the caller's plan row for the rest of the transaction. */
export async function lockStudyPlan(
  db: Database,
  userId: string,
  planId: string,
): Promise<StudyPlanRow | undefined> {
  const [plan] = await db
    .select()
    .from(studyPlans)
    .where(and(eq(studyPlans.id, planId), eq(studyPlans.userId, userId)))
    .for('update');
  return plan;
}

export async function planTodoRows(db: Database, planId: string) {
  return db
    .select({
      id: dailyTodoUnits.id,
      contentUnitId: dailyTodoUnits.contentUnitId,
      todoDate: dailyTodoUnits.todoDate,
      status: dailyTodoUnits.status,
      totalStudySeconds: dailyTodoUnits.totalStudySeconds,
      reviewStep: dailyTodoUnits.reviewStep,
      reviewRating: dailyTodoUnits.reviewRating,
      shortTitle: contentUnits.shortTitle,
      title: contentUnits.title,
    })
    .from(dailyTodoUnits)
    .innerJoin(contentUnits, eq(contentUnits.id, dailyTodoUnits.contentUnitId))
    .where(eq(dailyTodoUnits.studyPlanId, planId))
    .orderBy(asc(dailyTodoUnits.todoDate), asc(contentUnits.position));
}

/** Open new units (PENDING or IN_PROGRESS; reviews keep their own days) of a plan in schedule then outline order. */
export async function openTodoRows(db: Database, planId: string) {
  return db
    .select({ id: dailyTodoUnits.id, todoDate: dailyTodoUnits.todoDate, volume: contentUnits.unitVolume })
    .from(dailyTodoUnits)
    .innerJoin(contentUnits, eq(contentUnits.id, dailyTodoUnits.contentUnitId))
    .where(and(eq(dailyTodoUnits.studyPlanId, planId), isNewUnit, isOpenTodo(dailyTodoUnits.status)))
    .orderBy(asc(dailyTodoUnits.todoDate), asc(contentUnits.position));
}

export type OpenTodoRow = Awaited<ReturnType<typeof openTodoRows>>[number];

/** The plan with its open to-dos as rescheduling (a postponement, a recovery) takes it. */
export function planCourse(plan: StudyPlanRow, open: readonly OpenTodoRow[]): PlanCourse {
  return {
    startDate: plan.startDate,
    restDates: plan.restDates,
    restWeekdays: plan.restWeekdays,
    studySpeed: plan.studySpeed,
    dailyVolume: plan.dailyVolume,
    endDate: plan.endDate,
    bufferDates: plan.bufferDates,
    openUnits: open.map((row) => ({ id: row.id, date: row.todoDate, volume: row.volume })),
  };
}

/** Whether a new unit of the plan's `date` is already done (a recovery then starts the next day). */
export async function hasCompletedTodoOn(db: Database, planId: string, date: string): Promise<boolean> {
  const [row] = await db
    .select({ id: dailyTodoUnits.id })
    .from(dailyTodoUnits)
    .where(
      and(
        eq(dailyTodoUnits.studyPlanId, planId),
        eq(dailyTodoUnits.todoDate, date),
        isNewUnit,
        eq(dailyTodoUnits.status, 'COMPLETED'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Open new units whose day has passed (the recovery card's count; reviews are not behind a plan). */
export async function countOverdue(db: Database, planId: string, today: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(dailyTodoUnits)
    .where(
      and(
        eq(dailyTodoUnits.studyPlanId, planId),
        lt(dailyTodoUnits.todoDate, today),
        isNewUnit,
        isOpenTodo(dailyTodoUnits.status),
      ),
    );
  return row?.value ?? 0;
}

/**
 * Plans finish themselves when no new unit is left open (done or skipped), whatever reviews remain, and reopen
 * when one is undone.
 */
export async function syncPlanCompletion(db: Database, plan: StudyPlanRow, now: Date) {
  if (plan.status !== 'ACTIVE' && plan.status !== 'COMPLETED') return;
  const [figures] = await db
    .select({
      total: count(),
      open: sql<number>`count(*) filter (where ${isOpenTodo(dailyTodoUnits.status)})::int`,
    })
    .from(dailyTodoUnits)
    .where(and(eq(dailyTodoUnits.studyPlanId, plan.id), isNewUnit, ne(dailyTodoUnits.status, 'POSTPONED')));
  if (!figures || figures.total === 0) return;
  const status = figures.open === 0 ? 'COMPLETED' : 'ACTIVE';
  if (status !== plan.status) {
    await db.update(studyPlans).set({ status, updatedAt: now }).where(eq(studyPlans.id, plan.id));
  }
}

/** The plans `userId` created after `since`, for the hourly creation quota. */
export async function plansCreatedSince(db: Database, userId: string, since: Date): Promise<RecentWrites> {
  const [row] = await db
    .select({ count: count(), oldest: min(studyPlans.createdAt) })
    .from(studyPlans)
    .where(and(eq(studyPlans.userId, userId), gt(studyPlans.createdAt, since)));
  return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
}

export async function findPlanRow(db: Database, planId: string) {
  const [row] = await db.select().from(studyPlans).where(eq(studyPlans.id, planId));
  return row;
}

export async function insertStudyPlan(db: Database, values: typeof studyPlans.$inferInsert) {
  await db.insert(studyPlans).values(values);
}

export async function updatePlanFields(
  db: Database,
  planId: string,
  changes: Partial<
    Pick<
      StudyPlanRow,
      | 'title'
      | 'status'
      | 'endDate'
      | 'bufferDates'
      | 'reviewsPerDay'
      | 'targetRetentionPercent'
      | 'reviewMinutesPerDay'
    >
  >,
  now: Date,
) {
  await db
    .update(studyPlans)
    .set({ ...changes, updatedAt: now })
    .where(eq(studyPlans.id, planId));
}

/** Deletes a plan and, through the foreign keys, its to-dos (clear their successor links first). */
export async function deletePlan(db: Database, planId: string) {
  await db.delete(studyPlans).where(eq(studyPlans.id, planId));
}
