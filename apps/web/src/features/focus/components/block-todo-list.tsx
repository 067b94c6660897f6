import { todoStatusLabels } from '@molip/domain/todo-status';
import { formatStudyTime } from '@molip/domain/study-time';
import { Button } from '@/components/ui/button';
import { CheckIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import type { ActiveBlockActions } from '../hooks/use-active-block-actions';
import {
  currentLogSeconds,
  currentTodoId,
  remainingBlockSeconds,
  todoStudySeconds,
  type FocusTimerState,
} from '../stores/focus-timer-machine';

type BlockTodoListProps = {
  timer: FocusTimerState;
  actions: ActiveBlockActions;
};

/** The block's to-dos by plan, each with its status, its study time and its own start, pause and complete. */
export function BlockTodoList({ timer, actions }: BlockTodoListProps) {
  const { busy } = actions;
  const current = currentTodoId(timer);
  // Once the block's time is up nothing more is counted: its to-dos can still be completed, not focused on.
  const timeUp = remainingBlockSeconds(timer) <= 0;
  return (timer.block?.studyPlanGroups ?? []).map((group) => (
    <section
      key={group.studyPlanId}
      aria-label={group.studyPlanTitle}
      className="flex flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card"
    >
      <h3 className="border-b border-line px-4 py-3 text-sm font-bold text-primary">
        {group.studyPlanTitle}
      </h3>
      <ul className="divide-y divide-line">
        {group.todos.map((todo) => {
          const isCurrent = todo.id === current;
          const done = todo.status === 'COMPLETED';
          const studiedSeconds = todoStudySeconds(timer, todo);
          const studied = studiedSeconds > 0 ? formatStudyTime(studiedSeconds, 'words') : '';
          const liveSeconds = isCurrent ? currentLogSeconds(timer) : 0;
          return (
            <li
              key={todo.id}
              aria-label={todo.title}
              className={cn('flex flex-col gap-3 px-4 py-3', isCurrent && 'bg-primary-soft/60')}
            >
              <div className="flex items-start gap-3">
                <span
                  className={cn(
                    'mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold',
                    done
                      ? 'bg-success text-on-primary'
                      : isCurrent
                        ? 'bg-primary text-on-primary'
                        : 'bg-surface-muted text-ink-muted',
                  )}
                  aria-hidden="true"
                >
                  {done ? <CheckIcon size={14} strokeWidth={3} /> : null}
                </span>
                <div className="min-w-0 flex-1">
                  <p
                    className={cn(
                      'text-[0.9375rem] font-semibold text-ink',
                      done && 'text-ink-muted line-through',
                    )}
                  >
                    <span className="mr-1.5 text-ink-muted tabular-nums">{todo.shortTitle}</span>
                    {todo.title}
                  </p>
                  {/* A started to-do other than the one being studied is paused, not a second 집중 중. */}
                  <p className="text-[0.8125rem] text-ink-muted">
                    {timeUp && (isCurrent || todo.status === 'IN_PROGRESS')
                      ? '시간 종료'
                      : isCurrent
                        ? `집중 중${liveSeconds > 0 ? ` · ${formatStudyTime(liveSeconds, 'words')}` : ''}`
                        : todo.status === 'IN_PROGRESS'
                          ? '일시 정지'
                          : todoStatusLabels[todo.status]}
                    {studied ? ` · 누적 ${studied}` : ''}
                  </p>
                </div>
              </div>
              {done ? null : (
                <div className="flex gap-2 pl-9">
                  {timeUp ? null : (
                    <Button
                      variant={isCurrent ? 'outline' : 'secondary'}
                      size="sm"
                      needsServer
                      disabled={busy}
                      onClick={() => (isCurrent ? actions.pause(todo) : actions.start(todo))}
                    >
                      {isCurrent ? '일시 정지' : current ? '이 할 일로 전환' : '집중 시작'}
                    </Button>
                  )}
                  <Button
                    variant="ghost"
                    size="sm"
                    needsServer
                    disabled={busy}
                    onClick={() => actions.complete(todo)}
                  >
                    완료
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  ));
}
