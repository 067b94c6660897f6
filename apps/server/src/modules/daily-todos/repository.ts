import { wholeMinutes } from '@molip/domain/duration';
import { and, asc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias, unionAll } from 'drizzle-orm/pg-core';
import { compareShortTitles } from '@molip/domain/todo-status';
import type { DailyTodoUnit, DailyTodoGroup } from '@molip/domain/daily-todo';
import type { Database } from '../../db/client.ts';
import { contentUnits, dailyTodoUnits, studyPlans } from '../../db/schema.ts';
import { isOpenTodo } from '../../db/open-todo-sql.ts';

const predecessor = alias(dailyTodoUnits, 'predecessor');

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
];

const todoTuple = sql<TodoTuple>`json_build_array(
  ${dailyTodoUnits.id}, ${dailyTodoUnits.status}, ${dailyTodoUnits.todoDate}, ${dailyTodoUnits.totalStudySeconds},
  ${dailyTodoUnits.contentUnitId}, ${contentUnits.shortTitle}, ${contentUnits.title}, ${predecessor.todoDate}
)`;

function prepareDayQueries(db: Database) {
  const userId = sql.placeholder('userId');
  const date = sql.placeholder('date');
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
  const onDay = select(eq(dailyTodoUnits.todoDate, date));
  // Two index ranges — the day's rows, and the open rows before it (a partial index) — rather than one OR
  // that would make the planner read the learner's whole history.
  const overdue = select(and(lt(dailyTodoUnits.todoDate, date), isOpenTodo(dailyTodoUnits.status)));
  // One row per plan with its to-dos as JSON: the driver parses one array instead of a column per field.
  const byPlan = (name: string, todos: ReturnType<typeof onDay.as>) =>
    db
      .select({
        id: todos.studyPlanId,
        studyPlanTitle: todos.studyPlanTitle,
        todos: sql<TodoTuple[]>`json_agg(${todos.todo})`,
      })
      .from(todos)
      .groupBy(todos.studyPlanId, todos.studyPlanTitle, todos.planCreatedAt)
      // Plans in the order they were made; the id settles a tie, so the order never changes between reads.
      .orderBy(asc(todos.planCreatedAt), asc(todos.studyPlanId))
      // Named prepared statements: the hottest read skips PostgreSQL's planning and Drizzle's query building.
      .prepare(name);
  return {
    onDay: byPlan('daily_todos_on_day', onDay.as('todos')),
    withOverdue: byPlan('daily_todos_with_overdue', unionAll(onDay, overdue).as('todos')),
  };
}

const preparedByDatabase = new WeakMap<Database, ReturnType<typeof prepareDayQueries>>();

function presentTodo(todo: TodoTuple, studyPlanId: string, date: string): DailyTodoUnit {
  const [id, status, todoDate, totalStudySeconds, contentUnitId, shortTitle, title, carriedFrom] = todo;
  const isOverdue = todoDate < date;
  return {
    id,
    shortTitle,
    title,
    totalStudyMinutes: wholeMinutes(totalStudySeconds),
    status,
    contentUnitId,
    studyPlanId,
    todoDate,
    isOverdue,
    originalDate: isOverdue ? todoDate : carriedFrom,
  };
}

/**
 * A day's list, one group per active plan (a plan finished today stays, so its last tick can be undone). For today (`includeOverdue`) it also carries the open to-dos of
 * past days, flagged overdue with their date (docs/product-rules.md#to-dos).
 */
export async function dailyTodoGroups(
  db: Database,
  userId: string,
  date: string,
  options: { includeOverdue: boolean },
): Promise<DailyTodoGroup[]> {
  let prepared = preparedByDatabase.get(db);
  if (!prepared) {
    prepared = prepareDayQueries(db);
    preparedByDatabase.set(db, prepared);
  }
  const query = options.includeOverdue ? prepared.withOverdue : prepared.onDay;
  const plans = await query.execute({ userId, date });
  return plans.map((plan) => ({
    id: plan.id,
    studyPlanTitle: plan.studyPlanTitle,
    todoDate: date,
    dailyTodoUnitResponses: plan.todos
      .map((todo) => presentTodo(todo, plan.id, date))
      .sort((a, b) => compareShortTitles(a.shortTitle, b.shortTitle)),
  }));
}
