import { SECONDS_PER_MINUTE } from '@molip/domain/duration';
import { FREE_FOCUS_TITLE } from '@molip/domain/focus';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { ActiveBlockActions } from '../hooks/use-active-block-actions';
import type { BlockView, TimerTodo } from '../stores/focus-timer-machine';
import { FocusRing } from './focus-ring';

type BlockStageProps = {
  block: BlockView;
  remainingSeconds: number;
  /** The to-do being studied (its log is open). */
  currentTodo: TimerTodo | null;
  /** The to-do the two big buttons act on: the one being studied, the one paused, else the next open one. */
  subject: TimerTodo | null;
  focusedTodoId: string | null;
  /** A log is open on no to-do. */
  focusingFreely: boolean;
  /** Free focus, or a block that names no to-do: its pauses and resumes are free too. */
  free: boolean;
  immersive: { on: boolean; enter: () => void; exit: () => void };
  actions: ActiveBlockActions;
};

/** The running block's timer: one ring clock, what is being studied and its two big actions. */
export function BlockStage({
  block,
  remainingSeconds,
  currentTodo,
  subject,
  focusedTodoId,
  focusingFreely,
  free,
  immersive,
  actions,
}: BlockStageProps) {
  const { busy, ending } = actions;
  const finishBlock = () => actions.finishBlock(block.id);
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
        remainingSeconds={remainingSeconds}
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
                : focusedTodoId
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
              onClick={actions.pauseFreeFocus}
            >
              일시 정지
            </Button>
          ) : (
            <Button
              size="lg"
              disabled={busy}
              aria-label="자유 집중 다시 시작"
              onClick={() => actions.resumeFree(block.plannedMinutes)}
            >
              다시 시작
            </Button>
          )}
          <Button
            variant={focusingFreely ? 'primary' : 'outline'}
            size="lg"
            loading={ending}
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
              onClick={() => actions.pause(currentTodo)}
            >
              일시 정지
            </Button>
          ) : (
            <Button
              size="lg"
              disabled={busy}
              aria-label="지금 할 일 집중 시작"
              onClick={() => actions.start(subject)}
            >
              {focusedTodoId === subject.id ? '다시 시작' : '집중 시작'}
            </Button>
          )}
          <Button
            variant={currentTodo ? 'primary' : 'outline'}
            size="lg"
            disabled={busy}
            aria-label="지금 할 일 완료"
            onClick={() => actions.complete(subject)}
          >
            완료
          </Button>
        </div>
      ) : (
        <Button size="lg" fullWidth loading={ending} disabled={busy} onClick={finishBlock}>
          블록 마치기
        </Button>
      )}
    </section>
  );
}
