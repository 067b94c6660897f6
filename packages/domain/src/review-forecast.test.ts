import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, compareDates, dayOfWeek } from './calendar-date.ts';
import { ASSUMED_REVIEW_SECONDS, reviewRatings } from './review.ts';
import { reviewForecastQuery } from './review-forecast-contracts.ts';
import { forecastReviews, type ReviewForecastInput } from './review-forecast.ts';
import type { ReviewEvent } from './review-schedule.ts';

// 2025-06-02 is a Monday.
const MONDAY = '2025-06-02';

/** A unit's log ending before MONDAY + 60: its completion, then reviews some days apart. */
const logArb = fc
  .tuple(
    fc.integer({ min: 0, max: 40 }),
    fc.array(fc.tuple(fc.integer({ min: 1, max: 10 }), fc.constantFrom(...reviewRatings)), { maxLength: 4 }),
  )
  .map(([start, reviews]) => {
    let day = addDays(MONDAY, start);
    const events: ReviewEvent[] = [{ reviewedOn: day, rating: 'GOOD' }];
    for (const [gap, rating] of reviews) {
      day = addDays(day, gap);
      events.push({ reviewedOn: day, rating });
    }
    return events;
  });

const inputArb = fc.record({
  from: fc.integer({ min: 0, max: 80 }).map((offset) => addDays(MONDAY, offset)),
  days: fc.integer({ min: 1, max: 90 }),
  reviewedUnits: fc.array(logArb, { maxLength: 6 }),
  newUnitDates: fc.array(
    fc.integer({ min: 0, max: 150 }).map((offset) => addDays(MONDAY, offset)),
    { maxLength: 6 },
  ),
  restDates: fc.array(
    fc.integer({ min: 0, max: 200 }).map((offset) => addDays(MONDAY, offset)),
    { maxLength: 5 },
  ),
  restWeekdays: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 3 }),
  reviewSeconds: fc.integer({ min: 1, max: 3600 }),
});

const total = (input: ReviewForecastInput) =>
  forecastReviews(input).reduce((sum, day) => sum + day.reviews, 0);

describe('forecastReviews', () => {
  it('brings a unit done on Monday back as FSRS asks, rated 보통 each time: 3 days, then 12 more', () => {
    const days = forecastReviews({
      from: MONDAY,
      days: 30,
      retention: 0.9,
      reviewedUnits: [[{ reviewedOn: MONDAY, rating: 'GOOD' }]],
      newUnitDates: [],
      restDates: [],
      restWeekdays: [],
      reviewSeconds: ASSUMED_REVIEW_SECONDS,
    });
    expect(days).toHaveLength(30);
    expect(days.filter((day) => day.reviews > 0)).toEqual([
      { date: addDays(MONDAY, 3), reviews: 1, expectedSeconds: 300 },
      { date: addDays(MONDAY, 15), reviews: 1, expectedSeconds: 300 },
    ]);
  });

  it('moves a review due on a rest day to the next study day, and counts an overdue one on the first day', () => {
    const days = forecastReviews({
      from: addDays(MONDAY, 10),
      days: 3,
      retention: 0.9,
      // Due on Thursday the 5th, long before the window.
      reviewedUnits: [[{ reviewedOn: MONDAY, rating: 'GOOD' }]],
      // Done on Monday the 9th (scheduled before the window: done on its first day), due three days later.
      newUnitDates: [addDays(MONDAY, 7)],
      restDates: [],
      // The window starts on Thursday the 12th, a rest weekday: both move to Friday.
      restWeekdays: [dayOfWeek(addDays(MONDAY, 10))],
      reviewSeconds: 60,
    });
    expect(days.map((day) => [day.date, day.reviews])).toEqual([
      [addDays(MONDAY, 10), 0],
      [addDays(MONDAY, 11), 1],
      [addDays(MONDAY, 12), 0],
    ]);
  });

  it('asks for at least as many reviews at 95% as at 85% over the same window', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        expect(total({ ...input, retention: 0.95 })).toBeGreaterThanOrEqual(
          total({ ...input, retention: 0.85 }),
        );
      }),
      { numRuns: 150 },
    );
  });

  it('answers every day of the window once, in order, none outside it, with counts and seconds never negative', () => {
    fc.assert(
      fc.property(inputArb, fc.constantFrom(0.8, 0.85, 0.9, 0.95), (input, retention) => {
        const days = forecastReviews({ ...input, retention });
        expect(days).toHaveLength(input.days);
        days.forEach((day, index) => {
          expect(day.date).toBe(addDays(input.from, index));
          expect(compareDates(day.date, input.from)).toBeGreaterThanOrEqual(0);
          expect(day.reviews).toBeGreaterThanOrEqual(0);
          expect(day.expectedSeconds).toBe(day.reviews * input.reviewSeconds);
        });
        const restDates = new Set(input.restDates);
        const onRestDays = days.filter(
          (day) => restDates.has(day.date) || input.restWeekdays.includes(dayOfWeek(day.date)),
        );
        expect(onRestDays.every((day) => day.reviews === 0)).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('is deterministic: the same input forecasts the same days', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const retention = 0.9;
        expect(forecastReviews({ ...input, retention })).toEqual(forecastReviews({ ...input, retention }));
      }),
      { numRuns: 50 },
    );
  });
});

describe('reviewForecastQuery', () => {
  it('defaults to 30 days and the plan’s own retention', () => {
    expect(reviewForecastQuery.parse({})).toEqual({ days: 30 });
  });

  it('reads days 1–90 and retention 0.80–0.95 on whole percents', () => {
    expect(reviewForecastQuery.parse({ days: '90', retention: '0.95' })).toEqual({
      days: 90,
      retention: 0.95,
    });
    expect(reviewForecastQuery.parse({ days: '1', retention: '0.8' })).toEqual({ days: 1, retention: 0.8 });
    for (const bad of [{ days: '0' }, { days: '91' }, { days: '2.5' }, { days: 'x' }]) {
      expect(reviewForecastQuery.safeParse(bad).error?.issues[0]?.message).toBe(
        '복습 예상은 1~90일 사이로 볼 수 있어요.',
      );
    }
    for (const bad of ['0.79', '0.96', '0.875', '90', 'x']) {
      expect(reviewForecastQuery.safeParse({ retention: bad }).error?.issues[0]?.message).toBe(
        '목표 기억률은 0.80~0.95 사이에서 1% 단위로 골라 주세요.',
      );
    }
  });
});
