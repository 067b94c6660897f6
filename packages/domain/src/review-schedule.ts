import {
  createEmptyCard,
  fsrs,
  generatorParameters,
  Rating,
  State,
  type Card,
  type FSRS,
  type Grade,
} from 'ts-fsrs';
import { addDays, compareDates, daysBetween, LAST_SUPPORTED_DATE } from './calendar-date.ts';
import { restDayRule } from './plan-calendar.ts';
import type { ReviewRating } from './review.ts';

/**
 * When a review comes back: FSRS replays a unit's ratings, and the plan's rest days and daily limit place
 * the review it asks for (docs/product-rules.md#spaced-review). The server's alone: the web shows the dates.
 */

/** What FSRS knows of a unit's memory: new, being learned, in review, or relearning after 다시. */
export const reviewCardStates = ['NEW', 'LEARNING', 'REVIEW', 'RELEARNING'] as const;
export type ReviewCardState = (typeof reviewCardStates)[number];

/** The retention FSRS schedules for unless a plan asks for another: nine in ten units still remembered. */
export const DEFAULT_TARGET_RETENTION = 0.9;
/** 다시 brings the unit back the next day: the same-day steps of Anki are ours, a day long. */
export const RELEARN_DAYS = 1;

/** One review (or a new unit's completion) on a study day, as the log keeps it. */
export type ReviewEvent = { reviewedOn: string; rating: ReviewRating };

/** One line of the review log: the rating, the card's state and days before it, and the memory after it. */
export type ReviewLogEntry = ReviewEvent & {
  /** The card's state before this review. */
  state: ReviewCardState;
  /** Days since the unit's previous review (0 for its first). */
  elapsedDays: number;
  /** Days until the next review this one asked for. */
  scheduledDays: number;
  stability: number;
  difficulty: number;
};

const DAY_MS = 86_400_000;
const ratingGrades = {
  AGAIN: Rating.Again,
  HARD: Rating.Hard,
  GOOD: Rating.Good,
  EASY: Rating.Easy,
} as const satisfies Record<ReviewRating, Grade>;
const cardStates = {
  [State.New]: 'NEW',
  [State.Learning]: 'LEARNING',
  [State.Review]: 'REVIEW',
  [State.Relearning]: 'RELEARNING',
} as const satisfies Record<State, ReviewCardState>;

// A study day's review happens at its start in UTC: intervals are whole days, and a replay is repeatable.
const dayStart = (date: string) => new Date(`${date}T00:00:00.000Z`);

const schedulers = new Map<number, FSRS>();
/** FSRS-6 with its default weights, fuzz on and long-term steps only, at the given retention. */
function schedulerFor(retention: number): FSRS {
  let scheduler = schedulers.get(retention);
  if (!scheduler) {
    scheduler = fsrs(
      generatorParameters({ request_retention: retention, enable_fuzz: true, enable_short_term: false }),
    );
    schedulers.set(retention, scheduler);
  }
  return scheduler;
}

/**
 * Replays a unit's reviews in order (its first event is the new unit's completion) through FSRS and answers
 * the log each one writes: how long it had waited, what state it was in and the interval it asks for. 다시
 * asks for RELEARN_DAYS whatever FSRS would wait; the memory it leaves is FSRS's own.
 */
export function replayReviews(
  events: readonly ReviewEvent[],
  retention: number = DEFAULT_TARGET_RETENTION,
): ReviewLogEntry[] {
  const scheduler = schedulerFor(retention);
  const first = events[0];
  let card: Card = createEmptyCard(first ? dayStart(first.reviewedOn) : new Date(0));
  let previous: string | null = null;
  return events.map((event) => {
    const at = dayStart(event.reviewedOn);
    const state = cardStates[card.state];
    const { card: next } = scheduler.next(card, at, ratingGrades[event.rating]);
    const fsrsDays = Math.max(1, Math.round((next.due.getTime() - at.getTime()) / DAY_MS));
    const scheduledDays = event.rating === 'AGAIN' ? Math.min(RELEARN_DAYS, fsrsDays) : fsrsDays;
    card = { ...next, due: new Date(at.getTime() + scheduledDays * DAY_MS), scheduled_days: scheduledDays };
    const elapsedDays = previous === null ? 0 : Math.max(0, daysBetween(previous, event.reviewedOn));
    previous = event.reviewedOn;
    return {
      ...event,
      state,
      elapsedDays,
      scheduledDays,
      stability: next.stability,
      difficulty: next.difficulty,
    };
  });
}

/** The day a unit's last review asks it back on, from that review's day and interval. */
export const nextReviewDue = (entry: ReviewLogEntry): string =>
  addDays(entry.reviewedOn, entry.scheduledDays);

/** How many days past its due date a review may be pushed by the daily limit before it is given up. */
export const REVIEW_PLACEMENT_MAX_DAYS = 366;

export type ReviewPlacementInput = {
  /** The completion's study day plus the interval FSRS asked for. */
  dueDate: string;
  restWeekdays: readonly number[];
  restDates: readonly string[];
  /** Reviews of the plan already on a date. */
  reviewsOn: (date: string) => number;
  reviewsPerDay: number;
};

/**
 * The first date on or after the due date that is a study day of the plan and holds fewer than
 * `reviewsPerDay` of its reviews. Null when none lies within REVIEW_PLACEMENT_MAX_DAYS of the due date
 * (or before the last supported date): the review is not scheduled.
 */
export function placeReview(input: ReviewPlacementInput): string | null {
  const isRestDay = restDayRule({
    startDate: input.dueDate,
    restDates: [...input.restDates],
    restWeekdays: [...input.restWeekdays],
  });
  for (let offset = 0; offset < REVIEW_PLACEMENT_MAX_DAYS; offset += 1) {
    const date = addDays(input.dueDate, offset);
    if (compareDates(date, LAST_SUPPORTED_DATE) > 0) return null;
    if (!isRestDay(date) && input.reviewsOn(date) < input.reviewsPerDay) return date;
  }
  return null;
}
