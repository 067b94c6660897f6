import { wholeMinutes } from '@molip/domain/duration';
import { and, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias, unionAll } from 'drizzle-orm/pg-core';
import { compareShortTitles } from '@molip/domain/todo-status';
import type { DailyTodoGroup } from '@molip/domain/daily-todo';
import type { Database } from '../../db/client.ts';
import { contentUnits, dailyTodoUnits, studyPlans } from '../../db/schema.ts';
import { isOpenTodo } from '../../db/open-todo-sql.ts';

const predecessor = alias(dailyTodoUnits, 'predecessor');

function prepareDayQueries(db: Database) {
  const userId = sql.placeholder('userId');
  const date = sql.placeholder('date');
  const select = (range: SQL | undefined) =>
    db
      .select({
        id: dailyTodoUnits.id,
        status: dailyTodoUnits.status,
        todoDate: dailyTodoUnits.todoDate,
        totalStudySeconds: dailyTodoUnits.totalStudySeconds,
        contentUnitId: dailyTodoUnits.contentUnitId,
        studyPlanId: dailyTodoUnits.studyPlanId,
        studyPlanTitle: studyPlans.title,
        planCreatedAt: studyPlans.createdAt,
        shortTitle: contentUnits.shortTitle,
        title: contentUnits.title,
        carriedFrom: predecessor.todoDate,
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
  // Named prepared statements: the hottest read skips PostgreSQL's planning and Drizzle's query building.
  return {
    onDay: onDay.prepare('daily_todos_on_day'),
    withOverdue: unionAll(onDay, overdue).prepare('daily_todos_with_overdue'),
  };
}

const preparedByDatabase = new WeakMap<Database, ReturnType<typeof prepareDayQueries>>();

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
  const rows = await query.execute({ userId, date });

  const groups = new Map<string, DailyTodoGroup & { createdAt: number }>();
  for (const row of rows) {
    let group = groups.get(row.studyPlanId);
    if (!group) {
      group = {
        id: row.studyPlanId,
        studyPlanTitle: row.studyPlanTitle,
        todoDate: date,
        dailyTodoUnitResponses: [],
        createdAt: row.planCreatedAt.getTime(),
      };
      groups.set(row.studyPlanId, group);
    }
    const isOverdue = row.todoDate < date;
    group.dailyTodoUnitResponses.push({
      id: row.id,
      shortTitle: row.shortTitle,
      title: row.title,
      totalStudyMinutes: wholeMinutes(row.totalStudySeconds),
      status: row.status,
      contentUnitId: row.contentUnitId,
      studyPlanId: row.studyPlanId,
      todoDate: row.todoDate,
      isOverdue,
      originalDate: isOverdue ? row.todoDate : row.carriedFrom,
    });
  }
  return (
    [...groups.values()]
      // Plans in the order they were made; the id settles a tie, so the order never changes between reads.
      .sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id))
      .map(({ createdAt: _createdAt, ...group }) => ({
        ...group,
        dailyTodoUnitResponses: group.dailyTodoUnitResponses.sort((a, b) =>
          compareShortTitles(a.shortTitle, b.shortTitle),
        ),
      }))
  );
}
