import type { RecoveryChoice } from '@molip/domain/recovery-contracts';
import { studyPlanMessages } from '@molip/domain/study-plan';
import type { Database } from '../db/client.ts';
import { conflict, notFound } from '../lib/app-error.ts';
import {
  encodeUndo,
  planStateHash,
  runLengths,
  sortTodos,
  type TokenSigner,
} from '../lib/recovery-undo-token.ts';
import { planRecoveryFor, undoThatApplies, undoWindow } from '../queries/plan-recovery.ts';
import { moveTodoRows, openTodoDates } from '../repositories/daily-todo-units.ts';
import { lockStudyPlan, openTodoRows, updatePlanFields } from '../repositories/study-plans.ts';
import { presentPlan } from './study-plans.ts';
import { withLearner } from './with-learner.ts';

async function lockOwnPlan(tx: Database, userId: string, planId: string) {
  const plan = await lockStudyPlan(tx, userId, planId);
  if (!plan) throw notFound(studyPlanMessages.notFound);
  return plan;
}

/**
 * Applies the chosen recovery in one transaction, the new units by the choice and the overdue reviews spread
 * from today, and answers the plan with an undo token for both; with nothing overdue (a repeated tap) nothing
 * changes and the token is null.
 */
export async function applyRecovery(
  db: Database,
  userId: string,
  planId: string,
  choice: RecoveryChoice,
  now: Date,
  signer: TokenSigner,
) {
  return withLearner(db, userId, now, async (tx, learner) => {
    const plan = await lockOwnPlan(tx, userId, planId);
    const open = await openTodoRows(tx, planId);
    const recovery = await planRecoveryFor(tx, plan, open, learner.today);
    if (!recovery) {
      return {
        plan: await presentPlan(tx, userId, planId),
        undoToken: null,
        undoExpiresAt: null,
        serverTime: now.toISOString(),
      };
    }
    const option = choice === 'SPREAD' ? recovery.spread : recovery.extend;
    const moves = [...option.moves, ...recovery.reviewMoves];
    // The undo pins every open to-do, reviews included, as they were before the moves.
    const before = await openTodoDates(tx, planId);
    await moveTodoRows(tx, moves, now);
    await updatePlanFields(tx, planId, { endDate: option.endDate, bufferDates: option.bufferDates }, now);

    const movedTo = new Map(moves.map((move) => [move.id, move.date]));
    const after = sortTodos(
      before.map((row) => ({ id: row.id, date: movedTo.get(row.id) ?? row.date, before: row.date })),
    );
    const undoToken = encodeUndo(
      {
        userId,
        planId,
        appliedAt: now.getTime(),
        endDate: plan.endDate,
        bufferDates: plan.bufferDates,
        stateHash: planStateHash(after, option.endDate, option.bufferDates),
        dateRuns: runLengths(after.map((todo) => todo.before)),
      },
      signer,
    );
    return { plan: await presentPlan(tx, userId, planId), undoToken, ...undoWindow(now.getTime(), now) };
  });
}

/**
 * Puts the plan's dates back as they were before a recovery, within the undo window and only while nothing
 * in the plan has changed since (a to-do done, another reschedule): else 409.
 */
export async function undoRecovery(
  db: Database,
  userId: string,
  planId: string,
  token: string,
  now: Date,
  signer: TokenSigner,
) {
  return withLearner(db, userId, now, async (tx) => {
    const plan = await lockOwnPlan(tx, userId, planId);
    const check = await undoThatApplies(tx, plan, token, now, signer);
    if (!check.applies) throw conflict(check.code, check.message);
    const { undo, current, dates } = check;
    const moves = current.flatMap((todo, index) => {
      const date = dates[index] as string;
      return date === todo.date ? [] : [{ id: todo.id, date }];
    });
    await moveTodoRows(tx, moves, now);
    await updatePlanFields(tx, planId, { endDate: undo.endDate, bufferDates: undo.bufferDates }, now);
    return presentPlan(tx, userId, planId);
  });
}
