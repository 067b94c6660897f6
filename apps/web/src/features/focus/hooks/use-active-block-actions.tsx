import { useQueryClient } from '@tanstack/react-query';
import type { DailyTodoUnit } from '@molip/domain/daily-todo';
import { formatStudyTime } from '@molip/domain/study-time';
import { useNavigate } from 'react-router';
import { alertTitles, showAlert } from '@/components/ui/alerts-store';
import { paths } from '@/config/paths';
import { errorSentence } from '@/lib/error-messages';
import { useCompleteFocusLog } from '../api/complete-focus-log';
import { useEndFocusBlock } from '../api/end-focus-block';
import { focusKeys } from '@/entities/focus/focus-query-keys';
import { usePauseFocusLog } from '../api/pause-focus-log';
import { usePauseFreeFocus } from '../api/pause-free-focus';
import { useQuickStartFocus } from '../api/quick-start-focus';
import { useStartFocusLog } from '../api/start-focus-log';
import { useStartFreeFocus } from '../api/start-free-focus';
import type { TimerTodo } from '../stores/focus-timer-machine';
import { useFocusPreferencesStore } from '../stores/focus-preferences-store';
import { useFocusTimerStore } from '../stores/focus-timer-store';
import { blockDoneState } from '../utils/block-done-state';
import { unlockChime } from '../utils/chime';

/**
 * What the running block's buttons do: each write goes to the server, its answer goes to the timer, and a
 * failure is said in an alert. `busy` holds every button while one write is on its way; offline, the
 * buttons themselves are off (`needsServer`), described by the app's offline notice.
 */
export function useActiveBlockActions() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const timer = useFocusTimerStore();
  const startLog = useStartFocusLog();
  const pauseLog = usePauseFocusLog();
  const completeLog = useCompleteFocusLog();
  const startFree = useStartFreeFocus();
  const pauseFree = usePauseFreeFocus();
  const endBlock = useEndFocusBlock();
  const quickStart = useQuickStartFocus();
  const blockMinutes = useFocusPreferencesStore((state) => state.blockMinutes);

  const busy =
    quickStart.isPending ||
    startLog.isPending ||
    pauseLog.isPending ||
    completeLog.isPending ||
    startFree.isPending ||
    pauseFree.isPending ||
    endBlock.isPending;

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

  // Inside a running block the quick start adds the to-do to it; the length counts only if the block ended meanwhile.
  const startNext = (todo: Pick<DailyTodoUnit, 'id'>) => {
    unlockChime();
    quickStart.mutate(
      { dailyTodoUnitId: todo.id, blockMinutes },
      {
        onSuccess: ({ result, receivedAt }) => timer.applyLogResult(result, receivedAt, 'start'),
        onError: (error) =>
          showAlert({
            variant: 'error',
            title: alertTitles.error.focusStart,
            description: errorSentence(error),
          }),
      },
    );
  };

  // A pause shows once the server has closed the log: a device guess that later reverts reads as a lie.
  const pause = (todo: TimerTodo) =>
    pauseLog.mutate(todo.id, {
      onSuccess: ({ result, receivedAt }) => timer.applyLogResult(result, receivedAt, 'pause'),
      onError: (error) => {
        showAlert({ variant: 'error', description: errorSentence(error) });
        void queryClient.invalidateQueries({ queryKey: focusKeys.currentBlock });
      },
    });

  const resumeFree = (blockMinutes: number) => {
    unlockChime();
    startFree.mutate(
      { blockMinutes },
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

  const pauseFreeFocus = () =>
    pauseFree.mutate(undefined, {
      onSuccess: ({ result, receivedAt }) => timer.loadFromServer(result.data.block, receivedAt),
      onError: (error) => {
        showAlert({ variant: 'error', description: errorSentence(error) });
        void queryClient.invalidateQueries({ queryKey: focusKeys.currentBlock });
      },
    });

  const complete = (todo: TimerTodo) =>
    completeLog.mutate(todo.id, {
      onSuccess: ({ result, receivedAt }) => {
        timer.applyLogResult(result, receivedAt, 'complete');
        const studied = result.data.totalStudySeconds;
        showAlert({
          variant: 'success',
          description: `‘${todo.title}’ 완료!${studied > 0 ? ` 모두 ${formatStudyTime(studied, 'words')} 공부했어요.` : ''}`,
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
  const finishBlock = (blockId: string) => {
    void endBlock.mutateAsync(blockId).then(
      () => {
        timer.reset();
        // The block's own summary, with today's figures and the break (its answer is already cached).
        navigate(paths.focusBlock(blockId), { replace: true, state: blockDoneState() });
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

  return {
    busy,
    pausing: pauseLog.isPending || pauseFree.isPending,
    ending: endBlock.isPending,
    startingNext: quickStart.isPending,
    start,
    startNext,
    pause,
    complete,
    resumeFree,
    pauseFreeFocus,
    finishBlock,
  };
}

export type ActiveBlockActions = ReturnType<typeof useActiveBlockActions>;
