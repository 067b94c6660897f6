import { compareDates } from '@molip/domain/calendar-date';
import type { MemberActivity } from '@molip/domain/study-group';

/** How many days the row's small bar chart shows. */
export const BAR_CHART_DAYS = 7;

/** The days a row's bars show: the last seven of the period that have begun (today included). */
export function chartDays(member: MemberActivity, today: string): MemberActivity['dailyActivities'] {
  const begun = member.dailyActivities.filter((day) => compareDates(day.date, today) <= 0);
  return begun.slice(-BAR_CHART_DAYS);
}

/** The period's completion rate as a whole percent (the server's completed ÷ planned so far). */
export function completionPercent(member: MemberActivity): number {
  return Math.round(member.completionRate * 100);
}
