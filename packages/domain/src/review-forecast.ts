import { addDays, compareDates, LAST_SUPPORTED_DATE } from './calendar-date.ts';
import { restDayRule } from './plan-calendar.ts';
import { DEFAULT_REVIEW_RATING } from './review.ts';
import type { ReviewForecastDay } from './review-forecast-contracts.ts';
import { nextReviewDue, replayReviews, type ReviewEvent } from './review-schedule.ts';

/**
 * The workload preview of spaced review (docs/product-rules.md#spaced-review): how many reviews a plan brings
 * on each day of a window at one 목표 기억률, before the daily limits place them. Server-only, like
 * review-schedule.ts: it runs FSRS.
 */

export type ReviewForecastInput = {
  /** The window's first day (today, or a draft's start) and its length in days. */
  from: string;
  days: number;
  /** The share FSRS schedules for, 0.80–0.95. */
  retention: number;
  /** Each unit in review: its log so far, oldest first (the first event is the new unit's completion). */
  reviewedUnits: readonly (readonly ReviewEvent[])[];
  /** Each open new unit's scheduled day: it is assumed done that day (or `from`, if overdue) and rated 보통. */
  newUnitDates: readonly string[];
  restDates: readonly string[];
  restWeekdays: readonly number[];
  /** What one review is expected to take (budgetedReviewSeconds). */
  reviewSeconds: number;
};

/**
 * Every day of the window with the reviews that fall on it: each unit's log replayed at `retention` gives its
 * due day, a due day before the window counts on its first day, one on a rest day moves to the next study day,
 * and each review is assumed rated 보통, which asks for the next. No daily limit is applied: this is the
 * demand the limits will have to place.
 */
export function forecastReviews(input: ReviewForecastInput): ReviewForecastDay[] {
  const lastWanted = addDays(input.from, Math.max(0, input.days - 1));
  const last = compareDates(lastWanted, LAST_SUPPORTED_DATE) > 0 ? LAST_SUPPORTED_DATE : lastWanted;
  const isRestDay = restDayRule({
    startDate: input.from,
    restDates: [...input.restDates],
    restWeekdays: [...input.restWeekdays],
  });
  /** The first study day on or after `date` inside the window, or null past its end. */
  const studyDayFrom = (date: string): string | null => {
    for (let day = date; compareDates(day, last) <= 0; day = addDays(day, 1)) {
      if (!isRestDay(day)) return day;
    }
    return null;
  };
  const counts = new Map<string, number>();
  const follow = (history: readonly ReviewEvent[]) => {
    const events = [...history];
    for (;;) {
      const entry = replayReviews(events, input.retention).at(-1);
      if (!entry) return;
      const due = nextReviewDue(entry);
      const day = studyDayFrom(compareDates(due, input.from) < 0 ? input.from : due);
      if (day === null) return;
      counts.set(day, (counts.get(day) ?? 0) + 1);
      events.push({ reviewedOn: day, rating: DEFAULT_REVIEW_RATING });
    }
  };
  for (const log of input.reviewedUnits) follow(log);
  for (const scheduled of input.newUnitDates) {
    const completedOn = compareDates(scheduled, input.from) < 0 ? input.from : scheduled;
    if (compareDates(completedOn, last) <= 0) {
      follow([{ reviewedOn: completedOn, rating: DEFAULT_REVIEW_RATING }]);
    }
  }
  const window: ReviewForecastDay[] = [];
  for (let day = input.from; compareDates(day, last) <= 0; day = addDays(day, 1)) {
    const reviews = counts.get(day) ?? 0;
    window.push({ date: day, reviews, expectedSeconds: reviews * input.reviewSeconds });
  }
  return window;
}
