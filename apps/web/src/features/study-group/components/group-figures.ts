import { compareDates } from '@molip/domain/calendar-date';
import type { MemberActivity } from '@molip/domain/study-group';

/** How many days the row's small bar chart shows. */
export const BAR_CHART_DAYS = 7;

/**
 * The days a row's bars show: the last seven of the period that have begun (today included). The server
 * answered the period the reader is in, so its first day has begun even when the device's clock or zone
 * says otherwise (past midnight, before the day-start hour): the bars never vanish.
 */
export function chartDays(member: MemberActivity, today: string): MemberActivity['dailyActivities'] {
  const first = member.dailyActivities[0]?.date;
  const until = first !== undefined && compareDates(today, first) < 0 ? first : today;
  const begun = member.dailyActivities.filter((day) => compareDates(day.date, until) <= 0);
  return begun.slice(-BAR_CHART_DAYS);
}

/** The period's completion rate as a whole percent (the server's completed ÷ planned so far). */
export function completionPercent(member: MemberActivity): number {
  return Math.round(member.completionRate * 100);
}
