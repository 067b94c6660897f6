import { randomUUID } from 'node:crypto';
import { compareDates } from '@molip/domain/calendar-date';
import { PLANS_CREATED_PER_HOUR_MAX } from '@molip/domain/constants';
import { TARGET_RETENTION_DEFAULT_PERCENT } from '@molip/domain/review';
import { scheduleStudyPlan } from '@molip/domain/schedule';
import {
  canChangePlanStatus,
  DEFAULT_PLAN_TITLE,
  studyPlanMessages,
  type LearnerPlanStatus,
} from '@molip/domain/study-plan';
import type { Database } from '../db/client.ts';
import { conflict, notFound } from '../lib/app-error.ts';
import { assertHourlyQuota, quotaWindowStart } from '../lib/write-quota.ts';
import {
  assertStartNotPast,
  scheduleDraft,
  scheduleFailure,
  selectedLeaves,
  type PlanDraft,
} from '../queries/plan-draft.ts';
import {
  deletePlan,
  findStudyPlan,
  listStudyPlans,
  insertStudyPlan,
  lockStudyPlan,
  openTodoRows,
  plansCreatedSince,
  syncPlanCompletion,
  updatePlanFields,
} from '../repositories/study-plans.ts';
import {
  clearSuccessorLinks,
  deleteUntouchedReviews,
  insertPlanTodos,
  moveTodoRows,
} from '../repositories/daily-todo-units.ts';
import { withLearner } from './with-learner.ts';

/** The plan as the API answers it, read inside the command's transaction. */
export async function presentPlan(db: Database, userId: string, planId: string) {
  const plan = await findStudyPlan(db, userId, planId);
  if (!plan) throw notFound(studyPlanMessages.notFound);
  return plan;
}

/** Creates the plan and one to-do per scheduled unit, within the learner's hourly quota. */
export async function createStudyPlan(db: Database, userId: string, draft: PlanDraft, now: Date) {
  return withLearner(db, userId, now, async (tx, learner) => {
    assertHourlyQuota(await plansCreatedSince(tx, userId, quotaWindowStart(now)), {
      limit: PLANS_CREATED_PER_HOUR_MAX,
      now,
      message: studyPlanMessages.quotaExceeded,
    });
    assertStartNotPast(draft, learner.today);
    const { content, leaves } = await selectedLeaves(tx, draft);
    const schedule = scheduleDraft(draft, leaves);
    const id = randomUUID();
    await insertStudyPlan(tx, {
      id,
      userId,
      learningContentId: content.id,
      title: draft.title || content.title || DEFAULT_PLAN_TITLE,
      startDate: draft.startDate,
      endDate: schedule.endDate,
      studySpeed: draft.studySpeed,
      dailyVolume: draft.dailyVolume ?? null,
      bufferDayInterval: draft.bufferDayInterval,
      reviewsPerDay: draft.reviewsPerDay ?? null,
      targetRetentionPercent: draft.targetRetentionPercent ?? TARGET_RETENTION_DEFAULT_PERCENT,
      reviewMinutesPerDay: draft.reviewMinutesPerDay ?? null,
      restDates: [...new Set(draft.restDays)].sort(),
      restWeekdays: [...new Set(draft.restWeekdays ?? [])].sort(),
      bufferDates: schedule.days.filter((day) => day.kind === 'BUFFER').map((day) => day.date),
      createdAt: now,
      updatedAt: now,
    });
    await insertPlanTodos(
      tx,
      { studyPlanId: id, userId },
      schedule.days.flatMap((day) =>
        day.unitIds.map((contentUnitId) => ({ contentUnitId, todoDate: day.date })),
      ),
      now,
    );
    return presentPlan(tx, userId, id);
  });
}

/**
 * Rename, pause, resume, archive or restore, or turn spaced review on or off; a change the plan's state does
 * not allow is a 409. Turning review off takes away the reviews from today on that were not touched.
 */
