import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { addDays, compareDates, dayOfWeek, daysBetween } from './calendar-date.ts';
import { REVIEWS_PER_DAY_DEFAULT, reviewRatings } from './review.ts';
import {
  hasReviewRoom,
  placeReview,
  replayReviews,
  retrievabilityOn,
  reviewWindow,
  spreadOverdueReviews,
  type ReviewDayLimits,
} from './review-schedule.ts';

// 2025-06-02 is a Monday.
const MONDAY = '2025-06-02';

const limitsArb = fc.record({
  reviewsPerDay: fc.integer({ min: 1, max: 10 }),
  budgetSeconds: fc.option(
    fc.integer({ min: 5, max: 240 }).map((minutes) => minutes * 60),
    {
      nil: null,
    },
  ),
  reviewSeconds: fc.integer({ min: 30, max: 1_800 }),
});

const calendarArb = fc.record({
  // At most five rest weekdays: a week always keeps study days.
  restWeekdays: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 5 }),
  restOffsets: fc.array(fc.integer({ min: -3, max: 40 }), { maxLength: 12 }),
  // Reviews already on the days from MONDAY, by offset.
  booked: fc.array(fc.integer({ min: 0, max: 12 }), { maxLength: 50 }),
});

type Calendar = { restWeekdays: number[]; restOffsets: number[]; booked: number[] };

function calendarOf(arb: Calendar) {
  const restDates = arb.restOffsets.map((offset) => addDays(MONDAY, offset));
  const isRest = (date: string) => restDates.includes(date) || arb.restWeekdays.includes(dayOfWeek(date));
  const booked = (date: string) => arb.booked[daysBetween(MONDAY, date)] ?? 0;
  return { restDates, restWeekdays: arb.restWeekdays, isRest, booked };
}

/** The most reviews a day may hold under the limits: at least one, whatever the budget. */
const dayCapacity = (limits: ReviewDayLimits) => {
  let reviews = 0;
  while (hasReviewRoom(reviews, limits)) reviews += 1;
  return reviews;
};

describe('hasReviewRoom', () => {
  it('keeps the count cap and the minutes budget, and always lets an empty day take one', () => {
    fc.assert(
      fc.property(limitsArb, fc.integer({ min: 0, max: 12 }), (limits, reviews) => {
        const room = hasReviewRoom(reviews, limits);
        if (reviews === 0) expect(room).toBe(true);
        if (room && reviews > 0) {
          expect(reviews + 1).toBeLessThanOrEqual(limits.reviewsPerDay);
          if (limits.budgetSeconds !== null) {
            expect((reviews + 1) * limits.reviewSeconds).toBeLessThanOrEqual(limits.budgetSeconds);
          }
        }
        if (reviews >= limits.reviewsPerDay) expect(room).toBe(false);
      }),
    );
  });

  it('fits six five-minute reviews in half an hour, and a 40-minute review alone in it', () => {
    const limits = { reviewsPerDay: 10, budgetSeconds: 30 * 60, reviewSeconds: 300 };
    expect(dayCapacity(limits)).toBe(6);
    expect(dayCapacity({ ...limits, reviewSeconds: 40 * 60 })).toBe(1);
    expect(dayCapacity({ ...limits, budgetSeconds: null })).toBe(10);
  });
});

