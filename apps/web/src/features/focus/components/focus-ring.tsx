import { formatStudyTime } from '@molip/domain/study-time';
import { cn } from '@/lib/cn';

const RADIUS = 45;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * The block's one clock: a ring that empties as the block runs, around the countdown (`MM:SS`), which
 * turns into the time over (`+MM:SS`) once the block's end has passed.
 */
export function FocusRing({
  remainingSeconds,
  plannedSeconds,
  paused,
  className,
}: {
  remainingSeconds: number;
  plannedSeconds: number;
  paused: boolean;
  className?: string;
}) {
  const over = remainingSeconds <= 0;
  const left = plannedSeconds > 0 ? Math.min(1, Math.max(0, remainingSeconds / plannedSeconds)) : 0;
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
            over ? 'stroke-warning' : paused ? 'stroke-line-strong' : 'stroke-primary',
          )}
        />
      </svg>
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-1">
        <p className="text-sm font-semibold text-ink-muted">
          {over ? '블록 시간 초과' : paused ? '일시 정지' : '남은 시간'}
        </p>
        <p
          role="timer"
          aria-label="남은 블록 시간"
          className={cn(
            'text-[3.5rem] leading-none font-bold tracking-tight tabular-nums',
            over ? 'text-warning' : 'text-ink',
          )}
        >
          {over
            ? `+${formatStudyTime(-remainingSeconds, 'clock')}`
            : formatStudyTime(remainingSeconds, 'clock')}
        </p>
      </div>
    </div>
  );
}
