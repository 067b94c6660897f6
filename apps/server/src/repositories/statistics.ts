import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  dailyTodoUnits,
  focusBlocks,
  focusLogs,
  focusSessions,
  learnerFocusDays,
  learnerTodoDays,
  studyPlans,
  users,
} from '../db/schema.ts';
import { isOpenTodo } from '../db/open-todo-sql.ts';
import { openLogBlock, openLogSeconds, openLogSession } from '../db/focus-credit-sql.ts';
import { instant, loggedStudyDay, studyDayOf } from '../db/study-day-sql.ts';

const whole = (expression: ReturnType<typeof sql>) => sql<number>`coalesce(${expression}, 0)::int`;

/**
 * Credited focus seconds per study day over the learner's whole history, the open log's as earned by `now`,
 * and those of the closed logs alone: the closed logs from their rollup (migration 0014), the open log live.
 */
export async function focusSecondsByDay(db: Database, userId: string, now: Date) {
  const closed = db
    .select({
      day: sql<string>`${learnerFocusDays.studyDay}::text`.as('day'),
      seconds: sql<number>`${learnerFocusDays.seconds}`.as('seconds'),
      closedSeconds: sql<number>`${learnerFocusDays.seconds}`.as('closed_seconds'),
    })
    .from(learnerFocusDays)
    .where(eq(learnerFocusDays.userId, userId));
  const open = db
    .select({
      day: loggedStudyDay().as('day'),
      seconds: openLogSeconds(instant(now)).as('seconds'),
      closedSeconds: sql<number>`0`.as('closed_seconds'),
    })
    .from(focusLogs)
    .innerJoin(users, eq(users.id, focusLogs.userId))
    .innerJoin(focusBlocks, openLogBlock)
    .innerJoin(focusSessions, openLogSession)
    .where(and(eq(focusLogs.userId, userId), isNull(focusLogs.endedAt)));
  const days = closed.unionAll(open).as('days');
  return db
    .select({
      day: days.day,
      seconds: sql<number>`sum(${days.seconds})::int`,
      closedSeconds: sql<number>`sum(${days.closedSeconds})::int`,
    })
    .from(days)
    .groupBy(days.day);
}

/** Planned and completed to-dos per to-do date over the learner's whole history, from their rollup. */
export async function todoCountsByDate(db: Database, userId: string) {
  return db
    .select({
      day: sql<string>`${learnerTodoDays.todoDate}::text`,
      planned: learnerTodoDays.planned,
      completed: learnerTodoDays.completed,
    })
    .from(learnerTodoDays)
    .where(eq(learnerTodoDays.userId, userId));
}

/**
 * Completed to-dos per plan and per study day they were completed on, over the whole history: the streak
 * sums them per day, the pace reads the recent days of each active plan.
 */
export async function completionsByDay(db: Database, userId: string) {
  const day = studyDayOf(dailyTodoUnits.completedAt);
  return db
    .select({ planId: dailyTodoUnits.studyPlanId, day, completed: sql<number>`count(*)::int` })
    .from(dailyTodoUnits)
    .innerJoin(users, eq(users.id, dailyTodoUnits.userId))
    .where(
      and(
        eq(dailyTodoUnits.userId, userId),
        eq(dailyTodoUnits.status, 'COMPLETED'),
        isNotNull(dailyTodoUnits.completedAt),
      ),
    )
    .groupBy(dailyTodoUnits.studyPlanId, day);
}

/**
 * The start on the learner's wall clock (epoch milliseconds of that clock: PostgreSQL does the zone) and the
 * credited seconds of each closed log of the study days from `from` to `to`.
 */
export async function focusStretches(db: Database, userId: string, days: { from: string; to: string }) {
  const day = loggedStudyDay();
  return db
    .select({
      localStartMs: sql<number>`(extract(epoch from (${focusLogs.startedAt} at time zone ${users.timezone})) * 1000)::float8`,
      seconds: focusLogs.seconds,
    })
    .from(focusLogs)
    .innerJoin(users, eq(users.id, focusLogs.userId))
    .where(
      and(
        eq(focusLogs.userId, userId),
        isNotNull(focusLogs.endedAt),
        sql`${day} between ${days.from} and ${days.to}`,
      ),
    );
}

/** Each active plan with its unit counts against `today` and the focus time measured on completed units. */
export async function activePlanFigures(db: Database, userId: string, today: string) {
  const completed = sql`${dailyTodoUnits.status} = 'COMPLETED'`;
  return db
    .select({
      id: studyPlans.id,
      title: studyPlans.title,
      startDate: studyPlans.startDate,
      endDate: studyPlans.endDate,
      restDates: studyPlans.restDates,
      restWeekdays: studyPlans.restWeekdays,
      // A postponed row has a live successor; counting it too would count its unit twice.
      totalUnits: sql<number>`(count(*) filter (where ${dailyTodoUnits.status} <> 'POSTPONED'))::int`,
      completedUnits: sql<number>`(count(*) filter (where ${completed}))::int`,
      overdueUnits: sql<number>`(count(*) filter (where ${isOpenTodo(dailyTodoUnits.status)} and ${dailyTodoUnits.todoDate} < ${today}))::int`,
      completedAheadUnits: sql<number>`(count(*) filter (where ${completed} and ${dailyTodoUnits.todoDate} > ${today}))::int`,
      measuredSeconds: whole(
        sql`sum(${dailyTodoUnits.totalStudySeconds}) filter (where ${completed} and ${dailyTodoUnits.totalStudySeconds} > 0)`,
      ),
      measuredUnits: sql<number>`(count(*) filter (where ${completed} and ${dailyTodoUnits.totalStudySeconds} > 0))::int`,
    })
    .from(studyPlans)
    .innerJoin(dailyTodoUnits, eq(dailyTodoUnits.studyPlanId, studyPlans.id))
    .where(and(eq(studyPlans.userId, userId), eq(studyPlans.status, 'ACTIVE')))
    .groupBy(studyPlans.id)
    .orderBy(asc(studyPlans.createdAt), asc(studyPlans.id));
}

/** The learner's open focus log, if any, with the planned ends of its block and session. */
export async function openFocusLog(db: Database, userId: string) {
  const [row] = await db
    .select({
      startedAt: focusLogs.startedAt,
      blockStartAt: focusBlocks.startAt,
      blockPlannedMinutes: focusBlocks.plannedMinutes,
      sessionPlannedEndAt: focusSessions.plannedEndAt,
    })
    .from(focusLogs)
    .innerJoin(focusBlocks, eq(focusBlocks.id, focusLogs.blockId))
    .innerJoin(focusSessions, eq(focusSessions.id, focusBlocks.sessionId))
    .where(and(eq(focusLogs.userId, userId), isNull(focusLogs.endedAt)));
  return row;
}
