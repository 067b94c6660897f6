import { wholeMinutes } from '@molip/domain/duration';
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { addDays, compareDates } from '@molip/domain/calendar-date';
import {
  DEFAULT_PLAN_TITLE,
  studyPlanMessages,
  type PlanPreview,
  type StudyPlanDetail,
} from '@molip/domain/study-plan';
import {
  isPlanRestDay,
  scheduleStudyPlan,
  selectLeafUnits,
  type ScheduleError,
  type StudySchedule,
} from '@molip/domain/schedule';
import type { z } from 'zod';
import { canChangePlanStatus, type LearnerPlanStatus, type studyPlanDraft } from '@molip/domain/study-plan';
import type { Database } from '../../db/client.ts';
import { contentUnits, dailyTodoUnits, learningContents, studyPlans } from '../../db/schema.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { lockLearner } from '../focus/focus-repository.ts';
import {
  countOverdue,
  findStudyPlan,
  lockStudyPlan,
  moveTodoRows,
  openTodoRows,
  planTodoRows,
  syncPlanCompletion,
  type StudyPlanRow,
} from './repository.ts';

export type PlanDraft = z.output<typeof studyPlanDraft>;
type UnitRow = { id: string; parentId: string | null; sequence: number; shortTitle: string; title: string };

const INSERT_BATCH = 1000;

function scheduleFailure(error: ScheduleError): AppError {
  return new AppError(
    400,
    error.code === 'PLAN_TOO_LONG' ? 'PLAN_TOO_LONG' : 'INVALID_SCHEDULE',
    error.message,
  );
}

/** The content's leaves the draft selects, in outline order; 404/400 when the draft points elsewhere. */
async function selectedLeaves(db: Database, draft: PlanDraft) {
  const [content] = await db
    .select({ id: learningContents.id, title: learningContents.title })
    .from(learningContents)
    .where(eq(learningContents.id, draft.learningContentId));
  if (!content) throw notFound(studyPlanMessages.contentNotFound);
  const units: UnitRow[] = await db
    .select({
      id: contentUnits.id,
      parentId: contentUnits.parentId,
      sequence: contentUnits.sequence,
      shortTitle: contentUnits.shortTitle,
      title: contentUnits.title,
    })
    .from(contentUnits)
    .where(eq(contentUnits.contentId, content.id))
    .orderBy(asc(contentUnits.position));
  const known = new Set(units.map((unit) => unit.id));
  if (draft.contentUnitIds.some((id) => !known.has(id)))
    throw badRequest(studyPlanMessages.unitsNotInContent);
  return { content, leaves: selectLeafUnits(units, draft.contentUnitIds) };
}

function scheduleDraft(draft: PlanDraft, leaves: readonly { id: string }[]): StudySchedule {
  const schedule = scheduleStudyPlan({
    units: leaves,
    startDate: draft.startDate,
    restDates: draft.restDays,
    restWeekdays: draft.restWeekdays,
    studySpeed: draft.studySpeed,
    bufferDayInterval: draft.bufferDayInterval,
  });
  if (!schedule.ok) throw scheduleFailure(schedule.error);
  return schedule.value;
}

function assertStartNotPast(draft: PlanDraft, today: string) {
  if (compareDates(draft.startDate, today) < 0) throw badRequest(studyPlanMessages.startInPast);
}

/** The wizard's live preview: the same scheduler the creation uses, nothing written. */
export async function previewStudyPlan(db: Database, draft: PlanDraft, today: string): Promise<PlanPreview> {
  assertStartNotPast(draft, today);
  const { leaves } = await selectedLeaves(db, draft);
  const schedule = scheduleDraft(draft, leaves);
  const byId = new Map(leaves.map((unit) => [unit.id, unit]));
  return {
    startDate: draft.startDate,
    endDate: schedule.endDate,
    totalUnits: leaves.length,
    studyDayCount: schedule.studyDayCount,
    bufferDayCount: schedule.bufferDayCount,
    restDayCount: schedule.restDayCount,
    totalDays: schedule.days.length,
    days: schedule.days.map((day) => ({
      date: day.date,
      kind: day.kind,
      units: day.unitIds.flatMap((id) => {
        const unit = byId.get(id);
        return unit ? [{ contentUnitId: unit.id, shortTitle: unit.shortTitle, title: unit.title }] : [];
      }),
    })),
  };
}

