import {
  createEmptyCard,
  forgetting_curve,
  fsrs,
  generatorParameters,
  get_fuzz_range,
  Rating,
  State,
  type Card,
  type FSRS,
  type Grade,
} from 'ts-fsrs';
import { addDays, compareDates, daysBetween, LAST_SUPPORTED_DATE } from './calendar-date.ts';
import { restDayRule } from './plan-calendar.ts';
import { SECONDS_PER_MINUTE } from './duration.ts';
import { budgetedReviewSeconds, REVIEWS_PER_DAY_DEFAULT, type ReviewRating } from './review.ts';

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

/** The study days a review may land on: FSRS's fuzz range around the interval it asked for. */
export type ReviewWindow = { from: string; to: string };

const FSRS_MAXIMUM_INTERVAL = generatorParameters().maximum_interval;
const FSRS_WEIGHTS = generatorParameters().w;

/**
 * The days FSRS's fuzz would have allowed for `entry`'s interval, counted from its review: the due date and a
 * few days either side for long intervals, the due date alone for short ones (FSRS fuzzes none under 3 days).
 */
export function reviewWindow(entry: ReviewLogEntry): ReviewWindow {
  const due = nextReviewDue(entry);
  const { min_ivl: min, max_ivl: max } = get_fuzz_range(
    entry.scheduledDays,
    entry.elapsedDays,
    FSRS_MAXIMUM_INTERVAL,
  );
  if (entry.scheduledDays < 3 || min > entry.scheduledDays || max < entry.scheduledDays) {
    return { from: due, to: due };
  }
  return { from: addDays(entry.reviewedOn, min), to: addDays(entry.reviewedOn, max) };
}

/** A day's limits on one plan's reviews: the count cap, and the time budget when the plan has one. */
export type ReviewDayLimits = {
  reviewsPerDay: number;
  /** The plan's daily review minutes in seconds; null: only the count cap applies. */
  budgetSeconds: number | null;
  /** What one review costs the budget (`budgetedReviewSeconds`). */
  reviewSeconds: number;
};

/** A plan's day limits from its settings and the time its completed reviews took. */
export function reviewDayLimits(
  plan: { reviewsPerDay: number | null; reviewMinutesPerDay: number | null },
  measured: { seconds: number; reviews: number },
): ReviewDayLimits {
  return {
    // With review turned off since (a review postponed later), no count is left to keep.
    reviewsPerDay: plan.reviewsPerDay ?? Number.POSITIVE_INFINITY,
    budgetSeconds: plan.reviewMinutesPerDay === null ? null : plan.reviewMinutesPerDay * SECONDS_PER_MINUTE,
    reviewSeconds: budgetedReviewSeconds(measured),
  };
}

/**
 * Whether a day holding `reviews` of the plan has room for one more: under the count cap and, with a budget,
 * (reviews + 1) × a review's cost within it; an empty day always takes one, so a small budget blocks no day.
 */
export function hasReviewRoom(reviews: number, limits: ReviewDayLimits): boolean {
  if (reviews >= limits.reviewsPerDay) return false;
  if (limits.budgetSeconds === null || reviews === 0) return true;
  return (reviews + 1) * limits.reviewSeconds <= limits.budgetSeconds;
}

export type ReviewPlacementInput = ReviewDayLimits & {
  /** The completion's study day plus the interval FSRS asked for. */
  dueDate: string;
  /** Where balancing may move it (`reviewWindow`); without one only the first day with room counts. */
  window?: ReviewWindow;
  /** No review lands before this day (the learner's today): a due date before it counts as it. */
  earliest?: string;
  restWeekdays: readonly number[];
  restDates: readonly string[];
  /** Reviews of the plan already on a date. */
  reviewsOn: (date: string) => number;
};

/**
 * Where a review lands (docs/decisions/027-review-budget-and-balancing.md): the least-loaded study day with
 * room inside its window (ties: nearest the due date, then earlier), else the first study day with room from
 * the due date. Null when none lies within REVIEW_PLACEMENT_MAX_DAYS of the due date (or before the last
 * supported date): the review is not scheduled. Rest days never hold one.
 */
export function placeReview(input: ReviewPlacementInput): string | null {
  const earliest = input.earliest ?? input.dueDate;
  const due = compareDates(input.dueDate, earliest) < 0 ? earliest : input.dueDate;
  const isRestDay = restDayRule({
    startDate: earliest,
    restDates: [...input.restDates],
    restWeekdays: [...input.restWeekdays],
  });
  const open = (date: string) =>
    compareDates(date, LAST_SUPPORTED_DATE) <= 0 &&
    !isRestDay(date) &&
    hasReviewRoom(input.reviewsOn(date), input);

  if (input.window) {
    let best: { date: string; load: number; distance: number } | null = null;
    const from = compareDates(input.window.from, earliest) < 0 ? earliest : input.window.from;
    for (let date = from; compareDates(date, input.window.to) <= 0; date = addDays(date, 1)) {
      if (!open(date)) continue;
      const load = input.reviewsOn(date);
      const distance = Math.abs(daysBetween(due, date));
      // Walking forward, an equal load and distance is already the earlier day.
      if (!best || load < best.load || (load === best.load && distance < best.distance)) {
        best = { date, load, distance };
      }
    }
    if (best) return best.date;
  }
  for (let offset = 0; offset < REVIEW_PLACEMENT_MAX_DAYS; offset += 1) {
    const date = addDays(due, offset);
    if (compareDates(date, LAST_SUPPORTED_DATE) > 0) return null;
    if (open(date)) return date;
  }
  return null;
}

/** How likely the unit is still remembered on `date`, by FSRS's forgetting curve from its last review. */
export function retrievabilityOn(last: { reviewedOn: string; stability: number }, date: string): number {
  const elapsed = Math.max(0, daysBetween(last.reviewedOn, date));
  return forgetting_curve(FSRS_WEIGHTS, elapsed, last.stability);
}

/** An open review from a past day, with how likely its unit is still remembered today. */
export type OverdueReview = { id: string; date: string; retrievability: number };

export type OverdueReviewSpreadInput = ReviewDayLimits & {
  /** The learner's today: the first day the backlog may use. */
  today: string;
  reviews: readonly OverdueReview[];
  restWeekdays: readonly number[];
  restDates: readonly string[];
  /** Reviews of the plan already on a date from today (the overdue ones not among them). */
  reviewsOn: (date: string) => number;
};

/**
 * After a break, the open reviews of past days spread over the coming study days under the cap and budget,
 * counting the reviews already there: the least remembered first, each on the first day with room. With review
 * turned off since (no count of its own) the default count holds, so the backlog is still spread, not piled on
 * today. Answers one move per review placed; one with no day within reach stays where it is.
 */
export function spreadOverdueReviews(input: OverdueReviewSpreadInput): { id: string; date: string }[] {
  const reviewsPerDay = Number.isFinite(input.reviewsPerDay) ? input.reviewsPerDay : REVIEWS_PER_DAY_DEFAULT;
  const added = new Map<string, number>();
  const reviewsOn = (date: string) => input.reviewsOn(date) + (added.get(date) ?? 0);
  const order = [...input.reviews].sort(
    (a, b) => a.retrievability - b.retrievability || compareDates(a.date, b.date) || a.id.localeCompare(b.id),
  );
  return order.flatMap((review) => {
    const date = placeReview({
      ...input,
      reviewsPerDay,
      dueDate: input.today,
      earliest: input.today,
      reviewsOn,
    });
    if (date === null) return [];
    added.set(date, (added.get(date) ?? 0) + 1);
    return [{ id: review.id, date }];
  });
}
