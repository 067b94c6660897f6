import { addDays, dayOfWeek } from '@molip/domain/calendar-date';
import { monthDayFullWeekday, weekdayNames, yearMonthText } from '@molip/domain/korean-date';
import type { ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

/** `'2026-03'` → `'2026-04'` (or back with -1). */
export function shiftMonth(month: string, delta: number): string {
  const [year = 1970, monthNumber = 1] = month.split('-').map(Number);
  const index = year * 12 + (monthNumber - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

function daysOfMonth(month: string): string[] {
  const days: string[] = [];
  for (let date = `${month}-01`; date.startsWith(month); date = addDays(date, 1)) days.push(date);
  return days;
}

export type CalendarDay = {
  className?: string;
  /** Extra text for screen readers ("쉬는 날", "학습 3개"). */
  description?: string;
  mark?: ReactNode;
  disabled?: boolean;
  pressed?: boolean;
};

type MonthCalendarProps = {
  month: string;
  onMonthChange: (month: string) => void;
  describeDay: (date: string) => CalendarDay;
  /** Makes each day a toggle button; without it the calendar is read-only. */
  onSelectDay?: (date: string) => void;
  minMonth?: string;
  maxMonth?: string;
  label: string;
};

/** A month grid (Sunday first), built on the domain's calendar-day maths so no time zone can shift a day. */
export function MonthCalendar({
  month,
  onMonthChange,
  describeDay,
  onSelectDay,
  minMonth,
  maxMonth,
  label,
}: MonthCalendarProps) {
  const days = daysOfMonth(month);
  const first = days[0] ?? `${month}-01`;
  const leading = dayOfWeek(first);
  return (
    // Square days grow with the column: a desktop's wide one would make a month taller than the window.
    <div className="mx-auto flex w-full max-w-sm flex-col gap-2" role="group" aria-label={label}>
      <div className="flex items-center justify-between">
        <button
          type="button"
          aria-label="이전 달"
          disabled={minMonth !== undefined && month <= minMonth}
          onClick={() => onMonthChange(shiftMonth(month, -1))}
          className="flex size-9 items-center justify-center rounded-lg text-ink-muted hover:bg-surface-muted disabled:text-line-strong disabled:hover:bg-transparent"
        >
          <ChevronLeftIcon size={20} />
        </button>
        <p className="text-[0.9375rem] font-bold text-ink" aria-live="polite">
          {yearMonthText(month)}
        </p>
        <button
          type="button"
          aria-label="다음 달"
          disabled={maxMonth !== undefined && month >= maxMonth}
          onClick={() => onMonthChange(shiftMonth(month, 1))}
          className="flex size-9 items-center justify-center rounded-lg text-ink-muted hover:bg-surface-muted disabled:text-line-strong disabled:hover:bg-transparent"
        >
          <ChevronRightIcon size={20} />
        </button>
      </div>
      <div className="grid grid-cols-7 gap-1 text-center" aria-hidden="true">
        {weekdayNames.map((weekday, index) => (
          <span
            key={weekday}
            className={cn(
              'text-xs font-semibold',
              index === 0 ? 'text-danger' : index === 6 ? 'text-info' : 'text-ink-subtle',
            )}
          >
            {weekday}
          </span>
        ))}
      </div>
      <ul className="grid grid-cols-7 gap-1">
        {Array.from({ length: leading }, (_, index) => (
          <li key={`blank-${index}`} aria-hidden="true" />
        ))}
        {days.map((date) => {
          const day = describeDay(date);
          const dayNumber = Number(date.slice(8));
          const name = `${monthDayFullWeekday(date)}${day.description ? `, ${day.description}` : ''}`;
          const body = (
            <>
              <span className="text-sm font-semibold tabular-nums">{dayNumber}</span>
              {day.mark ? <span className="text-[0.625rem] leading-none font-bold">{day.mark}</span> : null}
            </>
          );
          const classes = cn(
            'flex aspect-square w-full flex-col items-center justify-center gap-0.5 rounded-lg text-ink',
            day.className,
          );
          return (
            <li key={date}>
              {onSelectDay ? (
                <button
                  type="button"
                  aria-label={name}
                  aria-pressed={day.pressed ?? false}
                  disabled={day.disabled}
                  onClick={() => onSelectDay(date)}
                  className={cn(classes, 'disabled:text-ink-subtle hover:brightness-95')}
                >
                  {body}
                </button>
              ) : (
                <div className={classes} aria-label={name} role="img">
                  {body}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
