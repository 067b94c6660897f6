import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { ChevronRightIcon } from './icons';

export type ListItem = {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  leading?: ReactNode;
  trailing?: ReactNode;
  onSelect?: () => void;
  href?: string;
  disabled?: boolean;
};

type ListProps = { items: ListItem[]; 'aria-label'?: string; className?: string; inset?: boolean };

/** A grouped list of rows; rows with `onSelect` or `href` are interactive and show a chevron. */
export function List({ items, className, inset = true, ...aria }: ListProps) {
  return (
    <ul
      aria-label={aria['aria-label']}
      className={cn(
        'divide-y divide-line overflow-hidden bg-surface',
        inset && 'rounded-card border border-line shadow-card',
        className,
      )}
    >
      {items.map((item) => {
        const interactive = Boolean(item.onSelect || item.href);
        const content = (
          <>
            {item.leading ? <span className="shrink-0 text-ink-muted">{item.leading}</span> : null}
            <span className="flex min-w-0 flex-1 flex-col gap-0.5 text-left">
              <span className="text-[0.9375rem] font-medium text-ink">{item.title}</span>
              {item.description ? (
                <span className="text-[0.8125rem] text-ink-muted">{item.description}</span>
              ) : null}
            </span>
            {item.trailing ? <span className="shrink-0 text-sm text-ink-muted">{item.trailing}</span> : null}
            {interactive ? <ChevronRightIcon size={18} className="shrink-0 text-ink-subtle" /> : null}
          </>
        );
        const rowClasses = cn(
          'flex w-full min-h-14 items-center gap-3 px-4 py-3',
          interactive && 'hover:bg-surface-muted',
          item.disabled && 'pointer-events-none opacity-50',
        );
        return (
          <li key={item.id}>
            {item.href ? (
              <Link to={item.href} className={rowClasses} aria-disabled={item.disabled || undefined}>
                {content}
              </Link>
            ) : item.onSelect ? (
              <button type="button" className={rowClasses} onClick={item.onSelect} disabled={item.disabled}>
                {content}
              </button>
            ) : (
              <div className={rowClasses}>{content}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
