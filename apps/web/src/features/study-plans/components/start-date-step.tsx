import { monthDayWithWeekday } from '@molip/domain/korean-date';
import { addDays, dayOfWeek } from '@molip/domain/calendar-date';
import { useState } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { effectiveStartDate, usePlanDraftStore } from '../stores/plan-draft-store';

function nextMonday(today: string): string {
  const offset = (8 - dayOfWeek(today)) % 7 || 7;
  return addDays(today, offset);
}

/** Step 2: the start date, today by default and never in the past (the server refuses those). */
export function StartDateStep({ today }: { today: string }) {
  const draft = usePlanDraftStore();
  const startDate = effectiveStartDate(draft, today);
  // A past date typed by hand is set back to today, and the learner is told so.
  const [pastRefused, setPastRefused] = useState(false);
  const shortcuts = [
    { label: '오늘', date: today },
    { label: '내일', date: addDays(today, 1) },
    { label: '다음 주 월요일', date: nextMonday(today) },
  ];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-2" role="group" aria-label="빠른 선택">
        {shortcuts.map((shortcut) => (
          <button
            key={shortcut.label}
            type="button"
            aria-pressed={startDate === shortcut.date}
            onClick={() => {
              setPastRefused(false);
              draft.setStartDate(shortcut.date);
            }}
            className={cn(
              'h-10 rounded-full border px-4 text-sm font-semibold',
              startDate === shortcut.date
                ? 'border-primary bg-primary-soft text-primary'
                : 'border-line-strong bg-surface text-ink-muted',
            )}
          >
            {shortcut.label}
          </button>
        ))}
      </div>
      <Input
        label="시작일"
        type="date"
        min={today}
        value={startDate}
        onChange={(event) => {
          // An emptied or past value (typed by hand) falls back to today rather than a refused request.
          const value = event.target.value;
          setPastRefused(value !== '' && value < today);
          draft.setStartDate(value && value >= today ? value : today);
        }}
        hint={`${pastRefused ? '지난 날짜는 고를 수 없어서 오늘로 맞췄어요. ' : ''}${monthDayWithWeekday(startDate)}부터 시작해요.`}
      />
    </div>
  );
}
