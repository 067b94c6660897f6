import { compareDates } from '@molip/domain/calendar-date';
import type { ScheduleDayKind } from '@molip/domain/schedule';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { MonthCalendar, type CalendarDay } from './month-calendar';

export type PlanCalendarDay = { date: string; kind: ScheduleDayKind; unitCount: number };

/** What a plan calls each kind of day, on its calendar and in its day-by-day schedule. */
export const dayKindNames: Record<ScheduleDayKind, string> = {
  STUDY: '학습일',
  REST: '쉬는 날',
  BUFFER: '여유일',
};

const kindStyles: Record<ScheduleDayKind, string> = {
  STUDY: 'bg-primary-soft text-primary',
  REST: 'bg-surface-muted text-ink-subtle',
  BUFFER: 'bg-accent-soft text-accent',
};

type PlanCalendarProps = {
  startDate: string;
  endDate: string;
  days: PlanCalendarDay[];
  /** The learner's study day: ringed in its own colour and opened first when the plan covers it. */
  today?: string;
};

/** A plan laid out on a month calendar: each day's kind by colour with its unit count, first and last day ringed. */
export function PlanCalendar({ startDate, endDate, days, today }: PlanCalendarProps) {
  const startMonth = startDate.slice(0, 7);
  const endMonth = endDate.slice(0, 7);
  const [month, setMonth] = useState(today?.slice(0, 7) ?? startMonth);
  // Keep the shown month inside the plan when the plan changes under it.
  const shownMonth = month < startMonth || month > endMonth ? startMonth : month;
  const byDate = new Map(days.map((day) => [day.date, day]));

  const describeDay = (date: string): CalendarDay => {
    const day = byDate.get(date);
    const isToday = date === today;
    if (!day) {
      const inRange = compareDates(date, startDate) >= 0 && compareDates(date, endDate) <= 0;
      // Outside the plan: lighter than the plan's days, still readable (WCAG AA contrast).
      return {
        className: cn(
          inRange ? 'bg-surface-muted/60' : 'text-ink-subtle',
          isToday && 'ring-2 ring-accent ring-inset',
        ),
        description: isToday ? '오늘' : undefined,
      };
    }
    const kindText = day.kind === 'STUDY' ? `학습 ${day.unitCount}개` : dayKindNames[day.kind];
    return {
      className: cn(
        kindStyles[day.kind],
        isToday
          ? 'ring-2 ring-accent ring-inset'
          : (date === startDate || date === endDate) && 'ring-2 ring-primary ring-inset',
      ),
      description: isToday ? `오늘, ${kindText}` : kindText,
      mark: day.kind === 'STUDY' ? `${day.unitCount}개` : day.kind === 'BUFFER' ? '여유' : '휴식',
    };
  };

  return (
    <MonthCalendar
      label="학습 일정 달력"
      month={shownMonth}
      onMonthChange={setMonth}
      minMonth={startMonth}
      maxMonth={endMonth}
      describeDay={describeDay}
    />
  );
}
