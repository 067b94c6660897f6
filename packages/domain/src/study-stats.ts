import { z } from './zod.ts';
import { addDays, compareDates, daysBetween } from './calendar-date.ts';
import { isoDate } from './iso-date.ts';
import { MS_PER_SECOND, SECONDS_PER_MINUTE, wholeMinutes } from './duration.ts';
import { expectedTodoSeconds, type StudyMeasure } from './expected-time.ts';
import { completionRate } from './focus-figures.ts';
import { isPlanRestDay, type PlanCalendar } from './plan-calendar.ts';

/** How many days of history `GET /api/user/stats` covers (docs/product-rules.md#statistics). */
export const STATS_DAYS = { min: 7, max: 366, default: 30 } as const;

/** A day extends a streak with at least this much measured focus (or one completed to-do). */
export const STREAK_MIN_FOCUS_MINUTES = 10;

/** The measured pace of a plan is read over at most this many days before today. */
export const PACE_WINDOW_DAYS = 14;

/** A forecast needs at least this many of the plan's study days behind it… */
export const FORECAST_MIN_STUDY_DAYS = 3;

/** A forecast further out than this is no forecast (a pace of a unit a month says nothing useful). */
export const FORECAST_MAX_DAYS = 3 * 365;

export const HOURS_PER_DAY = 24;

export const statsMessages = {
  days: `기간은 ${STATS_DAYS.min}일에서 ${STATS_DAYS.max}일 사이로 골라 주세요.`,
} as const;

export const statsQuery = z.object({
  days: z._default(
    z.coerce
      .number({ error: statsMessages.days })
      .check(
        z.int(statsMessages.days),
        z.minimum(STATS_DAYS.min, statsMessages.days),
        z.maximum(STATS_DAYS.max, statsMessages.days),
      ),
    STATS_DAYS.default,
  ),
});

const count = z.int().check(z.nonnegative());

/** Credited focus seconds of a study day, an open log counted up to the read; minutes are their floor. */
export const statsDay = z.object({
  date: isoDate,
  studySeconds: count,
  studyMinutes: count,
  completedTodos: count,
  plannedTodos: count,
});
export type StatsDay = z.infer<typeof statsDay>;

/** The end dates at the measured pace one standard error faster and slower. */
export const forecastRange = z.object({ earliest: isoDate, latest: isoDate });
export type ForecastRange = z.infer<typeof forecastRange>;

export const planStats = z.object({
  id: z.string(),
  title: z.string(),
  /** The plan's scheduled last day. */
  endDate: isoDate,
  totalUnits: count,
  completedUnits: count,
  progress: z.number(),
  expectedProgress: z.number(),
  /** Positive: units behind the schedule; negative: units ahead of it. */
  unitsBehind: z.int(),
  /** Measured focus seconds per completed unit, floored; null until a completed unit has measured time. */
  secondsPerUnit: z.nullable(z.int()),
  /** `secondsPerUnit` in whole minutes (its floor). */
  minutesPerUnit: z.nullable(z.int()),
  /** The day the plan ends at the measured pace; null until there is enough to measure, or when done. */
  forecastEndDate: z.nullable(isoDate),
  /** How sure the forecast is: a span of end dates; null when unsure, absent from older servers. */
  forecastRange: z.optional(z.nullable(forecastRange)),
  /**
   * The focus seconds a study day (floored) the forecast's pace stands on; null when the pace is units
   * completed (nothing measured) or counts units completed without focus; absent from older servers.
   */
  paceSecondsPerDay: z.optional(z.nullable(count)),
});
export type PlanStats = z.infer<typeof planStats>;