/** Creates the plan and one to-do per scheduled unit in one transaction. */
export async function createStudyPlan(
  db: Database,
  userId: string,
  draft: PlanDraft,
  today: string,
  now: Date,
) {
  assertStartNotPast(draft, today);
  const planId = await db.transaction(async (tx) => {
    const { content, leaves } = await selectedLeaves(tx, draft);
    const schedule = scheduleDraft(draft, leaves);
    const id = randomUUID();
    await tx.insert(studyPlans).values({
      id,
      userId,
      learningContentId: content.id,
      title: draft.title || content.title || DEFAULT_PLAN_TITLE,
      startDate: draft.startDate,
      endDate: schedule.endDate,
      studySpeed: draft.studySpeed,
      bufferDayInterval: draft.bufferDayInterval,
      restDates: [...new Set(draft.restDays)].sort(),
      restWeekdays: [...new Set(draft.restWeekdays ?? [])].sort(),
      bufferDates: schedule.days.filter((day) => day.kind === 'BUFFER').map((day) => day.date),
      createdAt: now,
      updatedAt: now,
    });
    const rows = schedule.days.flatMap((day) =>
      day.unitIds.map((contentUnitId) => ({
        studyPlanId: id,
        userId,
        contentUnitId,
        todoDate: day.date,
        createdAt: now,
        updatedAt: now,
      })),
    );
    for (let start = 0; start < rows.length; start += INSERT_BATCH) {
      await tx.insert(dailyTodoUnits).values(rows.slice(start, start + INSERT_BATCH));
    }
    return id;
  });
  const plan = await findStudyPlan(db, userId, planId);
  if (!plan) throw notFound(studyPlanMessages.notFound);
  return plan;
}

function calendarOf(plan: Pick<StudyPlanRow, 'startDate' | 'restDates' | 'restWeekdays'>) {
  return { startDate: plan.startDate, restDates: plan.restDates, restWeekdays: plan.restWeekdays };
}

/** Every day from start to end with its kind and its to-dos, for the plan screen. */
export async function studyPlanDetail(
  db: Database,
  userId: string,
  planId: string,
  today: string,
): Promise<StudyPlanDetail> {
  const plan = await findStudyPlan(db, userId, planId);
  if (!plan) throw notFound(studyPlanMessages.notFound);
  const [row] = await db.select().from(studyPlans).where(eq(studyPlans.id, planId));
  if (!row) throw notFound(studyPlanMessages.notFound);
  const todos = await planTodoRows(db, planId);
  const byDate = new Map<string, typeof todos>();
  for (const todo of todos) {
    const list = byDate.get(todo.todoDate);
    if (list) list.push(todo);
    else byDate.set(todo.todoDate, [todo]);
  }
  const buffers = new Set(row.bufferDates);
  const calendar = calendarOf(row);
  const lastTodoDate = todos.at(-1)?.todoDate;
  const endDate = lastTodoDate && compareDates(lastTodoDate, row.endDate) > 0 ? lastTodoDate : row.endDate;
  const days: StudyPlanDetail['days'] = [];
  for (let date = row.startDate; compareDates(date, endDate) <= 0; date = addDays(date, 1)) {
    const units = (byDate.get(date) ?? []).map((todo) => ({
      id: todo.id,
      contentUnitId: todo.contentUnitId,
      shortTitle: todo.shortTitle,
      title: todo.title,
      status: todo.status,
      totalStudyMinutes: wholeMinutes(todo.totalStudySeconds),
    }));
    const kind = isPlanRestDay(calendar, date)
      ? 'REST'
      : buffers.has(date) && units.length === 0
        ? 'BUFFER'
        : 'STUDY';
    days.push({ date, kind, units });
  }
  return { ...plan, days, overdueCount: await countOverdue(db, planId, today) };
}

