import { compareDates } from '@molip/domain/calendar-date';
import { activityPeriodRange } from '@molip/domain/study-group';
import type { StatsDay } from '@molip/domain/study-stats';

/** The learner's study week (Monday–Sunday) containing `today`, as the group ranking counts it. */
export type StudyWeek = { startDate: string; endDate: string; studySeconds: number };

/** This week's study seconds from the daily series (days before Monday or after today are left out). */
export function studyWeek(
  daily: readonly Pick<StatsDay, 'date' | 'studySeconds'>[],
  today: string,
): StudyWeek {
  const { startDate, endDate } = activityPeriodRange('WEEK', today);
  const studySeconds = daily
    .filter((day) => compareDates(day.date, startDate) >= 0 && compareDates(day.date, today) <= 0)
    .reduce((sum, day) => sum + day.studySeconds, 0);
  return { startDate, endDate, studySeconds };
}
