import { planPreview, type StudyPlanDraft } from '@molip/domain/study-plan';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '@/lib/api-client';
import { studyPlanKeys } from '@/entities/plans/study-plan-query-keys';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** A learner tapping a stepper or typing changes the draft several times a second: one ask per pause. */
const PREVIEW_PAUSE_MS = 250;

// A refused draft (start in the past, too long) is an answer to show, not a failure worth retrying.
export const previewStudyPlan = (body: StudyPlanDraft, signal?: AbortSignal) =>
  api.request('POST', '/study-plans/preview', { body, retries: 0, signal }, planPreview);

/** What the preview depends on, as text: the plan's name is not part of it. */
const previewText = (draft: StudyPlanDraft | null) => {
  if (!draft) return null;
  const { title: _title, ...schedule } = draft;
  return JSON.stringify(schedule);
};

/**
 * The server's authoritative preview of the draft, asked once the draft has paused changing (a superseded
 * ask is cancelled); skipped while the draft is incomplete (`null`). `settled` says whether the answer (or
 * the ask in flight) is for the draft as it stands.
 */
export function useStudyPlanPreview(draft: StudyPlanDraft | null) {
  const text = previewText(draft);
  const settledText = useDebouncedValue(text, PREVIEW_PAUSE_MS);
  const body = useMemo(
    () => (settledText === null ? null : (JSON.parse(settledText) as StudyPlanDraft)),
    [settledText],
  );
  const query = useQuery({
    queryKey: studyPlanKeys.preview(body),
    queryFn: body ? ({ signal }) => previewStudyPlan(body, signal) : skipToken,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
  return { ...query, settled: settledText === text };
}
