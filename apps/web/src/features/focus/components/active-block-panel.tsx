import { SECONDS_PER_MINUTE, wholeMinutes } from '@molip/domain/duration';
import { formatDurationText, formatElapsed } from '@molip/domain/duration-text';
import { blockTimeProgressPercent, completionRate, focusEfficiency } from '@molip/domain/focus-figures';
import { todoStatusLabels } from '@molip/domain/todo-status';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { alertTitles, showAlert } from '@/components/ui/alerts-store';
import { Button } from '@/components/ui/button';
import { CheckIcon } from '@/components/ui/icons';
import { ProgressBar } from '@/components/ui/progress-bar';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { errorSentence } from '@/lib/error-messages';
import { useCompleteFocusLog } from '../api/complete-focus-log';
import { useEndFocusBlock } from '../api/end-focus-block';
import { focusKeys } from '../api/focus-query-keys';
import { usePauseFocusLog } from '../api/pause-focus-log';
import { useStartFocusLog } from '../api/start-focus-log';
import { useFocusTracking } from '../hooks/use-focus-tracking';
import { useTabTitle } from '../hooks/use-tab-title';
import { useWakeLock } from '../hooks/use-wake-lock';
import {
  actualFocusSeconds,
  currentLogSeconds,
  elapsedBlockSeconds,
  remainingBlockSeconds,
  todoStudySeconds,
  type TimerTodo,
} from '../stores/focus-timer-machine';
import { useFocusTimerStore } from '../stores/focus-timer-store';
import { FigureTile } from './figure-tile';
import { clockAt, formatTimer, percent } from '../utils/timer-text';
import { todayTodosQueryKey } from '@/lib/today-todos-query';

