import { errorSentence } from '@/lib/error-messages';
import { useReviewForecast } from '../api/get-review-forecast';
import { ReviewForecastSummary } from './review-forecast-summary';

/** The plan's review workload for the next 30 days at the retention shown (the plan's, or the one being saved). */
export function PlanReviewForecast({
  planId,
  retentionPercent,
  enabled,
}: {
  planId: string;
  retentionPercent: number;
  enabled: boolean;
}) {
  const forecast = useReviewForecast(planId, retentionPercent, enabled);
  return (
    <ReviewForecastSummary
      forecast={forecast.data}
      stale={forecast.isPlaceholderData}
      error={forecast.isError && !forecast.data ? errorSentence(forecast.error) : null}
    />
  );
}
