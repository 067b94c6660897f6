import { wholeMinutes } from '@molip/domain/duration';
import { and, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias, unionAll } from 'drizzle-orm/pg-core';
import { compareShortTitles } from '@molip/domain/todo-status';
import { expectedTodoSeconds } from '@molip/domain/expected-time';
import type { DailyTodoUnit } from '@molip/domain/daily-todo';
import { expectedReviewSeconds, type ReviewRating } from '@molip/domain/review';
import type { Database } from '../db/client.ts';
import { contentUnits, dailyTodoUnits, studyPlans, users } from '../db/schema.ts';
import { nowParameter, STUDY_DAY_REACH_MS, studyDayOf } from '../db/study-day-sql.ts';
import { accountStatusColumns, type AccountReadKey } from '../db/account-status-sql.ts';
import { readVersionColumns, type FreshLearnerRead } from '../db/learner-read-head.ts';
import { isCompletedTodo, isOpenTodo } from '../db/open-todo-sql.ts';
import { preparedPerDatabase, type StatementName } from '../db/prepared-statements.ts';
import { toTodoReview } from '../presenters/reviews.ts';

const predecessor = alias(dailyTodoUnits, 'predecessor');
/** Today's study day lies within this of now: the range of `completed_at` read for the rows done today. */
const studyDayReach = sql.raw(`interval '${STUDY_DAY_REACH_MS} milliseconds'`);
const measuredTodo = alias(dailyTodoUnits, 'measured_todo');
const measuredUnit = alias(contentUnits, 'measured_unit');

/** A to-do as `json_build_array` writes it (dates as `YYYY-MM-DD`): positions, not keys, to keep it short. */
type TodoTuple = [
  id: string,
  status: DailyTodoUnit['status'],
  todoDate: string,
  totalStudySeconds: number,
  contentUnitId: string,
  shortTitle: string,
  title: string,
  /** The day of the to-do this one was postponed from, if any. */
  carriedFrom: string | null,
  unitVolume: number,
  reviewStep: number | null,
  reviewRating: ReviewRating | null,
];

const todoTuple = sql<TodoTuple>`json_build_array(
  ${dailyTodoUnits.id}, ${dailyTodoUnits.status}, ${dailyTodoUnits.todoDate}, ${dailyTodoUnits.totalStudySeconds},
  ${dailyTodoUnits.contentUnitId}, ${contentUnits.shortTitle}, ${contentUnits.title}, ${predecessor.todoDate},
  ${contentUnits.unitVolume}, ${dailyTodoUnits.reviewStep}, ${dailyTodoUnits.reviewRating}
)`;

/**
 * Measured completed new units: seconds, volume and count, then seconds and count of those of volume 1; then
 * the seconds and count of measured completed reviews, kept apart.
 */
type MeasureTuple = [
  seconds: number,
  volume: number,
  todos: number,
  unitSeconds: number,
  unitTodos: number,
  reviewSeconds: number,
  reviews: number,
];

/** A plan's group as the list statement writes it: the plan, its to-dos, its measure and the learner's. */
type PlanTuple = [
  id: string,
  studyPlanTitle: string,
  todos: TodoTuple[],
  planMeasure: MeasureTuple,
  learnerMeasure: MeasureTuple,
];

/** The focus time measured on completed to-dos matching `where`, as a `MeasureTuple`. */
const measureOf = (where: SQL) => {
  const isNew = sql`${measuredTodo.reviewStep} is null`;
  const isNewOfVolume1 = sql`${isNew} and ${measuredUnit.unitVolume} = 1`;
  return sql<MeasureTuple>`(
    select json_build_array(
      coalesce(sum(${measuredTodo.totalStudySeconds}) filter (where ${isNew}), 0),
      coalesce(sum(${measuredUnit.unitVolume}) filter (where ${isNew}), 0), count(*) filter (where ${isNew}),
      coalesce(sum(${measuredTodo.totalStudySeconds}) filter (where ${isNewOfVolume1}), 0),
      count(*) filter (where ${isNewOfVolume1}),
      coalesce(sum(${measuredTodo.totalStudySeconds}) filter (where not ${isNew}), 0),
      count(*) filter (where not ${isNew}))
    from ${dailyTodoUnits} ${measuredTodo}
    join ${contentUnits} ${measuredUnit} on ${measuredUnit.id} = ${measuredTodo.contentUnitId}
    where ${where} and ${measuredTodo.status} = 'COMPLETED' and ${measuredTodo.totalStudySeconds} > 0
  )`;
};

