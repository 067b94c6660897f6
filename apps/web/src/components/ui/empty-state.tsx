import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type EmptyStateProps = {
  icon?: ReactNode;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  /** `dashed`: an inviting outlined box (e.g. "add a plan"); `plain`: quiet text on the surface. */
  tone?: 'dashed' | 'plain';
  className?: string;
};

export function EmptyState({ icon, title, description, action, tone = 'plain', className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-2 rounded-card px-5 py-7 text-center',
        tone === 'dashed' ? 'border-2 border-dashed border-line-strong' : 'bg-surface',
        className,
      )}
    >
      {icon ? (
        <div className="mb-1 flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-primary">
          {icon}
        </div>
      ) : null}
      <p className="text-[0.9375rem] font-bold text-ink">{title}</p>
      {description ? <p className="text-sm text-ink-muted">{description}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
