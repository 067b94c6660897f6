import type { DailyTodoUnit } from '@molip/domain/daily-todo';
import { SECONDS_PER_MINUTE } from '@molip/domain/duration';
import { FREE_FOCUS_TITLE } from '@molip/domain/focus';
import { Button } from '@/components/ui/button';
import { OFFLINE_REASON } from '@/components/ui/offline-reason';
import { ReviewBadge } from '@/components/ui/review-badge';
import { useIsOffline } from '@/lib/online-status';
import { cn } from '@/lib/cn';
import type { ActiveBlockActions } from '../hooks/use-active-block-actions';
import type { BlockView, TimerTodo } from '../stores/focus-timer-machine';
import { FocusRing, type FocusRingMode } from './focus-ring';

/**
 * What carries the block on once its own to-dos are done: today's next open to-do, nothing left today, not
 * known yet (today's list being read), or not known (the read failed).
 */
export type UpNext =
  { kind: 'todo'; todo: DailyTodoUnit } | { kind: 'allDone' } | { kind: 'loading' } | { kind: 'unknown' };

type BlockStageProps = {
  block: BlockView;
  remainingSeconds: number;
  /** The block's focus so far: the figure while paused and once its time is up. */
  focusSeconds: number;
  /** The to-do being studied (its log is open). */
  currentTodo: TimerTodo | null;
  /** The to-do the two big buttons act on: the one being studied, the one paused, else the next open one. */
  subject: TimerTodo | null;
  focusedTodoId: string | null;
  /** A log is open on no to-do. */
  focusingFreely: boolean;
  /** Free focus, or a block that names no to-do: its pauses and resumes are free too. */
  free: boolean;
  /** Offered when the block has no open to-do left (no subject). */
  upNext: UpNext;
  immersive: { on: boolean; enter: () => void; exit: () => void };
  actions: ActiveBlockActions;
};

const upNextLines: Record<UpNext['kind'], string> = {
  todo: '다음 할 일',
  allDone: '모든 할 일을 마쳤어요',
  loading: '이 블록의 할 일을 마쳤어요',
  unknown: '이 블록의 할 일을 마쳤어요',
};

/**
 * The stage offers 블록 종료 itself beside the way to carry on (time up, free focus, the block's to-dos done);
 * while a to-do is on the stage its two buttons are pause/start and complete, and the page offers the end below.
 */
export const stageEndsBlock = (remainingSeconds: number, free: boolean, subject: TimerTodo | null): boolean =>
  remainingSeconds <= 0 || free || subject === null;

function statusLine(mode: FocusRingMode, subject: TimerTodo | null, free: boolean, upNext: UpNext): string {
  if (mode === 'timeUp') return '이 블록은 여기까지예요';
  if (mode === 'running') return '집중 중';
  if (mode === 'paused') return '일시 정지됨';
  return subject === null && !free ? upNextLines[upNext.kind] : '집중할 할 일';
}

