import { weekdayName } from '@molip/domain/korean-date';
import type { MemberActivity } from '@molip/domain/study-group';
import { formatStudyTime } from '@molip/domain/study-time';
import { cn } from '@/lib/cn';

type WeekBarsProps = {
  days: MemberActivity['dailyActivities'];
  /** The longest day among the rows shown, so bars compare across members. */
  maxSeconds: number;
  highlighted?: boolean;
};

/** A small bar per day, with a sentence for screen readers instead of the picture. */
export function WeekBars({ days, maxSeconds, highlighted = false }: WeekBarsProps) {
  const studied = days.filter((day) => day.totalStudySeconds > 0);
  const best = days.reduce((most, day) => Math.max(most, day.totalStudySeconds), 0);
  const summary =
    studied.length === 0
      ? `최근 ${days.length}일 동안 공부 기록이 없어요`
      : `최근 ${days.length}일 중 ${studied.length}일 공부, 가장 많이 한 날 ${formatStudyTime(best, 'words')}`;
  return (
    <span className="flex flex-col items-end">
      <span aria-hidden="true" className="flex h-5 items-end gap-[3px]">
        {days.map((day) => {
          const share = maxSeconds > 0 ? day.totalStudySeconds / maxSeconds : 0;
          return (
            <span
              key={day.date}
              title={`${weekdayName(day.date)} ${formatStudyTime(day.totalStudySeconds, 'words')}`}
              className={cn(
                'w-1.5 rounded-full',
                day.totalStudySeconds > 0 ? (highlighted ? 'bg-primary' : 'bg-primary/60') : 'bg-line-strong',
              )}
              style={{ height: `${Math.max(3, Math.round(share * 20))}px` }}
            />
          );
        })}
      </span>
      <span className="sr-only">{summary}</span>
    </span>
  );
}