export const learnerStats = z.object({
  today: z.extend(z.omit(statsDay, { date: true }), {
    date: isoDate,
    /** Credited seconds of today's closed focus logs, so a live clock can add the open one exactly. */
    closedStudySeconds: count,
    /** When the open focus log started (not in `closedStudySeconds`); null when not focusing. */
    focusingSince: z.nullable(z.string()),
    /** The earliest planned end of the open log's block or session: the live clock stops there. */
    focusCreditEndsAt: z.nullable(z.string()),
    /**
     * To-dos completed today whatever day they were planned for (an overdue one too), unlike `completedTodos`
     * (today's rows now done); absent from older servers.
     */
    completedTodosAnyDate: z.optional(count),
  }),
  totals: z.object({ studySeconds: count, studyMinutes: count, completedTodos: count, plannedTodos: count }),
  streak: z.object({ current: count, longest: count, todayCounts: z.boolean() }),
  completionRate: z.number(),
  daily: z.array(statsDay),
  /** Credited seconds by hour of the day (0–23) in the learner's zone. */
  secondsByHour: z.array(count).check(z.length(HOURS_PER_DAY)),
  /** `secondsByHour` in whole minutes (each one's floor). */
  byHour: z.array(count).check(z.length(HOURS_PER_DAY)),
  plans: z.array(planStats),
});
export type LearnerStats = z.infer<typeof learnerStats>;

/** One study day as the streak sees it. */
export type StreakDay = {
  date: string;
  studyMinutes: number;
  /** To-dos completed on this day (whatever day they were planned for). */
  completedTodos: number;
  /** A day off: nothing was planned on it (rest and buffer days plan nothing). */
  dayOff: boolean;
};

/** Whether a day counts towards a streak: ten minutes of measured focus or one completed to-do. */
export function isStreakDay(day: Pick<StreakDay, 'studyMinutes' | 'completedTodos'>): boolean {
  return day.studyMinutes >= STREAK_MIN_FOCUS_MINUTES || day.completedTodos > 0;
}

/**
 * Current and longest streak over consecutive days ending `today` (docs/product-rules.md#statistics): a
 * studied day extends the streak, a day off that was not studied neither breaks nor extends it, any other
 * day breaks it. Today, while not yet studied, does not break the current streak: the day is not over.
 * Days missing from `days` are unplanned, unstudied days (days off).
 */
export function studyStreak(
  days: readonly StreakDay[],
  today: string,
): { current: number; longest: number; todayCounts: boolean } {
  const byDate = new Map(days.map((day) => [day.date, day]));
  // Each date is read once (a year's history is hundreds of days; comparing in the sort read each many times).
  const sorted = [...byDate.values()]
    .map((day) => ({ day, offset: daysBetween(today, day.date) }))
    .filter(({ offset }) => offset <= 0)
    .sort((a, b) => a.offset - b.offset);
  let longest = 0;
  let run = 0;
  for (const { day } of sorted) {
    if (isStreakDay(day)) run += 1;
    else if (!day.dayOff && day.date !== today) run = 0;
    longest = Math.max(longest, run);
  }
  const todayEntry = byDate.get(today);
  return { current: run, longest, todayCounts: todayEntry !== undefined && isStreakDay(todayEntry) };
}

/** One recent day of a plan, by the study day of the completion or of the focus log's start. */
export type RecentPlanDay = {
  /** Units completed on the day. */
  completed: number;
  /** Credited seconds of the day's closed focus logs on the plan's to-dos, whatever became of them. */
  focusSeconds: number;
  /** Units completed on the day with no focus time, and their summed volume. */
  unfocused: PlanWork;
};

/** Units of a plan and their summed volume (pages where volumes differ, else one a unit). */
export type PlanWork = { units: number; volume: number };

/** What the forecast knows of one plan. */
export type PlanProgressInput = {
  calendar: PlanCalendar & { endDate: string };
  totalUnits: number;
  completedUnits: number;
  /** Summed volume of the units left (live units not completed). */
  remainingVolume: number;
  /** Open units whose day is before today (overdue). */
  overdueUnits: number;
  /** Completed units whose day is after today (done ahead of the schedule). */
  completedAheadUnits: number;
  /** Focus measured on the plan's completed to-dos (`expected-time.ts`). */
  measured: StudyMeasure;
  /** The learner's focus per volume-1 unit in their other plans, the expected time's fallback. */
  otherPlansPerUnit: Omit<StudyMeasure, 'volume'>;
  /** Today and the days of the pace window; a day with nothing is missing. */
  recentDays: ReadonlyMap<string, RecentPlanDay>;
};

export type PlanProgress = Omit<PlanStats, 'id' | 'title' | 'endDate' | 'totalUnits' | 'completedUnits'>;

