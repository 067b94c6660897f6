import { formatStudyTime } from '@molip/domain/study-time';
import { cn } from '@/lib/cn';

const RADIUS = 45;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * What the ring puts first: the block's countdown while focusing or before the first start; the learner's
 * own focus time, frozen, while paused; what was counted once the block's time is up.
 */
export type FocusRingMode = 'running' | 'ready' | 'paused' | 'timeUp';

type FocusRingProps = {
  mode: FocusRingMode;
  remainingSeconds: number;
  plannedSeconds: number;
  /** The block's focus so far (server-credited, plus the open log live). */
  focusSeconds: number;
  className?: string;
};

/**
 * The block's one clock: a ring that empties as the block's window runs. The window is the block's, not
 * the learner's timer, so while paused the learner's focus time is the figure and the window is a labelled
 * second line; once the window is over the ring closes calmly around what was counted.
 */
export function FocusRing({
  mode,
  remainingSeconds,
  plannedSeconds,
  focusSeconds,
  className,
}: FocusRingProps) {
  const timeUp = mode === 'timeUp';
  const left = timeUp
    ? 1
    : plannedSeconds > 0
      ? Math.min(1, Math.max(0, remainingSeconds / plannedSeconds))
      : 0;
  const countdown = (
    <p
      role="timer"
      aria-label="남은 블록 시간"
      className={cn(
        'tabular-nums',
        mode === 'paused'
          ? 'text-sm font-semibold text-ink-muted'
          : 'text-[3.5rem] leading-none font-bold tracking-tight text-ink',
      )}
    >
      {mode === 'paused' ? '블록 남은 시간 ' : null}
      {formatStudyTime(Math.max(0, remainingSeconds), 'clock')}
    </p>
  );
  return (
    <div className={cn('relative aspect-square w-full max-w-72', className)}>
      <svg viewBox="0 0 100 100" className="size-full -rotate-90" aria-hidden="true" focusable="false">
        <circle cx="50" cy="50" r={RADIUS} fill="none" strokeWidth="5" className="stroke-surface-muted" />
        <circle
          cx="50"
          cy="50"
          r={RADIUS}
          fill="none"
          strokeWidth="5"
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - left)}
          className={cn(
            'transition-[stroke-dashoffset] duration-1000 ease-linear motion-reduce:transition-none',
            timeUp ? 'stroke-success' : mode === 'running' ? 'stroke-primary' : 'stroke-line-strong',
          )}
        />
      </svg>
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-1 px-6 text-center">
        {mode === 'paused' || timeUp ? (
          <>
            <p className="text-sm font-semibold text-ink-muted">
              {timeUp ? '기록한 집중 시간' : '내 집중 시간'}
            </p>
            <p
              className="text-[2.5rem] leading-tight font-bold tracking-tight text-ink tabular-nums"
              data-testid="ring-focus-time"
              data-seconds={focusSeconds}
            >
              {formatStudyTime(focusSeconds, 'words')}
            </p>
            {timeUp ? (
              <p className="text-sm font-semibold text-ink-muted">블록 시간이 끝났어요</p>
            ) : (
              countdown
            )}
          </>
        ) : (
          <>
            <p className="text-sm font-semibold text-ink-muted">남은 시간</p>
            {countdown}
          </>
        )}
      </div>
    </div>
  );
}
