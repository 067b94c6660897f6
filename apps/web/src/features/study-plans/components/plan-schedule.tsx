import { monthDayWithWeekday } from '@molip/domain/korean-date';
import type { StudyPlanDetail } from '@molip/domain/study-plan';
import { formatStudyTime } from '@molip/domain/study-time';
import { todoStateLabel } from '@molip/domain/todo-status';
import { ReviewBadge } from '@/components/ui/review-badge';
import { Section } from '@/components/ui/section';
import { cn } from '@/lib/cn';
import { dayKindNames } from './plan-calendar';

type PlanScheduleProps = {
  days: StudyPlanDetail['days'];
  today: string;
  /** The to-do a focus log is open on now: its row reads 집중 중, another started one 일시 정지. */
  focusingTodoId: string | null;
};

/** The plan's days in order, today marked, each with its units, their time studied and their state. */
export function PlanSchedule({ days, today, focusingTodoId }: PlanScheduleProps) {
  return (
    <Section title="날짜별 일정" id="plan-schedule">
      <ol className="flex flex-col gap-2">
        {days.map((day) => (
          <li
            key={day.date}
            aria-current={day.date === today ? 'date' : undefined}
            className={cn(
              'rounded-xl border bg-surface px-4 py-3',
              day.date === today ? 'border-primary' : 'border-line',
              day.kind !== 'STUDY' && day.units.length === 0 && 'bg-surface-muted/60',
            )}
          >
            <div className="flex items-center justify-between gap-2">
              <p className="text-sm font-bold text-ink">
                {monthDayWithWeekday(day.date)}
                {day.date === today ? <span className="ml-1.5 text-primary">오늘</span> : null}
              </p>
              <span className="text-xs font-semibold text-ink-muted">{dayKindNames[day.kind]}</span>
            </div>
            {day.units.length > 0 ? (
              <ul className="mt-2 flex flex-col gap-1.5">
                {day.units.map((unit) => (
                  <li key={unit.id} className="flex items-center gap-2 text-sm">
                    <span className="font-semibold text-primary tabular-nums">{unit.shortTitle}</span>
                    <span
                      className={cn(
                        'min-w-0 flex-1 truncate text-ink',
                        unit.status === 'COMPLETED' && 'text-ink-muted line-through',
                      )}
                    >
                      {unit.title}
                    </span>
                    {unit.review ? <ReviewBadge review={unit.review} /> : null}
                    {unit.totalStudySeconds > 0 ? (
                      <span className="shrink-0 text-xs text-ink-subtle tabular-nums">
                        {formatStudyTime(unit.totalStudySeconds, 'words')}
                      </span>
                    ) : null}
                    <span className="shrink-0 text-xs font-semibold text-ink-muted">
                      {todoStateLabel(unit.status, unit.id === focusingTodoId)}
                    </span>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </Section>
  );
}