function prepareDayLists(db: Database, name: StatementName) {
  const userId = sql.placeholder('userId');
  const today = sql`(${studyDayOf(nowParameter)})::date`;
  /** A day's plans and their to-dos as JSON, one `PlanTuple` per plan, read beside the learner's `users` row. */
  const plansOn = (day: SQL) => {
    const select = (range: SQL | undefined) =>
      db
        .select({
          studyPlanId: sql<string>`${studyPlans.id}`.as('study_plan_id'),
          studyPlanTitle: sql<string>`${studyPlans.title}`.as('study_plan_title'),
          planCreatedAt: sql`${studyPlans.createdAt}`.as('plan_created_at'),
          todo: todoTuple.as('todo'),
        })
        .from(dailyTodoUnits)
        .innerJoin(studyPlans, eq(studyPlans.id, dailyTodoUnits.studyPlanId))
        .innerJoin(contentUnits, eq(contentUnits.id, dailyTodoUnits.contentUnitId))
        .leftJoin(predecessor, eq(predecessor.id, dailyTodoUnits.postponedFromId))
        .where(
          and(eq(dailyTodoUnits.userId, userId), range, inArray(studyPlans.status, ['ACTIVE', 'COMPLETED'])),
        );
    const onDay = select(eq(dailyTodoUnits.todoDate, day));
    // Index ranges — the day's rows, the open rows before it and the rows completed lately (partial indexes)
    // — rather than one OR that would make the planner read the learner's whole history. Only today's list
    // carries the past days' open rows, and those completed today, so a review done late can still be rated.
    const isToday = sql`${day} = ${today}`;
    const overdue = select(and(lt(dailyTodoUnits.todoDate, day), isOpenTodo(dailyTodoUnits.status), isToday));
    const overdueDoneToday = select(
      and(
        lt(dailyTodoUnits.todoDate, day),
        isCompletedTodo(dailyTodoUnits.status),
        sql`${dailyTodoUnits.completedAt} > ${nowParameter} - ${studyDayReach}`,
        sql`(${studyDayOf(dailyTodoUnits.completedAt)})::date = ${today}`,
        isToday,
      ),
    );
    const todos = unionAll(onDay, overdue, overdueDoneToday).as('todos');
    const byPlan = db
      .select({
        id: sql`${todos.studyPlanId}`.as('id'),
        title: sql`${todos.studyPlanTitle}`.as('title'),
        createdAt: sql`${todos.planCreatedAt}`.as('created_at'),
        todos: sql`json_agg(${todos.todo})`.as('todos'),
      })
      .from(todos)
      .groupBy(todos.studyPlanId, todos.studyPlanTitle, todos.planCreatedAt);
    // Plans in the order they were made; the id settles a tie, so the order never changes between reads.
    // The learner's measure is one uncorrelated subquery, computed once for every plan.
    return sql<PlanTuple[]>`coalesce((
      select json_agg(json_build_array(
        plan.id, plan.title, plan.todos,
        ${measureOf(sql`${measuredTodo.studyPlanId} = plan.id`)},
        ${measureOf(sql`${measuredTodo.userId} = ${userId}`)}
      ) order by plan.created_at, plan.id)
      from (${byPlan}) plan
    ), '[]')`;
  };
  // Named prepared statements: the hottest read skips PostgreSQL's planning and Drizzle's query building.
  return {
    // Today's list beside the account read of the request (plugins/authenticate.ts): one round trip.
    todayWithAccount: db
      .select({
        account: accountStatusColumns,
        ...readVersionColumns,
        plans: plansOn(today).as('plans'),
      })
      .from(users)
      .where(eq(users.id, userId))
      .prepare(name('todays_list_with_account')),
    onDate: db
      .select({ plans: plansOn(sql`${sql.placeholder('date')}::date`).as('plans') })
      .from(users)
      .where(eq(users.id, userId))
      .prepare(name('day_list')),
  };
}

