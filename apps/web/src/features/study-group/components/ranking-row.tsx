import type { MemberActivity } from '@molip/domain/study-group';
import { formatStudyTime } from '@molip/domain/study-time';
import { Avatar } from '@/components/ui/avatar';
import { cn } from '@/lib/cn';
import { memberName } from './member-name';
import { WeekBars } from './week-bars';

type RankingRowProps = {
  member: MemberActivity;
  isMe: boolean;
  focusing: boolean;
  /** The plan the member is focusing on, when they share it. */
  focusPlanTitle: string | null;
  completionPercent: number;
  chartDays: MemberActivity['dailyActivities'];
  maxDaySeconds: number;
};

const medalClasses: Record<number, string> = {
  1: 'bg-warning-soft text-warning',
  2: 'bg-surface-muted text-ink',
  3: 'bg-surface-muted text-ink-muted',
};

/**
 * One ranked member: rank, avatar with a focusing dot, name, the plan being studied now, to-dos and rate,
 * study time and bars.
 */
export function RankingRow({
  member,
  isMe,
  focusing,
  focusPlanTitle,
  completionPercent,
  chartDays,
  maxDaySeconds,
}: RankingRowProps) {
  const name = memberName(member.userInfo.username);
  return (
    <div
      className={cn(
        'flex items-center gap-3 rounded-2xl px-3 py-3',
        isMe ? 'bg-primary-soft ring-1 ring-primary/40' : 'bg-surface',
      )}
    >
      <span
        className={cn(
          'flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-bold tabular-nums',
          medalClasses[member.rank] ?? 'text-ink-muted',
        )}
      >
        <span className="sr-only">{member.rank}위</span>
        <span aria-hidden="true">{member.rank}</span>
      </span>
      <Avatar
        name={name}
        mode="initial"
        size="medium"
        presence={focusing ? 'busy' : undefined}
        presenceLabel="지금 집중 중"
      />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex items-center gap-1.5">
          <span className="truncate text-[0.9375rem] font-semibold text-ink">{name}</span>
          {isMe ? (
            <span className="shrink-0 rounded-full bg-primary px-1.5 py-0.5 text-[0.6875rem] font-bold text-on-primary">
              나
            </span>
          ) : null}
        </span>
        {focusing && focusPlanTitle ? (
          <span className="flex min-w-0 text-[0.8125rem] font-medium text-ink">
            <span className="truncate">{focusPlanTitle}</span>
            <span className="shrink-0">&nbsp;집중 중</span>
          </span>
        ) : null}
        <span className="truncate text-[0.8125rem] text-ink-muted">
          <span aria-hidden="true">
            할 일 {member.completedTodosSoFar}/{member.plannedTodosSoFar} · 완료율 {completionPercent}%
          </span>
          <span className="sr-only">
            할 일 {member.plannedTodosSoFar}개 중 {member.completedTodosSoFar}개 완료, 완료율{' '}
            {completionPercent}%
          </span>
        </span>
      </span>
      <span className="flex shrink-0 flex-col items-end gap-1">
        <span className="text-base font-bold text-ink tabular-nums">
          <span className="sr-only">공부 시간 </span>
          {formatStudyTime(member.totalStudySeconds, 'words')}
        </span>
        <WeekBars days={chartDays} maxSeconds={maxDaySeconds} highlighted={isMe} />
      </span>
    </div>
  );
}
