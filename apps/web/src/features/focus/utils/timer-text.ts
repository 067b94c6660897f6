import { fractionToPercent } from '@molip/domain/focus-figures';
import { clockInZone } from '@molip/domain/zoned-time';

const pad = (value: number) => String(value).padStart(2, '0');

/** A countdown or stopwatch as `MM:SS`, or `H:MM:SS` from an hour; negative input shows its absolute value. */
export function formatTimer(totalSeconds: number): string {
  const whole = Math.abs(Math.trunc(totalSeconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = whole % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(secs)}` : `${pad(minutes)}:${pad(secs)}`;
}

/** The wall clock (`HH:mm`) of a server-clock instant in the learner's zone. */
export const clockAt = (ms: number, timeZone: string) => clockInZone(new Date(ms), timeZone);

/** A 0-1 fraction as a whole percent. */
export const percent = (fraction: number) => `${fractionToPercent(fraction)}%`;