const preparedDayLists = preparedPerDatabase(prepareDayLists);

const json = JSON.stringify;

/**
 * One to-do as the answer's JSON (`DailyTodoUnit`), written straight from its tuple: building objects for a
 * serializer cost more than the read. Ids and dates come from uuid and date columns and need no escaping.
 */
function todoJson(
  todo: TodoTuple,
  planIdJson: string,
  date: string,
  expectedSeconds: (volume: number) => number | null,
  expectedReview: number | null,
): string {
  const [
    id,
    status,
    todoDate,
    totalStudySeconds,
    contentUnitId,
    shortTitle,
    title,
    carriedFrom,
    volume,
    reviewStep,
    reviewRating,
  ] = todo;
  const isOverdue = todoDate < date;
  // An overdue to-do keeps its own day; one carried over from a postponement, the day it came from.
  const originalDate = isOverdue ? todoDate : carriedFrom;
  return (
    `{"id":"${id}","shortTitle":${json(shortTitle)},"title":${json(title)},` +
    `"totalStudySeconds":${totalStudySeconds},"totalStudyMinutes":${wholeMinutes(totalStudySeconds)},` +
    `"status":${json(status)},` +
    `"contentUnitId":"${contentUnitId}","studyPlanId":${planIdJson},"todoDate":"${todoDate}",` +
    `"isOverdue":${isOverdue},"originalDate":${originalDate === null ? 'null' : `"${originalDate}"`},` +
    `"expectedSeconds":${reviewStep === null ? expectedSeconds(volume) : expectedReview},` +
    `"review":${json(toTodoReview(reviewStep, reviewRating))}}`
  );
}

const byShortTitle = (a: TodoTuple, b: TodoTuple) => compareShortTitles(a[5], b[5]);

/**
 * A day's list as the JSON text of `DailyTodoGroup[]`: one group per active plan (a plan finished today stays,
 * so its last tick can be undone), each plan's to-dos by short title. Today's list also carries the open
 * to-dos of past days and those completed today, flagged overdue with their date (docs/product-rules.md#to-dos).
 */
function dayListJson(plans: PlanTuple[], date: string): string {
  const dateJson = json(date);
  const groups = plans.map(([id, title, todos, planMeasure, learnerMeasure]) => {
    const planIdJson = json(id);
    const [seconds, volume, measured, unitSeconds, unitTodos, reviewSeconds, reviews] = planMeasure;
    // The other plans' to-dos of volume 1: the learner's, less this plan's.
    const otherPlans = { seconds: learnerMeasure[3] - unitSeconds, todos: learnerMeasure[4] - unitTodos };
    const expected = (unitVolume: number) =>
      expectedTodoSeconds(unitVolume, { seconds, volume, todos: measured }, otherPlans);
    const expectedReview = expectedReviewSeconds({ seconds: reviewSeconds, reviews });
    const todosJson = todos
      .sort(byShortTitle)
      .map((todo) => todoJson(todo, planIdJson, date, expected, expectedReview));
    return (
      `{"id":${planIdJson},"studyPlanTitle":${json(title)},"todoDate":${dateJson},` +
      `"dailyTodoUnitResponses":[${todosJson.join(',')}]}`
    );
  });
  return `[${groups.join(',')}]`;
}

/**
 * The learner's account as the authentication hook reads it, their read version, and today's list in their
 * study day at `now` as JSON text (`dayListJson`), in one statement; nothing when the account is gone.
 */
export async function readTodaysListWithAccount(
  db: Database,
  key: AccountReadKey,
  now: Date,
): Promise<FreshLearnerRead<string> | undefined> {
  const [row] = await preparedDayLists(db).todayWithAccount.execute({ ...key, now: now.toISOString() });
  if (!row) return undefined;
  const { plans, ...read } = row;
  return { ...read, value: dayListJson(plans, read.today) };
}

/** The list of `date` as JSON text (`dayListJson`); for today, with past days' rows open or done today. */
export async function dayListJsonOn(db: Database, userId: string, date: string, now: Date): Promise<string> {
  const [row] = await preparedDayLists(db).onDate.execute({ userId, date, now: now.toISOString() });
  return dayListJson(row?.plans ?? [], date);
}
