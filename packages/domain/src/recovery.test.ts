import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { addDays, compareDates } from './calendar-date.ts';
import { planRecovery, type RecoveryInput, type RecoveryOption, type RecoveryPlan } from './recovery.ts';
import { isPlanRestDay, scheduleStudyPlan } from './schedule.ts';

// 2025-06-02 is a Monday.
const MONDAY = '2025-06-02';

function preview(input: RecoveryInput): RecoveryPlan {
  const result = planRecovery(input);
  if (!result.ok || !result.value) throw new Error('expected a recovery preview');
  return result.value;
}

/** A plan made by the scheduler from `startDate`, seen `missedDays` later with nothing done. */
function missedPlan(options: {
  units: number;
  speed: number;
  interval: number;
  missedDays: number;
  restWeekdays?: number[];
  volumes?: number[];
  dailyVolume?: number | null;
}): RecoveryInput {
  const units = Array.from({ length: options.units }, (_, index) => ({
    id: `u${index + 1}`,
    volume: options.volumes?.[index % options.volumes.length],
  }));
  const calendar = { startDate: MONDAY, restDates: [], restWeekdays: options.restWeekdays ?? [] };
  const result = scheduleStudyPlan({
    ...calendar,
    units,
    studySpeed: options.speed,
    dailyVolume: options.dailyVolume ?? null,
    bufferDayInterval: options.interval,
  });
  if (!result.ok) throw new Error(result.error.message);
  const schedule = result.value;
  const volumeOf = new Map(units.map((unit) => [unit.id, unit.volume]));
  return {
    ...calendar,
    studySpeed: options.speed,
    dailyVolume: options.dailyVolume ?? null,
    endDate: schedule.endDate,
    bufferDates: schedule.days.filter((day) => day.kind === 'BUFFER').map((day) => day.date),
    openUnits: schedule.days.flatMap((day) =>
      day.unitIds.map((id) => ({ id, date: day.date, volume: volumeOf.get(id) })),
    ),
    today: addDays(MONDAY, options.missedDays),
    studiedToday: false,
  };
}

function datesAfter(input: RecoveryInput, option: RecoveryOption): { id: string; date: string }[] {
  const moved = new Map(option.moves.map((move) => [move.id, move.date]));
  return input.openUnits.map((unit) => ({ id: unit.id, date: moved.get(unit.id) ?? unit.date }));
}

describe('planRecovery examples', () => {
  it('answers null when nothing is overdue', () => {
    const input = missedPlan({ units: 6, speed: 2, interval: 0, missedDays: 0 });
    expect(planRecovery(input)).toEqual({ ok: true, value: null });
  });

  it('absorbs three missed days into three buffer days and keeps the end date', () => {
    // Two units a day, a buffer day after every 2 study days: SSB SSB SSB SSB, ending on day 12.
    const input = missedPlan({ units: 16, speed: 2, interval: 2, missedDays: 3 });
    const result = preview(input);
    expect(result.overdueDays).toBe(2);
    expect(result.overdueTodos).toBe(4);
    expect(result.spread.endDate).toBe(input.endDate);
    expect(result.spread.extendedDays).toBe(0);
    expect(result.spread.bufferDaysUsed).toBe(2);
    expect(result.extend.extendedDays).toBe(2);
    expect(result.extend.bufferDates).toEqual(input.bufferDates);
    // Of the four buffer days, the first is past: keeping the end date leaves one ahead, extending three.
    expect(result.spread.bufferDaysLeft).toBe(1);
    expect(result.extend.bufferDaysLeft).toBe(3);
  });

  it('moves the end date by the shortfall when the buffer days are not enough', () => {
    const input = missedPlan({ units: 10, speed: 2, interval: 0, missedDays: 3 });
    const result = preview(input);
    expect(result.overdueDays).toBe(3);
    expect(result.spread.bufferDaysUsed).toBe(0);
    expect(result.spread.extendedDays).toBe(3);
    expect(result.spread.endDate).toBe(addDays(input.endDate, 3));
    expect(result.extend.endDate).toBe(result.spread.endDate);
  });

  it('starts tomorrow when the learner already studied today', () => {
    const input = { ...missedPlan({ units: 6, speed: 1, interval: 0, missedDays: 2 }), studiedToday: true };
    const dates = datesAfter(input, preview(input).extend).map((unit) => unit.date);
    expect(dates[0]).toBe(addDays(input.today, 1));
  });
});

const plans = fc.record({
  units: fc.integer({ min: 1, max: 40 }),
  speed: fc.integer({ min: 1, max: 4 }),
  interval: fc.integer({ min: 0, max: 4 }),
  missedDays: fc.integer({ min: 1, max: 20 }),
  restWeekdays: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 3 }),
  volumes: fc.option(fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 5 }), {
    nil: undefined,
  }),
  studiedToday: fc.boolean(),
});

const recoverable = plans
  .map((options) => {
    const dailyVolume = options.volumes ? options.speed * 3 : null;
    return { ...missedPlan({ ...options, dailyVolume }), studiedToday: options.studiedToday };
  })
  .filter((input) => input.openUnits.some((unit) => compareDates(unit.date, input.today) < 0));