/** The running block's timer: one ring clock, what is being studied and its two big actions. */
export function BlockStage({
  block,
  remainingSeconds,
  focusSeconds,
  currentTodo,
  subject,
  focusedTodoId,
  focusingFreely,
  free,
  upNext,
  immersive,
  actions,
}: BlockStageProps) {
  const { ending, pausing } = actions;
  // Nothing is sent while a write is on its way; offline, every button is off (`needsServer`).
  const held = actions.busy;
  const offline = useIsOffline();
  const finishBlock = () => actions.finishBlock(block.id);
  const focusingNow = currentTodo !== null || focusingFreely;
  // A paused block has studied something and has no open log: its own time is what the learner watches.
  const mode: FocusRingMode =
    remainingSeconds <= 0
      ? 'timeUp'
      : focusingNow
        ? 'running'
        : block.focusLogs.length > 0 && (free || focusedTodoId !== null)
          ? 'paused'
          : 'ready';
  const endBlockButton = (variant: 'primary' | 'outline', fullWidth = false) => (
    <Button
      variant={variant}
      size="lg"
      fullWidth={fullWidth}
      loading={ending}
      loadingText="블록 종료 중..."
      needsServer
      disabled={held}
      onClick={finishBlock}
    >
      블록 종료
    </Button>
  );
  const pauseButton = (label: string, onClick: () => void) => (
    <Button
      variant="outline"
      size="lg"
      needsServer
      disabled={held}
      loading={pausing}
      loadingText="멈추는 중..."
      aria-label={label}
      onClick={onClick}
    >
      일시 정지
    </Button>
  );
  return (
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
        mode={mode}
        remainingSeconds={remainingSeconds}
        plannedSeconds={block.plannedMinutes * SECONDS_PER_MINUTE}
        focusSeconds={focusSeconds}
      />
      <div className="flex w-full flex-col items-center gap-1 text-center" aria-live="polite">
        <p className={cn('text-sm font-semibold', mode === 'running' ? 'text-primary' : 'text-ink-muted')}>
          {statusLine(mode, subject, free, upNext)}
        </p>
        <p className="text-xl font-bold text-ink">
          {free ? (
            FREE_FOCUS_TITLE
          ) : subject ? (
            <>
              <span className="mr-1.5 text-ink-muted tabular-nums">{subject.shortTitle}</span>
              {subject.title}
            </>
          ) : upNext.kind === 'todo' ? (
            <>
              <span className="mr-1.5 text-ink-muted tabular-nums">{upNext.todo.shortTitle}</span>
              {upNext.todo.title}
              {upNext.todo.review ? (
                <ReviewBadge review={upNext.todo.review} className="ml-1.5 align-middle" />
              ) : null}
            </>
          ) : upNext.kind === 'allDone' ? (
            '남은 시간은 자유롭게 집중해요'
          ) : upNext.kind === 'loading' ? (
            '다음 할 일을 찾고 있어요'
          ) : (
            '블록을 종료하고 쉬어 가세요'
          )}
        </p>
        {mode === 'timeUp' ? (
          <p className="text-sm text-balance text-ink-muted">
            계획한 시간까지의 집중을 기록했어요. 블록을 종료하고 오늘의 기록을 확인해 보세요.
          </p>
        ) : null}
      </div>
      {mode === 'timeUp' ? (
        <div className={cn('grid w-full gap-3', !free && subject ? 'grid-cols-2' : 'grid-cols-1')}>
          {!free && subject ? (
            <Button
              variant="outline"
              size="lg"
              needsServer
              disabled={held}
              aria-label="지금 할 일 완료"
              onClick={() => actions.complete(subject)}
            >
              완료
            </Button>
          ) : null}
          <Button
            size="lg"
            loading={ending}
            loadingText="블록 종료 중..."
            needsServer
            disabled={held}
            onClick={finishBlock}
          >
            블록 종료
          </Button>
        </div>
      ) : free ? (
        <div className="grid w-full grid-cols-2 gap-3">
          {focusingFreely ? (
            pauseButton('자유 집중 일시 정지', actions.pauseFreeFocus)
          ) : (
            <Button
              size="lg"
              needsServer
              disabled={held}
              aria-label="자유 집중 시작"
              onClick={() => actions.resumeFree(block.plannedMinutes)}
            >
              집중 시작
            </Button>
          )}
          {endBlockButton(focusingFreely ? 'primary' : 'outline')}
        </div>
      ) : subject ? (
        <div className="grid w-full grid-cols-2 gap-3">
          {currentTodo ? (
            pauseButton('지금 할 일 일시 정지', () => actions.pause(currentTodo))
          ) : (
            <Button
              size="lg"
              needsServer
              disabled={held}
              aria-label="지금 할 일 집중 시작"
              onClick={() => actions.start(subject)}
            >
              집중 시작
            </Button>
          )}
          <Button
            variant={currentTodo ? 'primary' : 'outline'}
            size="lg"
            needsServer
            disabled={held}
            aria-label="지금 할 일 완료"
            onClick={() => actions.complete(subject)}
          >
            완료
          </Button>
        </div>
      ) : upNext.kind === 'loading' ? (
        // No button yet that the answer could move under a finger: 블록 종료 comes with the way to carry on.
        <Button variant="outline" size="lg" fullWidth loading loadingText="찾는 중...">
          다음 할 일
        </Button>
      ) : upNext.kind === 'unknown' ? (
        endBlockButton('primary', true)
      ) : (
        // The block carries on: today's next to-do joins it, or — none left today — a free focus fills it.
        <div className={cn('grid w-full gap-3', upNext.kind === 'todo' ? 'grid-cols-2' : 'grid-cols-1')}>
          {upNext.kind === 'todo' ? (
            <Button
              size="lg"
              needsServer
              disabled={held}
              loading={actions.startingNext}
              aria-label={`${upNext.todo.shortTitle} ${upNext.todo.title} 집중 시작`}
              onClick={() => actions.startNext(upNext.todo)}
            >
              집중 시작
            </Button>
          ) : (
            <Button
              size="lg"
              needsServer
              disabled={held}
              onClick={() => actions.resumeFree(block.plannedMinutes)}
            >
              자유롭게 집중하기
            </Button>
          )}
          {endBlockButton('outline')}
        </div>
      )}
      {/* Full screen hides the app's offline notice: the reason is said here instead. */}
      {immersive.on && offline ? (
        <p role="status" className="text-center text-sm font-medium text-ink-muted">
          {OFFLINE_REASON}
        </p>
      ) : null}
    </section>
  );
}