/** Re-runs the scheduler over the plan's unfinished to-dos from today (DESIGN §5 "To-dos"). */
export async function rescheduleStudyPlan(
  db: Database,
  userId: string,
  planId: string,
  today: string,
  now: Date,
) {
  await db.transaction(async (tx) => {
    // Learner first, as every to-do and focus change does, so these writes queue rather than deadlock.
    await lockLearner(tx, userId);
    const plan = await lockStudyPlan(tx, userId, planId);
    if (!plan) throw notFound(studyPlanMessages.notFound);
    const open = await openTodoRows(tx, planId);
    if (open.length === 0) throw conflict('NOTHING_TO_RESCHEDULE', studyPlanMessages.nothingToReschedule);
    const startDate = compareDates(plan.startDate, today) > 0 ? plan.startDate : today;
    const schedule = scheduleStudyPlan({
      units: open,
      startDate,
      restDates: plan.restDates,
      restWeekdays: plan.restWeekdays,
      studySpeed: plan.studySpeed,
      bufferDayInterval: plan.bufferDayInterval,
    });
    if (!schedule.ok) throw scheduleFailure(schedule.error);
    await moveTodoRows(
      tx,
      schedule.value.days.flatMap((day) => day.unitIds.map((id) => ({ id, date: day.date }))),
      now,
    );
    const pastBuffers = plan.bufferDates.filter((date) => compareDates(date, startDate) < 0);
    await tx
      .update(studyPlans)
      .set({
        endDate: schedule.value.endDate,
        bufferDates: [
          ...pastBuffers,
          ...schedule.value.days.filter((day) => day.kind === 'BUFFER').map((day) => day.date),
        ],
        updatedAt: now,
      })
      .where(eq(studyPlans.id, planId));
  });
  const plan = await findStudyPlan(db, userId, planId);
  if (!plan) throw notFound(studyPlanMessages.notFound);
  return plan;
}

export async function deleteStudyPlan(db: Database, userId: string, planId: string) {
  await db.transaction(async (tx) => {
    // Learner first, as every to-do and focus change does, so these writes queue rather than deadlock.
    await lockLearner(tx, userId);
    const plan = await lockStudyPlan(tx, userId, planId);
    if (!plan) throw notFound(studyPlanMessages.notFound);
    // Successor links point within the plan; clear them so the cascade never trips over their order.
    await tx
      .update(dailyTodoUnits)
      .set({ postponedFromId: null })
      .where(eq(dailyTodoUnits.studyPlanId, planId));
    await tx.delete(studyPlans).where(eq(studyPlans.id, planId));
  });
}

/** Rename, pause, resume or archive; a change the plan's state does not allow is a 409. */
export async function updateStudyPlan(
  db: Database,
  userId: string,
  planId: string,
  changes: { title?: string | undefined; status?: LearnerPlanStatus | undefined },
  now: Date,
) {
  await db.transaction(async (tx) => {
    // Learner first, as every to-do and focus change does, so these writes queue rather than deadlock.
    await lockLearner(tx, userId);
    const plan = await lockStudyPlan(tx, userId, planId);
    if (!plan) throw notFound(studyPlanMessages.notFound);
    const status = changes.status && changes.status !== plan.status ? changes.status : undefined;
    if (status && !canChangePlanStatus(plan.status, status)) {
      throw conflict('INVALID_PLAN_STATUS_CHANGE', studyPlanMessages.invalidStatusChange);
    }
    await tx
      .update(studyPlans)
      .set({
        ...(changes.title ? { title: changes.title } : {}),
        ...(status ? { status } : {}),
        updatedAt: now,
      })
      .where(eq(studyPlans.id, planId));
    if (status === 'ACTIVE') await syncPlanCompletion(tx, { ...plan, status }, now);
  });
  const plan = await findStudyPlan(db, userId, planId);
  if (!plan) throw notFound(studyPlanMessages.notFound);
  return plan;
}