describe('placeReview with a window', () => {
  const placementArb = fc.record({
    calendar: calendarArb,
    limits: limitsArb,
    dueOffset: fc.integer({ min: 0, max: 30 }),
    before: fc.integer({ min: 0, max: 6 }),
    after: fc.integer({ min: 0, max: 6 }),
    earliestOffset: fc.integer({ min: 0, max: 10 }),
  });

  it('takes the least-loaded study day with room in the window, nearest the due date, then earlier', () => {
    fc.assert(
      fc.property(placementArb, (arb) => {
        const { restDates, restWeekdays, isRest, booked } = calendarOf(arb.calendar);
        const dueDate = addDays(MONDAY, arb.dueOffset);
        const window = { from: addDays(dueDate, -arb.before), to: addDays(dueDate, arb.after) };
        const earliest = addDays(MONDAY, arb.earliestOffset);
        const input = {
          ...arb.limits,
          dueDate,
          window,
          earliest,
          restDates,
          restWeekdays,
          reviewsOn: booked,
        };
        const placed = placeReview(input);
        // Same input, same day.
        expect(placeReview(input)).toBe(placed);
        expect(placed).not.toBeNull();
        if (placed === null) return;
        expect(isRest(placed)).toBe(false);
        expect(hasReviewRoom(booked(placed), arb.limits)).toBe(true);
        expect(compareDates(placed, earliest)).toBeGreaterThanOrEqual(0);

        const due = compareDates(dueDate, earliest) < 0 ? earliest : dueDate;
        const candidates: string[] = [];
        for (let date = window.from; compareDates(date, window.to) <= 0; date = addDays(date, 1)) {
          if (compareDates(date, earliest) < 0 || isRest(date)) continue;
          if (hasReviewRoom(booked(date), arb.limits)) candidates.push(date);
        }
        const [best] = candidates.sort(
          (a, b) =>
            booked(a) - booked(b) ||
            Math.abs(daysBetween(due, a)) - Math.abs(daysBetween(due, b)) ||
            compareDates(a, b),
        );
        if (best) {
          expect(placed).toBe(best);
        } else {
          // Nothing in the window: the first study day with room from the due date, as without one.
          expect(compareDates(placed, due)).toBeGreaterThanOrEqual(0);
          for (let date = due; compareDates(date, placed) < 0; date = addDays(date, 1)) {
            expect(isRest(date) || !hasReviewRoom(booked(date), arb.limits)).toBe(true);
          }
        }
      }),
    );
  });

  it('places a series of reviews without ever passing the cap or the budget', () => {
    fc.assert(
      fc.property(
        calendarArb,
        limitsArb,
        fc.array(fc.record({ due: fc.integer({ min: 0, max: 40 }), width: fc.integer({ min: 0, max: 5 }) }), {
          maxLength: 40,
        }),
        (calendar, limits, reviews) => {
          const { restDates, restWeekdays, isRest } = calendarOf({ ...calendar, booked: [] });
          const counts = new Map<string, number>();
          const reviewsOn = (date: string) => counts.get(date) ?? 0;
          for (const review of reviews) {
            const dueDate = addDays(MONDAY, review.due);
            const window = { from: addDays(dueDate, -review.width), to: addDays(dueDate, review.width) };
            const placed = placeReview({ ...limits, dueDate, window, restDates, restWeekdays, reviewsOn });
            if (placed === null) continue;
            expect(isRest(placed)).toBe(false);
            counts.set(placed, reviewsOn(placed) + 1);
          }
          const capacity = dayCapacity(limits);
          for (const reviews of counts.values()) expect(reviews).toBeLessThanOrEqual(capacity);
        },
      ),
    );
  });
});

describe('reviewWindow', () => {
  it('holds the due date, and spreads only intervals FSRS would fuzz', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 60 }), fc.constantFrom(...reviewRatings)), {
          minLength: 1,
          maxLength: 8,
        }),
        (steps) => {
          let date = MONDAY;
          const events = steps.map(([gap, rating]) => {
            date = addDays(date, gap);
            return { reviewedOn: date, rating };
          });
          for (const entry of replayReviews(events)) {
            const due = addDays(entry.reviewedOn, entry.scheduledDays);
            const window = reviewWindow(entry);
            expect(compareDates(window.from, due)).toBeLessThanOrEqual(0);
            expect(compareDates(window.to, due)).toBeGreaterThanOrEqual(0);
            expect(compareDates(window.from, entry.reviewedOn)).toBeGreaterThan(0);
            if (entry.scheduledDays < 3) expect(window).toEqual({ from: due, to: due });
          }
        },
      ),
    );
  });
});

describe('retrievabilityOn', () => {
  it('is 1 on the day of the review and falls as days pass', () => {
    const last = { reviewedOn: MONDAY, stability: 5 };
    expect(retrievabilityOn(last, MONDAY)).toBe(1);
    expect(retrievabilityOn(last, addDays(MONDAY, 3))).toBeGreaterThan(
      retrievabilityOn(last, addDays(MONDAY, 10)),
    );
    // A sturdier memory is better kept after the same days.
    expect(retrievabilityOn({ ...last, stability: 30 }, addDays(MONDAY, 10))).toBeGreaterThan(
      retrievabilityOn(last, addDays(MONDAY, 10)),
    );
  });
});

