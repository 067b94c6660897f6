import {
  planRecovery,
  type ReviewBacklog,
  type RecoveryOption,
  type RecoveryPlan,
} from '@molip/domain/recovery';
import { replayReviews, retrievabilityOn } from '@molip/domain/review-schedule';
import {
  RECOVERY_UNDO_WINDOW_MS,
  recoveryMessages,
  type RecoveryOptionSummary,
  type RecoveryPreview,
  type RecoveryUndoWindow,
} from '@molip/domain/recovery-contracts';
import { studyPlanMessages } from '@molip/domain/study-plan';
import type { Database } from '../db/client.ts';
import { badRequest, conflict, notFound } from '../lib/app-error.ts';
import {
  decodeUndo,
  expandRuns,
  planStateHash,
  sortTodos,
  type TokenSigner,
} from '../lib/recovery-undo-token.ts';
import {
  findPlanRow,
  hasCompletedTodoOn,
  openTodoRows,
  planCourse,
  type OpenTodoRow,
  type StudyPlanRow,
} from '../repositories/study-plans.ts';
import { openTodoDates, overdueReviewRows, reviewCountsFrom } from '../repositories/daily-todo-units.ts';
import { unitReviewLogs } from '../repositories/review-logs.ts';
import { scheduleFailure } from './plan-draft.ts';
import { planReviewLimits } from './review-limits.ts';

/**
 * The plan's open reviews from past days, each with how likely its unit is still remembered today (FSRS's
 * retrievability after replaying the unit's log), and the limits of the days they may move to.
 */
async function reviewBacklog(db: Database, plan: StudyPlanRow, today: string): Promise<ReviewBacklog> {
  const rows = await overdueReviewRows(db, plan.id, today);
  const logs = await unitReviewLogs(db, plan.id, [...new Set(rows.map((row) => row.contentUnitId))]);
  const counts = await reviewCountsFrom(db, plan.id, today);
  const reviews = rows.map((row) => {
    const last = replayReviews(logs.get(row.contentUnitId) ?? []).at(-1);
    // A review always follows a logged completion; without one, the unit counts as forgotten.
    const retrievability = last ? retrievabilityOn(last, today) : 0;
    return { id: row.id, date: row.todoDate, retrievability };
  });
  return { ...(await planReviewLimits(db, plan)), reviews, reviewsOn: (date) => counts.get(date) ?? 0 };
}

/** Both ways to catch up on the plan's overdue to-dos (docs/product-rules.md#recovering-missed-days), or null. */
export async function planRecoveryFor(
  db: Database,
  plan: StudyPlanRow,
  open: readonly OpenTodoRow[],
  today: string,
): Promise<RecoveryPlan | null> {
  // A finished plan has no new unit left, but its reviews still come and can fall behind.
  if (plan.status !== 'ACTIVE' && plan.status !== 'COMPLETED') {
    throw conflict('PLAN_NOT_ACTIVE', recoveryMessages.notActive);
  }
  const result = planRecovery({
    ...planCourse(plan, open),
    today,
    studiedToday: await hasCompletedTodoOn(db, plan.id, today),
    reviewBacklog: await reviewBacklog(db, plan, today),
  });
  if (!result.ok) throw scheduleFailure(result.error);
  return result.value;
}

const summary = (option: RecoveryOption): RecoveryOptionSummary => ({
  choice: option.choice,
  endDate: option.endDate,
  extendedDays: option.extendedDays,
  bufferDaysUsed: option.bufferDaysUsed,
  bufferDaysLeft: option.bufferDaysLeft,
  movedTodos: option.moves.length,
});

/** The recovery offer's preview, or null when the plan has no open to-do from a past day. */
export async function readRecoveryPreview(
  db: Database,
  userId: string,
  planId: string,
  today: string,
): Promise<RecoveryPreview | null> {
  const plan = await findPlanRow(db, planId);
  if (!plan || plan.userId !== userId) throw notFound(studyPlanMessages.notFound);
  const recovery = await planRecoveryFor(db, plan, await openTodoRows(db, planId), today);
  if (!recovery) return null;
  return {
    planId: plan.id,
    planTitle: plan.title,
    endDate: plan.endDate,
    overdueDays: recovery.overdueDays,
    overdueTodos: recovery.overdueTodos,
    overdueReviews: recovery.overdueReviews,
    spread: summary(recovery.spread),
    extend: summary(recovery.extend),
  };
}

/** Until when an undo token is honoured, with the server's clock at the answer. */
export const undoWindow = (appliedAt: number, now: Date) => ({
  undoExpiresAt: new Date(appliedAt + RECOVERY_UNDO_WINDOW_MS).toISOString(),
  serverTime: now.toISOString(),
});

/**
 * The undo a token stands for, with the plan's open to-dos as they are and their dates before the recovery,
 * or why it no longer applies: past RECOVERY_UNDO_WINDOW_MS (`UNDO_EXPIRED`), or anything in the plan changed
 * since (`UNDO_STALE`: a to-do done, another reschedule, the undo itself). A forged token, or another plan's,
 * is 400.
 */
export async function undoThatApplies(
  db: Database,
  plan: StudyPlanRow,
  token: string,
  now: Date,
  signer: TokenSigner,
) {
  const undo = decodeUndo(token, signer);
  if (!undo || undo.userId !== plan.userId || undo.planId !== plan.id) {
    throw badRequest(recoveryMessages.undoInvalid);
  }
  if (now.getTime() - undo.appliedAt > RECOVERY_UNDO_WINDOW_MS) {
    return { applies: false, code: 'UNDO_EXPIRED', message: recoveryMessages.undoExpired } as const;
  }
  const current = sortTodos(await openTodoDates(db, plan.id));
  const dates = expandRuns(undo.dateRuns);
  if (
    planStateHash(current, plan.endDate, plan.bufferDates) !== undo.stateHash ||
    dates.length !== current.length
  ) {
    return { applies: false, code: 'UNDO_STALE', message: recoveryMessages.undoStale } as const;
  }
  return { applies: true, undo, current, dates } as const;
}

/**
 * Whether a recovery can still be undone and until when: what the card offers again after a reload. An undo
 * no longer honoured is an answer (null), not an error: the card asks whenever the plan changes.
 */
export async function readRecoveryUndoWindow(
  db: Database,
  userId: string,
  planId: string,
  token: string,
  now: Date,
  signer: TokenSigner,
): Promise<RecoveryUndoWindow> {
  const plan = await findPlanRow(db, planId);
  if (!plan || plan.userId !== userId) throw notFound(studyPlanMessages.notFound);
  const check = await undoThatApplies(db, plan, token, now, signer);
  return check.applies
    ? undoWindow(check.undo.appliedAt, now)
    : { undoExpiresAt: null, serverTime: now.toISOString() };
}
