import { z } from './zod.ts';
import { addDays, compareDates, isSupportedSpan } from './calendar-date.ts';
import { isoDate } from './iso-date.ts';
import { PLAN_DEFAULT_ESTIMATE_DAYS, PLAN_MAX_DAYS } from './constants.ts';
import {
  DAYS_PER_WEEK,
  dailyVolume,
  planCalendar,
  restDayRule,
  scheduleMessages,
  scheduleSettings,
  studySpeed,
  type PlanCalendar,
  type ScheduleSettings,
} from './plan-calendar.ts';

export {
  bufferDayInterval,
  dailyVolume,
  isPlanRestDay,
  planCalendar,
  restWeekday,
  restWeekdays,
  scheduleMessages,
  scheduleSettings,
  studySpeed,
  type PlanCalendar,
  type ScheduleSettings,
} from './plan-calendar.ts';

/**
 * The study plan scheduler (docs/product-rules.md#scheduling-a-plan): one pure walk over the calendar, shared
 * by the wizard's live preview and the server. Failures are returned as values, never thrown, so the preview
 * can show the message inline and the server can map the code to a status without try/catch.
 */

export type ScheduleInput = ScheduleSettings & {
  /** The selected leaf units in outline order (see `selectLeafUnits`); `volume` counts with `dailyVolume`. */
  units: readonly { readonly id: string; readonly volume?: number | undefined }[];
};

export type ScheduleDayKind = 'STUDY' | 'REST' | 'BUFFER';
export type ScheduledDay = { date: string; kind: ScheduleDayKind; unitIds: string[] };
export type StudySchedule = {
  /** Every calendar day from the start date to the end date, once, in order. */
  days: ScheduledDay[];
  endDate: string;
  studyDayCount: number;
  bufferDayCount: number;
  restDayCount: number;
};

export type ScheduleErrorCode = 'INVALID_INPUT' | 'NO_UNITS' | 'PLAN_TOO_LONG' | 'PLAN_PAST_SUPPORTED_DATES';
export type ScheduleError = { code: ScheduleErrorCode; message: string };
export type ScheduleResult<T> = { ok: true; value: T } | { ok: false; error: ScheduleError };

function invalidInput(error: z.core.$ZodError): { ok: false; error: ScheduleError } {
  return failure('INVALID_INPUT', error.issues[0]?.message ?? '입력값을 확인해 주세요.');
}

function failure(code: ScheduleErrorCode, message: string): { ok: false; error: ScheduleError } {
  return { ok: false, error: { code, message } };
}

type WalkedDay = { date: string; kind: ScheduleDayKind };

/**
 * Walks the calendar from `startDate` until `studyDayCount` study days are placed, skipping rest days and
 * putting a buffer day after every `interval` study days, including after a final partial block, which makes
 * `ceil(studyDays / interval)` buffer days. Refuses once the span would pass PLAN_MAX_DAYS or the last
 * supported day.
 */
function walkPlanCalendar(
  startDate: string,
  isRestDay: (date: string) => boolean,
  studyDayCount: number,
  interval: number,
): ScheduleResult<WalkedDay[]> {
  const days: WalkedDay[] = [];
  let studied = 0;
  let sinceBuffer = 0;
  let bufferDue = false;
  let date = startDate;
  while (studied < studyDayCount || bufferDue) {
    if (days.length === PLAN_MAX_DAYS) return failure('PLAN_TOO_LONG', scheduleMessages.planTooLong);
    if (!isSupportedSpan(startDate, date)) {
      return failure('PLAN_PAST_SUPPORTED_DATES', scheduleMessages.pastSupportedDates);
    }
    if (isRestDay(date)) {
      days.push({ date, kind: 'REST' });
    } else if (bufferDue) {
      days.push({ date, kind: 'BUFFER' });
      bufferDue = false;
    } else {
      days.push({ date, kind: 'STUDY' });
      studied += 1;
      sinceBuffer += 1;
      if (interval > 0 && (sinceBuffer === interval || studied === studyDayCount)) {
        bufferDue = true;
        sinceBuffer = 0;
      }
    }
    date = addDays(date, 1);
  }
  return { ok: true, value: days };
}

function parseSettings(input: ScheduleSettings): ScheduleResult<z.output<typeof scheduleSettings>> {
  const parsed = scheduleSettings.safeParse(input);
  return parsed.success ? { ok: true, value: parsed.data } : invalidInput(parsed.error);
}

/**
 * The units of each study day, in order: `speed` units a day, or, with a daily volume, as many units as
 * fit in it (a unit's volume defaults to 1), and a unit larger than the daily volume on a day of its own.
 */
export function groupUnitsByDay(
  units: ScheduleInput['units'],
  speed: number,
  dailyVolume?: number | null,
): string[][] {
  const days: string[][] = [];
  let today: string[] = [];
  let todayVolume = 0;
  for (const unit of units) {
    const volume = dailyVolume ? Math.max(1, unit.volume ?? 1) : 1;
    const capacity = dailyVolume ?? speed;
    if (today.length > 0 && todayVolume + volume > capacity) {
      days.push(today);
      today = [];
      todayVolume = 0;
    }
    today.push(unit.id);
    todayVolume += volume;
  }
  if (today.length > 0) days.push(today);
  return days;
}

