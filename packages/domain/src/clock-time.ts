import { z } from './zod.ts';
import { MINUTES_PER_DAY } from './constants.ts';

/** Wall-clock times as `HH:mm` strings (hour 0-23, minute 0-59). */
export const clockTimeMessage = '시간은 HH:mm 형식이어야 해요.';

const CLOCK_TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function isClockTime(value: string): boolean {
  return CLOCK_TIME_PATTERN.test(value);
}

export const clockTime = z
  .string({ error: clockTimeMessage })
  .check(z.regex(CLOCK_TIME_PATTERN, clockTimeMessage));

/** Minutes since midnight (`'01:30'` → 90). Throws on malformed input: validate at the edge with `clockTime`. */
export function clockToMinutes(time: string): number {
  const match = CLOCK_TIME_PATTERN.exec(time);
  if (!match) throw new RangeError(`Not an HH:mm clock time: ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** `HH:mm` for a minute count, wrapping at 24 h in both directions (1500 → `'01:00'`, -30 → `'23:30'`). */
export function minutesToClock(minutes: number): string {
  const wrapped = ((Math.floor(minutes) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const hours = String(Math.floor(wrapped / 60)).padStart(2, '0');
  const rest = String(wrapped % 60).padStart(2, '0');
  return `${hours}:${rest}`;
}

/** The end of a block that starts at `time` and lasts `minutes`; wraps past midnight. */
export function addMinutesToClock(time: string, minutes: number): string {
  return minutesToClock(clockToMinutes(time) + minutes);
}

/**
 * Minutes from `start` to `end`, plus 1440 when negative because the range crosses midnight (23:00–01:00
 * is two hours). Equal times give 0, not a full day: a zero-length session is refused by its validation.
 */
export function expectedDurationMinutes(start: string, end: string): number {
  const difference = clockToMinutes(end) - clockToMinutes(start);
  return difference < 0 ? difference + MINUTES_PER_DAY : difference;
}
