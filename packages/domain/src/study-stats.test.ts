import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, compareDates, dayOfWeek, daysBetween } from './calendar-date.ts';
import {
  endDateForecast,
  FORECAST_MIN_STUDY_DAYS,
  PACE_WINDOW_DAYS,
  secondsByHourOfDay,
  planProgress,
  statsQuery,
  STREAK_MIN_FOCUS_MINUTES,
  studyStreak,
  type PaceSample,
  type PlanProgressInput,
  type StreakDay,
} from './study-stats.ts';

const TODAY = '2026-11-22';

/** A day's activity: studied (by focus or by a completed to-do), or not; planned, or a day off. */
const dayShape = fc.record({
  studyMinutes: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 600 })),
  completedTodos: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 5 })),
  dayOff: fc.boolean(),
});

/** A history of `length` consecutive days ending today. */
const history = (maxLength = 40) =>
  fc.array(dayShape, { maxLength }).map((shapes) =>
    shapes.map((shape, index): StreakDay => ({
      ...shape,
      date: addDays(TODAY, index - shapes.length + 1),
    })),
  );

const studied = (day: Pick<StreakDay, 'studyMinutes' | 'completedTodos'>) =>
  day.studyMinutes >= STREAK_MIN_FOCUS_MINUTES || day.completedTodos > 0;

describe('studyStreak', () => {
  it('counts consecutive studied days, the longest never below the current', () => {
    fc.assert(
      fc.property(history(), (days) => {
        const { current, longest, todayCounts } = studyStreak(days, TODAY);
        expect(longest).toBeGreaterThanOrEqual(current);
        expect(longest).toBeLessThanOrEqual(days.filter(studied).length);
        const last = days.at(-1);
        expect(todayCounts).toBe(last !== undefined && last.date === TODAY && studied(last));
      }),
    );
  });

  it('a run of studied days is a streak of its length', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), (length) => {
        const days = Array.from({ length }, (_, index) => ({
          date: addDays(TODAY, index - length + 1),
          studyMinutes: STREAK_MIN_FOCUS_MINUTES,
          completedTodos: 0,
          dayOff: false,
        }));
        expect(studyStreak(days, TODAY)).toEqual({ current: length, longest: length, todayCounts: true });
      }),
    );
  });

  it('days off that were not studied neither break nor extend a streak, wherever they fall', () => {
    fc.assert(
      fc.property(history(), fc.array(fc.nat({ max: 3 }), { maxLength: 40 }), (days, gaps) => {
        // Spreading the days apart leaves unlisted days between them: days off nobody studied.
        let date = TODAY;
        const spread = [...days].reverse().map((day, index) => {
          if (index > 0) date = addDays(date, -1 - (gaps[index] ?? 0));
          return { ...day, date };
        });
        expect(studyStreak(spread, TODAY)).toEqual(studyStreak(days, TODAY));
        const withoutUnstudiedDaysOff = days.filter((day) => studied(day) || !day.dayOff);
        expect(studyStreak(withoutUnstudiedDaysOff, TODAY).longest).toBe(studyStreak(days, TODAY).longest);
      }),
    );
  });

  it('a missed planned day before today breaks the current streak; today, not yet studied, does not', () => {
    fc.assert(
      fc.property(history(), (days) => {
        const yesterday = addDays(TODAY, -1);
        const earlier = days.filter((day) => compareDates(day.date, yesterday) < 0);
        const missed = { date: yesterday, studyMinutes: 0, completedTodos: 0, dayOff: false };
        expect(studyStreak([...earlier, missed], TODAY).current).toBe(0);

        const untilYesterday = days.filter((day) => compareDates(day.date, TODAY) < 0);
        const notYet = { date: TODAY, studyMinutes: 0, completedTodos: 0, dayOff: false };
        expect(studyStreak([...untilYesterday, notYet], TODAY).current).toBe(
          studyStreak(untilYesterday, TODAY).current,
        );
      }),
    );
  });

  it('ignores days after today (a zone change can put a day ahead)', () => {
    fc.assert(
      fc.property(history(), dayShape, (days, shape) => {
        expect(studyStreak([...days, { ...shape, date: addDays(TODAY, 1) }], TODAY)).toEqual(
          studyStreak(days, TODAY),
        );
      }),
    );
  });
});

