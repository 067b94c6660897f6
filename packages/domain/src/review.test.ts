import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { addDays, compareDates, dayOfWeek, daysBetween } from './calendar-date.ts';
import { reviewRatingBody, reviewRatings, reviewsPerDay, type ReviewRating } from './review.ts';
import {
  nextReviewDue,
  placeReview,
  replayReviews,
  REVIEW_PLACEMENT_MAX_DAYS,
  type ReviewEvent,
} from './review-schedule.ts';

// 2025-06-02 is a Monday.
const MONDAY = '2025-06-02';

const ratingArb = fc.constantFrom(...reviewRatings);

/** A unit's history: its completion, then reviews each some days after the last. */
const historyArb = fc
  .tuple(
    fc.integer({ min: 0, max: 3000 }),
    fc.array(fc.tuple(fc.integer({ min: 0, max: 120 }), ratingArb), { maxLength: 12 }),
  )
  .map(([startOffset, reviews]) => {
    let day = addDays(MONDAY, startOffset);
    const events: ReviewEvent[] = [{ reviewedOn: day, rating: 'GOOD' }];
    for (const [gap, rating] of reviews) {
      day = addDays(day, gap);
      events.push({ reviewedOn: day, rating });
    }
    return events;
  });

const lastInterval = (events: ReviewEvent[], retention?: number) =>
  replayReviews(events, retention).at(-1)?.scheduledDays ?? 0;

describe('replayReviews', () => {
  it('logs a new unit as NEW with nothing elapsed, then each review with the days since the one before', () => {
    const log = replayReviews([
      { reviewedOn: MONDAY, rating: 'GOOD' },
      { reviewedOn: addDays(MONDAY, 3), rating: 'HARD' },
      { reviewedOn: addDays(MONDAY, 10), rating: 'EASY' },
    ]);
    expect(log.map((entry) => [entry.state, entry.elapsedDays])).toEqual([
      ['NEW', 0],
      ['REVIEW', 3],
      ['REVIEW', 7],
    ]);
    expect(log.every((entry) => entry.scheduledDays >= 1 && entry.stability > 0)).toBe(true);
    const last = log.at(-1);
    if (!last) throw new Error('expected a log');
    expect(nextReviewDue(last)).toBe(addDays(MONDAY, 10 + last.scheduledDays));
  });

  it('gives 쉬움 a later or equal interval than 보통, 보통 than 어려움, 어려움 than 다시, for the same history', () => {
    fc.assert(
      fc.property(historyArb, fc.integer({ min: 1, max: 60 }), (history, gap) => {
        const on = addDays(history.at(-1)?.reviewedOn ?? MONDAY, gap);
        const after = (rating: ReviewRating) => lastInterval([...history, { reviewedOn: on, rating }]);
        expect(after('EASY')).toBeGreaterThanOrEqual(after('GOOD'));
        expect(after('GOOD')).toBeGreaterThanOrEqual(after('HARD'));
        expect(after('HARD')).toBeGreaterThanOrEqual(after('AGAIN'));
      }),
    );
  });

  it('brings a unit rated 다시 back within two days, whatever came before', () => {
    fc.assert(
      fc.property(historyArb, fc.integer({ min: 0, max: 400 }), (history, gap) => {
        const on = addDays(history.at(-1)?.reviewedOn ?? MONDAY, gap);
        const log = replayReviews([...history, { reviewedOn: on, rating: 'AGAIN' }]);
        expect(log.at(-1)?.scheduledDays).toBeLessThanOrEqual(2);
        expect(log.at(-1)?.scheduledDays).toBeGreaterThanOrEqual(1);
      }),
    );
  });

  it('answers the same log for the same history, fuzz included, and waits longer at a lower retention', () => {
    fc.assert(
      fc.property(historyArb, (history) => {
        expect(replayReviews(history)).toEqual(replayReviews(history));
        expect(lastInterval(history, 0.85)).toBeGreaterThanOrEqual(lastInterval(history, 0.95));
      }),
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
          budgetSeconds: null,
          reviewSeconds: 300,
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
      budgetSeconds: null,
      reviewSeconds: 300,
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
        budgetSeconds: null,
        reviewSeconds: 300,
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
        budgetSeconds: null,
        reviewSeconds: 300,
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
    expect(reviewRatingBody.safeParse({ rating: 'AGAIN' }).success).toBe(true);
    expect(reviewRatingBody.safeParse({ rating: 'hard' }).success).toBe(false);
    expect(reviewRatingBody.safeParse({ rating: 'GOOD', extra: 1 }).success).toBe(false);
  });
});