export async function updateStudyPlan(
  db: Database,
  userId: string,
  planId: string,
  changes: {
    title?: string | undefined;
    status?: LearnerPlanStatus | undefined;
    reviewsPerDay?: number | null | undefined;
    targetRetentionPercent?: number | undefined;
    reviewMinutesPerDay?: number | null | undefined;
  },
  now: Date,
) {
  return withLearner(db, userId, now, async (tx, learner) => {
    const plan = await lockStudyPlan(tx, userId, planId);
    if (!plan) throw notFound(studyPlanMessages.notFound);
    const status = changes.status && changes.status !== plan.status ? changes.status : undefined;
    if (status && !canChangePlanStatus(plan.status, status)) {
      throw conflict('INVALID_PLAN_STATUS_CHANGE', studyPlanMessages.invalidStatusChange);
    }
    const { reviewsPerDay } = changes;
    await updatePlanFields(
      tx,
      planId,
      {
        ...(changes.title ? { title: changes.title } : {}),
        ...(status ? { status } : {}),
        ...(reviewsPerDay !== undefined ? { reviewsPerDay } : {}),
        ...(changes.targetRetentionPercent !== undefined
          ? { targetRetentionPercent: changes.targetRetentionPercent }
          : {}),
        ...(changes.reviewMinutesPerDay !== undefined
          ? { reviewMinutesPerDay: changes.reviewMinutesPerDay }
          : {}),
      },
      now,
    );
    if (reviewsPerDay === null && plan.reviewsPerDay !== null) {
      await deleteUntouchedReviews(tx, planId, learner.today);
    }
    // A plan resumed or restored with nothing left open is finished.
    if (status === 'ACTIVE') await syncPlanCompletion(tx, { ...plan, status }, now);
    return presentPlan(tx, userId, planId);
  });
}

type LockedPlan = NonNullable<Awaited<ReturnType<typeof lockStudyPlan>>>;

/** Lays the plan's open to-dos out again from `startDate`; answers how many now fall on that date. */
async function scheduleOpenTodosFrom(
  tx: Database,
  plan: LockedPlan,
  open: Awaited<ReturnType<typeof openTodoRows>>,
  startDate: string,
  now: Date,
): Promise<number> {
  const schedule = scheduleStudyPlan({
    units: open,
    startDate,
    restDates: plan.restDates,
    restWeekdays: plan.restWeekdays,
    studySpeed: plan.studySpeed,
    dailyVolume: plan.dailyVolume,
    bufferDayInterval: plan.bufferDayInterval,
  });
  if (!schedule.ok) throw scheduleFailure(schedule.error);
  const moves = schedule.value.days.flatMap((day) => day.unitIds.map((id) => ({ id, date: day.date })));
  await moveTodoRows(tx, moves, now);
  const pastBuffers = plan.bufferDates.filter((date) => compareDates(date, startDate) < 0);
  const newBuffers = schedule.value.days.filter((day) => day.kind === 'BUFFER').map((day) => day.date);
  await updatePlanFields(
    tx,
    plan.id,
    { endDate: schedule.value.endDate, bufferDates: [...pastBuffers, ...newBuffers] },
    now,
  );
  return moves.filter((move) => move.date === startDate).length;
}

/** Re-runs the scheduler over the plan's unfinished to-dos from today (docs/product-rules.md#plans). */
export async function rescheduleStudyPlan(db: Database, userId: string, planId: string, now: Date) {
  return withLearner(db, userId, now, async (tx, learner) => {
    const plan = await lockStudyPlan(tx, userId, planId);
    if (!plan) throw notFound(studyPlanMessages.notFound);
    const open = await openTodoRows(tx, planId);
    if (open.length === 0) throw conflict('NOTHING_TO_RESCHEDULE', studyPlanMessages.nothingToReschedule);
    const startDate = compareDates(plan.startDate, learner.today) > 0 ? plan.startDate : learner.today;
    await scheduleOpenTodosFrom(tx, plan, open, startDate, now);
    return presentPlan(tx, userId, planId);
  });
}

/**
 * "내일 분량 미리 하기": once nothing is open up to today, each active plan's scheduler runs again from
 * today, so the next study day's to-dos land on today and the rest of the plan moves up behind them.
 */
export async function pullNextStudyDayForward(db: Database, userId: string, now: Date) {
  return withLearner(db, userId, now, async (tx, learner) => {
    const { plans } = await listStudyPlans(tx, userId, { status: 'ACTIVE', limit: 100, offset: 0 });
    let movedTodos = 0;
    for (const { id } of plans) {
      const plan = await lockStudyPlan(tx, userId, id);
      if (!plan) continue;
      const open = await openTodoRows(tx, id);
      if (open.some((row) => compareDates(row.todoDate, learner.today) <= 0))
        throw conflict('TODAY_NOT_DONE', studyPlanMessages.todayNotDone);
      if (open.length > 0) movedTodos += await scheduleOpenTodosFrom(tx, plan, open, learner.today, now);
    }
    // A rest day today, or nothing left: nothing moved, and the rescheduling is rolled back with the error.
    if (movedTodos === 0) throw conflict('NOTHING_TO_PULL', studyPlanMessages.nothingToPull);
    return { movedTodos };
  });
}

export async function deleteStudyPlan(db: Database, userId: string, planId: string, now: Date) {
  await withLearner(db, userId, now, async (tx) => {
    const plan = await lockStudyPlan(tx, userId, planId);
    if (!plan) throw notFound(studyPlanMessages.notFound);
    await clearSuccessorLinks(tx, planId);
    await deletePlan(tx, planId);
  });
}
