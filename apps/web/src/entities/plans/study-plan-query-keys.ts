import type { StudyPlanDraft, StudyPlanStatus } from '@molip/domain/study-plan';

/** Every study-plan query key in one place, so a write refreshes exactly what it changed. */
export const studyPlanKeys = {
  all: ['study-plans'] as const,
  activeList: () => [...studyPlanKeys.all, 'list', 'ACTIVE'] as const,
  pages: (status: StudyPlanStatus | undefined) => [...studyPlanKeys.all, 'pages', status ?? 'ALL'] as const,
  // Not under `all`: a preview depends on its draft alone, so a write to plans never asks for it again.
  preview: (draft: StudyPlanDraft | null) => ['study-plan-preview', draft] as const,
  detail: (id: string) => [...studyPlanKeys.all, 'detail', id] as const,
  // Under `all`: a to-do done or a setting changed moves the plan's reviews, so the forecast is asked again.
  reviewForecast: (id: string, retentionPercent: number) =>
    [...studyPlanKeys.all, 'review-forecast', id, retentionPercent] as const,
  // Like `preview`, a draft's forecast depends on the draft alone.
  reviewForecastPreview: (draft: StudyPlanDraft | null) => ['review-forecast-preview', draft] as const,
  // Not under `all` either: keyed by the plan's overdue to-dos in today's list, a preview is asked for again
  // only while some are left, so a recovery or the last overdue to-do done never asks for a preview (409).
  recovery: (id: string, overdueTodoIds: string) => ['study-plan-recovery', id, overdueTodoIds] as const,
  // Under `all`: any change to the plan (a to-do done) may end a recovery's undo, so it is asked again.
  recoveryUndo: (id: string, undoExpiresAt: string) =>
    [...studyPlanKeys.all, 'recovery-undo', id, undoExpiresAt] as const,
};