describe('planRecovery properties', () => {
  it('keeps every open to-do exactly once, in order, from today on, never on a rest day', () => {
    fc.assert(
      fc.property(recoverable, (input) => {
        const result = preview(input);
        for (const option of [result.spread, result.extend]) {
          const after = datesAfter(input, option);
          expect(after.map((unit) => unit.id)).toEqual(input.openUnits.map((unit) => unit.id));
          expect(new Set(option.moves.map((move) => move.id)).size).toBe(option.moves.length);
          const first = input.studiedToday ? addDays(input.today, 1) : input.today;
          after.forEach((unit, index) => {
            expect(compareDates(unit.date, first)).toBeGreaterThanOrEqual(0);
            expect(isPlanRestDay(input, unit.date)).toBe(false);
            const previous = after[index - 1];
            if (previous) expect(compareDates(previous.date, unit.date)).toBeLessThanOrEqual(0);
          });
          expect(compareDates(option.endDate, after.at(-1)?.date ?? option.endDate)).toBeGreaterThanOrEqual(
            0,
          );
        }
      }),
    );
  });

  it('gives no day more than the speed or the daily volume (a larger unit alone)', () => {
    fc.assert(
      fc.property(recoverable, (input) => {
        const result = preview(input);
        const volumeOf = new Map(input.openUnits.map((unit) => [unit.id, unit.volume ?? 1]));
        for (const option of [result.spread, result.extend]) {
          const byDate = new Map<string, string[]>();
          for (const unit of datesAfter(input, option)) {
            byDate.set(unit.date, [...(byDate.get(unit.date) ?? []), unit.id]);
          }
          for (const ids of byDate.values()) {
            if (input.dailyVolume) {
              const volume = ids.reduce((sum, id) => sum + (volumeOf.get(id) ?? 1), 0);
              if (ids.length > 1) expect(volume).toBeLessThanOrEqual(input.dailyVolume);
            } else {
              expect(ids.length).toBeLessThanOrEqual(input.studySpeed);
            }
          }
        }
      }),
    );
  });

  it('keeps the end date whenever the buffer days ahead absorb the shortfall, else moves it by no more', () => {
    fc.assert(
      fc.property(recoverable, (input) => {
        const { spread, extend } = preview(input);
        const extraStudyDays =
          extend.extendedDays > 0 ? countStudyDaysBetween(input, input.endDate, extend.endDate) : 0;
        const first = input.studiedToday ? addDays(input.today, 1) : input.today;
        const buffersAhead = input.bufferDates.filter((date) => compareDates(date, first) >= 0).length;
        if (extraStudyDays <= buffersAhead) expect(spread.endDate).toBe(input.endDate);
        expect(compareDates(spread.endDate, extend.endDate)).toBeLessThanOrEqual(0);
        expect(extend.bufferDates).toEqual(input.bufferDates);
        expect(spread.bufferDates.every((date) => input.bufferDates.includes(date))).toBe(true);
        // The card's counts: what a choice uses and what it leaves add up to the buffer days ahead.
        expect(extend.bufferDaysLeft).toBe(buffersAhead);
        expect(spread.bufferDaysUsed + spread.bufferDaysLeft).toBe(buffersAhead);
      }),
    );
  });
});

/** Non-rest days after `from` up to and including `to`. */
function countStudyDaysBetween(input: RecoveryInput, from: string, to: string): number {
  let count = 0;
  for (let date = addDays(from, 1); compareDates(date, to) <= 0; date = addDays(date, 1)) {
    if (!isPlanRestDay(input, date)) count += 1;
  }
  return count;
}

describe('recovery input checks', () => {
  it('refuses a plan whose every weekday is a rest day', () => {
    const input = missedPlan({ units: 3, speed: 1, interval: 0, missedDays: 3 });
    expect(planRecovery({ ...input, restWeekdays: [0, 1, 2, 3, 4, 5, 6] }).ok).toBe(false);
  });
});

describe('planRecovery with overdue reviews', () => {
  const limits = { reviewsPerDay: 2, budgetSeconds: null, reviewSeconds: 300 };
  const backlog = (count: number, reviewsOn: (date: string) => number = () => 0) => ({
    ...limits,
    reviewsOn,
    reviews: Array.from({ length: count }, (_, index) => ({
      id: `r${index}`,
      date: addDays(MONDAY, index),
      retrievability: index / 10,
    })),
  });

  it('moves the new units as without reviews, and spreads the reviews from today whichever the choice', () => {
    const input = missedPlan({ units: 16, speed: 2, interval: 2, missedDays: 5 });
    const without = preview(input);
    const result = preview({ ...input, reviewBacklog: backlog(5, (date) => (date === input.today ? 1 : 0)) });
    expect(result.spread).toEqual(without.spread);
    expect(result.extend).toEqual(without.extend);
    expect(result.overdueReviews).toBe(5);
    // Today already holds one review: one more fits, then two a day.
    expect(result.reviewMoves).toEqual([
      { id: 'r0', date: input.today },
      { id: 'r1', date: addDays(input.today, 1) },
      { id: 'r2', date: addDays(input.today, 1) },
      { id: 'r3', date: addDays(input.today, 2) },
      { id: 'r4', date: addDays(input.today, 2) },
    ]);
  });

  it('with only reviews behind, keeps the new units, the end date and the buffer days', () => {
    const input = {
      ...missedPlan({ units: 6, speed: 2, interval: 0, missedDays: 0 }),
      today: addDays(MONDAY, 5),
    };
    const onTrack = { ...input, openUnits: input.openUnits.map((unit) => ({ ...unit, date: input.today })) };
    const result = preview({ ...onTrack, reviewBacklog: backlog(3) });
    expect(result).toMatchObject({ overdueTodos: 0, overdueReviews: 3, overdueDays: 3 });
    for (const option of [result.spread, result.extend]) {
      expect(option).toMatchObject({ endDate: input.endDate, extendedDays: 0, bufferDaysUsed: 0, moves: [] });
    }
    expect(result.reviewMoves.map((move) => move.date)).toEqual([
      onTrack.today,
      onTrack.today,
      addDays(onTrack.today, 1),
    ]);
    expect(planRecovery({ ...onTrack, reviewBacklog: backlog(0) })).toEqual({ ok: true, value: null });
  });
});
