import { TARGET_RETENTION_MAX_PERCENT, TARGET_RETENTION_MIN_PERCENT } from './review.ts';
import { z } from './zod.ts';

/**
 * The workload preview's contracts (docs/product-rules.md#spaced-review): apart from review.ts so the screens
 * that only mark reviews (the dashboard) do not load them; the forecast itself is review-forecast.ts.
 */

/** The workload preview: how many days ahead it looks, one day to a quarter. */
export const REVIEW_FORECAST_DAYS_MIN = 1;
export const REVIEW_FORECAST_DAYS_MAX = 90;
export const REVIEW_FORECAST_DAYS_DEFAULT = 30;

export const reviewForecastMessages = {
  days: `복습 예상은 ${REVIEW_FORECAST_DAYS_MIN}~${REVIEW_FORECAST_DAYS_MAX}일 사이로 볼 수 있어요.`,
  retention: `목표 기억률은 0.80~0.95 사이에서 1% 단위로 골라 주세요.`,
  reviewOff: '복습을 켠 계획에서만 복습 예상을 볼 수 있어요.',
} as const;

/** A retention asked as a share (0.9), accepted only on whole percents so each one is a known scheduler. */
const forecastRetention = z.coerce
  .number({ error: reviewForecastMessages.retention })
  .check(
    z.refine(
      (value) =>
        value >= TARGET_RETENTION_MIN_PERCENT / 100 - 1e-9 &&
        value <= TARGET_RETENTION_MAX_PERCENT / 100 + 1e-9 &&
        Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      reviewForecastMessages.retention,
    ),
  );

/** `?days=30&retention=0.9`: the window's length and, when given, another retention than the plan's own. */
export const reviewForecastQuery = z.object({
  days: z._default(
    z.coerce
      .number({ error: reviewForecastMessages.days })
      .check(
        z.int({ error: reviewForecastMessages.days }),
        z.minimum(REVIEW_FORECAST_DAYS_MIN, reviewForecastMessages.days),
        z.maximum(REVIEW_FORECAST_DAYS_MAX, reviewForecastMessages.days),
      ),
    REVIEW_FORECAST_DAYS_DEFAULT,
  ),
  retention: z.optional(forecastRetention),
});
export type ReviewForecastQuery = z.input<typeof reviewForecastQuery>;

/** One day of the window: the reviews that fall on it and what they are expected to take. */
export const reviewForecastDay = z.object({
  date: z.string(),
  reviews: z.int(),
  expectedSeconds: z.int(),
});
export type ReviewForecastDay = z.infer<typeof reviewForecastDay>;

/**
 * The workload preview of a plan (or a draft) at one 목표 기억률: every day of the window, in order, and the
 * seconds one review is counted as, measured or assumed (ASSUMED_REVIEW_SECONDS).
 */
export const reviewForecast = z.object({
  retentionPercent: z.int(),
  reviewSeconds: z.int(),
  /** False until the plan has a measured review: the seconds are the assumption, said so on screen. */
  measured: z.boolean(),
  days: z.array(reviewForecastDay),
});
export type ReviewForecast = z.infer<typeof reviewForecast>;

/** The figures a learner reads: reviews a day on average, the busiest day, the average time a day. */
export function summarizeReviewForecast(days: readonly ReviewForecastDay[]) {
  const total = days.reduce((sum, day) => sum + day.reviews, 0);
  const seconds = days.reduce((sum, day) => sum + day.expectedSeconds, 0);
  const count = Math.max(1, days.length);
  return {
    total,
    averageReviews: total / count,
    averageSeconds: seconds / count,
    busiest: days.reduce((most, day) => Math.max(most, day.reviews), 0),
  };
}

/** The wizard's preview asks only the window: the draft carries its own 목표 기억률. */
export const reviewForecastPreviewQuery = z.pick(reviewForecastQuery, { days: true });
