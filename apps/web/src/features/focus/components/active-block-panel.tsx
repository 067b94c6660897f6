import { useQuery } from '@tanstack/react-query';
import { createPortal } from 'react-dom';
import { formatStudyTime } from '@molip/domain/study-time';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useActiveBlockActions } from '../hooks/use-active-block-actions';
import { useFocusTracking } from '../hooks/use-focus-tracking';
import { useImmersiveMode } from '../hooks/use-immersive-mode';
import { useTimeAlerts } from '../hooks/use-session-time-alerts';
import { useStillStudyingCheck } from '../hooks/use-still-studying-check';
import { useTabTitle } from '../hooks/use-tab-title';
import { useWakeLock } from '../hooks/use-wake-lock';
import { todayTodosQueryOptions } from '@/entities/todos/today-todos-query';
import { useReportVisibility } from '@/lib/use-report-visibility';
import { nextOpenTodo } from '../hooks/use-start-next-focus';
import {
  actualFocusSeconds,
  currentTodoId,
  elapsedBlockSeconds,
  focusedTodoId,
  isFocusing,
  remainingBlockSeconds,
} from '../stores/focus-timer-machine';
import { useFocusTimerStore } from '../stores/focus-timer-store';
import { blockAlertMessages } from '../utils/session-time-alerts';
import { BlockFigures } from './block-figures';
import { BlockStage, stageEndsBlock, type UpNext } from './block-stage';
import { BlockTodoList } from './block-todo-list';
import { NotificationPermissionCard } from './notification-permission-card';

/**
 * The running block: one ring clock, the to-do being studied and its two big actions (pause or resume,
 * complete) first; the figures, the other to-dos and the block's end below. A full-screen view keeps only
 * the first part.
 */
export function ActiveBlockPanel({ timeZone }: { timeZone: string }) {
  const timer = useFocusTimerStore();
  const actions = useActiveBlockActions();
  const { block } = timer;
  const focusing = isFocusing(timer);
  const running = block !== null && focusing;

  useFocusTracking(block !== null);
  useWakeLock(running);
  const remaining = remainingBlockSeconds(timer);
  useTabTitle(running ? `${formatStudyTime(Math.max(0, remaining), 'clock')} 남음 · 집중 블록 | 몰입` : null);
  const stillStudying = useStillStudyingCheck();
  useTimeAlerts(block?.id ?? null, block ? remaining : null, {
    messages: blockAlertMessages,
    calmEnd: true,
    onExceeded: focusing ? stillStudying.blockEnded : undefined,
  });
  // This panel alerts by itself while in front; the server pushes the block's alerts only when no such tab is.
  useReportVisibility(block !== null && block !== undefined);
  const immersive = useImmersiveMode();

  const blockTodos = block?.todos ?? [];
  const current = currentTodoId(timer);
  const focused = focusedTodoId(timer);
  const currentTodo = blockTodos.find((todo) => todo.id === current) ?? null;
  const subject =
    currentTodo ??
    blockTodos.find((todo) => todo.id === focused && todo.status !== 'COMPLETED') ??
    blockTodos.find((todo) => todo.status !== 'COMPLETED') ??
    null;
  const focusingFreely = focusing && current === null;
  // Its own to-dos done, the block carries on with today's next open one (list order, reviews included):
  // read while they are studied, so the way on is there the moment the last is done.
  const today = useQuery({ ...todayTodosQueryOptions(), enabled: blockTodos.length > 0 });
  const next = today.data ? nextOpenTodo(today.data) : undefined;
  const upNext: UpNext = next
    ? { kind: 'todo', todo: next }
    : today.data
      ? { kind: 'allDone' }
      : today.isError
        ? { kind: 'unknown' }
        : { kind: 'loading' };

  if (!block) return null;
  const finishBlock = () => actions.finishBlock(block.id);
  const focusSeconds = actualFocusSeconds(timer);
  const free = focusingFreely || block.todos.length === 0;

  const stage = (
    <BlockStage
      block={block}
      remainingSeconds={remaining}
      focusSeconds={focusSeconds}
      currentTodo={currentTodo}
      subject={subject}
      focusedTodoId={focused}
      focusingFreely={focusingFreely}
      free={free}
      upNext={upNext}
      immersive={immersive}
      actions={actions}
    />
  );

  const stillStudyingDialog = (
    <Modal
      open={stillStudying.open}
      onOpenChange={(open) => {
        if (!open) stillStudying.close();
      }}
      size="sm"
      title="아직 공부하고 있나요?"
      description="블록 시간이 끝나서 그 뒤의 시간은 기록되지 않아요. 블록을 종료하고 쉬거나 새 블록으로 이어 가세요."
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
            블록 종료
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

  // From 1024 px the timer stays in view beside its to-dos; on a phone both columns are the page's one.
  return (
    <div className="contents lg:grid lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)] lg:items-start lg:gap-8">
      <div className="contents lg:sticky lg:top-24 lg:flex lg:flex-col lg:gap-6">{stage}</div>
      <div className="contents lg:flex lg:flex-col lg:gap-6">
        <NotificationPermissionCard />
        <BlockFigures
          block={block}
          timeZone={timeZone}
          elapsedSeconds={elapsedBlockSeconds(timer)}
          focusSeconds={focusSeconds}
        />
        <BlockTodoList timer={timer} actions={actions} />

        {/* One action, one button: where the stage pairs 블록 종료 with the way to carry on, it is the one. */}
        {stageEndsBlock(remaining, free, subject) ? null : (
          <Button
            variant="outline"
            size="lg"
            fullWidth
            className="mt-auto"
            loading={actions.ending}
            loadingText="블록 종료 중..."
            needsServer
            disabled={actions.busy}
            onClick={finishBlock}
          >
            블록 종료
          </Button>
        )}
      </div>
      {stillStudyingDialog}
    </div>
  );
}
