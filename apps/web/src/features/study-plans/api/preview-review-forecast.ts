import { reviewForecast } from '@molip/domain/review-forecast-contracts';
import type { StudyPlanDraft } from '@molip/domain/study-plan';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '@/lib/api-client';
import { studyPlanKeys } from '@/entities/plans/study-plan-query-keys';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** One ask per pause while the learner steps through the choices. */
const PREVIEW_PAUSE_MS = 250;

export const previewReviewForecast = (body: StudyPlanDraft, signal?: AbortSignal) =>
  api.request('POST', '/study-plans/review-forecast', { body, retries: 0, signal }, reviewForecast);

/** What the forecast depends on, as text: the plan's name and the daily limits are not part of it. */
const forecastText = (draft: StudyPlanDraft | null) => {
  if (!draft) return null;
  const { title: _title, reviewMinutesPerDay: _minutes, reviewsPerDay: _perDay, ...rest } = draft;
  return JSON.stringify({ ...rest, reviewsPerDay: 1 });
};

/** The draft's reviews a day for its first 30 days at its 목표 기억률; skipped while review is off (`null`). */
export function useReviewForecastPreview(draft: StudyPlanDraft | null) {
  const settledText = useDebouncedValue(forecastText(draft), PREVIEW_PAUSE_MS);
  const body = useMemo(
    () => (settledText === null ? null : (JSON.parse(settledText) as StudyPlanDraft)),
    [settledText],
  );
  return useQuery({
    queryKey: studyPlanKeys.reviewForecastPreview(body),
    queryFn: body ? ({ signal }) => previewReviewForecast(body, signal) : skipToken,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