/**
 * Lays the units out over the calendar, `studySpeed` a day or, with `dailyVolume`, by their volume, with rest
 * and buffer days.
 */
export function scheduleStudyPlan(input: ScheduleInput): ScheduleResult<StudySchedule> {
  const settings = parseSettings(input);
  if (!settings.ok) return settings;
  const { startDate, studySpeed: speed, bufferDayInterval: interval, dailyVolume } = settings.value;
  if (input.units.length === 0) return failure('NO_UNITS', scheduleMessages.noUnits);

  const unitsByDay = groupUnitsByDay(input.units, speed, dailyVolume);
  const studyDayCount = unitsByDay.length;
  const walked = walkPlanCalendar(startDate, restDayRule(settings.value), studyDayCount, interval);
  if (!walked.ok) return walked;

  let studyIndex = 0;
  const days = walked.value.map(({ date, kind }): ScheduledDay => {
    if (kind !== 'STUDY') return { date, kind, unitIds: [] };
    const unitIds = unitsByDay[studyIndex] ?? [];
    studyIndex += 1;
    return { date, kind, unitIds };
  });
  const last = days.at(-1);
  if (!last) return failure('NO_UNITS', scheduleMessages.noUnits);
  return {
    ok: true,
    value: {
      days,
      endDate: last.date,
      studyDayCount,
      bufferDayCount: days.filter((day) => day.kind === 'BUFFER').length,
      restDayCount: days.filter((day) => day.kind === 'REST').length,
    },
  };
}

/**
 * The end date the wizard previews. With units it is the schedule's end date; with none yet it is the
 * start date plus PLAN_DEFAULT_ESTIMATE_DAYS, pushed one day further for each rest day inside.
 */
export function estimatePlanEndDate(input: ScheduleInput): ScheduleResult<string> {
  if (input.units.length > 0) {
    const schedule = scheduleStudyPlan(input);
    return schedule.ok ? { ok: true, value: schedule.value.endDate } : schedule;
  }
  const settings = parseSettings(input);
  if (!settings.ok) return settings;
  // The start day itself plus 35 more non-rest days, so with no rest days the end is start + 35.
  const walked = walkPlanCalendar(
    settings.value.startDate,
    restDayRule(settings.value),
    PLAN_DEFAULT_ESTIMATE_DAYS + 1,
    0,
  );
  if (!walked.ok) return walked;
  const last = walked.value.at(-1);
  return last ? { ok: true, value: last.date } : failure('NO_UNITS', scheduleMessages.noUnits);
}

export type FlatContentUnit = { id: string; parentId?: string | null; sequence: number };

/**
 * The leaves to study, in outline order, from a content's flat unit list: a selected parent stands for all
 * its leaves, and a leaf selected both directly and through a parent appears once. Units whose parent is not
 * in the list are treated as roots, so a partial list still yields its leaves.
 */
export function selectLeafUnits<T extends FlatContentUnit>(
  units: readonly T[],
  selectedIds: Iterable<string>,
): T[] {
  const selected = new Set(selectedIds);
  const ids = new Set(units.map((unit) => unit.id));
  const roots: T[] = [];
  const childrenOf = new Map<string, T[]>();
  for (const unit of units) {
    const parentId = unit.parentId;
    if (parentId === null || parentId === undefined || !ids.has(parentId)) {
      roots.push(unit);
      continue;
    }
    const siblings = childrenOf.get(parentId);
    if (siblings) siblings.push(unit);
    else childrenOf.set(parentId, [unit]);
  }
  const bySequence = (a: T, b: T): number => a.sequence - b.sequence;

  const leaves: T[] = [];
  const visited = new Set<string>();
  const visit = (unit: T, parentSelected: boolean): void => {
    // A malformed list with a parent cycle must not loop forever.
    if (visited.has(unit.id)) return;
    visited.add(unit.id);
    const isSelected = parentSelected || selected.has(unit.id);
    const children = childrenOf.get(unit.id);
    if (!children || children.length === 0) {
      if (isSelected) leaves.push(unit);
      return;
    }
    for (const child of [...children].sort(bySequence)) visit(child, isSelected);
  };
  for (const root of [...roots].sort(bySequence)) visit(root, false);
  return leaves;
}

/**
 * The first day on or after `fromDate` (and not before the plan's start) that is not a rest day, or null
 * when every weekday is a rest day (the schema refuses that, so null only follows unvalidated input).
 */
export function nextStudyDay(calendar: PlanCalendar, fromDate: string): string | null {
  const isRestDay = restDayRule(calendar);
  let date = compareDates(fromDate, calendar.startDate) < 0 ? calendar.startDate : fromDate;
  // Each rest date can block at most one day and rest weekdays at most six in a row.
  const limit = calendar.restDates.length + DAYS_PER_WEEK;
  for (let step = 0; step <= limit; step += 1) {
    if (!isRestDay(date)) return date;
    date = addDays(date, 1);
  }
  return null;
}

