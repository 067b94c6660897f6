import { z } from './zod.ts';
import { addDays, compareDates, daysBetween } from './calendar-date.ts';
import { isoDate } from './iso-date.ts';
import { groupUnitsByDay, nextStudyDay, scheduleMessages, type PlanCourse } from './schedule.ts';
import { dailyVolume, planCalendar, studySpeed } from './plan-calendar.ts';
import type { RecoveryChoice } from './recovery-contracts.ts';
import { spreadOverdueReviews, type OverdueReview, type ReviewDayLimits } from './review-schedule.ts';

/**
 * The recovery offer (docs/product-rules.md#recovering-missed-days): when a plan has open to-dos from past
 * days, the two honest ways to catch up, previewed before either is applied. Both lay every open to-do out
 * again in its order, by the plan's speed or daily volume, from today (tomorrow when something is already
 * done today, so today never holds more than the plan's load):
 * - SPREAD uses the plan's study days up to its end date, then its buffer days (earliest first), and moves
 *   the end date only by what the buffer days cannot absorb;
 * - EXTEND keeps every buffer day and moves the end date by the study days needed.
 * Either way the overdue reviews spread from today under the plan's review limits, least remembered first
 * (`spreadOverdueReviews`); with only reviews overdue, the new units stay where they are.
 */

/** The plan's open reviews from past days and the limits of the days they may move to. */
export type ReviewBacklog = ReviewDayLimits & {
  reviews: readonly OverdueReview[];
  /** Reviews of the plan already on a date from today. */
  reviewsOn: (date: string) => number;
};

export type RecoveryInput = PlanCourse & {
  /** The learner's today. */
  today: string;
  /** Whether the learner has already finished a to-do of this plan today. */
  studiedToday: boolean;
  /** Overdue reviews to spread with the new units (none when the plan has no review). */
  reviewBacklog?: ReviewBacklog;
};

export type RecoveryOption = {
  choice: RecoveryChoice;
  endDate: string;
  /** Calendar days the end date moves (0 when it is kept). */
  extendedDays: number;
  /** Buffer days that become study days. */
  bufferDaysUsed: number;
  /** The plan's buffer days after the recovery. */
  bufferDates: string[];
  /** Those of them still ahead, from the first day the recovery lays to-dos on. */
  bufferDaysLeft: number;
  /** Every open to-do that changes day; apply all of them together. */
  moves: { id: string; date: string }[];
};

export type RecoveryPlan = {
  /** Past days that still have open to-dos, new units or reviews. */
  overdueDays: number;
  /** Open new units from past days. */
  overdueTodos: number;
  /** Open reviews from past days. */
  overdueReviews: number;
  spread: RecoveryOption;
  extend: RecoveryOption;
  /** Where each overdue review moves, whichever the choice; apply them with it. */
  reviewMoves: { id: string; date: string }[];
};

export type RecoveryPlanResult =
  { ok: true; value: RecoveryPlan | null } | { ok: false; error: { code: 'INVALID_INPUT'; message: string } };

const recoverySettings = z.extend(planCalendar, {
  studySpeed,
  dailyVolume: z.optional(z.nullable(dailyVolume)),
  endDate: isoDate,
  today: isoDate,
});

/** The plan's non-rest days from `from`: those up to the end date by kind, then as many after it as asked. */
function daysAhead(input: RecoveryInput, from: string, buffers: ReadonlySet<string>) {
  const study: string[] = [];
  const buffer: string[] = [];
  let date = nextStudyDay(input, from);
  while (date !== null && compareDates(date, input.endDate) <= 0) {
    (buffers.has(date) ? buffer : study).push(date);
    date = nextStudyDay(input, addDays(date, 1));
  }
  const after = (count: number): string[] => {
    const days: string[] = [];
    const dayAfterEnd = addDays(input.endDate, 1);
    let next = nextStudyDay(input, compareDates(from, dayAfterEnd) > 0 ? from : dayAfterEnd);
    while (next !== null && days.length < count) {
      days.push(next);
      next = nextStudyDay(input, addDays(next, 1));
    }
    return days;
  };
  return { study, buffer, after };
}

