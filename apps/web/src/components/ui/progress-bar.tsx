import { PROGRESS_MAX, PROGRESS_MIN } from '@molip/domain/constants';
import { clampProgress } from '@molip/domain/focus-figures';
import { cn } from '@/lib/cn';

export const progressSizes = ['sm', 'md', 'lg'] as const;
export type ProgressSize = (typeof progressSizes)[number];
export const progressVariants = ['primary', 'secondary', 'success', 'warning', 'error'] as const;
export type ProgressVariant = (typeof progressVariants)[number];

type ProgressBarProps = {
  value: number;
  label: string;
  size?: ProgressSize;
  variant?: ProgressVariant;
  /** Split the track into this many equal segments (an integer above 1; anything else means one bar). */
  segments?: number;
  showValue?: boolean;
  className?: string;
};

const heights: Record<ProgressSize, string> = { sm: 'h-1.5', md: 'h-2.5', lg: 'h-4' };
const fills: Record<ProgressVariant, string> = {
  primary: 'bg-primary',
  secondary: 'bg-accent',
  success: 'bg-success',
  warning: 'bg-warning',
  error: 'bg-danger',
};

export function ProgressBar({
  value,
  label,
  size = 'md',
  variant = 'primary',
  segments,
  showValue = false,
  className,
}: ProgressBarProps) {
  const clamped = clampProgress(value);
  const segmentCount = segments !== undefined && Number.isInteger(segments) && segments > 1 ? segments : 1;
  const rounded = Math.round(clamped);
  return (
    <div className={cn('flex items-center gap-3', className)}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={PROGRESS_MIN}
        aria-valuemax={PROGRESS_MAX}
        aria-valuenow={rounded}
        aria-valuetext={`${rounded}%`}
        className="flex flex-1 gap-1"
      >
        {Array.from({ length: segmentCount }, (_, index) => {
          const segmentSpan = PROGRESS_MAX / segmentCount;
          const fill = clampProgress(((clamped - index * segmentSpan) / segmentSpan) * PROGRESS_MAX);
          return (
            <div
              key={index}
              className={cn('flex-1 overflow-hidden rounded-full bg-surface-muted', heights[size])}
            >
              <div
                className={cn('h-full rounded-full transition-[width] duration-500', fills[variant])}
                style={{ width: `${fill}%` }}
              />
            </div>
          );
        })}
      </div>
      {showValue ? (
        <span
          className="w-10 text-right text-sm font-semibold text-ink-muted tabular-nums"
          aria-hidden="true"
        >
          {rounded}%
        </span>
      ) : null}
    </div>
  );
}
