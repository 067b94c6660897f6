import { addDays, todayInZone } from './calendar-date.ts';
import { minutesToClock } from './clock-time.ts';
import { minutesBetween } from './duration.ts';
import { fittingBlockMinutes } from './focus.ts';
import { zonedInstant } from './zoned-time.ts';

export * from './focus-quick-start-contracts.ts';

export const quickStartMessages = {
  noTimeLeftToday: '오늘은 집중할 시간이 1분도 남지 않았어요. 내일 다시 시작해 주세요.',
  noTimeLeftInSession: '진행 중인 세션이 곧 끝나요. 세션을 종료한 뒤 다시 시작해 주세요.',
  sessionNotStarted: (startClock: string) =>
    `진행 중인 세션이 ${startClock}에 시작해요. 그때 다시 시작해 주세요.`,
} as const;

/** The end of the learner's study day at `now`: the next `dayStartHour` o'clock (midnight by default). */
export function studyDayEnd(now: Date, timeZone: string, dayStartHour: number): Date {
  const today = todayInZone(now, timeZone, dayStartHour);
  return zonedInstant(addDays(today, 1), minutesToClock(dayStartHour * 60), timeZone);
}

/**
 * A quick start's block length: the chosen minutes, clipped to the whole minutes left before `limit` (the
 * study day's end, or the running session's end); 0 when not even a minute is left.
 */
export function quickStartBlockMinutes(now: Date, chosenMinutes: number, limit: Date): number {
  return fittingBlockMinutes(chosenMinutes, minutesBetween(now.getTime(), limit.getTime()));
}
