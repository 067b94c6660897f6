import { todayInZone } from '@molip/domain/calendar-date';
import { creditedFocusSeconds, focusCutoffMs } from '@molip/domain/focus-window';
import type { LearnerStats } from '@molip/domain/study-stats';

/** What the live clock needs from the statistics' `today`. */
export type TodayFocusFigures = Pick<
  LearnerStats['today'],
  'date' | 'closedStudySeconds' | 'focusingSince' | 'focusCreditEndsAt'
>;

/** The learner's study day: their zone and the hour their day starts. */
export type StudyDayClock = { timeZone: string; dayStartHour: number };

const instantMs = (iso: string | null): number | null => {
  if (iso === null) return null;
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? ms : null;
};

/** Whether an instant falls on `date` as the learner's study day; an unknown zone name counts as yes. */
function onStudyDay(ms: number, date: string, clock: StudyDayClock): boolean {
  try {
    return todayInZone(new Date(ms), clock.timeZone, clock.dayStartHour) === date;
  } catch {
    return true;
  }
}

/**
 * Today's study seconds at `nowMs`, from the server's timestamps only: the closed logs it credited plus the
 * open log from its start to the earliest of now and its block's or session's planned end — the same credit
 * window the server closes the log with (docs/product-rules.md#focus-time). An open log begun on an earlier
 * study day is credited to that day, so it adds nothing to today.
 */
export function liveStudySeconds(today: TodayFocusFigures, nowMs: number, clock: StudyDayClock): number {
  const startMs = instantMs(today.focusingSince);
  if (startMs === null || !onStudyDay(startMs, today.date, clock)) return today.closedStudySeconds;
  const cutoffMs = focusCutoffMs(nowMs, [instantMs(today.focusCreditEndsAt)]);
  return today.closedStudySeconds + creditedFocusSeconds(startMs, startMs, cutoffMs);
}

/** Whether the learner's study day has moved past the figures' day (the page stayed open past midnight). */
export const isPastStudyDay = (today: Pick<TodayFocusFigures, 'date'>, nowMs: number, clock: StudyDayClock) =>
  !onStudyDay(nowMs, today.date, clock);

/** Whether the open log is still earning time at `nowMs` (it stops at its block's or session's end). */
export function isFocusClockRunning(today: TodayFocusFigures, nowMs: number): boolean {
  const startMs = instantMs(today.focusingSince);
  if (startMs === null) return false;
  const endMs = instantMs(today.focusCreditEndsAt);
  return endMs === null || nowMs < endMs;
}
