import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { addDays, compareDates, dayOfWeek, daysBetween } from './calendar-date.ts';
import {
  nextReviewStep,
  placeReview,
  REVIEW_INTERVAL_DAYS,
  REVIEW_PLACEMENT_MAX_DAYS,
  REVIEW_STEP_COUNT,
  reviewRatingBody,
  reviewRatings,
  reviewsPerDay,
  type ReviewRating,
} from './review.ts';

// 2025-06-02 is a Monday.
const MONDAY = '2025-06-02';

const stepArb = fc.integer({ min: 1, max: REVIEW_STEP_COUNT });
const ratingArb = fc.constantFrom(...reviewRatings);

/** A finished ladder waits forever: longer than any interval. */
const waitOf = (next: ReturnType<typeof nextReviewStep>) => next?.intervalDays ?? Number.POSITIVE_INFINITY;

describe('nextReviewStep', () => {
  it('brings a unit just completed back a day later as review 1, whatever the rating', () => {
    for (const rating of reviewRatings)
      expect(nextReviewStep(null, rating)).toEqual({ step: 1, intervalDays: 1 });
  });

  it('climbs the ladder 1, 3, 7, 14 and 30 days on 보통, then finishes', () => {
    const waits: number[] = [];
    let next = nextReviewStep(null, 'GOOD');
    while (next) {
      waits.push(next.intervalDays);
      next = nextReviewStep(next.step, 'GOOD');
    }
    expect(waits).toEqual([...REVIEW_INTERVAL_DAYS]);
  });

  it('skips a rung on 쉬움 and repeats the rung on 어려움', () => {
    expect(nextReviewStep(1, 'EASY')).toEqual({ step: 3, intervalDays: 7 });
    expect(nextReviewStep(3, 'HARD')).toEqual({ step: 3, intervalDays: 7 });
    expect(nextReviewStep(4, 'EASY')).toBeNull();
    expect(nextReviewStep(5, 'GOOD')).toBeNull();
    expect(nextReviewStep(5, 'HARD')).toEqual({ step: 5, intervalDays: 30 });
  });

  it('waits at least as long after 쉬움 as after 보통, and after 보통 as after 어려움', () => {
    fc.assert(
      fc.property(stepArb, (step) => {
        expect(waitOf(nextReviewStep(step, 'EASY'))).toBeGreaterThanOrEqual(
          waitOf(nextReviewStep(step, 'GOOD')),
        );
        expect(waitOf(nextReviewStep(step, 'GOOD'))).toBeGreaterThanOrEqual(
          waitOf(nextReviewStep(step, 'HARD')),
        );
      }),
    );
  });

  it('never advances on 어려움 and never waits less than a day', () => {
    fc.assert(
      fc.property(fc.option(stepArb, { nil: null }), ratingArb, (step, rating) => {
        const next = nextReviewStep(step, rating);
        if (rating === 'HARD' && step !== null) expect(next?.step).toBe(step);
        if (next) {
          expect(next.intervalDays).toBeGreaterThanOrEqual(1);
          expect(next.step).toBeGreaterThanOrEqual(1);
          expect(next.step).toBeLessThanOrEqual(REVIEW_STEP_COUNT);
        }
      }),
    );
  });

  it('finishes within five reviews whenever every rating is 보통 or 쉬움', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom<ReviewRating>('EASY', 'GOOD'), { minLength: 5, maxLength: 5 }),
        (ratings) => {
          let next = nextReviewStep(null, 'GOOD');
          let reviews = 0;
          for (const rating of ratings) {
            if (!next) break;
            reviews += 1;
            next = nextReviewStep(next.step, rating);
          }
          expect(next).toBeNull();
          expect(reviews).toBeLessThanOrEqual(REVIEW_STEP_COUNT);
        },
      ),
    );
  });
});

describe('placeReview', () => {
  const placementArb = fc.record({
    dueOffset: fc.integer({ min: 0, max: 3650 }),
    restWeekdays: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 6 }),
    restOffsets: fc.array(fc.integer({ min: -3, max: 60 }), { maxLength: 20 }),
    reviewsPerDay: fc.integer({ min: 1, max: 10 }),
    // Reviews already on the days after the due date, by offset.
    booked: fc.array(fc.integer({ min: 0, max: 12 }), { maxLength: 60 }),
  });

  it('takes the earliest study day from the due date on with room under the daily limit', () => {
    fc.assert(
      fc.property(placementArb, (arb) => {
        const dueDate = addDays(MONDAY, arb.dueOffset);
        const restDates = arb.restOffsets.map((offset) => addDays(dueDate, offset));
        const reviewsOn = (date: string) => arb.booked[daysBetween(dueDate, date)] ?? 0;
        const isRest = (date: string) =>
          restDates.includes(date) || arb.restWeekdays.includes(dayOfWeek(date));
        const placed = placeReview({
          dueDate,
          restDates,
          restWeekdays: arb.restWeekdays,
          reviewsOn,
          reviewsPerDay: arb.reviewsPerDay,
        });
        // With six rest weekdays and every day booked, room always opens within the booked stretch.
        expect(placed).not.toBeNull();
        if (placed === null) return;
        expect(compareDates(placed, dueDate)).toBeGreaterThanOrEqual(0);
        expect(isRest(placed)).toBe(false);
        expect(reviewsOn(placed)).toBeLessThan(arb.reviewsPerDay);
        for (let date = dueDate; compareDates(date, placed) < 0; date = addDays(date, 1)) {
          expect(isRest(date) || reviewsOn(date) >= arb.reviewsPerDay).toBe(true);
        }
      }),
    );
  });

  it('gives up when no day within a year of the due date has room', () => {
    const full = placeReview({
      dueDate: MONDAY,
      restDates: [],
      restWeekdays: [],
      reviewsOn: (date) => (daysBetween(MONDAY, date) < REVIEW_PLACEMENT_MAX_DAYS ? 2 : 0),
      reviewsPerDay: 2,
    });
    expect(full).toBeNull();
    const lastRoom = addDays(MONDAY, REVIEW_PLACEMENT_MAX_DAYS - 1);
    expect(
      placeReview({
        dueDate: MONDAY,
        restDates: [],
        restWeekdays: [],
        reviewsOn: (date) => (date === lastRoom ? 0 : 2),
        reviewsPerDay: 2,
      }),
    ).toBe(lastRoom);
  });

  it('never places past the last supported date', () => {
    expect(
      placeReview({
        dueDate: '2199-12-31',
        restDates: [],
        restWeekdays: [],
        reviewsOn: () => 1,
        reviewsPerDay: 1,
      }),
    ).toBeNull();
  });
});

describe('review contracts', () => {
  it('accepts a daily limit of 1 to 10 and a known rating only', () => {
    expect(reviewsPerDay.safeParse(1).success).toBe(true);
    expect(reviewsPerDay.safeParse(10).success).toBe(true);
    expect(reviewsPerDay.safeParse(0).success).toBe(false);
    expect(reviewsPerDay.safeParse(2.5).success).toBe(false);
    expect(reviewRatingBody.safeParse({ rating: 'HARD' }).success).toBe(true);
    expect(reviewRatingBody.safeParse({ rating: 'hard' }).success).toBe(false);
    expect(reviewRatingBody.safeParse({ rating: 'GOOD', extra: 1 }).success).toBe(false);
  });
});
