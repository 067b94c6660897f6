import { dayOfWeek } from '@molip/domain/calendar-date';
import { completionRate, fractionToPercent } from '@molip/domain/focus-figures';
import type { PlanStats, StatsDay } from '@molip/domain/study-stats';

/** The bar chart's two ranges: the last 7 days or the last 30, both ending today. */
export const chartPeriods = { week: 7, month: 30 } as const;
export type ChartPeriod = keyof typeof chartPeriods;

/** The year heatmap asks for the longest history the server gives. */
export const HEATMAP_DAYS = 366;

const DAYS_IN_YEAR = 365;

/** `최근 7일`, or `최근 1년` for a year's history (366 days reads as a year, not as a number). */
export function recentPeriodName(days: number): string {
  return days >= DAYS_IN_YEAR ? '최근 1년' : `최근 ${days}일`;
}

/** The last `length` days of the series (oldest first, ending today). */
export function lastDays(daily: readonly StatsDay[], length: number): StatsDay[] {
  return daily.slice(-length);
}

export type PeriodSummary = {
  totalSeconds: number;
  /** Whole seconds per calendar day of the period, rest days included: what a day of it looked like. */
  averageSeconds: number;
  studiedDays: number;
  best: StatsDay | null;
  /** Completed ÷ planned to-dos of the period's days, as a whole percent (0 with nothing planned). */
  completionPercent: number;
};

export function summarisePeriod(days: readonly StatsDay[]): PeriodSummary {
  let totalSeconds = 0;
  let completed = 0;
  let planned = 0;
  let best: StatsDay | null = null;
  for (const day of days) {
    totalSeconds += day.studySeconds;
    completed += day.completedTodos;
    planned += day.plannedTodos;
    if (day.studySeconds > 0 && (best === null || day.studySeconds > best.studySeconds)) best = day;
  }
  return {
    totalSeconds,
    averageSeconds: days.length > 0 ? Math.floor(totalSeconds / days.length) : 0,
    studiedDays: days.filter((day) => day.studySeconds > 0).length,
    best,
    completionPercent: fractionToPercent(completionRate(completed, planned)),
  };
}

/** The seconds of the `length` days just before the last `length` days; null when the history is shorter. */
export function previousPeriodSeconds(daily: readonly StatsDay[], length: number): number | null {
  if (daily.length < length * 2) return null;
  return daily.slice(-length * 2, -length).reduce((sum, day) => sum + day.studySeconds, 0);
}

/** Seconds at or above each threshold reach the next heatmap shade: any focus, 30 min, 1 h, 2 h. */
export const HEAT_THRESHOLDS = [1, 30 * 60, 60 * 60, 120 * 60] as const;
export const HEAT_LEVELS = HEAT_THRESHOLDS.length + 1;

/** 0 for an empty day; a day with only completed to-dos is the lightest shade. */
export function heatLevel(day: Pick<StatsDay, 'studySeconds' | 'completedTodos'>): number {
  const level = HEAT_THRESHOLDS.filter((threshold) => day.studySeconds >= threshold).length;
  return level === 0 && day.completedTodos > 0 ? 1 : level;
}

export type HeatmapWeek = {
  /** Seven slots, Sunday first; null before the first day and after today. */
  days: (StatsDay | null)[];
  /** `11월` on the first week holding the 1st of a month. */
  monthLabel: string | null;
};

/** The series as calendar weeks (columns), Sunday on top like the app's month calendar. */
export function heatmapWeeks(daily: readonly StatsDay[]): HeatmapWeek[] {
  const weeks: HeatmapWeek[] = [];
  const first = daily[0];
  if (!first) return weeks;
  let current: (StatsDay | null)[] = Array.from({ length: dayOfWeek(first.date) }, () => null);
  let monthLabel: string | null = null;
  for (const [index, day] of daily.entries()) {
    const dayOfMonth = Number(day.date.slice(8, 10));
    // The first column names its month too, unless the next label would sit too close to it.
    if (dayOfMonth === 1 || (index === 0 && dayOfMonth <= 17))
      monthLabel = `${Number(day.date.slice(5, 7))}월`;
    current.push(day);
    if (current.length === 7) {
      weeks.push({ days: current, monthLabel });
      current = [];
      monthLabel = null;
    }
  }
  if (current.length > 0) {
    weeks.push({ days: [...current, ...Array.from({ length: 7 - current.length }, () => null)], monthLabel });
  }
  return weeks;
}

/** The hour with the most minutes (the earliest on a tie); null when nothing was measured. */
export function topHour(byHour: readonly number[]): number | null {
  let top: number | null = null;
  for (const [hour, minutes] of byHour.entries()) {
    if (minutes > 0 && (top === null || minutes > (byHour[top] ?? 0))) top = hour;
  }
  return top;
}

/** An hour of the day as a span on the 24-hour clock the chart's axis uses: `9시~10시`, `21시~22시`. */
export function hourName(hour: number): string {
  return `${hour}시~${hour + 1}시`;
}

/** The plan against its schedule: `3단원 밀림`, `2단원 앞섬` or on track. */
export function scheduleStanding(plan: Pick<PlanStats, 'unitsBehind'>): {
  tone: 'behind' | 'ahead' | 'onTrack';
  text: string;
} {
  if (plan.unitsBehind > 0) return { tone: 'behind', text: `${plan.unitsBehind}단원 밀림` };
  if (plan.unitsBehind < 0) return { tone: 'ahead', text: `${-plan.unitsBehind}단원 앞섬` };
  return { tone: 'onTrack', text: '계획대로 가고 있어요' };
}
