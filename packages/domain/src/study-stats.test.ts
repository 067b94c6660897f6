import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, compareDates, dayOfWeek, daysBetween } from './calendar-date.ts';
import {
  endDateForecast,
  FORECAST_MIN_STUDY_DAYS,
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
    overdueUnits: 0,
    completedAheadUnits: 0,
    measuredSeconds: 0,
    measuredUnits: 0,
    completionsByDay: new Map(completions.map((count, back) => [addDays(TODAY, -back), count])),
  };
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
  const restWeekdays = fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 3 });
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
            measuredSeconds: seconds,
            measuredUnits: units,
          };
          const { secondsPerUnit, minutesPerUnit } = planProgress(input, TODAY);
          expect(secondsPerUnit).toBe(Math.floor(seconds / units));
          expect(minutesPerUnit).toBe(Math.floor(Math.floor(seconds / units) / 60));
        },
      ),
    );
  });
});
