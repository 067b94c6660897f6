import { plannedCreditEndMs } from '@molip/domain/focus-window';
import { addDays, compareDates } from '@molip/domain/calendar-date';
import { wholeMinutes } from '@molip/domain/duration';
import { completionRate } from '@molip/domain/focus-figures';
import {
  secondsByHourOfDay,
  PACE_WINDOW_DAYS,
  planProgress,
  studyStreak,
  type LearnerStats,
  type RecentPlanDay,
  type StatsDay,
  type StreakDay,
} from '@molip/domain/study-stats';
import type { AccountReadKey } from '../db/account-status-sql.ts';
import type { Database } from '../db/client.ts';
import { readLearnerHead, type FreshLearnerRead } from '../db/learner-read-head.ts';
import {
  activePlanFigures,
  completionsByDay,
  focusStretches,
  measuredUnitFigures,
  openFocusLog,
  planPaceDays,
  todoCountsByDate,
} from '../repositories/statistics.ts';
import { focusSecondsByStudyDay } from '../repositories/focus-seconds.ts';

/** The reader, their zone's study day, how many days the series covers and the instant of the read. */
type StatsRequest = { userId: string; today: string; days: number; now: Date };

function sumBy<T>(rows: readonly T[], key: (row: T) => string, value: (row: T) => number) {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(key(row), (sums.get(key(row)) ?? 0) + value(row));
  return sums;
}

/**
 * A learner's statistics (docs/product-rules.md#statistics) from server-measured focus seconds, the open log's
 * counted up to `now`, and to-do statuses: every minutes figure is the floor of its seconds. Eight reads
 * whatever the range; the calendar is filled here.
 */
export async function readLearnerStats(db: Database, request: StatsRequest): Promise<LearnerStats> {
  const { userId, today, days, now } = request;
  const from = addDays(today, -(days - 1));
  const paceFrom = addDays(today, -PACE_WINDOW_DAYS);
  const [seconds, stretches, todos, completions, plans, unitMeasure, paceDays, openLog] = await Promise.all([
    // The whole history: the streak walks back as far as it goes.
    focusSecondsByStudyDay(db, { scope: { userId }, now }),
    focusStretches(db, userId, { from, to: today }),
    todoCountsByDate(db, userId),
    completionsByDay(db, userId),
    activePlanFigures(db, userId, today),
    measuredUnitFigures(db, userId),
    planPaceDays(db, userId, { from: paceFrom, to: today }),
    openFocusLog(db, userId),
  ]);

  const secondsByDay = new Map(seconds.map((row) => [row.day, row]));
  const todosByDay = new Map(todos.map((row) => [row.day, row]));
  const completedByDay = sumBy(
    completions,
    (row) => row.day,
    (row) => row.completed,
  );

  const dayStats = (date: string): StatsDay => {
    const studySeconds = secondsByDay.get(date)?.seconds ?? 0;
    return {
      date,
      studySeconds,
      studyMinutes: wholeMinutes(studySeconds),
      completedTodos: todosByDay.get(date)?.completed ?? 0,
      plannedTodos: todosByDay.get(date)?.planned ?? 0,
    };
  };
  const daily = Array.from({ length: days }, (_, index) => dayStats(addDays(from, index)));
  const totalSeconds = daily.reduce((sum, day) => sum + day.studySeconds, 0);
  const totals = {
    studySeconds: totalSeconds,
    studyMinutes: wholeMinutes(totalSeconds),
    completedTodos: daily.reduce((sum, day) => sum + day.completedTodos, 0),
    plannedTodos: daily.reduce((sum, day) => sum + day.plannedTodos, 0),
  };

  const historyDates = new Set([...secondsByDay.keys(), ...todosByDay.keys(), ...completedByDay.keys()]);
  const streakDays: StreakDay[] = [...historyDates].map((date) => ({
    date,
    studyMinutes: wholeMinutes(secondsByDay.get(date)?.seconds ?? 0),
    completedTodos: completedByDay.get(date) ?? 0,
    dayOff: (todosByDay.get(date)?.planned ?? 0) === 0,
  }));

  const secondsByHour = secondsByHourOfDay(stretches);
  /** A plan's recent days: units completed, focus on its to-dos, units completed without focus. */
  const recentDaysOf = (planId: string) => {
    const recent = new Map<string, RecentPlanDay>();
    const day = (date: string) => {
      const entry = recent.get(date) ?? { completed: 0, focusSeconds: 0, unfocused: { units: 0, volume: 0 } };
      recent.set(date, entry);
      return entry;
    };
    for (const row of completions) {
      if (row.planId === planId && compareDates(row.day, paceFrom) >= 0)
        day(row.day).completed = row.completedUnits;
    }
    for (const row of paceDays) {
      if (row.planId !== planId) continue;
      const entry = day(row.day);
      entry.focusSeconds = row.focusSeconds;
      entry.unfocused = { units: row.unfocusedUnits, volume: row.unfocusedVolume };
    }
    return recent;
  };
  const todayEntry = dayStats(today);
  return {
    today: {
      ...todayEntry,
      closedStudySeconds: secondsByDay.get(today)?.closedSeconds ?? 0,
      completedTodosAnyDate: completedByDay.get(today) ?? 0,
      focusingSince: openLog?.startedAt.toISOString() ?? null,
      focusCreditEndsAt: openLog
        ? new Date(
            plannedCreditEndMs({
              blockStartMs: openLog.blockStartAt.getTime(),
              blockPlannedMinutes: openLog.blockPlannedMinutes,
              sessionPlannedEndMs: openLog.sessionPlannedEndAt.getTime(),
            }),
          ).toISOString()
        : null,
    },
    totals,
    streak: studyStreak(streakDays, today),
    completionRate: completionRate(totals.completedTodos, totals.plannedTodos),
    daily,
    secondsByHour,
    byHour: secondsByHour.map(wholeMinutes),
    plans: plans.map((plan) => ({
      id: plan.id,
      title: plan.title,
      endDate: plan.endDate,
      totalUnits: plan.totalUnits,
      completedUnits: plan.completedUnits,
      ...planProgress(
        {
          calendar: plan,
          totalUnits: plan.totalUnits,
          completedUnits: plan.completedUnits,
          remainingVolume: plan.remainingVolume,
          overdueUnits: plan.overdueUnits,
          completedAheadUnits: plan.completedAheadUnits,
          measured: { seconds: plan.measuredSeconds, volume: plan.measuredVolume, todos: plan.measuredUnits },
          // The other plans' to-dos of volume 1: the learner's, less this plan's.
          otherPlansPerUnit: {
            seconds: unitMeasure.seconds - plan.measuredUnitSeconds,
            todos: unitMeasure.todos - plan.measuredUnitTodos,
          },
          recentDays: recentDaysOf(plan.id),
        },
        today,
      ),
    })),
  };
}

/**
 * The statistics of the token's learner over `days` with their account, read version and study day, read
 * first: the answer is never older than the version it is kept at. An open focus log makes it live.
 */
export async function readLearnerStatsWithAccount(
  db: Database,
  key: AccountReadKey,
  days: number,
  now: Date,
): Promise<FreshLearnerRead<LearnerStats> | undefined> {
  const head = await readLearnerHead(db, key, now);
  if (!head) return undefined;
  const { account, readVersion, today } = head;
  const value = await readLearnerStats(db, { userId: key.userId, today, days, now });
  return { account, readVersion, today, value, live: value.today.focusingSince !== null };
}