/** A running plan as rescheduling sees it: its calendar, pace, end, buffer days and open to-dos. */
export type PlanCourse = PlanCalendar & {
  studySpeed: number;
  /** A plan by volume: a day's load is the volume of its units, not their count. */
  dailyVolume?: number | null | undefined;
  /** The plan's current end date. */
  endDate: string;
  /** The plan's buffer days (from its schedule), which absorb moved work; past ones stay as they are. */
  bufferDates: readonly string[];
  /**
   * The plan's open (PENDING or IN_PROGRESS) units with their days (and volumes, 1 when absent), in the
   * order they are to be studied.
   */
  openUnits: readonly { readonly id: string; readonly date: string; readonly volume?: number | undefined }[];
};

/** The postponed unit is among `openUnits`; units of days before `postponedOn` are ignored. */
export type PostponementInput = PlanCourse & {
  /** The study day on which the learner postponed (today); an overdue unit also moves to the day after it. */
  postponedOn: string;
  /** The unit being postponed. */
  unitId: string;
};

export type Postponement = {
  /** The day on which the postponed unit becomes PENDING again: the plan's next non-rest day. */
  targetDate: string;
  /** Every unit that changes day, the postponed one first; apply all of them together. */
  moves: { unitId: string; toDate: string }[];
  /** Equal to the input's end date unless no buffer day lay ahead and the plan had to grow. */
  endDate: string;
};

const postponementSettings = z.extend(planCalendar, {
  studySpeed,
  dailyVolume: z.optional(z.nullable(dailyVolume)),
  endDate: isoDate,
  postponedOn: isoDate,
});

/**
 * How many of `combined` (carried units first, then the day's own) a study day keeps: at least its own load
 * and at least one unit; by count up to the speed, or by volume up to the daily volume.
 */
function unitsKeptOnStudyDay(
  combined: readonly string[],
  existing: readonly string[],
  speed: number,
  dailyVolume: number | null | undefined,
  volumeOf: (unitId: string) => number,
): number {
  if (!dailyVolume) return Math.max(speed, existing.length);
  const capacity = Math.max(
    dailyVolume,
    existing.reduce((sum, id) => sum + volumeOf(id), 0),
  );
  let kept = 0;
  let volume = 0;
  for (const unitId of combined) {
    volume += volumeOf(unitId);
    if (kept > 0 && volume > capacity) break;
    kept += 1;
  }
  return kept;
}

/**
 * Rolls a postponed unit forward (docs/product-rules.md#to-dos). It goes to the next non-rest day of the
 * plan; if that day is a study day already holding `studySpeed` open units (or, by volume, its daily
 * volume), its last unit rolls on to the
 * following day, and so on, until a buffer day absorbs the overflow or, with none ahead, one day is added
 * after the end. So daily load stays at `studySpeed`, outline order is kept, and buffer days do the job they
 * exist for. The PLAN_MAX_DAYS cap is not applied: it guards plan creation, and refusing a postponement would
 * leave the learner stuck with a unit they cannot do today.
 */
export function planPostponement(input: PostponementInput): ScheduleResult<Postponement> {
  const parsed = postponementSettings.safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error);
  const { studySpeed: speed, dailyVolume: volumePerDay } = parsed.data;
  const volumes = new Map(input.openUnits.map((unit) => [unit.id, Math.max(1, unit.volume ?? 1)]));
  const volumeOf = (unitId: string) => volumes.get(unitId) ?? 1;
  const bufferDates = new Set(input.bufferDates);
  const unitsByDate = new Map<string, string[]>();
  for (const unit of input.openUnits) {
    if (unit.id === input.unitId || compareDates(unit.date, input.postponedOn) <= 0) continue;
    const onDay = unitsByDate.get(unit.date);
    if (onDay) onDay.push(unit.id);
    else unitsByDate.set(unit.date, [unit.id]);
  }

  const moves: { unitId: string; toDate: string }[] = [];
  let endDate = input.endDate;
  let targetDate: string | null = null;
  let carry = [input.unitId];
  let date = input.postponedOn;
  while (carry.length > 0) {
    const next = nextStudyDay(input, addDays(date, 1));
    if (next === null) return failure('INVALID_INPUT', scheduleMessages.everyWeekdayRest);
    date = next;
    targetDate ??= date;
    if (compareDates(date, endDate) > 0) endDate = date;

    const existing = unitsByDate.get(date) ?? [];
    const combined = [...carry, ...existing];
    // A buffer day takes everything; a study day keeps its own load (even if already over speed) and at
    // least `speed` units (or its daily volume), rolling whatever no longer fits onto the next day.
    const capacity = bufferDates.has(date)
      ? combined.length
      : unitsKeptOnStudyDay(combined, existing, speed, volumePerDay, volumeOf);
    const kept = combined.slice(0, capacity);
    const carried = new Set(carry);
    for (const unitId of kept) if (carried.has(unitId)) moves.push({ unitId, toDate: date });
    carry = combined.slice(kept.length);
  }
  return { ok: true, value: { targetDate: targetDate ?? date, moves, endDate } };
}
