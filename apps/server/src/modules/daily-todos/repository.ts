import { and, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias, unionAll } from 'drizzle-orm/pg-core';
import { compareShortTitles } from '@molip/domain/todo-status';
import type { DailyTodoGroup, DailyTodoUnit } from '@molip/domain/daily-todo';
import type { Database } from '../../db/client.ts';
import { contentUnits, dailyTodoUnits, studyPlans } from '../../db/schema.ts';
import { wholeMinutesOf } from '../../db/duration-sql.ts';
import { jsonArrayAgg, jsonObject } from '../../db/json-sql.ts';
import { isOpenTodo } from '../../db/open-todo-sql.ts';

const predecessor = alias(dailyTodoUnits, 'predecessor');

function prepareDayQueries(db: Database) {
  const userId = sql.placeholder('userId');
  const date = sql`${sql.placeholder('date')}::date`;
  const isOverdue = sql`${dailyTodoUnits.todoDate} < ${date}`;
  // Each to-do as the answer writes it: the contract's own field names, checked by `satisfies`.
  const todo = jsonObject({
    id: dailyTodoUnits.id,
    shortTitle: contentUnits.shortTitle,
    title: contentUnits.title,
    totalStudyMinutes: wholeMinutesOf(dailyTodoUnits.totalStudySeconds),
    status: dailyTodoUnits.status,
    contentUnitId: dailyTodoUnits.contentUnitId,
    studyPlanId: dailyTodoUnits.studyPlanId,
    todoDate: dailyTodoUnits.todoDate,
    isOverdue,
    // An overdue to-do keeps its own day; one carried over from a postponement, the day it came from.
    originalDate: sql`case when ${isOverdue} then ${dailyTodoUnits.todoDate} else ${predecessor.todoDate} end`,
  } satisfies Record<keyof DailyTodoUnit, unknown>);
  const select = (range: SQL | undefined) =>
    db
      .select({
        studyPlanId: sql<string>`${studyPlans.id}`.as('study_plan_id'),
        studyPlanTitle: sql<string>`${studyPlans.title}`.as('study_plan_title'),
        planCreatedAt: sql`${studyPlans.createdAt}`.as('plan_created_at'),
        position: sql`${contentUnits.position}`.as('position'),
        todoDate: sql`${dailyTodoUnits.todoDate}`.as('todo_date'),
        todoId: sql`${dailyTodoUnits.id}`.as('todo_id'),
        shortTitle: sql`${contentUnits.shortTitle}`.as('short_title'),
        todo: todo.as('todo'),
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
  // The whole answer as JSON text, one group per plan, with each plan's short titles in the same order.
  const list = (name: string, todos: ReturnType<typeof onDay.as>) => {
    // Outline order: usually the short-title order already, which inShortTitleOrder checks.
    const todoOrder = sql`${todos.position}, ${todos.todoDate}, ${todos.todoId}`;
    const plans = db
      .select({
        id: todos.studyPlanId,
        studyPlanTitle: todos.studyPlanTitle,
        planCreatedAt: todos.planCreatedAt,
        todos: jsonArrayAgg(todos.todo, todoOrder).as('todos'),
        shortTitles: jsonArrayAgg(todos.shortTitle, todoOrder).as('short_titles'),
      })
      .from(todos)
      .groupBy(todos.studyPlanId, todos.studyPlanTitle, todos.planCreatedAt)
      .as('plans');
    const group = jsonObject({
      id: plans.id,
      studyPlanTitle: plans.studyPlanTitle,
      todoDate: date,
      dailyTodoUnitResponses: plans.todos,
    } satisfies Record<keyof DailyTodoGroup, unknown>);
    // Plans in the order they were made; the id settles a tie, so the order never changes between reads.
    const planOrder = sql`${plans.planCreatedAt}, ${plans.id}`;
    return (
      db
        .select({
          body: sql<string>`${jsonArrayAgg(group, planOrder)}::text`,
          shortTitles: sql<string>`${jsonArrayAgg(plans.shortTitles, planOrder)}::text`,
        })
        .from(plans)
        // Named prepared statements: the hottest read skips PostgreSQL's planning and Drizzle's query building.
        .prepare(name)
    );
  };
  return {
    onDay: list('daily_todos_on_day', onDay.as('todos')),
    withOverdue: list('daily_todos_with_overdue', unionAll(onDay, overdue).as('todos')),
  };
}

const preparedByDatabase = new WeakMap<Database, ReturnType<typeof prepareDayQueries>>();

const inOrder = (titles: readonly string[]) =>
  titles.every((title, index) => index === 0 || compareShortTitles(titles[index - 1] ?? title, title) <= 0);

/**
 * The list as PostgreSQL wrote it when each plan's to-dos already follow their short titles (`1.2` before
 * `1.10`, an ICU rule PostgreSQL cannot be relied on for); otherwise sorted here, ties kept in outline order.
 */
function inShortTitleOrder(list: { body: string; shortTitles: string }): string {
  if ((JSON.parse(list.shortTitles) as string[][]).every(inOrder)) return list.body;
  const groups = JSON.parse(list.body) as DailyTodoGroup[];
  for (const group of groups) {
    group.dailyTodoUnitResponses.sort((a, b) => compareShortTitles(a.shortTitle, b.shortTitle));
  }
  return JSON.stringify(groups);
}

/**
 * A day's list as the JSON text of `DailyTodoGroup[]`, one group per active plan (a plan finished today
 * stays, so its last tick can be undone). For today (`includeOverdue`) it also carries the open to-dos of
 * past days, flagged overdue with their date (docs/product-rules.md#to-dos).
 */
export async function dailyTodoListJson(
  db: Database,
  userId: string,
  date: string,
  options: { includeOverdue: boolean },
): Promise<string> {
  let prepared = preparedByDatabase.get(db);
  if (!prepared) {
    prepared = prepareDayQueries(db);
    preparedByDatabase.set(db, prepared);
  }
  const query = options.includeOverdue ? prepared.withOverdue : prepared.onDay;
  const [list] = await query.execute({ userId, date });
  if (!list) throw new Error('the to-do list query answered no row');
  return inShortTitleOrder(list);
}
