import { z } from './zod.ts';
import { dayOfWeek, LAST_SUPPORTED_YEAR } from './calendar-date.ts';
import { isoDate } from './iso-date.ts';
import { DAILY_VOLUME_MAX, PLAN_MAX_DAYS, STUDY_SPEED_MAX, STUDY_SPEED_MIN } from './constants.ts';

/**
 * A plan's calendar and schedule settings, with their rules, apart from the scheduler that walks them
 * (schedule.ts, which re-exports them): the plan and statistics contracts the dashboard parses need these
 * alone, and the web app's first load need not carry the scheduler.
 */

export const scheduleMessages = {
  studySpeed: `학습 속도는 하루 ${STUDY_SPEED_MIN}~${STUDY_SPEED_MAX}개 사이로 정해 주세요.`,
  dailyVolume: `하루 분량은 1~${DAILY_VOLUME_MAX.toLocaleString('ko-KR')} 사이로 정해 주세요.`,
  bufferDayInterval: '여유일 간격은 0 이상의 정수로 정해 주세요.',
  restWeekday: '쉬는 요일은 0(일요일)부터 6(토요일) 사이로 골라 주세요.',
  everyWeekdayRest: '모든 요일을 쉬는 날로 정할 수는 없어요.',
  noUnits: '학습할 단원을 하나 이상 골라 주세요.',
  planTooLong: `학습 기간이 ${PLAN_MAX_DAYS}일을 넘어요. 학습 속도를 높이거나 쉬는 날을 줄여 주세요.`,
  pastSupportedDates: `계획은 ${LAST_SUPPORTED_YEAR}년 12월 31일까지만 세울 수 있어요. 시작일을 앞당기거나 학습 속도를 높여 주세요.`,
} as const;

export const DAYS_PER_WEEK = 7;

export const studySpeed = z
  .int({ error: scheduleMessages.studySpeed })
  .check(
    z.minimum(STUDY_SPEED_MIN, scheduleMessages.studySpeed),
    z.maximum(STUDY_SPEED_MAX, scheduleMessages.studySpeed),
  );

/** Pages, minutes or problems a day, for a plan spread by volume instead of by unit count. */
export const dailyVolume = z
  .int({ error: scheduleMessages.dailyVolume })
  .check(
    z.minimum(1, scheduleMessages.dailyVolume),
    z.maximum(DAILY_VOLUME_MAX, scheduleMessages.dailyVolume),
  );

export const bufferDayInterval = z
  .int({ error: scheduleMessages.bufferDayInterval })
  .check(z.minimum(0, scheduleMessages.bufferDayInterval));

export const restWeekday = z
  .int({ error: scheduleMessages.restWeekday })
  .check(
    z.minimum(0, scheduleMessages.restWeekday),
    z.maximum(DAYS_PER_WEEK - 1, scheduleMessages.restWeekday),
  );

// A week of rest days would make the walk never find a study day.
export const restWeekdays = z
  .array(restWeekday)
  .check(
    z.refine((days) => new Set(days).size < DAYS_PER_WEEK, { message: scheduleMessages.everyWeekdayRest }),
  );

/** When a plan studies: its first day and the days it never studies on. */
export const planCalendar = z.object({
  startDate: isoDate,
  restDates: z.array(isoDate),
  restWeekdays: z.optional(restWeekdays),
});
export type PlanCalendar = z.input<typeof planCalendar>;

/** Everything but the units: the wizard's settings, reusable by the API contracts. */
export const scheduleSettings = z.extend(planCalendar, {
  studySpeed,
  bufferDayInterval,
  dailyVolume: z.optional(z.nullable(dailyVolume)),
});
export type ScheduleSettings = z.input<typeof scheduleSettings>;

/** A predicate for the plan's rest days; duplicate rest dates collapse in the set. */
export function restDayRule(calendar: PlanCalendar): (date: string) => boolean {
  const dates = new Set(calendar.restDates);
  const weekdays = new Set(calendar.restWeekdays ?? []);
  return (date) => dates.has(date) || weekdays.has(dayOfWeek(date));
}

export function isPlanRestDay(calendar: PlanCalendar, date: string): boolean {
  return restDayRule(calendar)(date);
}
