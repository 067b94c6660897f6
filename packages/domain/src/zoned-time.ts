import { clockToMinutes, minutesToClock } from './clock-time.ts';
import { addDays, todayInZone } from './calendar-date.ts';
import { wallClockInZone } from './time-zone.ts';

const MS_PER_DAY = 86_400_000;

/** The wall clock an instant shows in `timeZone`, as milliseconds of that clock read as UTC. */
function wallMs(instantMs: number, timeZone: string): number {
  const { year, month, day, hour, minute, second } = wallClockInZone(new Date(instantMs), timeZone);
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/** The zone's offset from UTC at a whole-second instant. */
const offsetMs = (instantMs: number, timeZone: string) => wallMs(instantMs, timeZone) - instantMs;

/**
 * The instant at which a wall clock in `timeZone` shows `clock` (HH:mm) on `date` (YYYY-MM-DD). A clock shown
 * twice (clocks set back) is its first instant; one never shown (clocks set forward) lands as far past the
 * gap as it lies into it, as a JavaScript Date and Temporal's "compatible" choice do.
 */
export function zonedInstant(date: string, clock: string, timeZone: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const wall = Date.UTC(year, month - 1, day, 0, clockToMinutes(clock));
  // No zone changes its offset twice within two days: the offsets a day either side are the only ones.
  const before = offsetMs(wall - MS_PER_DAY, timeZone);
  const after = offsetMs(wall + MS_PER_DAY, timeZone);
  const shown = [wall - before, wall - after].filter((instantMs) => wallMs(instantMs, timeZone) === wall);
  return new Date(shown.length > 0 ? Math.min(...shown) : wall - before);
}

/** The wall-clock time (HH:mm) an instant shows in `timeZone`. */
export function clockInZone(instant: Date, timeZone: string): string {
  const { hour, minute } = wallClockInZone(instant, timeZone);
  return minutesToClock(hour * 60 + minute);
}

/** The calendar date (YYYY-MM-DD) an instant falls on in `timeZone`: a study day that starts at midnight. */
export function dateInZone(instant: Date, timeZone: string): string {
  return todayInZone(instant, timeZone);
}

/** The wall-clock date and time (`YYYY-MM-DD HH:mm:ss`) an instant shows in `timeZone`, for files people read. */
export function dateTimeInZone(instant: Date, timeZone: string): string {
  const { hour, minute, second } = wallClockInZone(instant, timeZone);
  const pad = (value: number) => String(value).padStart(2, '0');
  const time = [hour, minute, second].map(pad).join(':');
  return `${dateInZone(instant, timeZone)} ${time}`;
}

/**
 * A session's window from `HH:mm` times on the learner's day: an end not after the start crosses midnight
 * (docs/product-rules.md#time-and-the-study-day).
 */
export function clockWindow(date: string, startClock: string, endClock: string, timeZone: string) {
  const start = zonedInstant(date, startClock, timeZone);
  const endDate = clockToMinutes(endClock) <= clockToMinutes(startClock) ? addDays(date, 1) : date;
  return { start, end: zonedInstant(endDate, endClock, timeZone) };
}

/** The first instant at or after `notBefore` whose wall clock in `timeZone` shows `clock`. */
export function nextClockInstant(notBefore: Date, clock: string, timeZone: string): Date {
  const day = dateInZone(notBefore, timeZone);
  const sameDay = zonedInstant(day, clock, timeZone);
  return sameDay.getTime() >= notBefore.getTime() ? sameDay : zonedInstant(addDays(day, 1), clock, timeZone);
}

/**
 * The session a learner means by `HH:mm` start and end at `now`: the window that contains now (it may have
 * started yesterday evening), else today's window if it is still ahead; null when today's has passed.
 * Anchored on the calendar day, not the study day, so a late learner's "02:00" is tonight's 02:00.
 */
export function sessionWindowAt(now: Date, startClock: string, endClock: string, timeZone: string) {
  const today = dateInZone(now, timeZone);
  for (const date of [addDays(today, -1), today]) {
    const window = clockWindow(date, startClock, endClock, timeZone);
    if (window.start.getTime() <= now.getTime() && now.getTime() < window.end.getTime()) return window;
  }
  const upcoming = clockWindow(today, startClock, endClock, timeZone);
  return upcoming.start.getTime() > now.getTime() ? upcoming : null;
}
