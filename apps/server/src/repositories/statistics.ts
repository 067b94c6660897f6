import { and, asc, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  contentUnits,
  dailyTodoUnits,
  focusBlocks,
  focusLogs,
  focusSessions,
  learnerTodoDays,
  studyPlans,
  users,
} from '../db/schema.ts';
import { isNewUnit } from '../db/new-unit-sql.ts';
import { isOpenTodo } from '../db/open-todo-sql.ts';
import { instant, loggedStudyDay, STUDY_DAY_REACH_MS, studyDayOf } from '../db/study-day-sql.ts';

const whole = (expression: ReturnType<typeof sql>) => sql<number>`coalesce(${expression}, 0)::int`;

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
    .select({
      planId: dailyTodoUnits.studyPlanId,
      day,
      completed: sql<number>`count(*)::int`,
      // The pace counts new units; the streak counts reviews too.
      completedUnits: sql<number>`(count(*) filter (where ${isNewUnit}))::int`,
    })
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

/**
 * Each active plan with its unit counts against `today`, the volume left and the focus time measured on
 * completed units (`expected-time.ts`'s measure: all of them, and those of volume 1).
 */
export async function activePlanFigures(db: Database, userId: string, today: string) {
  const completed = sql`${dailyTodoUnits.status} = 'COMPLETED'`;
  const measured = sql`${completed} and ${dailyTodoUnits.totalStudySeconds} > 0`;
  const measuredUnit = sql`${measured} and ${contentUnits.unitVolume} = 1`;
  // A postponed row has a live successor; counting it too would count its unit twice. The forecast is about
  // the plan's new units, reviews kept apart (the join's isNewUnit).
  const live = sql`${dailyTodoUnits.status} <> 'POSTPONED'`;
  return db
    .select({
      id: studyPlans.id,
      title: studyPlans.title,
      startDate: studyPlans.startDate,
      endDate: studyPlans.endDate,
      restDates: studyPlans.restDates,
      restWeekdays: studyPlans.restWeekdays,
      totalUnits: sql<number>`(count(*) filter (where ${live}))::int`,
      completedUnits: sql<number>`(count(*) filter (where ${completed}))::int`,
      remainingVolume: whole(
        sql`sum(${contentUnits.unitVolume}) filter (where ${live} and not ${completed})`,
      ),
      overdueUnits: sql<number>`(count(*) filter (where ${isOpenTodo(dailyTodoUnits.status)} and ${dailyTodoUnits.todoDate} < ${today}))::int`,
      completedAheadUnits: sql<number>`(count(*) filter (where ${completed} and ${dailyTodoUnits.todoDate} > ${today}))::int`,
      measuredSeconds: whole(sql`sum(${dailyTodoUnits.totalStudySeconds}) filter (where ${measured})`),
      measuredVolume: whole(sql`sum(${contentUnits.unitVolume}) filter (where ${measured})`),
      measuredUnits: sql<number>`(count(*) filter (where ${measured}))::int`,
      measuredUnitSeconds: whole(
        sql`sum(${dailyTodoUnits.totalStudySeconds}) filter (where ${measuredUnit})`,
      ),
      measuredUnitTodos: sql<number>`(count(*) filter (where ${measuredUnit}))::int`,
    })
    .from(studyPlans)
    .innerJoin(dailyTodoUnits, and(eq(dailyTodoUnits.studyPlanId, studyPlans.id), isNewUnit))
    .innerJoin(contentUnits, eq(contentUnits.id, dailyTodoUnits.contentUnitId))
    .where(and(eq(studyPlans.userId, userId), eq(studyPlans.status, 'ACTIVE')))
    .groupBy(studyPlans.id)
    .orderBy(asc(studyPlans.createdAt), asc(studyPlans.id));
}

/**
 * Focus measured on the learner's completed to-dos of volume 1 in every plan, whatever its status: a plan
 * with nothing measured expects its volume-1 units to take as long (`expected-time.ts`).
 */
export async function measuredUnitFigures(db: Database, userId: string) {
  const [row] = await db
    .select({
      seconds: whole(sql`sum(${dailyTodoUnits.totalStudySeconds})`),
      todos: sql<number>`count(*)::int`,
    })
    .from(dailyTodoUnits)
    .innerJoin(contentUnits, eq(contentUnits.id, dailyTodoUnits.contentUnitId))
    .where(
      and(
        eq(dailyTodoUnits.userId, userId),
        isNewUnit,
        eq(dailyTodoUnits.status, 'COMPLETED'),
        sql`${dailyTodoUnits.totalStudySeconds} > 0`,
        eq(contentUnits.unitVolume, 1),
      ),
    );
  return row ?? { seconds: 0, todos: 0 };
}

/**
 * Per plan and study day from `from` to `to` (the pace window and today): the closed focus logs' credited
 * seconds on the plan's to-dos, by the day each log started, and the units completed with no focus time and
 * their volume, by the day they were completed. Only the window's rows are read (by when they ended or were
 * completed, within a study day's reach of the window).
 */
export async function planPaceDays(db: Database, userId: string, days: { from: string; to: string }) {
  const reach = instant(new Date(Date.parse(`${days.from}T00:00:00Z`) - STUDY_DAY_REACH_MS));
  const inWindow = (day: ReturnType<typeof sql>) => sql`${day} between ${days.from} and ${days.to}`;
  const focused = db
    .select({
      planId: sql<string>`${dailyTodoUnits.studyPlanId}`.as('plan_id'),
      day: loggedStudyDay().as('day'),
      focusSeconds: sql<number>`${focusLogs.seconds}`.as('focus_seconds'),
      unfocusedUnits: sql<number>`0`.as('unfocused_units'),
      unfocusedVolume: sql<number>`0`.as('unfocused_volume'),
    })
    .from(focusLogs)
    .innerJoin(users, eq(users.id, focusLogs.userId))
    .innerJoin(dailyTodoUnits, and(eq(dailyTodoUnits.id, focusLogs.dailyTodoUnitId), isNewUnit))
    .where(and(eq(focusLogs.userId, userId), gte(focusLogs.endedAt, reach), inWindow(loggedStudyDay())));
  const completedDay = studyDayOf(dailyTodoUnits.completedAt);
  const unfocused = db
    .select({
      planId: sql<string>`${dailyTodoUnits.studyPlanId}`.as('plan_id'),
      day: completedDay.as('day'),
      focusSeconds: sql<number>`0`.as('focus_seconds'),
      unfocusedUnits: sql<number>`1`.as('unfocused_units'),
      unfocusedVolume: sql<number>`${contentUnits.unitVolume}`.as('unfocused_volume'),
    })
    .from(dailyTodoUnits)
    .innerJoin(users, eq(users.id, dailyTodoUnits.userId))
    .innerJoin(contentUnits, eq(contentUnits.id, dailyTodoUnits.contentUnitId))
    .where(
      and(
        eq(dailyTodoUnits.userId, userId),
        isNewUnit,
        eq(dailyTodoUnits.status, 'COMPLETED'),
        gte(dailyTodoUnits.completedAt, reach),
        eq(dailyTodoUnits.totalStudySeconds, 0),
        inWindow(completedDay),
      ),
    );
  const rows = focused.unionAll(unfocused).as('pace_rows');
  return db
    .select({
      planId: rows.planId,
      day: rows.day,
      focusSeconds: sql<number>`sum(${rows.focusSeconds})::int`,
      unfocusedUnits: sql<number>`sum(${rows.unfocusedUnits})::int`,
      unfocusedVolume: sql<number>`sum(${rows.unfocusedVolume})::int`,
    })
    .from(rows)
    .groupBy(rows.planId, rows.day);
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
