import { SECONDS_PER_MINUTE } from '@molip/domain/duration';
import { formatDurationText } from '@molip/domain/duration-text';
import { FREE_FOCUS_TITLE } from '@molip/domain/focus';
import { completionRate, focusEfficiency, formatFocusSeconds } from '@molip/domain/focus-figures';
import { todoStatusLabels } from '@molip/domain/todo-status';
import { useQueryClient } from '@tanstack/react-query';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router';
import { alertTitles, showAlert } from '@/components/ui/alerts-store';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { CheckIcon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';
import { showSnackbar } from '@/components/ui/snackbar-store';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { errorSentence } from '@/lib/error-messages';
import { TodayProgressLine } from '@/lib/today-progress-line';
import { useCompleteFocusLog } from '../api/complete-focus-log';
import { useEndFocusBlock } from '../api/end-focus-block';
import { focusKeys } from '../api/focus-query-keys';
import { usePauseFocusLog } from '../api/pause-focus-log';
import { usePauseFreeFocus } from '../api/pause-free-focus';
import { useStartFocusLog } from '../api/start-focus-log';
import { useStartFreeFocus } from '../api/start-free-focus';
import { useFocusTracking } from '../hooks/use-focus-tracking';
import { useImmersiveMode } from '../hooks/use-immersive-mode';
import { useTimeAlerts } from '../hooks/use-session-time-alerts';
import { useStillStudyingCheck } from '../hooks/use-still-studying-check';
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
import { useFocusPreferencesStore } from '../stores/focus-preferences-store';
import { useFocusTimerStore } from '../stores/focus-timer-store';
import { blockDoneState } from '../utils/block-done-state';
import { blockAlertMessages } from '../utils/session-time-alerts';
import { unlockChime } from '../utils/chime';
import { clockAt, formatTimer, percent } from '../utils/timer-text';
import { BlockLengthPicker } from './block-length-picker';
import { FigureTile } from './figure-tile';
import { FocusRing } from './focus-ring';
import { NotificationPermissionCard } from './notification-permission-card';

// Efficiency over the first minutes says nothing (15% after ten seconds of settling in): shown from here.
const FIGURES_MEANINGFUL_AFTER_SECONDS = 5 * SECONDS_PER_MINUTE;

/**
 * The running block: one ring clock, the to-do being studied and its two big actions (pause or resume,
 * complete) first; the figures, the other to-dos and the block's end below. A full-screen view keeps only
 * the first part.
 */
export function ActiveBlockPanel({ timeZone }: { timeZone: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const timer = useFocusTimerStore();
  const startLog = useStartFocusLog();
  const pauseLog = usePauseFocusLog();
  const completeLog = useCompleteFocusLog();
  const startFree = useStartFreeFocus();
  const pauseFree = usePauseFreeFocus();
  const endBlock = useEndFocusBlock();
  const { block } = timer;
  const running = block !== null && !timer.isPaused;

  useFocusTracking(block !== null);
  useWakeLock(running);
  const remaining = remainingBlockSeconds(timer);
  useTabTitle(running ? `${formatTimer(Math.max(0, remaining))} 남음 · 집중 블록 | 몰입` : null);
  const stillStudying = useStillStudyingCheck();
  const focusingNow = !timer.isPaused;
  useTimeAlerts(block?.id ?? null, block ? remaining : null, {
    messages: blockAlertMessages,
    onExceeded: focusingNow ? stillStudying.blockEnded : undefined,
  });
  const immersive = useImmersiveMode();
  const endSound = useFocusPreferencesStore((state) => state.endSound);
  const setEndSound = useFocusPreferencesStore((state) => state.setEndSound);

  if (!block) return null;

  const busy =
    startLog.isPending ||
    pauseLog.isPending ||
    completeLog.isPending ||
    startFree.isPending ||
    pauseFree.isPending ||
    endBlock.isPending;
  const elapsedSeconds = elapsedBlockSeconds(timer);
  const focusSeconds = actualFocusSeconds(timer);
  const currentTodo = block.todos.find((todo) => todo.id === timer.currentTodoId) ?? null;
  // The to-do the two big buttons act on: the one being studied, the one paused, else the next open one.
  const subject =
    currentTodo ??
    block.todos.find((todo) => todo.id === timer.focusedTodoId && todo.status !== 'COMPLETED') ??
    block.todos.find((todo) => todo.status !== 'COMPLETED') ??
    null;
  // Free focus: a log open on no to-do, or a block that names none (its pauses and resumes are free too).
  const focusingFreely = !timer.isPaused && timer.currentTodoId === null;
  const free = focusingFreely || block.todos.length === 0;
  const showEfficiency = elapsedSeconds >= FIGURES_MEANINGFUL_AFTER_SECONDS;
  const showCompletion = block.completedTodos > 0;

  const start = (todo: TimerTodo) => {
    unlockChime();
    startLog.mutate(todo.id, {
      onSuccess: ({ result, receivedAt }) => timer.applyLogResult(result, receivedAt, 'start'),
      onError: (error) =>
        showAlert({
          variant: 'error',
          title: alertTitles.error.focusStart,
          description: errorSentence(error),
        }),
    });
  };

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

  const resumeFree = () => {
    unlockChime();
    startFree.mutate(
      { blockMinutes: block.plannedMinutes },
      {
        onSuccess: ({ result, receivedAt }) => timer.loadFromServer(result.data.block, receivedAt),
        onError: (error) =>
          showAlert({
            variant: 'error',
            title: alertTitles.error.focusStart,
            description: errorSentence(error),
          }),
      },
    );
  };

  const pauseFreeFocus = () => {
    timer.pause();
    pauseFree.mutate(undefined, {
      onSuccess: ({ result, receivedAt }) => timer.loadFromServer(result.data.block, receivedAt),
      onError: (error) => {
        showAlert({ variant: 'error', description: errorSentence(error) });
        void queryClient.invalidateQueries({ queryKey: focusKeys.currentBlock });
      },
    });
  };

  const complete = (todo: TimerTodo) =>
    completeLog.mutate(todo.id, {
      onSuccess: ({ result, receivedAt }) => {
        timer.applyLogResult(result, receivedAt, 'complete');
        const studied = result.data.totalStudySeconds;
        showAlert({
          variant: 'success',
          description: `‘${todo.title}’ 완료!${studied > 0 ? ` 모두 ${formatFocusSeconds(studied)} 공부했어요.` : ''}`,
        });
      },
      onError: (error) =>
        showAlert({
          variant: 'error',
          title: alertTitles.error.focusComplete,
          description: errorSentence(error),
        }),
    });

  // `mutateAsync`, not `mutate`'s callbacks: ending the block empties this screen, and `mutate` drops its
  // callbacks once the panel has unmounted — the learner would be left on "no block" without the session.
  const finishBlock = () => {
    void endBlock.mutateAsync(block.id).then(
      () => {
        timer.reset();
        // Like a completed to-do: a burst (on the session screen) and today's figures in the snackbar.
        showSnackbar({ message: '집중 블록을 마쳤어요. 수고했어요!', detail: <TodayProgressLine /> });
        navigate(paths.focusSessionCurrent, { replace: true, state: blockDoneState() });
      },
      // On failure the block keeps running and the alert says why.
      (error: unknown) =>
        showAlert({
          variant: 'error',
          title: alertTitles.error.focusBlockEnd,
          description: errorSentence(error),
        }),
    );
  };

  const stage = (
    <section
      aria-labelledby="block-heading"
      className={cn(
        'flex flex-col items-center gap-5 rounded-card bg-surface px-5 pt-4 pb-5 shadow-card',
        immersive.on && 'w-full max-w-md bg-transparent shadow-none',
      )}
    >
      <div className="flex w-full items-center justify-between gap-3">
        <h2 id="block-heading" className="min-w-0 truncate text-sm font-semibold text-ink-muted">
          {block.studyPlanTitle}
        </h2>
        <Button
          variant="ghost"
          size="sm"
          onClick={immersive.on ? immersive.exit : immersive.enter}
          aria-pressed={immersive.on}
        >
          {immersive.on ? '전체 화면 끝내기' : '전체 화면'}
        </Button>
      </div>
      <FocusRing
        remainingSeconds={remaining}
        plannedSeconds={block.plannedMinutes * SECONDS_PER_MINUTE}
        paused={free ? !focusingFreely : !currentTodo && subject !== null}
      />
      <div className="flex w-full flex-col items-center gap-1 text-center" aria-live="polite">
        <p
          className={cn(
            'text-sm font-semibold',
            currentTodo || focusingFreely ? 'text-primary' : 'text-ink-muted',
          )}
        >
          {currentTodo || focusingFreely
            ? '집중 중'
            : free
              ? '일시 정지됨'
              : subject === null
                ? '모든 할 일을 마쳤어요'
                : timer.focusedTodoId
                  ? '일시 정지됨'
                  : '집중할 할 일'}
        </p>
        <p className="text-xl font-bold text-ink">
          {free ? (
            FREE_FOCUS_TITLE
          ) : subject ? (
            <>
              <span className="mr-1.5 text-ink-muted tabular-nums">{subject.shortTitle}</span>
              {subject.title}
            </>
          ) : (
            '블록을 마치고 쉬어 가세요'
          )}
        </p>
      </div>
      {free ? (
        <div className="grid w-full grid-cols-2 gap-3">
          {focusingFreely ? (
            <Button
              variant="outline"
              size="lg"
              disabled={busy}
              aria-label="자유 집중 일시 정지"
              onClick={pauseFreeFocus}
            >
              일시 정지
            </Button>
          ) : (
            <Button size="lg" disabled={busy} aria-label="자유 집중 다시 시작" onClick={resumeFree}>
              다시 시작
            </Button>
          )}
          <Button
            variant={focusingFreely ? 'primary' : 'outline'}
            size="lg"
            loading={endBlock.isPending}
            disabled={busy}
            onClick={finishBlock}
          >
            블록 마치기
          </Button>
        </div>
      ) : subject ? (
        <div className="grid w-full grid-cols-2 gap-3">
          {currentTodo ? (
            <Button
              variant="outline"
              size="lg"
              disabled={busy}
              aria-label="지금 할 일 일시 정지"
              onClick={() => pause(currentTodo)}
            >
              일시 정지
            </Button>
          ) : (
            <Button
              size="lg"
              disabled={busy}
              aria-label="지금 할 일 집중 시작"
              onClick={() => start(subject)}
            >
              {timer.focusedTodoId === subject.id ? '다시 시작' : '집중 시작'}
            </Button>
          )}
          <Button
            variant={currentTodo ? 'primary' : 'outline'}
            size="lg"
            disabled={busy}
            aria-label="지금 할 일 완료"
            onClick={() => complete(subject)}
          >
            완료
          </Button>
        </div>
      ) : (
        <Button size="lg" fullWidth loading={endBlock.isPending} disabled={busy} onClick={finishBlock}>
          블록 마치기
        </Button>
      )}
    </section>
  );

  const stillStudyingDialog = (
    <Modal
      open={stillStudying.open}
      onOpenChange={(open) => {
        if (!open) stillStudying.close();
      }}
      size="sm"
      title="아직 공부하고 있나요?"
      description="블록 시간이 끝나서 그 뒤의 시간은 기록되지 않아요. 블록을 마치고 쉬거나 새 블록으로 이어 가세요."
      footer={
        <div className="flex gap-2">
          <Button variant="outline" fullWidth onClick={stillStudying.close}>
            닫기
          </Button>
          <Button
            fullWidth
            onClick={() => {
              stillStudying.close();
              finishBlock();
            }}
          >
            블록 마치기
          </Button>
        </div>
      }
    />
  );

  if (immersive.on) {
    // Outside the app's root, which is inert meanwhile (useImmersiveMode).
    return createPortal(
      <div className="fixed inset-0 z-30 flex items-center justify-center overflow-y-auto bg-canvas p-5">
        {stage}
        {stillStudyingDialog}
      </div>,
      document.body,
    );
  }

  return (
    <>
      {stage}
      <NotificationPermissionCard />
      <section aria-labelledby="block-details-heading" className="flex flex-col gap-3">
        <div className="flex items-baseline justify-between gap-3 px-1">
          <h2 id="block-details-heading" className="text-base font-bold text-ink">
            이 블록
          </h2>
          <p className="text-sm text-ink-muted tabular-nums">
            {clockAt(block.startAt, timeZone)} ~ {clockAt(block.endAt, timeZone)} ·{' '}
            {formatDurationText(block.plannedMinutes)}
          </p>
        </div>
        <dl
          className={cn(
            'grid gap-2 text-center',
            showEfficiency && showCompletion
              ? 'grid-cols-3'
              : showEfficiency || showCompletion
                ? 'grid-cols-2'
                : 'grid-cols-1',
          )}
        >
          <FigureTile label="집중 시간" value={formatFocusSeconds(focusSeconds)} seconds={focusSeconds} />
          {showEfficiency ? (
            <FigureTile
              label="집중 효율"
              value={percent(
                focusEfficiency(focusSeconds / SECONDS_PER_MINUTE, elapsedSeconds / SECONDS_PER_MINUTE),
              )}
            />
          ) : null}
          {showCompletion ? (
            <FigureTile
              label="완료율"
              value={percent(completionRate(block.completedTodos, block.totalTodos))}
              hint={`${block.completedTodos}/${block.totalTodos}`}
            />
          ) : null}
        </dl>
        <Checkbox
          checked={endSound}
          onCheckedChange={setEndSound}
          label="끝나면 작은 알림음 울리기"
          className="px-1"
        />
        <BlockLengthPicker />
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
              const studiedSeconds = todoStudySeconds(timer, todo);
              const studied = studiedSeconds > 0 ? formatFocusSeconds(studiedSeconds) : '';
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
                      {/* A started to-do other than the one being studied is paused, not a second 진행 중. */}
                      <p className="text-[0.8125rem] text-ink-muted">
                        {isCurrent
                          ? `진행 중${liveSeconds > 0 ? ` · ${formatFocusSeconds(liveSeconds)}` : ''}`
                          : todo.status === 'IN_PROGRESS'
                            ? '일시 정지'
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
      {stillStudyingDialog}
    </>
  );
}
