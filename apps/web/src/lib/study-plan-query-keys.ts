import type { StudyPlanDraft, StudyPlanStatus } from '@molip/domain/study-plan';

/** Every study-plan query key in one place, so a write refreshes exactly what it changed. */
export const studyPlanKeys = {
  all: ['study-plans'] as const,
  activeList: () => [...studyPlanKeys.all, 'list', 'ACTIVE'] as const,
  pages: (status: StudyPlanStatus | undefined) => [...studyPlanKeys.all, 'pages', status ?? 'ALL'] as const,
  preview: (draft: StudyPlanDraft | null) => [...studyPlanKeys.all, 'preview', draft] as const,
  detail: (id: string) => [...studyPlanKeys.all, 'detail', id] as const,
};
