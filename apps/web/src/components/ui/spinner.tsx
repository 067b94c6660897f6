import { cn } from '@/lib/cn';

type SpinnerProps = { size?: 'sm' | 'md' | 'lg'; label?: string; className?: string };

const sizes = { sm: 'size-4 border-2', md: 'size-6 border-[3px]', lg: 'size-10 border-4' } as const;

/**
 * A spinning ring. Decorative (in a button just tapped) it turns at once; with a `label` it is a wait for
 * content, announced (role="status") at once but shown only after a short pause, so a quick load flickers nothing.
 */
export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const ring = (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block rounded-full border-current border-r-transparent',
        label
          ? 'animate-wait-spin motion-reduce:animate-wait-spin-slow'
          : 'animate-spin motion-reduce:animate-[spin_1.5s_linear_infinite]',
        sizes[size],
        className,
      )}
    />
  );
  if (!label) return ring;
  return (
    <span role="status" className="inline-flex animate-wait-appear items-center gap-2">
      {ring}
      <span className="sr-only">{label}</span>
    </span>
  );
}
