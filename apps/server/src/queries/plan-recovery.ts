import { planRecovery, type RecoveryOption, type RecoveryPlan } from '@molip/domain/recovery';
import {
  recoveryMessages,
  type RecoveryOptionSummary,
  type RecoveryPreview,
} from '@molip/domain/recovery-contracts';
import { studyPlanMessages } from '@molip/domain/study-plan';
import type { Database } from '../db/client.ts';
import { conflict, notFound } from '../lib/app-error.ts';
import {
  findPlanRow,
  hasCompletedTodoOn,
  openTodoRows,
  planCourse,
  type OpenTodoRow,
  type StudyPlanRow,
} from '../repositories/study-plans.ts';
import { scheduleFailure } from './plan-draft.ts';

/** Both ways to catch up on the plan's overdue to-dos (docs/product-rules.md#recovering-missed-days), or null. */
export async function planRecoveryFor(
  db: Database,
  plan: StudyPlanRow,
  open: readonly OpenTodoRow[],
  today: string,
): Promise<RecoveryPlan | null> {
  if (plan.status !== 'ACTIVE') throw conflict('PLAN_NOT_ACTIVE', recoveryMessages.notActive);
  const result = planRecovery({
    ...planCourse(plan, open),
    today,
    studiedToday: await hasCompletedTodoOn(db, plan.id, today),
  });
  if (!result.ok) throw scheduleFailure(result.error);
  return result.value;
}

const summary = (option: RecoveryOption): RecoveryOptionSummary => ({
  choice: option.choice,
  endDate: option.endDate,
  extendedDays: option.extendedDays,
  bufferDaysUsed: option.bufferDaysUsed,
  movedTodos: option.moves.length,
});

/** The recovery offer's preview; 409 NOTHING_OVERDUE when the plan has no open to-do from a past day. */
export async function readRecoveryPreview(
  db: Database,
  userId: string,
  planId: string,
  today: string,
): Promise<RecoveryPreview> {
  const plan = await findPlanRow(db, planId);
  if (!plan || plan.userId !== userId) throw notFound(studyPlanMessages.notFound);
  const recovery = await planRecoveryFor(db, plan, await openTodoRows(db, planId), today);
  if (!recovery) throw conflict('NOTHING_OVERDUE', recoveryMessages.nothingOverdue);
  return {
    planId: plan.id,
    planTitle: plan.title,
    endDate: plan.endDate,
    overdueDays: recovery.overdueDays,
    overdueTodos: recovery.overdueTodos,
    spread: summary(recovery.spread),
    extend: summary(recovery.extend),
  };
}
