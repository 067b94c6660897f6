import { planPreview, type StudyPlanDraft } from '@molip/domain/study-plan';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { studyPlanKeys } from '@/lib/study-plan-query-keys';

// A refused draft (start in the past, too long) is an answer to show, not a failure worth retrying.
export const previewStudyPlan = (body: StudyPlanDraft) =>
  api.request('POST', '/study-plans/preview', { body, retries: 0 }, planPreview);

/** The server's authoritative preview of the draft; skipped while the draft is incomplete (`null`). */
export const useStudyPlanPreview = (body: StudyPlanDraft | null) =>
  useQuery({
    queryKey: studyPlanKeys.preview(body),
    queryFn: body ? () => previewStudyPlan(body) : skipToken,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