const calendarArbitrary = fc.record({
  startOffset: fc.integer({ min: 0, max: 30 }),
  restWeekdays: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 3 }),
});

const restWeekdays = fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 3 });

const nothing = { completed: 0, focusSeconds: 0, unfocused: { units: 0, volume: 0 } };

/** A plan of units of volume 1, with the units completed on each day back from today and nothing measured. */
function planInput(
  shape: { startOffset: number; restWeekdays: number[] },
  completions: number[],
  totals: { total: number; completed: number },
): PlanProgressInput {
  const startDate = addDays(TODAY, -shape.startOffset);
  return {
    calendar: { startDate, endDate: addDays(TODAY, 30), restDates: [], restWeekdays: shape.restWeekdays },
    totalUnits: totals.total,
    completedUnits: totals.completed,
    remainingVolume: totals.total - totals.completed,
    overdueUnits: 0,
    completedAheadUnits: 0,
    measured: { seconds: 0, volume: 0, todos: 0 },
    otherPlansPerUnit: { seconds: 0, todos: 0 },
    recentDays: new Map(
      completions.map((completed, back) => [addDays(TODAY, -back), { ...nothing, completed }]),
    ),
  };
}

/** `input` with `seconds[back]` of focus on the day `back` days before today (0 is today). */
function withFocus(input: PlanProgressInput, seconds: readonly number[]): PlanProgressInput {
  const recentDays = new Map(input.recentDays);
  seconds.forEach((focusSeconds, back) => {
    const date = addDays(TODAY, -back);
    recentDays.set(date, { ...(recentDays.get(date) ?? nothing), focusSeconds });
  });
  return { ...input, recentDays };
}

describe('planProgress', () => {
  const totals = fc
    .record({ total: fc.integer({ min: 1, max: 300 }), completed: fc.integer({ min: 0, max: 300 }) })
    .map(({ total, completed }) => ({ total, completed: Math.min(total, completed) }));
  const completions = fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 15 });

  it('forecasts a study day after today, or nothing', () => {
    fc.assert(
      fc.property(calendarArbitrary, completions, totals, (shape, done, figures) => {
        const input = planInput(shape, done, figures);
        const { forecastEndDate } = planProgress(input, TODAY);
        if (forecastEndDate === null) return;
        expect(compareDates(forecastEndDate, TODAY)).toBeGreaterThan(0);
        expect(shape.restWeekdays).not.toContain(dayOfWeek(forecastEndDate));
      }),
    );
  });

  it('is never later for a learner who completed more', () => {
    fc.assert(
      fc.property(
        calendarArbitrary,
        completions,
        totals,
        fc.nat({ max: 14 }),
        (shape, done, figures, back) => {
          const more = Array.from(
            { length: 15 },
            (_, index) => (done[index] ?? 0) + (index === back ? 1 : 0),
          );
          const slower = planProgress(planInput(shape, done, figures), TODAY).forecastEndDate;
          const faster = planProgress(planInput(shape, more, figures), TODAY).forecastEndDate;
          if (slower !== null && faster !== null) expect(compareDates(faster, slower)).toBeLessThanOrEqual(0);
          if (slower !== null) expect(faster).not.toBeNull();
        },
      ),
    );
  });

  it('says nothing until the plan has enough study days, or once it is done', () => {
    const busy = Array.from({ length: 14 }, () => 3);
    const young = planInput({ startOffset: FORECAST_MIN_STUDY_DAYS - 2, restWeekdays: [] }, busy, {
      total: 50,
      completed: 6,
    });
    expect(planProgress(young, TODAY).forecastEndDate).toBeNull();
    const done = planInput({ startOffset: 20, restWeekdays: [] }, busy, { total: 50, completed: 50 });
    expect(planProgress(done, TODAY)).toMatchObject({ progress: 1, forecastEndDate: null });
  });

  it('at two units a day, twenty units left take ten study days', () => {
    const input = planInput(
      { startOffset: 20, restWeekdays: [] },
      [0, ...Array.from({ length: 14 }, () => 2)],
      {
        total: 40,
        completed: 20,
      },
    );
    expect(planProgress(input, TODAY).forecastEndDate).toBe(addDays(TODAY, 10));
  });

  it('counts units behind as overdue work less work done ahead', () => {
    const input = { ...planInput({ startOffset: 5, restWeekdays: [] }, [], { total: 10, completed: 4 }) };
    const behind = planProgress({ ...input, overdueUnits: 3, completedAheadUnits: 1 }, TODAY);
    expect(behind.unitsBehind).toBe(2);
    expect(behind.expectedProgress).toBeCloseTo(0.6);
    const ahead = planProgress({ ...input, completedAheadUnits: 2 }, TODAY);
    expect(ahead.unitsBehind).toBe(-2);
    expect(ahead.expectedProgress).toBeCloseTo(0.2);
  });
});

