import { shownStudySeconds } from './study-time.ts';

/**
 * A to-do's expected study time (docs/product-rules.md#to-dos), from focus seconds the server measured on
 * completed to-dos, never from a guess: the plan's own seconds per unit of volume (per unit when every
 * volume is 1, per page where they differ), else, for a to-do of volume 1, the learner's seconds per
 * volume-1 unit in their other plans, else nothing.
 */

/** Measured completed to-dos: their credited seconds, summed volumes and count. */
export type StudyMeasure = { seconds: number; volume: number; todos: number };

export function expectedTodoSeconds(
  volume: number,
  plan: StudyMeasure,
  otherPlansPerUnit: Omit<StudyMeasure, 'volume'>,
): number | null {
  if (plan.todos > 0 && plan.volume > 0) return Math.round((plan.seconds / plan.volume) * volume);
  if (volume === 1 && otherPlansPerUnit.todos > 0) {
    return Math.round(otherPlansPerUnit.seconds / otherPlansPerUnit.todos);
  }
  return null;
}

/**
 * The day's expected total over the to-dos left, and whether some of them have no estimate yet. It is the sum of
 * what the rows show (each floored as it reads), so three rows of "예상 1분" never add up to a header of "5분".
 */
export function expectedDayTotal(expected: readonly (number | null | undefined)[]): {
  seconds: number;
  partial: boolean;
} | null {
  const known = expected.filter((seconds): seconds is number => typeof seconds === 'number');
  if (known.length === 0) return null;
  return {
    seconds: known.reduce((sum, seconds) => sum + shownStudySeconds(seconds), 0),
    partial: known.length < expected.length,
  };
}