function option(
  input: RecoveryInput,
  from: string,
  choice: RecoveryChoice,
  groups: readonly string[][],
  slots: readonly string[],
  bufferDates: string[],
): RecoveryOption {
  const dateOf = new Map(input.openUnits.map((unit) => [unit.id, unit.date]));
  const moves = groups.flatMap((ids, index) => {
    const date = slots[index] as string;
    return ids.filter((id) => dateOf.get(id) !== date).map((id) => ({ id, date }));
  });
  const last = slots[groups.length - 1];
  const endDate = last && compareDates(last, input.endDate) > 0 ? last : input.endDate;
  return {
    choice,
    endDate,
    extendedDays: daysBetween(input.endDate, endDate),
    bufferDaysUsed: input.bufferDates.length - bufferDates.length,
    bufferDates,
    bufferDaysLeft: bufferDates.filter((date) => compareDates(date, from) >= 0).length,
    moves,
  };
}

/** A choice that leaves the new units, the end date and the buffer days as they are. */
function keepOption(input: RecoveryInput, from: string, choice: RecoveryChoice): RecoveryOption {
  return {
    choice,
    endDate: input.endDate,
    extendedDays: 0,
    bufferDaysUsed: 0,
    bufferDates: [...input.bufferDates],
    bufferDaysLeft: input.bufferDates.filter((date) => compareDates(date, from) >= 0).length,
    moves: [],
  };
}

/** Both recovery choices for a plan, or null when nothing is overdue. */
export function planRecovery(input: RecoveryInput): RecoveryPlanResult {
  const parsed = recoverySettings.safeParse(input);
  if (!parsed.success) {
    return { ok: false, error: { code: 'INVALID_INPUT', message: parsed.error.issues[0]?.message ?? '' } };
  }
  const overdue = input.openUnits.filter((unit) => compareDates(unit.date, input.today) < 0);
  const overdueReviews = input.reviewBacklog?.reviews ?? [];
  if (overdue.length === 0 && overdueReviews.length === 0) return { ok: true, value: null };
  if (nextStudyDay(input, input.today) === null) {
    return { ok: false, error: { code: 'INVALID_INPUT', message: scheduleMessages.everyWeekdayRest } };
  }
  const reviewMoves = input.reviewBacklog
    ? spreadOverdueReviews({
        ...input.reviewBacklog,
        today: input.today,
        restDates: input.restDates,
        restWeekdays: input.restWeekdays ?? [],
      })
    : [];
  const overdueDays = new Set([...overdue, ...overdueReviews].map((todo) => todo.date)).size;
  const from = input.studiedToday ? addDays(input.today, 1) : input.today;
  if (overdue.length === 0) {
    return {
      ok: true,
      value: {
        overdueDays,
        overdueTodos: 0,
        overdueReviews: overdueReviews.length,
        spread: keepOption(input, from, 'SPREAD'),
        extend: keepOption(input, from, 'EXTEND'),
        reviewMoves,
      },
    };
  }

  const groups = groupUnitsByDay(input.openUnits, input.studySpeed, input.dailyVolume);
  const buffers = new Set(input.bufferDates);
  const ahead = daysAhead(input, from, buffers);
  const missing = Math.max(0, groups.length - ahead.study.length);

  const usedBuffers = ahead.buffer.slice(0, missing);
  const spreadSlots = [...ahead.study, ...usedBuffers].sort(compareDates);
  spreadSlots.push(...ahead.after(missing - usedBuffers.length));
  const used = new Set(usedBuffers);
  const spread = option(
    input,
    from,
    'SPREAD',
    groups,
    spreadSlots,
    input.bufferDates.filter((date) => !used.has(date)),
  );
  const extend = option(
    input,
    from,
    'EXTEND',
    groups,
    [...ahead.study, ...ahead.after(missing)],
    [...input.bufferDates],
  );
  return {
    ok: true,
    value: {
      overdueDays,
      overdueTodos: overdue.length,
      overdueReviews: overdueReviews.length,
      spread,
      extend,
      reviewMoves,
    },
  };
}
