import { MS_PER_MINUTE, MS_PER_SECOND } from '@molip/domain/duration';
import { formatStudyTime } from '@molip/domain/study-time';
import { Button } from '@/components/ui/button';
import { BLOCK_BREAK_MINUTES } from '@/config/ui-constants';
import { useServerNow } from '../hooks/use-server-now';
import { useStartNextFocus } from '../hooks/use-start-next-focus';

type NextBlockCardProps = {
  /** Server-clock ms when the block ended: the break is counted from there, so a reload keeps it. */
  endedAt: number;
  clockOffsetMs: number;
  /** The block held at least as much focus as the break is long: a break is offered before the next one. */
  earnedBreak: boolean;
};

/** After a block: a short break counted down (a rest, never counted as focus), then the next block in one tap. */
export function NextBlockCard({ endedAt, clockOffsetMs, earnedBreak }: NextBlockCardProps) {
  const now = useServerNow(clockOffsetMs);
  const nextFocus = useStartNextFocus();
  const breakLeft = earnedBreak
    ? Math.ceil((endedAt + BLOCK_BREAK_MINUTES * MS_PER_MINUTE - now) / MS_PER_SECOND)
    : 0;
  const resting = breakLeft > 0;
  const { next } = nextFocus;
  return (
    <section
      aria-labelledby="next-block-heading"
      className="flex flex-col items-center gap-3 rounded-card bg-surface p-5 text-center shadow-card"
    >
      <div aria-live="polite" className="flex flex-col items-center gap-1">
        <h2 id="next-block-heading" className="text-sm font-semibold text-ink-muted">
          {resting ? '쉬는 시간' : earnedBreak ? '쉬는 시간이 끝났어요' : '다음 블록'}
        </h2>
        {resting ? null : (
          <p className="text-base font-bold text-ink">
            {earnedBreak ? '다음 블록으로 이어 가 볼까요?' : '준비되면 바로 이어 가요.'}
          </p>
        )}
      </div>
      {resting ? (
        <>
          <p
            role="timer"
            aria-label="남은 쉬는 시간"
            className="text-5xl font-bold tracking-tight text-ink tabular-nums"
          >
            {formatStudyTime(breakLeft, 'clock')}
          </p>
          <p className="text-sm text-balance text-ink-muted">
            {BLOCK_BREAK_MINUTES}분 쉬고 이어 가요. 쉬는 시간은 기록되지 않아요.
          </p>
        </>
      ) : null}
      <Button
        size="lg"
        fullWidth
        variant={resting ? 'outline' : 'primary'}
        loading={nextFocus.starting}
        loadingText="집중 준비 중..."
        needsServer
        disabled={nextFocus.pending}
        onClick={nextFocus.start}
      >
        다음 블록 시작
      </Button>
      {nextFocus.pending ? null : (
        <p className="text-xs text-ink-muted">
          {next ? `‘${next.shortTitle} ${next.title}’부터 시작해요.` : '할 일 없이 자유롭게 집중해요.'}
        </p>
      )}
    </section>
  );
}