describe('planProgress in focus time', () => {
  const MINUTE = 60;
  /** Ten volume-1 units measured at twenty minutes each. */
  const twentyMinuteUnits = { seconds: 10 * 20 * MINUTE, volume: 10, todos: 10 };
  const started = (totals: { total: number; completed: number }, rest: number[] = []) => ({
    ...planInput({ startOffset: 30, restWeekdays: rest }, [], totals),
    measured: twentyMinuteUnits,
  });
  /** Study days from tomorrow up to `date`, both included. */
  const studyDaysUntil = (date: string, rest: readonly number[]) =>
    Array.from({ length: daysBetween(TODAY, date) }, (_, index) => addDays(TODAY, index + 1)).filter(
      (day) => !rest.includes(dayOfWeek(day)),
    ).length;
  const focusDays = fc.array(fc.integer({ min: 0, max: 4 * 3600 }), { minLength: 1, maxLength: 15 });
  const left = fc.integer({ min: 1, max: 200 });

  it('forty minutes a day at twenty minutes a unit is two units a day', () => {
    const input = withFocus(started({ total: 40, completed: 20 }), [
      0,
      ...Array.from({ length: 14 }, () => 40 * MINUTE),
    ]);
    expect(planProgress(input, TODAY)).toMatchObject({
      forecastEndDate: addDays(TODAY, 10),
      forecastRange: { earliest: addDays(TODAY, 10), latest: addDays(TODAY, 10) },
      paceSecondsPerDay: 40 * MINUTE,
    });
  });

  it('measures per page where volumes differ: 120 pages at 100 seconds a page, 20 minutes a day', () => {
    const input = withFocus(
      {
        ...planInput({ startOffset: 30, restWeekdays: [] }, [], { total: 10, completed: 6 }),
        measured: { seconds: 30 * 100, volume: 30, todos: 3 },
        remainingVolume: 120,
      },
      [0, ...Array.from({ length: 14 }, () => 20 * MINUTE)],
    );
    expect(planProgress(input, TODAY).forecastEndDate).toBe(addDays(TODAY, 10));
  });

  it('never ends before the remaining work fits at the pace, nor a study day after', () => {
    fc.assert(
      fc.property(focusDays, left, restWeekdays, (seconds, units, rest) => {
        const input = withFocus(started({ total: 100 + units, completed: 100 }, rest), seconds);
        const { forecastEndDate } = planProgress(input, TODAY);
        if (forecastEndDate === null) return;
        // The plan started 30 days ago: every study day of the window counts, focused or not.
        const window = Array.from({ length: PACE_WINDOW_DAYS }, (_, index) => index + 1).filter(
          (back) => !rest.includes(dayOfWeek(addDays(TODAY, -back))),
        );
        const focused = window.reduce((sum, back) => sum + (seconds[back] ?? 0), 0);
        const pace = (focused + (seconds[0] ?? 0)) / window.length;
        const work = units * 20 * MINUTE;
        const days = studyDaysUntil(forecastEndDate, rest);
        expect(days * pace).toBeGreaterThanOrEqual(work - 1e-6);
        expect((days - 1) * pace).toBeLessThan(work);
      }),
    );
  });

  it('never moves the date earlier for more work left', () => {
    fc.assert(
      fc.property(
        focusDays,
        left,
        fc.integer({ min: 1, max: 50 }),
        restWeekdays,
        (seconds, units, more, rest) => {
          const forecast = (remaining: number) =>
            planProgress(
              withFocus(started({ total: 100 + remaining, completed: 100 }, rest), seconds),
              TODAY,
            );
          const less = forecast(units);
          const bigger = forecast(units + more);
          if (bigger.forecastEndDate !== null) expect(less.forecastEndDate).not.toBeNull();
          if (less.forecastEndDate === null || bigger.forecastEndDate === null) return;
          expect(compareDates(bigger.forecastEndDate, less.forecastEndDate)).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('never widens the range for a steadier daily time of the same total', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 4 * 3600 }), { minLength: 15, maxLength: 15 }),
        fc.nat({ max: 13 }),
        fc.nat({ max: 13 }),
        fc.nat({ max: 3600 }),
        left,
        (seconds, first, second, shift, units) => {
          // Moves up to `shift` seconds from the busier of two window days to the quieter, never past equal.
          const [busy, quiet] = [first + 1, second + 1].sort((a, b) => (seconds[b] ?? 0) - (seconds[a] ?? 0));
          if (busy === undefined || quiet === undefined) return;
          const gap = (seconds[busy] ?? 0) - (seconds[quiet] ?? 0);
          const moved = Math.min(shift, Math.floor(gap / 2));
          const steadier = seconds.map((day, back) =>
            back === busy ? day - moved : back === quiet ? day + moved : day,
          );
          const plan = started({ total: 100 + units, completed: 100 });
          const uneven = planProgress(withFocus(plan, seconds), TODAY);
          const steady = planProgress(withFocus(plan, steadier), TODAY);
          expect(steady.forecastEndDate).toBe(uneven.forecastEndDate);
          if (!uneven.forecastRange) return;
          expect(steady.forecastRange).toBeTruthy();
          const range = steady.forecastRange ?? uneven.forecastRange;
          expect(compareDates(range.earliest, uneven.forecastRange.earliest)).toBeGreaterThanOrEqual(0);
          expect(compareDates(range.latest, uneven.forecastRange.latest)).toBeLessThanOrEqual(0);
        },
      ),
    );
  });

  it('falls back to units completed a day when nothing is measured, or nothing was focused on', () => {
    fc.assert(
      fc.property(
        calendarArbitrary,
        fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 15 }),
        focusDays,
        left,
        (shape, done, seconds, units) => {
          const ticked = planInput(shape, done, { total: 100 + units, completed: 100 });
          const byCompletions = planProgress(ticked, TODAY);
          const unmeasured = planProgress(withFocus(ticked, seconds), TODAY);
          const unfocused = planProgress({ ...ticked, measured: twentyMinuteUnits }, TODAY);
          for (const progress of [unmeasured, unfocused]) {
            expect(progress.forecastEndDate).toBe(byCompletions.forecastEndDate);
            expect(progress.forecastRange).toEqual(byCompletions.forecastRange);
            expect(progress.paceSecondsPerDay).toBeNull();
          }
        },
      ),
    );
  });

  it("takes a unit's time from the learner's other plans for units of volume 1 only", () => {
    const ticked = {
      ...planInput({ startOffset: 30, restWeekdays: [] }, [0, 1, 1, 1], { total: 40, completed: 20 }),
      otherPlansPerUnit: { seconds: 5 * 20 * MINUTE, todos: 5 },
    };
    const plan = withFocus(ticked, [0, ...Array.from({ length: 14 }, () => 40 * MINUTE)]);
    expect(planProgress(plan, TODAY)).toMatchObject({
      forecastEndDate: addDays(TODAY, 10),
      paceSecondsPerDay: 40 * MINUTE,
    });
    // Pages with nothing measured in the plan have no expected time: the pace is the units completed.
    const pages = planProgress({ ...plan, remainingVolume: 400 }, TODAY);
    expect(pages.paceSecondsPerDay).toBeNull();
    expect(pages.forecastEndDate).toBe(
      planProgress({ ...ticked, remainingVolume: 400 }, TODAY).forecastEndDate,
    );
  });

  it('adds the expected time of units completed without focus to their day, and then says no daily time', () => {
    // Twenty minutes of focus and one twenty-minute unit ticked without focus each day: two units a day.
    const plan = withFocus(started({ total: 40, completed: 20 }), [
      0,
      ...Array.from({ length: 14 }, () => 20 * MINUTE),
    ]);
    const recentDays = new Map(
      [...plan.recentDays].map(([date, day]) => [
        date,
        date === TODAY ? day : { ...day, completed: 2, unfocused: { units: 1, volume: 1 } },
      ]),
    );
    expect(planProgress({ ...plan, recentDays }, TODAY)).toMatchObject({
      forecastEndDate: addDays(TODAY, 10),
      paceSecondsPerDay: null,
    });
  });
});

