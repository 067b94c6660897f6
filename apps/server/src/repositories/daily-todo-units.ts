import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { dailyTodoUnits } from '../db/schema.ts';

/** The only writer of `daily_todo_units`: a plan's to-dos are made, moved, credited and changed here. */

export type TodoRow = typeof dailyTodoUnits.$inferSelect;

const INSERT_BATCH = 1000;

/** Inserts a plan's to-dos in batches, so a 5,000-unit plan is a handful of statements. */
export async function insertTodoRows(db: Database, rows: readonly (typeof dailyTodoUnits.$inferInsert)[]) {
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await db.insert(dailyTodoUnits).values(rows.slice(start, start + INSERT_BATCH));
  }
}

/** Moves many rows to new days in one statement (a reschedule can touch thousands). */
export async function moveTodoRows(db: Database, moves: readonly { id: string; date: string }[], now: Date) {
  if (moves.length === 0) return;
  const ids = moves.map((move) => move.id);
  const dates = moves.map((move) => move.date);
  await db.execute(sql`
    update ${dailyTodoUnits} as d
    set todo_date = v.todo_date, updated_at = ${now}
    from (select unnest(${sql.param(ids)}::uuid[]) as id, unnest(${sql.param(dates)}::date[]) as todo_date) as v
    where d.id = v.id`);
}

/** The learner's own to-do: its plan, or nothing for another learner's id. */
export async function findOwnTodo(tx: Database, userId: string, todoId: string) {
  const [owned] = await tx
    .select({ studyPlanId: dailyTodoUnits.studyPlanId })
    .from(dailyTodoUnits)
    .where(and(eq(dailyTodoUnits.id, todoId), eq(dailyTodoUnits.userId, userId)));
  return owned;
}

/** Locks a to-do's row for the rest of the transaction. */
export async function lockTodo(tx: Database, todoId: string): Promise<TodoRow | undefined> {
  const [todo] = await tx.select().from(dailyTodoUnits).where(eq(dailyTodoUnits.id, todoId)).for('update');
  return todo;
}

/** The copy a postponement scheduled on a later day, locked. */
export async function lockSuccessor(tx: Database, todoId: string): Promise<TodoRow | undefined> {
  const [successor] = await tx
    .select()
    .from(dailyTodoUnits)
    .where(eq(dailyTodoUnits.postponedFromId, todoId))
    .for('update');
  return successor;
}

/** Schedules a postponed to-do's copy on `date`. */
export async function insertSuccessor(tx: Database, todo: TodoRow, date: string, now: Date) {
  await tx.insert(dailyTodoUnits).values({
    studyPlanId: todo.studyPlanId,
    userId: todo.userId,
    contentUnitId: todo.contentUnitId,
    todoDate: date,
    postponedFromId: todo.id,
    createdAt: now,
    updatedAt: now,
  });
}

export async function deleteTodo(tx: Database, todoId: string) {
  await tx.delete(dailyTodoUnits).where(eq(dailyTodoUnits.id, todoId));
}

export async function setTodoStatus(tx: Database, todoId: string, status: TodoRow['status'], now: Date) {
  await tx
    .update(dailyTodoUnits)
    .set({ status, completedAt: status === 'COMPLETED' ? now : null, updatedAt: now })
    .where(eq(dailyTodoUnits.id, todoId));
}

/** A to-do is in progress only inside a running block: when the block ends, the learner's reopen as pending. */
export async function reopenInProgressTodos(tx: Database, userId: string, now: Date) {
  await tx
    .update(dailyTodoUnits)
    .set({ status: 'PENDING', updatedAt: now })
    .where(and(eq(dailyTodoUnits.userId, userId), eq(dailyTodoUnits.status, 'IN_PROGRESS')));
}

/** Adds a closed focus log's seconds to its to-do. */
export async function addStudySeconds(tx: Database, todoId: string, seconds: number, now: Date) {
  await tx
    .update(dailyTodoUnits)
    .set({ totalStudySeconds: sql`${dailyTodoUnits.totalStudySeconds} + ${seconds}`, updatedAt: now })
    .where(eq(dailyTodoUnits.id, todoId));
}

/** Successor links point within a plan; cleared before the plan's deletion cascades, whatever its order. */
export async function clearSuccessorLinks(db: Database, planId: string) {
  await db
    .update(dailyTodoUnits)
    .set({ postponedFromId: null })
    .where(eq(dailyTodoUnits.studyPlanId, planId));
}