/**
 * A plan against its schedule and the learner's measured pace (docs/product-rules.md#statistics). Behind =
 * overdue open units minus units done ahead of their day; the forecast walks the plan's study days from
 * tomorrow at the pace of the PACE_WINDOW_DAYS days before today (plus what is done today): in focus time
 * against the to-dos' expected time when the plan's work has one and was focused on, else in units completed.
 */
export function planProgress(input: PlanProgressInput, today: string): PlanProgress {
  const { totalUnits, completedUnits } = input;
  const remaining = totalUnits - completedUnits;
  const paced = remaining > 0 ? pacedForecast(input, remaining, today) : null;
  const unitsBehind = input.overdueUnits - input.completedAheadUnits;
  const { measured } = input;
  // Averages floor, like every other figure of study time.
  const secondsPerUnit = measured.todos > 0 ? Math.floor(measured.seconds / measured.todos) : null;
  return {
    progress: completionRate(completedUnits, totalUnits),
    expectedProgress: completionRate(completedUnits + unitsBehind, totalUnits),
    unitsBehind,
    secondsPerUnit,
    minutesPerUnit: secondsPerUnit === null ? null : wholeMinutes(secondsPerUnit),
    forecastEndDate: paced?.forecast?.date ?? null,
    forecastRange: paced?.forecast?.range ?? null,
    paceSecondsPerDay: paced?.secondsPerDay ?? null,
  };
}

/**
 * The expected seconds of some units of a plan as their to-do rows add up (`expectedTodoSeconds`); null when
 * some have none.
 */
function expectedWorkSeconds(
  work: PlanWork,
  input: Pick<PlanProgressInput, 'measured' | 'otherPlansPerUnit'>,
): number | null {
  if (work.units === 0) return 0;
  // Volumes are at least 1, so units all of volume 1 sum to their count: each takes a volume-1 unit's time.
  if (work.volume === work.units) {
    const each = expectedTodoSeconds(1, input.measured, input.otherPlansPerUnit);
    return each === null ? null : each * work.units;
  }
  return expectedTodoSeconds(work.volume, input.measured, input.otherPlansPerUnit);
}

/**
 * The forecast in focus time when the work left has an expected time and the window has focus on the plan:
 * each study day's work is its focus seconds plus the expected time of the units completed without focus.
 * Otherwise (a learner who ticks without focusing) in units completed a study day.
 */
function pacedForecast(
  input: PlanProgressInput,
  remaining: number,
  today: string,
): { forecast: EndDateForecast | null; secondsPerDay: number | null } {
  const days = [...paceWindowStudyDays(input.calendar, today), today].map(
    (date) =>
      input.recentDays.get(date) ?? { completed: 0, focusSeconds: 0, unfocused: { units: 0, volume: 0 } },
  );
  const left = expectedWorkSeconds({ units: remaining, volume: input.remainingVolume }, input);
  const focused = days.reduce((sum, day) => sum + day.focusSeconds, 0);
  const work = days.map((day) => {
    const unfocused = expectedWorkSeconds(day.unfocused, input);
    return unfocused === null ? null : day.focusSeconds + unfocused;
  });
  if (left !== null && left > 0 && focused > 0 && work.every((seconds) => seconds !== null)) {
    const forecast = endDateForecast(paceSample(work), input.calendar, left, today);
    const studyDays = days.length - 1;
    const onlyFocus = days.every((day) => day.unfocused.units === 0);
    // "40 minutes a day" is the pace only when every unit counted in it was focused on.
    const secondsPerDay = forecast && onlyFocus ? Math.floor(focused / studyDays) : null;
    return { forecast, secondsPerDay };
  }
  const completions = paceSample(days.map((day) => day.completed));
  return { forecast: endDateForecast(completions, input.calendar, remaining, today), secondsPerDay: null };
}

/** Work done on each of the plan's study days in the pace window, and so far today. */
export type PaceSample = { studyDays: readonly number[]; today: number };

/** A sample from the window's study days followed by today. */
function paceSample(days: readonly number[]): PaceSample {
  // Today is not over, so it is not a day of the window, but what is already done today counts.
  return { studyDays: days.slice(0, -1), today: days.at(-1) ?? 0 };
}