describe('spreadOverdueReviews', () => {
  const spreadArb = fc.record({
    calendar: calendarArb,
    limits: limitsArb,
    todayOffset: fc.integer({ min: 0, max: 10 }),
    reviews: fc.uniqueArray(
      fc.record({
        id: fc.uuid(),
        ago: fc.integer({ min: 1, max: 20 }),
        retrievability: fc.double({ min: 0, max: 1, noNaN: true }),
      }),
      { selector: (review) => review.id, maxLength: 30 },
    ),
  });

  it('moves every overdue review once, from today, under the cap and budget, least remembered first', () => {
    fc.assert(
      fc.property(spreadArb, (arb) => {
        const { restDates, restWeekdays, isRest, booked } = calendarOf(arb.calendar);
        const today = addDays(MONDAY, arb.todayOffset);
        const reviews = arb.reviews.map((review) => ({ ...review, date: addDays(today, -review.ago) }));
        const input = { ...arb.limits, today, reviews, restDates, restWeekdays, reviewsOn: booked };
        const moves = spreadOverdueReviews(input);
        expect(spreadOverdueReviews(input)).toEqual(moves);

        // None lost, none twice: each overdue review moves exactly once.
        expect(moves.map((move) => move.id).sort()).toEqual(reviews.map((review) => review.id).sort());

        const added = new Map<string, number>();
        for (const move of moves) {
          expect(compareDates(move.date, today)).toBeGreaterThanOrEqual(0);
          expect(isRest(move.date)).toBe(false);
          added.set(move.date, (added.get(move.date) ?? 0) + 1);
        }
        // A day already past its limits takes none; any other ends within them.
        for (const [date, count] of added) {
          expect(hasReviewRoom(booked(date), arb.limits)).toBe(true);
          expect(booked(date) + count).toBeLessThanOrEqual(dayCapacity(arb.limits));
        }

        // The less a unit is remembered, the sooner its review comes.
        const byId = new Map(reviews.map((review) => [review.id, review.retrievability]));
        for (const a of moves) {
          for (const b of moves) {
            if (compareDates(a.date, b.date) < 0) {
              expect(byId.get(a.id) ?? 0).toBeLessThanOrEqual(byId.get(b.id) ?? 0);
            }
          }
        }
      }),
    );
  });

  it('never piles a ten-day backlog on the day of return', () => {
    const today = MONDAY;
    const reviews = Array.from({ length: 12 }, (_, index) => ({
      id: `r${String(index).padStart(2, '0')}`,
      date: addDays(today, -1 - (index % 10)),
      retrievability: 1 - index / 20,
    }));
    const moves = spreadOverdueReviews({
      today,
      reviews,
      restDates: [],
      restWeekdays: [0, 6],
      reviewsOn: (date) => (date === today ? 1 : 0),
      reviewsPerDay: 5,
      budgetSeconds: 15 * 60,
      reviewSeconds: 300,
    });
    const perDay = new Map<string, string[]>();
    for (const move of moves) perDay.set(move.date, [...(perDay.get(move.date) ?? []), move.id]);
    // Fifteen minutes hold three five-minute reviews; today already has one.
    expect([...perDay.entries()]).toEqual([
      [today, ['r11', 'r10']],
      [addDays(today, 1), ['r09', 'r08', 'r07']],
      [addDays(today, 2), ['r06', 'r05', 'r04']],
      [addDays(today, 3), ['r03', 'r02', 'r01']],
      [addDays(today, 4), ['r00']],
    ]);
  });

  it('spreads the backlog of a plan whose review was turned off by the default count, not all on today', () => {
    const today = MONDAY;
    const reviews = Array.from({ length: 7 }, (_, index) => ({
      id: `r${index}`,
      date: addDays(today, -1 - index),
      retrievability: 0.5,
    }));
    const moves = spreadOverdueReviews({
      today,
      reviews,
      restDates: [],
      restWeekdays: [],
      reviewsOn: () => 0,
      reviewsPerDay: Number.POSITIVE_INFINITY,
      budgetSeconds: null,
      reviewSeconds: 300,
    });
    const perDay = new Map<string, number>();
    for (const move of moves) perDay.set(move.date, (perDay.get(move.date) ?? 0) + 1);
    expect([...perDay.entries()]).toEqual([
      [today, REVIEWS_PER_DAY_DEFAULT],
      [addDays(today, 1), REVIEWS_PER_DAY_DEFAULT],
      [addDays(today, 2), 7 - 2 * REVIEWS_PER_DAY_DEFAULT],
    ]);
  });
});
