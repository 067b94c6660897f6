import { MS_PER_MINUTE, SECONDS_PER_MINUTE } from '@molip/domain/duration';
import { completionRate, focusEfficiency } from '@molip/domain/focus-figures';
import { todoStatusLabels } from '@molip/domain/todo-status';
import { formatStudyMinutes, formatStudyTime } from '@molip/domain/study-time';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { List } from '@/components/ui/list';
import { Section } from '@/components/ui/section';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import type { ReceivedBlock } from '../api/get-current-focus-block';
import { mapBlock } from '../stores/focus-timer-machine';
import { FigureTile } from './figure-tile';
import { clockAt, percent } from '../utils/timer-text';

/** A finished block's record: planned and actual time, figures, its to-dos and focus logs. */
export function EndedBlockSummary({ received, timeZone }: { received: ReceivedBlock; timeZone: string }) {
  const navigate = useNavigate();
  const view = mapBlock(received.block);
  const endedAt = view.endedAt ?? view.endAt;
  const elapsedMinutes = Math.max(0, (endedAt - view.startAt) / MS_PER_MINUTE);
  // A free focus block names no to-do: nothing to complete, nothing to list.
  const hasTodos = view.totalTodos > 0;
  return (
    <>
      <section
        aria-labelledby="block-heading"
        className="flex flex-col gap-4 rounded-card bg-surface p-5 shadow-card"
      >
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id="block-heading" className="text-lg font-bold text-ink">
              {view.studyPlanTitle}
            </h2>
            <p className="text-sm text-ink-muted tabular-nums">
              {clockAt(view.startAt, timeZone)} ~ {clockAt(endedAt, timeZone)} · 계획{' '}
              {formatStudyMinutes(view.plannedMinutes)}
            </p>
          </div>
          <span className="shrink-0 rounded-full bg-success px-2.5 py-1 text-xs font-bold text-on-primary">
            완료
          </span>
        </div>
        <dl className={cn('grid gap-2 text-center', hasTodos ? 'grid-cols-3' : 'grid-cols-2')}>
          <FigureTile
            label="집중 시간"
            value={formatStudyTime(received.block.actualFocusSeconds, 'words')}
            seconds={received.block.actualFocusSeconds}
          />
          <FigureTile
            label="집중 효율"
            value={percent(
              focusEfficiency(received.block.actualFocusSeconds / SECONDS_PER_MINUTE, elapsedMinutes),
            )}
          />
          {hasTodos ? (
            <FigureTile
              label="완료율"
              value={percent(completionRate(view.completedTodos, view.totalTodos))}
              hint={`${view.completedTodos}/${view.totalTodos}`}
            />
          ) : null}
        </dl>
      </section>
      {hasTodos ? (
        <Section title="할 일" id="block-todos">
          <List
            aria-label="블록의 할 일"
            items={view.todos.map((todo) => ({
              id: todo.id,
              title: `${todo.shortTitle} ${todo.title}`,
              description: `${todo.studyPlanTitle} · ${todoStatusLabels[todo.status]}`,
              trailing:
                todo.totalStudySeconds > 0 ? formatStudyTime(todo.totalStudySeconds, 'words') : undefined,
            }))}
          />
        </Section>
      ) : null}
      <Section title="집중 기록" id="block-logs">
        {view.focusLogs.length === 0 ? (
          <p className="rounded-card bg-surface px-4 py-5 text-center text-sm text-ink-muted">
            집중 기록이 없어요.
          </p>
        ) : (
          <List
            aria-label="집중 기록"
            items={view.focusLogs.map((log) => ({
              id: log.id,
              title: log.dailyTodoUnitTitle,
              description: `${clockAt(Date.parse(log.startTime), timeZone)} ~ ${log.endTime ? clockAt(Date.parse(log.endTime), timeZone) : ''} · ${log.status === 'COMPLETED' ? '완료' : '일시 정지'}`,
              trailing: formatStudyTime(log.actualFocusSeconds, 'words'),
            }))}
          />
        )}
      </Section>
      <Button
        variant="outline"
        fullWidth
        className="mt-auto"
        onClick={() => navigate(paths.focusSession(view.sessionId))}
      >
        세션으로 돌아가기
      </Button>
    </>
  );
}
