/** Unit conversions for measured time: seconds are what is stored, whole minutes what people see. */

export const MS_PER_SECOND = 1000;
export const SECONDS_PER_MINUTE = 60;
export const MS_PER_MINUTE = SECONDS_PER_MINUTE * MS_PER_SECOND;

/** Whole minutes in `seconds`, floored (59 s is 0 minutes; never negative). */
export function wholeMinutes(seconds: number): number {
  return Math.max(0, Math.floor(seconds / SECONDS_PER_MINUTE));
}

/** Whole seconds in `ms`, floored, never negative. */
export function wholeSeconds(ms: number): number {
  return Math.max(0, Math.floor(ms / MS_PER_SECOND));
}

/** `minutes` as milliseconds, to add to an instant. */
export function minutesToMs(minutes: number): number {
  return minutes * MS_PER_MINUTE;
}

/** Whole minutes from `fromMs` to `toMs`, floored (an instant pair's length as people count it). */
export function minutesBetween(fromMs: number, toMs: number): number {
  return Math.floor((toMs - fromMs) / MS_PER_MINUTE);
}
