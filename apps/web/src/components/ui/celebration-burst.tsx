import type { CSSProperties } from 'react';
import { cn } from '@/lib/cn';

const PIECE_COLORS = ['bg-primary', 'bg-accent', 'bg-warning', 'bg-success', 'bg-info', 'bg-danger'];

type BurstSize = 'small' | 'large';

const PIECES: Record<BurstSize, number> = { small: 12, large: 28 };
const REACH_PX: Record<BurstSize, number> = { small: 70, large: 160 };

/** Where each piece flies: evenly around the circle, every other one a little shorter. */
function pieceStyle(index: number, count: number, reach: number): CSSProperties {
  const angle = (index / count) * 2 * Math.PI;
  const distance = reach * (index % 2 === 0 ? 1 : 0.65);
  const flight: Record<`--${string}`, string> = {
    '--dx': `${Math.round(Math.cos(angle) * distance)}px`,
    '--dy': `${Math.round(Math.sin(angle) * distance)}px`,
    '--turn': `${(index % 3) * 120 + 90}deg`,
  };
  return flight;
}

type CelebrationBurstProps = { size?: BurstSize; className?: string };

/**
 * A short burst of confetti from its centre, once per mount (key it to replay). Decorative: hidden from
 * screen readers, and not drawn at all for learners who asked for reduced motion.
 */
export function CelebrationBurst({ size = 'small', className }: CelebrationBurstProps) {
  const count = PIECES[size];
  return (
    <span
      aria-hidden="true"
      data-testid="celebration-burst"
      className={cn('pointer-events-none absolute size-0 motion-reduce:hidden', className)}
    >
      {Array.from({ length: count }, (_, index) => (
        <span
          key={index}
          style={pieceStyle(index, count, REACH_PX[size])}
          className={cn(
            'absolute -top-1 -left-1 size-2 animate-confetti',
            index % 2 === 0 ? 'rounded-full' : 'rounded-[2px]',
            PIECE_COLORS[index % PIECE_COLORS.length],
          )}
        />
      ))}
    </span>
  );
}
