import { addDays } from '@molip/domain/calendar-date';
import type { StatsDay } from '@molip/domain/study-stats';
import { describe, expect, it } from 'vitest';
import {
  heatLevel,
  heatmapWeeks,
  hourName,
  previousPeriodSeconds,
  recentPeriodName,
  scheduleStanding,
  summarisePeriod,
  topHour,
} from './stats-figures';

const TODAY = '2026-11-22';

const day = (date: string, studySeconds = 0, completedTodos = 0, plannedTodos = 0): StatsDay => ({
  date,
  studySeconds,
  studyMinutes: Math.floor(studySeconds / 60),
  completedTodos,
  plannedTodos,
});

/** `length` days ending today, oldest first, each with `seconds(index)`. */
const series = (length: number, seconds: (index: number) => number = () => 0) =>
  Array.from({ length }, (_, index) => day(addDays(TODAY, index - (length - 1)), seconds(index)));

describe('summarisePeriod', () => {
  it('averages over every day of the period, rest days included, and finds the best day', () => {
    const days = [day('2026-11-20', 5_400, 2, 3), day('2026-11-21', 0, 0, 0), day(TODAY, 40, 1, 1)];
    expect(summarisePeriod(days)).toEqual({
      totalSeconds: 5_440,
      averageSeconds: 1_813,
      studiedDays: 2,
      best: days[0],
      completionPercent: 75,
    });
  });

  it('counts a day of 40 seconds as studied, though its minutes are zero', () => {
    expect(summarisePeriod([day(TODAY, 40)])).toMatchObject({
      totalSeconds: 40,
      studiedDays: 1,
      best: day(TODAY, 40),
    });
  });

  it('has no best day and a 0% rate when nothing happened', () => {
    expect(summarisePeriod(series(7))).toMatchObject({ totalSeconds: 0, best: null, completionPercent: 0 });
  });
});

describe('previousPeriodSeconds', () => {
  it('sums the days just before the period', () => {
    const daily = series(14, (index) => (index < 7 ? 10 : 20));
    expect(previousPeriodSeconds(daily, 7)).toBe(70);
  });

  it('is null when the history is shorter than two periods', () => {
    expect(previousPeriodSeconds(series(10), 7)).toBeNull();
  });
});

describe('heatLevel', () => {
  it('shades by study time, and a day with only a completed to-do is the lightest shade', () => {
    expect(heatLevel({ studySeconds: 0, completedTodos: 0 })).toBe(0);
    expect(heatLevel({ studySeconds: 0, completedTodos: 1 })).toBe(1);
    expect(heatLevel({ studySeconds: 40, completedTodos: 0 })).toBe(1);
    expect(heatLevel({ studySeconds: 29 * 60 + 59, completedTodos: 0 })).toBe(1);
    expect(heatLevel({ studySeconds: 30 * 60, completedTodos: 0 })).toBe(2);
    expect(heatLevel({ studySeconds: 60 * 60, completedTodos: 0 })).toBe(3);
    expect(heatLevel({ studySeconds: 240 * 60, completedTodos: 0 })).toBe(4);
  });
});

describe('heatmapWeeks', () => {
  it('lays the days out as Sunday-first weeks, padding before the first day and after today', () => {
    // 2026-11-22 is a Sunday, so 2026-11-11 (Wednesday) starts a partial first week.
    const weeks = heatmapWeeks(series(12));
    expect(weeks).toHaveLength(3);
    expect(weeks[0]?.days.slice(0, 3)).toEqual([null, null, null]);
    expect(weeks[0]?.days[3]?.date).toBe('2026-11-11');
    expect(weeks[2]?.days[0]?.date).toBe(TODAY);
    expect(weeks[2]?.days.slice(1)).toEqual([null, null, null, null, null, null]);
  });

  it('labels the week holding the 1st of a month', () => {
    const weeks = heatmapWeeks(series(40));
    const labelled = weeks.filter((week) => week.monthLabel !== null);
    expect(labelled.map((week) => week.monthLabel)).toEqual(['10월', '11월']);
    expect(labelled[1]?.days.some((slot) => slot?.date === '2026-11-01')).toBe(true);
  });

  it('has every day exactly once', () => {
    const daily = series(366, (index) => index);
    const laidOut = heatmapWeeks(daily).flatMap((week) => week.days.filter((slot) => slot !== null));
    expect(laidOut).toEqual(daily);
  });
});

describe('topHour and hourName', () => {
  it('picks the busiest hour, the earliest on a tie, and none without focus', () => {
    const byHour = Array.from({ length: 24 }, () => 0);
    expect(topHour(byHour)).toBeNull();
    byHour[9] = 40;
    byHour[21] = 40;
    expect(topHour(byHour)).toBe(9);
    byHour[21] = 55;
    expect(topHour(byHour)).toBe(21);
  });

  it('names an hour as a span on the 24-hour clock, like the chart', () => {
    expect(hourName(0)).toBe('0시~1시');
    expect(hourName(9)).toBe('9시~10시');
    expect(hourName(12)).toBe('12시~13시');
    expect(hourName(23)).toBe('23시~24시');
  });
});

describe('scheduleStanding', () => {
  it('says behind, ahead or on track', () => {
    expect(scheduleStanding({ unitsBehind: 3 })).toEqual({ tone: 'behind', text: '3단원 밀림' });
    expect(scheduleStanding({ unitsBehind: -2 })).toEqual({ tone: 'ahead', text: '2단원 앞섬' });
    expect(scheduleStanding({ unitsBehind: 0 })).toEqual({ tone: 'onTrack', text: '계획대로 가고 있어요' });
  });
});

describe('recentPeriodName', () => {
  it('calls a year of history a year', () => {
    expect(recentPeriodName(7)).toBe('최근 7일');
    expect(recentPeriodName(366)).toBe('최근 1년');
  });
});