/** The running block: timer, figures, to-dos and the block's end. */
export function ActiveBlockPanel({ timeZone }: { timeZone: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const timer = useFocusTimerStore();
  const startLog = useStartFocusLog();
  const pauseLog = usePauseFocusLog();
  const completeLog = useCompleteFocusLog();
  const endBlock = useEndFocusBlock();
  const { block } = timer;
  const running = block !== null && !timer.isPaused;

  useFocusTracking(block !== null);
  useWakeLock(running);
  const remaining = remainingBlockSeconds(timer);
  useTabTitle(running ? `${formatTimer(Math.max(0, remaining))} 남음 · 집중 블록 | 몰입` : null);

  if (!block) return null;

  const busy = startLog.isPending || pauseLog.isPending || completeLog.isPending || endBlock.isPending;
  const elapsedMinutes = elapsedBlockSeconds(timer) / SECONDS_PER_MINUTE;
  const focusMinutes = actualFocusSeconds(timer) / SECONDS_PER_MINUTE;
  const currentTodo = block.todos.find((todo) => todo.id === timer.currentTodoId) ?? null;

  const start = (todo: TimerTodo) =>
    startLog.mutate(todo.id, {
      onSuccess: ({ result, receivedAt }) => {
        timer.applyLogResult(result, receivedAt, 'start');
        void queryClient.invalidateQueries({ queryKey: todayTodosQueryKey });
      },
      onError: (error) =>
        showAlert({
          variant: 'error',
          title: alertTitles.error.focusStart,
          description: errorSentence(error),
        }),
    });

  const pause = (todo: TimerTodo) => {
    timer.pause();
    pauseLog.mutate(todo.id, {
      onSuccess: ({ result, receivedAt }) => timer.applyLogResult(result, receivedAt, 'pause'),
      onError: (error) => {
        showAlert({ variant: 'error', description: errorSentence(error) });
        // The optimistic pause may be wrong: take the server's word again.
        void queryClient.invalidateQueries({ queryKey: focusKeys.currentBlock });
      },
    });
  };

  const complete = (todo: TimerTodo) =>
    completeLog.mutate(todo.id, {
      onSuccess: ({ result, receivedAt }) => {
        timer.applyLogResult(result, receivedAt, 'complete');
        const minutes = formatDurationText(result.data.totalStudyMinutes);
        showAlert({
          variant: 'success',
          description: `‘${todo.title}’ 완료!${minutes ? ` 누적 ${minutes} 공부했어요.` : ''}`,
        });
      },
      onError: (error) =>
        showAlert({
          variant: 'error',
          title: alertTitles.error.focusComplete,
          description: errorSentence(error),
        }),
    });

  const finishBlock = () =>
    endBlock.mutate(block.id, {
      onSuccess: () => {
        timer.reset();
        showAlert({
          variant: 'success',
          title: alertTitles.success.focusBlockComplete,
          description: '집중 블록을 마쳤어요.',
        });
        navigate(paths.focusSessionCurrent, { replace: true });
      },
      // On failure the block keeps running and the alert says why.
      onError: (error) =>
        showAlert({
          variant: 'error',
          title: alertTitles.error.focusBlockEnd,
          description: errorSentence(error),
        }),
    });

  return (
    <>
      <section
        aria-labelledby="block-heading"
        className="flex flex-col gap-4 rounded-card bg-surface p-5 shadow-card"
      >
        <div>
          <h2 id="block-heading" className="text-lg font-bold text-ink">
            {block.studyPlanTitle}
          </h2>
          <p className="text-sm text-ink-muted tabular-nums">
            {clockAt(block.startAt, timeZone)} ~ {clockAt(block.endAt, timeZone)} ·{' '}
            {formatDurationText(block.plannedMinutes)}
          </p>
        </div>
        <div className="flex flex-col items-center gap-1 py-1">
          <p className="text-sm font-semibold text-ink-muted">
            {remaining > 0 ? '남은 시간' : '블록 시간 초과'}
          </p>
          <p
            role="timer"
            aria-label="남은 블록 시간"
            className={cn(
              'text-6xl font-bold tracking-tight tabular-nums',
              remaining > 0 ? 'text-ink' : 'text-warning',
            )}
          >
            {remaining > 0 ? formatTimer(remaining) : `+${formatTimer(-remaining)}`}
          </p>
          <p className="text-sm text-ink-muted" aria-live="polite">
            {currentTodo ? (
              <>
                <span className="font-semibold text-primary">집중 중</span> · {currentTodo.title}
              </>
            ) : block.todos.every((todo) => todo.status === 'COMPLETED') ? (
              '모든 할 일을 마쳤어요. 블록을 종료해주세요'
            ) : timer.focusedTodoId ? (
              '일시 정지됨'
            ) : (
              '아래에서 할 일을 골라 집중을 시작하세요'
            )}
          </p>
        </div>
        <ProgressBar
          value={blockTimeProgressPercent(elapsedMinutes, block.plannedMinutes)}
          label="블록 시간 진행률"
          showValue
        />
        <dl className="grid grid-cols-3 gap-2 text-center">
          <FigureTile label="집중 시간" value={formatTimer(actualFocusSeconds(timer))} />
          <FigureTile label="집중 효율" value={percent(focusEfficiency(focusMinutes, elapsedMinutes))} />
          <FigureTile
            label="완료율"
            value={percent(completionRate(block.completedTodos, block.totalTodos))}
            hint={`${block.completedTodos}/${block.totalTodos}`}
          />
        </dl>
      </section>

      {block.studyPlanGroups.map((group) => (
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
              const isCurrent = todo.id === timer.currentTodoId;
              const done = todo.status === 'COMPLETED';
              const studied = formatDurationText(wholeMinutes(todoStudySeconds(timer, todo)));
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
                      <p className="text-[0.8125rem] text-ink-muted">
                        {isCurrent
                          ? `진행 중 · ${formatElapsed(currentLogSeconds(timer))}`
                          : todoStatusLabels[todo.status]}
                        {studied ? ` · 누적 ${studied}` : ''}
                      </p>
                    </div>
                  </div>
                  {done ? null : (
                    <div className="flex gap-2 pl-9">
                      {isCurrent ? (
                        <Button variant="outline" size="sm" disabled={busy} onClick={() => pause(todo)}>
                          일시 정지
                        </Button>
                      ) : (
                        <Button variant="secondary" size="sm" disabled={busy} onClick={() => start(todo)}>
                          {timer.currentTodoId ? '이 할 일로 전환' : '집중 시작'}
                        </Button>
                      )}
                      <Button variant="ghost" size="sm" disabled={busy} onClick={() => complete(todo)}>
                        완료
                      </Button>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ))}

      <Button
        variant="outline"
        size="lg"
        fullWidth
        className="mt-auto"
        loading={endBlock.isPending}
        loadingText="블록 종료 중..."
        disabled={busy}
        onClick={finishBlock}
      >
        블록 종료
      </Button>
    </>
  );
}
