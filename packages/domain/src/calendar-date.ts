import { wallClockInZone } from './time-zone.ts';

/**
 * Calendar days as ISO `YYYY-MM-DD` strings: days are dates, not instants
 * (docs/product-rules.md#time-and-the-study-day). Date-only maths runs on UTC midnights, where every day is
 * exactly 24 h, so no time zone can shift it.
 */
const MS_PER_DAY = 86_400_000;
const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export const isoDateMessage = '날짜는 YYYY-MM-DD 형식이어야 해요.';

/** Days since 1970-01-01, or NaN when the text is not a real calendar day (2025-02-30 is not). */
function toEpochDay(date: string): number {
  const match = ISO_DATE_PATTERN.exec(date);
  if (!match) return Number.NaN;
  const [, year, month, day] = match.map(Number);
  if (year === undefined || month === undefined || day === undefined) return Number.NaN;
  const utc = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC maps years 0-99 to 1900-1999.
  utc.setUTCFullYear(year, month - 1, day);
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day) {
    return Number.NaN;
  }
  return Math.round(utc.getTime() / MS_PER_DAY);
}

/** `YYYY-MM-DD` of a year, month (1–12) and day. */
function isoDateOf(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function fromEpochDay(epochDay: number): string {
  const utc = new Date(epochDay * MS_PER_DAY);
  return isoDateOf(utc.getUTCFullYear(), utc.getUTCMonth() + 1, utc.getUTCDate());
}

/** Throws on malformed input: callers validate at the edge with `isoDate` (iso-date.ts), so this is a programming error. */
function epochDayOf(date: string): number {
  const epochDay = toEpochDay(date);
  if (Number.isNaN(epochDay)) throw new RangeError(`Not an ISO calendar date: ${date}`);
  return epochDay;
}

export function isIsoDate(value: string): boolean {
  return !Number.isNaN(toEpochDay(value));
}

// Days a learner can mean; PostgreSQL has no year 0 and the calendar maths stops at year 9999.
export const FIRST_SUPPORTED_YEAR = 1900;
export const LAST_SUPPORTED_YEAR = 2199;
export const FIRST_SUPPORTED_DATE = `${FIRST_SUPPORTED_YEAR}-01-01`;
export const LAST_SUPPORTED_DATE = `${LAST_SUPPORTED_YEAR}-12-31`;
export const supportedDatesMessage = `날짜는 ${FIRST_SUPPORTED_YEAR}년부터 ${LAST_SUPPORTED_YEAR}년 사이여야 해요.`;

/**
 * Whether every day from `startDate` to `endDate` lies in the supported years: a request is refused when any
 * day its answer covers (a week, a month, a plan's schedule) would leave them. ISO dates sort as text.
 */
export function isSupportedSpan(startDate: string, endDate: string): boolean {
  return startDate >= FIRST_SUPPORTED_DATE && endDate <= LAST_SUPPORTED_DATE;
}

export function addDays(date: string, days: number): string {
  return fromEpochDay(epochDayOf(date) + days);
}

/** 0 = Sunday … 6 = Saturday, like `Date.prototype.getDay`. */
export function dayOfWeek(date: string): number {
  // 1970-01-01 was a Thursday (4).
  return (((epochDayOf(date) + 4) % 7) + 7) % 7;
}

/** Negative when a is earlier, 0 when equal, positive when later; usable with `Array.prototype.sort`. */
export function compareDates(a: string, b: string): number {
  return Math.sign(epochDayOf(a) - epochDayOf(b));
}

/** Signed number of days from `from` to `to` (`daysBetween('2025-01-01', '2025-01-03') === 2`). */
export function daysBetween(from: string, to: string): number {
  return epochDayOf(to) - epochDayOf(from);
}

/**
 * The learner's study day ("today") at instant `now` in an IANA zone. Before `dayStartHour` o'clock
 * local time it is still the previous day, so a learner who sets 4 and studies at 02:00 keeps yesterday's list.
 */
export function todayInZone(now: Date, timeZone: string, dayStartHour = 0): string {
  const { year, month, day, hour } = wallClockInZone(now, timeZone);
  const localDate = isoDateOf(year, month, day);
  // Compare local wall-clock hours rather than subtracting hours from the instant, which DST days would skew.
  return hour < dayStartHour ? addDays(localDate, -1) : localDate;
}
