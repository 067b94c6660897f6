import { SECONDS_PER_MINUTE } from './duration.ts';

const SECONDS_PER_HOUR = 60 * SECONDS_PER_MINUTE;

/**
 * How a study time reads (docs/product-rules.md#study-time-on-screen):
 * - `words` — a figure or a sentence: `'40초'` under a minute, then whole minutes floored (`'4분'`), and
 *   `'1시간 5분'` / `'2시간'` from an hour; `'0분'` for nothing measured.
 * - `clock` — a running timer: `'MM:SS'`, or `'H:MM:SS'` from an hour (`'04:00'`, `'1:02:09'`).
 */
export type StudyTimeStyle = 'words' | 'clock';

const pad = (value: number) => String(value).padStart(2, '0');

/** `seconds` of study time for people; fractions are floored and negative or missing time reads as zero. */
export function formatStudyTime(seconds: number, style: StudyTimeStyle): string {
  const whole = Math.max(0, Math.floor(seconds) || 0);
  const hours = Math.floor(whole / SECONDS_PER_HOUR);
  const minutes = Math.floor((whole % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE);
  const rest = whole % SECONDS_PER_MINUTE;
  if (style === 'clock') {
    return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${pad(minutes)}:${pad(rest)}`;
  }
  if (hours === 0 && minutes === 0) return whole === 0 ? '0분' : `${rest}초`;
  if (hours === 0) return `${minutes}분`;
  return minutes === 0 ? `${hours}시간` : `${hours}시간 ${minutes}분`;
}

/** The seconds `formatStudyTime(seconds, 'words')` shows: under a minute the seconds, else whole minutes. */
export function shownStudySeconds(seconds: number): number {
  const whole = Math.max(0, Math.floor(seconds) || 0);
  return whole < SECONDS_PER_MINUTE ? whole : whole - (whole % SECONDS_PER_MINUTE);
}

/** Whole minutes (a planned length, a target) as words: `formatStudyTime` of their seconds. */
export const formatStudyMinutes = (minutes: number) =>
  formatStudyTime(Math.floor(minutes) * SECONDS_PER_MINUTE, 'words');
