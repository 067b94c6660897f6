import { compareDates } from '@molip/domain/calendar-date';
import { planPostponement } from '@molip/domain/schedule';
import {
  canTransition,
  invalidTransitionMessage,
  todoStatusMessage,
  type TodoStatus,
} from '@molip/domain/todo-status';
import { todoMessages, type TodoStatusResponse } from '@molip/domain/daily-todo';
import type { Database } from '../db/client.ts';
import { AppError, conflict, notFound } from '../lib/app-error.ts';
import { closeOpenLogOnTodo } from './focus-ending.ts';
import {
  deleteTodo,
  findOwnTodo,
  insertSuccessor,
  lockSuccessor,
  lockTodo,
  moveTodoRows,
  setTodoStatus,
  type TodoRow,
} from '../repositories/daily-todo-units.ts';
import {
  lockStudyPlan,
  openTodoRows,
  planCourse,
  syncPlanCompletion,
  updatePlanFields,
  type StudyPlanRow,
} from '../repositories/study-plans.ts';
import { postponeReview, scheduleReviewOnCompletion, undoReviewCompletion } from './reviews.ts';
import { withLearner } from './with-learner.ts';

/**
 * Postponing keeps the row on its day as POSTPONED and schedules a successor on the plan's next study
 * day; later open units roll forward so daily load stays at the plan's speed or daily volume (see
 * `planPostponement`). A review moves alone, to the next day with room for it (`postponeReview`).
 */
async function carryForward(tx: Database, plan: StudyPlanRow, todo: TodoRow, today: string, now: Date) {
  const postponedOn = compareDates(todo.todoDate, today) > 0 ? todo.todoDate : today;
  if (todo.reviewStep !== null) return postponeReview(tx, plan, todo, postponedOn, now);
  const open = await openTodoRows(tx, plan.id);
  const postponement = planPostponement({ ...planCourse(plan, open), postponedOn, unitId: todo.id });
  if (!postponement.ok) throw new AppError(400, 'INVALID_SCHEDULE', postponement.error.message);
  const { moves, targetDate, endDate } = postponement.value;
  await insertSuccessor(tx, todo, targetDate, now);
  await moveTodoRows(
    tx,
    moves.filter((move) => move.unitId !== todo.id).map((move) => ({ id: move.unitId, date: move.toDate })),
    now,
  );
  if (endDate !== plan.endDate) await updatePlanFields(tx, plan.id, { endDate }, now);
}

/** Undoing a postponement removes its successor — unless the learner already worked on it. */
async function withdrawSuccessor(tx: Database, todo: TodoRow) {
  const successor = await lockSuccessor(tx, todo.id);
  if (!successor) return;
  if (successor.status !== 'PENDING' || successor.totalStudySeconds > 0) {
    throw conflict('SUCCESSOR_IN_PROGRESS', todoMessages.successorStarted);
  }
  await deleteTodo(tx, successor.id);
}

/**
 * Changes a to-do's status by the transition table (docs/product-rules.md#to-dos). Leaving IN_PROGRESS
 * while focusing on the to-do closes its focus log and credits the time.
 */
export async function changeTodoStatus(
  db: Database,
  userId: string,
  todoId: string,
  target: TodoStatus,
  now: Date,
): Promise<TodoStatusResponse> {
  return withLearner(db, userId, now, (tx, learner) =>
    applyTodoStatus(tx, userId, todoId, target, learner.today, now),
  );
}

/**
 * The one place a to-do's status changes — from the to-do list or from a focus block — so postponement
 * copies, focus logs and plan completion always follow. A step of commands: the caller holds the learner
 * lock.
 */
export async function applyTodoStatus(
  tx: Database,
  userId: string,
  todoId: string,
  target: TodoStatus,
  today: string,
  now: Date,
): Promise<TodoStatusResponse> {
  const owned = await findOwnTodo(tx, userId, todoId);
  if (!owned) throw notFound(todoMessages.notFound);
  // Lock order plan → to-do everywhere, so concurrent changes in one plan queue instead of deadlocking.
  const plan = await lockStudyPlan(tx, userId, owned.studyPlanId);
  const todo = await lockTodo(tx, todoId);
  if (!plan || !todo) throw notFound(todoMessages.notFound);

  const previous = todo.status;
  const answer = (current: TodoStatus) => ({
    currentStatus: current,
    previousStatus: previous,
    todoDate: todo.todoDate,
    message: todoStatusMessage(current, previous),
  });
  if (previous === target) return answer(target);
  if (!canTransition(previous, target)) {
    throw conflict('INVALID_STATUS_TRANSITION', invalidTransitionMessage(previous, target));
  }

  if (target !== 'IN_PROGRESS') await closeOpenLogOnTodo(tx, userId, todo.id, now);
  if (previous === 'POSTPONED') await withdrawSuccessor(tx, todo);
  if (target === 'POSTPONED') await carryForward(tx, plan, todo, today, now);
  await setTodoStatus(tx, todo.id, target, now);
  if (target === 'COMPLETED') await scheduleReviewOnCompletion(tx, plan, todo, today, now);
  if (previous === 'COMPLETED') await undoReviewCompletion(tx, todo.id);
  await syncPlanCompletion(tx, plan, now);
  return answer(target);
}