describe('endDateForecast', () => {
  const sample = fc.record({
    studyDays: fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 14 }),
    today: fc.integer({ min: 0, max: 6 }),
  });
  const remaining = fc.integer({ min: 1, max: 200 });
  const calendar = (restWeekdays: number[]) => ({
    startDate: addDays(TODAY, -30),
    restDates: [],
    restWeekdays,
  });
  const spanDays = (range: { earliest: string; latest: string }) => daysBetween(range.earliest, range.latest);

  it('holds the point estimate inside its range', () => {
    fc.assert(
      fc.property(sample, remaining, restWeekdays, (history, left, rest) => {
        const forecast = endDateForecast(history, calendar(rest), left, TODAY);
        if (forecast?.range == null) return;
        expect(compareDates(forecast.range.earliest, forecast.date)).toBeLessThanOrEqual(0);
        expect(compareDates(forecast.date, forecast.range.latest)).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('never widens when the same pace is seen for twice as long', () => {
    fc.assert(
      fc.property(sample, remaining, restWeekdays, (history, left, rest) => {
        const longer: PaceSample = {
          studyDays: [...history.studyDays, ...history.studyDays],
          today: history.today * 2,
        };
        const short = endDateForecast(history, calendar(rest), left, TODAY);
        const long = endDateForecast(longer, calendar(rest), left, TODAY);
        if (short === null) return;
        expect(long?.date).toBe(short.date);
        if (short.range === null) return;
        expect(long?.range).not.toBeNull();
        const range = long?.range ?? short.range;
        expect(compareDates(range.earliest, short.range.earliest)).toBeGreaterThanOrEqual(0);
        expect(compareDates(range.latest, short.range.latest)).toBeLessThanOrEqual(0);
        expect(spanDays(range)).toBeLessThanOrEqual(spanDays(short.range));
      }),
    );
  });

  it('gives a steady learner one date, and an uneven one a span around the same pace', () => {
    const steady = endDateForecast({ studyDays: [2, 2, 2, 2], today: 0 }, calendar([]), 20, TODAY);
    expect(steady).toEqual({
      date: addDays(TODAY, 10),
      range: { earliest: addDays(TODAY, 10), latest: addDays(TODAY, 10) },
    });
    // Two units a day on average with a standard error of one: one to three units a day.
    const uneven = endDateForecast({ studyDays: [0, 3, 3], today: 0 }, calendar([]), 12, TODAY);
    expect(uneven).toEqual({
      date: addDays(TODAY, 6),
      range: { earliest: addDays(TODAY, 4), latest: addDays(TODAY, 12) },
    });
  });

  it('says nothing with too few study days, and gives no range when the slow end is no pace', () => {
    expect(endDateForecast({ studyDays: [3, 3], today: 3 }, calendar([]), 10, TODAY)).toBeNull();
    expect(endDateForecast({ studyDays: [0, 0, 0], today: 0 }, calendar([]), 10, TODAY)).toBeNull();
    expect(endDateForecast({ studyDays: [0, 0, 6], today: 0 }, calendar([]), 10, TODAY)).toEqual({
      date: addDays(TODAY, 5),
      range: null,
    });
  });
});

describe('secondsByHourOfDay', () => {
  const stretch = fc.record({
    localStartMs: fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2026, 11, 31) }),
    seconds: fc.integer({ min: 0, max: 6 * 3600 }),
  });

  it('keeps every second, rounded once per hour', () => {
    fc.assert(
      fc.property(fc.array(stretch, { maxLength: 20 }), (stretches) => {
        const hours = secondsByHourOfDay(stretches);
        const total = stretches.reduce((sum, item) => sum + item.seconds, 0);
        const shown = hours.reduce((sum, seconds) => sum + seconds, 0);
        expect(Math.abs(shown - total)).toBeLessThanOrEqual(12);
        expect(hours.every((seconds) => Number.isInteger(seconds) && seconds >= 0)).toBe(true);
      }),
    );
  });

  it('moves with the wall clock: nine hours later on the clock is nine hours later on the chart', () => {
    fc.assert(
      fc.property(fc.array(stretch, { maxLength: 10 }), (stretches) => {
        const utc = secondsByHourOfDay(stretches);
        const later = secondsByHourOfDay(
          stretches.map((item) => ({ ...item, localStartMs: item.localStartMs + 9 * 3_600_000 })),
        );
        expect(later).toEqual(utc.map((_, hour) => utc[(hour + 24 - 9) % 24]));
      }),
    );
  });

  it('splits a stretch across the hours it covers, past midnight too', () => {
    const hours = secondsByHourOfDay([
      { localStartMs: Date.UTC(2026, 10, 22, 9, 40), seconds: 50 * 60 },
      { localStartMs: Date.UTC(2026, 10, 22, 23, 30), seconds: 60 * 60 },
    ]);
    expect(hours[9]).toBe(20 * 60);
    expect(hours[10]).toBe(30 * 60);
    expect(hours[23]).toBe(30 * 60);
    expect(hours[0]).toBe(30 * 60);
  });
});

describe('statsQuery', () => {
  it('takes 7 to 366 days, 30 by default', () => {
    expect(statsQuery.parse({})).toEqual({ days: 30 });
    expect(statsQuery.parse({ days: '366' })).toEqual({ days: 366 });
    for (const days of ['6', '367', '1.5', 'x']) expect(statsQuery.safeParse({ days }).success).toBe(false);
  });
});

describe('planProgress averages', () => {
  it('floors the time per unit, in seconds and in minutes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 0, max: 100_000 }),
        (units, seconds) => {
          const input = {
            ...planInput({ startOffset: 10, restWeekdays: [] }, [], { total: 500, completed: units }),
            measured: { seconds, volume: units, todos: units },
          };
          const { secondsPerUnit, minutesPerUnit } = planProgress(input, TODAY);
          expect(secondsPerUnit).toBe(Math.floor(seconds / units));
          expect(minutesPerUnit).toBe(Math.floor(Math.floor(seconds / units) / 60));
        },
      ),
    );
  });
});
