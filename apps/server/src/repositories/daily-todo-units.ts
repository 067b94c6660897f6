import { and, asc, eq, gt, gte, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { ReviewRating } from '@molip/domain/review';
import type { Database } from '../db/client.ts';
import { dailyTodoUnits, focusBlockTodos } from '../db/schema.ts';
import { isCompletedTodo, isOpenTodo } from '../db/open-todo-sql.ts';

/** The only writer of `daily_todo_units`: a plan's to-dos are made, moved, credited and changed here. */

export type TodoRow = typeof dailyTodoUnits.$inferSelect;

/**
 * Inserts a new plan's to-dos in one statement whatever its size: two arrays (unit, date) instead of a VALUES
 * row of every column per to-do, which cost more to build and parse than to insert.
 */
export async function insertPlanTodos(
  db: Database,
  plan: { studyPlanId: string; userId: string },
  todos: readonly { contentUnitId: string; todoDate: string }[],
  now: Date,
) {
  if (todos.length === 0) return;
  const unitIds = todos.map((todo) => todo.contentUnitId);
  const dates = todos.map((todo) => todo.todoDate);
  await db.execute(sql`
    insert into ${dailyTodoUnits} (study_plan_id, user_id, content_unit_id, todo_date, created_at, updated_at)
    select ${plan.studyPlanId}, ${plan.userId}, v.content_unit_id, v.todo_date, ${now}, ${now}
    from unnest(${sql.param(unitIds)}::uuid[], ${sql.param(dates)}::date[]) as v(content_unit_id, todo_date)`);
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

/** The learner's own to-do row, or nothing for another learner's id. */
export async function findOwnTodoRow(db: Database, userId: string, id: string): Promise<TodoRow | undefined> {
  const [todo] = await db
    .select()
    .from(dailyTodoUnits)
    .where(and(eq(dailyTodoUnits.id, id), eq(dailyTodoUnits.userId, userId)));
  return todo;
}

/** The learner's to-dos among `ids`, with their status (foreign or unknown ids are simply missing). */
export async function ownTodoStatuses(db: Database, userId: string, ids: readonly string[]) {
  return db
    .select({ id: dailyTodoUnits.id, status: dailyTodoUnits.status })
    .from(dailyTodoUnits)
    .where(and(inArray(dailyTodoUnits.id, [...ids]), eq(dailyTodoUnits.userId, userId)));
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

/** Schedules a postponed to-do's copy on `date`; a review's copy stays the same review. */
export async function insertSuccessor(tx: Database, todo: TodoRow, date: string, now: Date) {
  await tx.insert(dailyTodoUnits).values({
    studyPlanId: todo.studyPlanId,
    userId: todo.userId,
    contentUnitId: todo.contentUnitId,
    todoDate: date,
    postponedFromId: todo.id,
    reviewStep: todo.reviewStep,
    reviewOfId: todo.reviewOfId,
    createdAt: now,
    updatedAt: now,
  });
}

/** Schedules the review that `completed`'s completion brings, on rung `step`. */
export async function insertReview(tx: Database, completed: TodoRow, step: number, date: string, now: Date) {
  await tx.insert(dailyTodoUnits).values({
    studyPlanId: completed.studyPlanId,
    userId: completed.userId,
    contentUnitId: completed.contentUnitId,
    todoDate: date,
    reviewStep: step,
    reviewOfId: completed.id,
    createdAt: now,
    updatedAt: now,
  });
}

// Untouched: still pending, no focus time, and planned in no focus block (so no log or block loses its to-do).
const isUntouched = sql`${dailyTodoUnits.status} = 'PENDING' and ${dailyTodoUnits.totalStudySeconds} = 0
  and not exists (select 1 from ${focusBlockTodos} where ${focusBlockTodos.dailyTodoUnitId} = ${dailyTodoUnits.id})`;

/**
 * The reviews `completed`'s completion brought (a postponed review and its copy share it), locked, each with
 * whether the learner has left it untouched.
 */
export async function lockReviewsOf(tx: Database, completedId: string) {
  return tx
    .select({
      id: dailyTodoUnits.id,
      todoDate: dailyTodoUnits.todoDate,
      status: dailyTodoUnits.status,
      untouched: sql<boolean>`${isUntouched}`,
    })
    .from(dailyTodoUnits)
    .where(eq(dailyTodoUnits.reviewOfId, completedId))
    .for('update');
}

export async function deleteTodos(tx: Database, todoIds: readonly string[]) {
  if (todoIds.length === 0) return;
  await tx.delete(dailyTodoUnits).where(inArray(dailyTodoUnits.id, [...todoIds]));
}

/** The plan's reviews per date from `from` on (a postponed row's copy stands on its own day). */
export async function reviewCountsFrom(tx: Database, planId: string, from: string) {
  const rows = await tx
    .select({ date: dailyTodoUnits.todoDate, reviews: sql<number>`count(*)::int` })
    .from(dailyTodoUnits)
    .where(
      and(
        eq(dailyTodoUnits.studyPlanId, planId),
        isNotNull(dailyTodoUnits.reviewStep),
        ne(dailyTodoUnits.status, 'POSTPONED'),
        gte(dailyTodoUnits.todoDate, from),
      ),
    )
    .groupBy(dailyTodoUnits.todoDate);
  return new Map(rows.map((row) => [row.date, row.reviews]));
}

/** The focus seconds and count of the plan's completed reviews that were timed (what a review costs). */
export async function measuredReviews(tx: Database, planId: string) {
  const [row] = await tx
    .select({
      seconds: sql<number>`coalesce(sum(${dailyTodoUnits.totalStudySeconds}), 0)::int`,
      reviews: sql<number>`count(*)::int`,
    })
    .from(dailyTodoUnits)
    .where(
      and(
        eq(dailyTodoUnits.studyPlanId, planId),
        isNotNull(dailyTodoUnits.reviewStep),
        isCompletedTodo(dailyTodoUnits.status),
        gt(dailyTodoUnits.totalStudySeconds, 0),
      ),
    );
  return { seconds: row?.seconds ?? 0, reviews: row?.reviews ?? 0 };
}

/** The plan's open reviews from days before `today`, oldest first. */
export async function overdueReviewRows(db: Database, planId: string, today: string) {
  return db
    .select({
      id: dailyTodoUnits.id,
      todoDate: dailyTodoUnits.todoDate,
      contentUnitId: dailyTodoUnits.contentUnitId,
    })
    .from(dailyTodoUnits)
    .where(
      and(
        eq(dailyTodoUnits.studyPlanId, planId),
        isNotNull(dailyTodoUnits.reviewStep),
        isOpenTodo(dailyTodoUnits.status),
        lt(dailyTodoUnits.todoDate, today),
      ),
    )
    .orderBy(asc(dailyTodoUnits.todoDate), asc(dailyTodoUnits.id));
}

/** Every open to-do of the plan, new units and reviews, with its day: the state a recovery's undo pins. */
export async function openTodoDates(db: Database, planId: string) {
  return db
    .select({ id: dailyTodoUnits.id, date: dailyTodoUnits.todoDate })
    .from(dailyTodoUnits)
    .where(and(eq(dailyTodoUnits.studyPlanId, planId), isOpenTodo(dailyTodoUnits.status)));
}

export async function setReviewRating(tx: Database, todoId: string, rating: ReviewRating, now: Date) {
  await tx
    .update(dailyTodoUnits)
    .set({ reviewRating: rating, updatedAt: now })
    .where(eq(dailyTodoUnits.id, todoId));
}

/** Turning review off: the plan's reviews from `from` on that the learner has not touched go. */
export async function deleteUntouchedReviews(tx: Database, planId: string, from: string) {
  await tx
    .delete(dailyTodoUnits)
    .where(
      and(
        eq(dailyTodoUnits.studyPlanId, planId),
        isNotNull(dailyTodoUnits.reviewStep),
        gte(dailyTodoUnits.todoDate, from),
        isUntouched,
      ),
    );
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
