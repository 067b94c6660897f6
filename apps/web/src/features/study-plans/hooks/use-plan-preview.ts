import { estimatePlanEndDate } from '@molip/domain/schedule';
import type { PlanPreview } from '@molip/domain/study-plan';
import { errorSentence } from '@/lib/error-messages';
import { useStudyPlanPreview } from '../api/preview-study-plan';
import type { PreviewSummary } from '../components/plan-preview';
import {
  effectiveStartDate,
  previewDraft,
  toPlanRequest,
  usePlanDraftStore,
  type PlanDraftFields,
} from '../stores/plan-draft-store';

function fromServer(preview: PlanPreview): PreviewSummary {
  return {
    startDate: preview.startDate,
    endDate: preview.endDate,
    days: preview.days.map((day) => ({ date: day.date, kind: day.kind, unitCount: day.units.length })),
    studyDayCount: preview.studyDayCount,
    restDayCount: preview.restDayCount,
    bufferDayCount: preview.bufferDayCount,
    scheduled: true,
  };
}

function fromDraft(
  draft: PlanDraftFields,
  today: string,
): { summary: PreviewSummary | null; error: string | null } {
  const startDate = effectiveStartDate(draft, today);
  if (draft.selectedUnits.length === 0) {
    // No units yet: the default estimate (35 days plus the rest days inside).
    const estimate = estimatePlanEndDate({
      units: [],
      startDate,
      restDates: draft.restDays,
      restWeekdays: draft.restWeekdays,
      studySpeed: draft.studySpeed,
      bufferDayInterval: draft.bufferDayInterval,
    });
    if (!estimate.ok) return { summary: null, error: estimate.error.message };
    return {
      summary: {
        startDate,
        endDate: estimate.value,
        days: [],
        studyDayCount: 0,
        restDayCount: 0,
        bufferDayCount: 0,
        scheduled: false,
      },
      error: null,
    };
  }
  const schedule = previewDraft(draft, today);
  if (!schedule.ok) return { summary: null, error: schedule.error.message };
  return {
    summary: {
      startDate,
      endDate: schedule.value.endDate,
      days: schedule.value.days.map((day) => ({
        date: day.date,
        kind: day.kind,
        unitCount: day.unitIds.length,
      })),
      studyDayCount: schedule.value.studyDayCount,
      restDayCount: schedule.value.restDayCount,
      bufferDayCount: schedule.value.bufferDayCount,
      scheduled: true,
    },
    error: null,
  };
}

/** The draft as the preview asks for it: reviews are not previewed, so turning them on asks nothing again. */
function previewRequest(draft: PlanDraftFields, today: string) {
  const request = toPlanRequest(draft, today);
  if (request === null) return null;
  const {
    reviewsPerDay: _perDay,
    targetRetentionPercent: _retention,
    reviewMinutesPerDay: _minutes,
    ...schedule
  } = request;
  return schedule;
}

/**
 * The preview every wizard step shows: computed instantly in the browser with the shared scheduler, and on
 * the last step confirmed by `POST /api/study-plans/preview` (the server's word wins when they differ).
 */
export function usePlanPreview(today: string, { authoritative = false } = {}) {
  const draft = usePlanDraftStore();
  const local = fromDraft(draft, today);
  const server = useStudyPlanPreview(authoritative && local.summary ? previewRequest(draft, today) : null);
  // Until the server has answered for the draft as it stands, the browser's own preview is shown.
  const current = server.settled && !server.isPlaceholderData;
  if (authoritative && current && server.isError) {
    return { summary: local.summary, error: errorSentence(server.error), checking: false };
  }
  if (authoritative && current && server.data) {
    return { summary: fromServer(server.data), error: null, checking: false };
  }
  const checking = authoritative && local.summary !== null && (server.isFetching || !server.settled);
  return { summary: local.summary, error: local.error, checking };
}