export type EndDateForecast = { date: string; range: ForecastRange | null };

/**
 * Where the plan ends at its measured pace, and how sure that is (docs/product-rules.md#statistics): the pace
 * is the work done (today's included) over the sampled study days, and `remaining` is in the same measure
 * (units, or seconds of expected time); the range is the end dates at that pace plus and minus its standard
 * error over those days, so a steady learner gets one date and an uneven one a wider span. Null with too
 * little history or no work; the range is null when the slow end is no pace at all or beyond FORECAST_MAX_DAYS.
 */
export function endDateForecast(
  sample: PaceSample,
  calendar: PlanCalendar,
  remaining: number,
  today: string,
): EndDateForecast | null {
  const days = sample.studyDays.length;
  const history = sample.studyDays.reduce((sum, count) => sum + count, 0);
  const completed = history + sample.today;
  if (days < FORECAST_MIN_STUDY_DAYS || completed <= 0) return null;
  const pace = completed / days;
  const date = endDateAtPace(calendar, remaining, today, pace);
  if (date === null) return null;
  const mean = history / days;
  const squares = sample.studyDays.reduce((sum, count) => sum + (count - mean) ** 2, 0);
  const error = Math.sqrt(squares / (days - 1) / days);
  const slow = pace - error;
  const latest = slow > 0 ? endDateAtPace(calendar, remaining, today, slow) : null;
  const earliest = endDateAtPace(calendar, remaining, today, pace + error);
  return { date, range: latest === null || earliest === null ? null : { earliest, latest } };
}

/** The plan's study days among the PACE_WINDOW_DAYS days before today, oldest first. */
function paceWindowStudyDays(calendar: PlanCalendar, today: string): string[] {
  const dates: string[] = [];
  for (let back = PACE_WINDOW_DAYS; back >= 1; back -= 1) {
    const date = addDays(today, -back);
    if (compareDates(date, calendar.startDate) < 0 || isPlanRestDay(calendar, date)) continue;
    dates.push(date);
  }
  return dates;
}

/** The study day, from tomorrow, on which `remaining` units are placed at `pace` units a study day. */
function endDateAtPace(
  calendar: PlanCalendar,
  remaining: number,
  today: string,
  pace: number,
): string | null {
  // What is still owed today is owed at the same pace; it is placed from tomorrow with the rest.
  let placed = 0;
  let date = today;
  for (let step = 0; step < FORECAST_MAX_DAYS; step += 1) {
    date = addDays(date, 1);
    if (isPlanRestDay(calendar, date)) continue;
    placed += pace;
    // A small tolerance keeps 3 × (1/3) from falling a day short through rounding.
    if (placed >= remaining - 1e-9) return date;
  }
  return null;
}

/**
 * A closed focus log as the hour chart sees it: when its credited stretch starts on the learner's wall clock
 * (milliseconds since 1970-01-01 00:00 of that clock, so no zone arithmetic is left), and its seconds.
 */
export type CreditedStretch = { localStartMs: number; seconds: number };

const MS_PER_HOUR = SECONDS_PER_MINUTE * SECONDS_PER_MINUTE * MS_PER_SECOND;

/**
 * Seconds of focus by hour of the day (0–23): each log's credited seconds are spread over the wall-clock
 * hours they cover and summed (whole seconds per hour). A log across a clock change keeps the clock it
 * started on.
 */
export function secondsByHourOfDay(stretches: readonly CreditedStretch[]): number[] {
  const seconds = new Float64Array(HOURS_PER_DAY);
  for (const stretch of stretches) {
    let at = stretch.localStartMs;
    let left = stretch.seconds * MS_PER_SECOND;
    while (left > 0) {
      const intoHour = ((at % MS_PER_HOUR) + MS_PER_HOUR) % MS_PER_HOUR;
      const span = Math.min(left, MS_PER_HOUR - intoHour);
      const hour = ((Math.floor(at / MS_PER_HOUR) % HOURS_PER_DAY) + HOURS_PER_DAY) % HOURS_PER_DAY;
      seconds[hour] = (seconds[hour] ?? 0) + span / MS_PER_SECOND;
      at += span;
      left -= span;
    }
  }
  return Array.from(seconds, (total) => Math.round(total));
}
