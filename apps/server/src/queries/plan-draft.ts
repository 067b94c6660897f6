import { asc, eq } from 'drizzle-orm';
import { compareDates } from '@molip/domain/calendar-date';
import {
  scheduleStudyPlan,
  selectLeafUnits,
  type ScheduleError,
  type StudySchedule,
} from '@molip/domain/schedule';
import { studyPlanMessages, type studyPlanDraft } from '@molip/domain/study-plan';
import type { z } from 'zod';
import type { Database } from '../db/client.ts';
import { contentUnits, learningContents } from '../db/schema.ts';
import { AppError, badRequest, notFound } from '../lib/app-error.ts';

/** The wizard's draft as validated: the preview and the creation read it the same way. */
export type PlanDraft = z.output<typeof studyPlanDraft>;
type UnitRow = {
  id: string;
  parentId: string | null;
  sequence: number;
  shortTitle: string;
  title: string;
  volume: number;
};

export function scheduleFailure(error: ScheduleError): AppError {
  return new AppError(
    400,
    error.code === 'PLAN_TOO_LONG' ? 'PLAN_TOO_LONG' : 'INVALID_SCHEDULE',
    error.message,
  );
}

/** The content's leaves the draft selects, in outline order; 404/400 when the draft points elsewhere. */
export async function selectedLeaves(db: Database, draft: PlanDraft) {
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
      volume: contentUnits.unitVolume,
    })
    .from(contentUnits)
    .where(eq(contentUnits.contentId, content.id))
    .orderBy(asc(contentUnits.position));
  const known = new Set(units.map((unit) => unit.id));
  if (draft.contentUnitIds.some((id) => !known.has(id)))
    throw badRequest(studyPlanMessages.unitsNotInContent);
  return { content, leaves: selectLeafUnits(units, draft.contentUnitIds) };
}

export function scheduleDraft(
  draft: PlanDraft,
  leaves: readonly { id: string; volume: number }[],
): StudySchedule {
  const schedule = scheduleStudyPlan({
    units: leaves,
    startDate: draft.startDate,
    restDates: draft.restDays,
    restWeekdays: draft.restWeekdays,
    studySpeed: draft.studySpeed,
    dailyVolume: draft.dailyVolume,
    bufferDayInterval: draft.bufferDayInterval,
  });
  if (!schedule.ok) throw scheduleFailure(schedule.error);
  return schedule.value;
}

export function assertStartNotPast(draft: PlanDraft, today: string) {
  if (compareDates(draft.startDate, today) < 0) throw badRequest(studyPlanMessages.startInPast);
}
