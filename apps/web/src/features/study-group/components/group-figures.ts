import { compareDates } from '@molip/domain/calendar-date';
import type { MemberActivity } from '@molip/domain/study-group';

/** How many days the row's small bar chart shows. */
export const BAR_CHART_DAYS = 7;

/** `2026-11-16` → `11월 16일`. */
export function shortKoreanDate(isoDate: string): string {
  const [, month, day] = isoDate.split('-');
  return `${Number(month)}월 ${Number(day)}일`;
}

/** `11월 16일 ~ 11월 22일`. */
export function periodRangeText(startDate: string, endDate: string): string {
  return `${shortKoreanDate(startDate)} ~ ${shortKoreanDate(endDate)}`;
}

/** The days a row's bars show: the last seven of the period that have begun (today included). */
export function chartDays(member: MemberActivity, today: string): MemberActivity['dailyActivities'] {
  const begun = member.dailyActivities.filter((day) => compareDates(day.date, today) <= 0);
  return begun.slice(-BAR_CHART_DAYS);
}

/**
 * The period's completion rate: the mean of the days' rates (completed ÷ planned), over the days with
 * to-dos done or planned so far. The contract has no per-member rate, so the days' rates are averaged.
 */
export function completionPercent(member: MemberActivity, today: string): number {
  const counted = member.dailyActivities.filter(
    (day) =>
      compareDates(day.date, today) <= 0 && (day.completionRate > 0 || day.completedDailyTodoUnitsCount > 0),
  );
  if (counted.length === 0) return 0;
  const mean = counted.reduce((sum, day) => sum + Math.min(1, day.completionRate), 0) / counted.length;
  return Math.round(mean * 100);
}

export const weekdayNames = ['일', '월', '화', '수', '목', '금', '토'] as const;
