import { wholeMinutes } from '@molip/domain/duration';
import { addDays, compareDates } from '@molip/domain/calendar-date';
import { isPlanRestDay } from '@molip/domain/schedule';
import { studyPlanMessages, type PlanPreview, type StudyPlanDetail } from '@molip/domain/study-plan';
import type { Database } from '../db/client.ts';
import { notFound } from '../lib/app-error.ts';
import { toTodoReview } from '../presenters/reviews.ts';
import { assertStartNotPast, scheduleDraft, selectedLeaves, type PlanDraft } from './plan-draft.ts';
import {
  countOverdue,
  findPlanRow,
  findStudyPlan,
  listStudyPlans,
  planTodoRows,
  type StudyPlanRow,
} from '../repositories/study-plans.ts';

export async function readStudyPlanPage(
  db: Database,
  userId: string,
  query: { status?: StudyPlanRow['status'] | undefined; limit: number; offset: number },
) {
  const { plans, total } = await listStudyPlans(db, userId, query);
  return {
    studyPlans: plans,
    pagination: {
      total,
      limit: query.limit,
      offset: query.offset,
      hasMore: query.offset + plans.length < total,
    },
  };
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

function calendarOf(plan: Pick<StudyPlanRow, 'startDate' | 'restDates' | 'restWeekdays'>) {
  return { startDate: plan.startDate, restDates: plan.restDates, restWeekdays: plan.restWeekdays };
}

/** Every day from start to end with its kind and its to-dos, for the plan screen. */
export async function readStudyPlanDetail(
  db: Database,
  userId: string,
  planId: string,
  today: string,
): Promise<StudyPlanDetail> {
  const plan = await findStudyPlan(db, userId, planId);
  if (!plan) throw notFound(studyPlanMessages.notFound);
  const row = await findPlanRow(db, planId);
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
      totalStudySeconds: todo.totalStudySeconds,
      totalStudyMinutes: wholeMinutes(todo.totalStudySeconds),
      review: toTodoReview(todo.reviewStep, todo.reviewRating),
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
