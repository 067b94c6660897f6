import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A placeholder bar in the shape of what is loading; a group of them carries one status label. */
export function SkeletonBlock({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('rounded-lg bg-surface-muted', className)} />;
}

/** The announced frame around skeleton blocks: screen readers hear the label once, sighted learners see a pulse. */
export function Skeleton({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="status"
      aria-label={label}
      className={cn('flex flex-col gap-3 motion-safe:animate-pulse', className)}
    >
      {children}
    </div>
  );
}
