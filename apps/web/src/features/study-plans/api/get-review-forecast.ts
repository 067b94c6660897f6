import { reviewForecast } from '@molip/domain/review-forecast-contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { studyPlanKeys } from '@/entities/plans/study-plan-query-keys';

export const getReviewForecast = (id: string, retentionPercent: number) =>
  api.get(
    `/study-plans/${encodeURIComponent(id)}/review-forecast?retention=${(retentionPercent / 100).toFixed(2)}`,
    reviewForecast,
  );

/**
 * The plan's reviews a day for the next 30 days at `retentionPercent`; not asked while review is off (the
 * server answers 409 then). The previous answer stays while another retention is asked.
 */
export const useReviewForecast = (id: string, retentionPercent: number, enabled: boolean) =>
  useQuery({
    queryKey: studyPlanKeys.reviewForecast(id, retentionPercent),
    queryFn: () => getReviewForecast(id, retentionPercent),
    enabled,
    placeholderData: keepPreviousData,
  });
