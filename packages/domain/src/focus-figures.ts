import { PROGRESS_MAX, PROGRESS_MIN } from './constants.ts';
import { SECONDS_PER_MINUTE } from './duration.ts';

/** Figures derived for display. Division by zero yields 0, never NaN or Infinity. */

/** Keeps a progress value inside the bar's 0-100 range; NaN counts as no progress. */
export function clampProgress(value: number): number {
  if (Number.isNaN(value)) return PROGRESS_MIN;
  return Math.min(PROGRESS_MAX, Math.max(PROGRESS_MIN, value));
}

/** No figure judges the learner (an efficiency, a best hour) on less than five minutes of measured focus. */
export const JUDGED_FOCUS_MIN_SECONDS = 5 * SECONDS_PER_MINUTE;

/** Whether there is enough measured focus for a figure that judges it. */
export function canJudgeFocus(focusSeconds: number): boolean {
  return focusSeconds >= JUDGED_FOCUS_MIN_SECONDS;
}

/** Share of a block's planned time already elapsed, as a percent in 0-100 (not rounded). */
export function blockTimeProgressPercent(elapsedMinutes: number, plannedMinutes: number): number {
  if (!(plannedMinutes > 0)) return PROGRESS_MIN;
  return clampProgress((elapsedMinutes / plannedMinutes) * PROGRESS_MAX);
}

/**
 * Actual focus time over elapsed time, as a fraction in 0-1. Capped at 1 because focus minutes come from
 * the server's clock and elapsed minutes from the device's, and a skewed device must not show over 100 %.
 */
export function focusEfficiency(actualFocusMinutes: number, elapsedMinutes: number): number {
  if (!(elapsedMinutes > 0) || !(actualFocusMinutes > 0)) return 0;
  return Math.min(1, actualFocusMinutes / elapsedMinutes);
}

/** Completed over total to-dos, as a fraction in 0-1; 0 when there is nothing to do. */
export function completionRate(completed: number, total: number): number {
  if (!(total > 0) || !(completed > 0)) return 0;
  return Math.min(1, completed / total);
}

/** A 0-1 fraction (plan progress, rates) as the whole percent people see, within 0-100. */
export function fractionToPercent(fraction: number): number {
  return Math.round(clampProgress(fraction * PROGRESS_MAX));
}
