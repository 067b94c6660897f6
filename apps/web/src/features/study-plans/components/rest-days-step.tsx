import { compareDates, dayOfWeek } from '@molip/domain/calendar-date';
import { weekdayNames } from '@molip/domain/korean-date';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { canRestOnWeekday, effectiveStartDate, usePlanDraftStore } from '../stores/plan-draft-store';
import { MonthCalendar } from './month-calendar';

/** Step 3: rest days on a calendar (tap to toggle; one entry per day) and weekly rest weekdays. */
export function RestDaysStep({ today }: { today: string }) {
  const draft = usePlanDraftStore();
  const startDate = effectiveStartDate(draft, today);
  const [month, setMonth] = useState(startDate.slice(0, 7));
  const restDays = new Set(draft.restDays);
  return (
    <div className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold text-ink">매주 쉬는 요일</legend>
        <div className="grid grid-cols-7 gap-1.5">
          {weekdayNames.map((label, weekday) => {
            const on = draft.restWeekdays.includes(weekday);
            return (
              <button
                key={label}
                type="button"
                aria-pressed={on}
                aria-label={`매주 ${label}요일 쉬기`}
                disabled={!canRestOnWeekday(draft, weekday)}
                onClick={() => draft.toggleRestWeekday(weekday)}
                className={cn(
                  'h-11 rounded-xl border text-sm font-bold disabled:border-line disabled:bg-surface-muted disabled:text-ink-subtle',
                  on
                    ? 'border-ink-muted bg-ink-muted text-surface'
                    : 'border-line-strong bg-surface text-ink',
                )}
              >
                {label}
              </button>
            );
          })}
        </div>
      </fieldset>
      <div className="flex flex-col gap-2 rounded-card border border-line bg-surface p-4">
        <div className="flex items-center justify-between">
          <p className="text-sm font-semibold text-ink">쉬는 날짜 {draft.restDays.length}일</p>
          {draft.restDays.length > 0 || draft.restWeekdays.length > 0 ? (
            <button
              type="button"
              onClick={draft.clearRestDays}
              className="text-sm font-semibold text-primary"
            >
              모두 지우기
            </button>
          ) : null}
        </div>
        <MonthCalendar
          label="쉬는 날짜 선택"
          month={month}
          onMonthChange={setMonth}
          minMonth={startDate.slice(0, 7)}
          onSelectDay={draft.toggleRestDay}
          describeDay={(date) => {
            const before = compareDates(date, startDate) < 0;
            const chosen = restDays.has(date);
            const weekly = draft.restWeekdays.includes(dayOfWeek(date));
            return {
              disabled: before,
              pressed: chosen,
              description: chosen ? '쉬는 날' : weekly ? '매주 쉬는 요일' : undefined,
              className: chosen
                ? 'bg-ink-muted text-surface'
                : weekly && !before
                  ? 'bg-surface-muted text-ink-subtle'
                  : date === startDate
                    ? 'ring-2 ring-primary ring-inset'
                    : undefined,
              mark: chosen ? '휴식' : undefined,
            };
          }}
        />
      </div>
    </div>
  );
}
