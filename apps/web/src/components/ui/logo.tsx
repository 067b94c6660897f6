import { cn } from '@/lib/cn';

/** Molip's mark: a calm ring around a point of focus. */
export function LogoMark({ size = 40, className }: { size?: number; className?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      className={cn('shrink-0', className)}
    >
      <rect width="64" height="64" rx="18" fill="var(--primary)" />
      <circle cx="32" cy="32" r="17" fill="none" stroke="#7fe0d6" strokeWidth="5" />
      <circle cx="32" cy="32" r="6" fill="var(--on-primary)" />
    </svg>
  );
}
