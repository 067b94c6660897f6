import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const layouts = {
  /** A 24-rem column first (figures, a calendar), the main one beside it. */
  'narrow-first': 'lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]',
  /** The main column first, a 24-rem one beside it (a preview, the people). */
  'narrow-last': 'lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]',
  halves: 'lg:grid-cols-2',
} as const;

/**
 * Lays its children side by side from 1024 px. Below that it is no box at all (`display: contents`): its
 * parts stay in the page's one column, in the same order, so a phone's layout is untouched.
 */
export function DesktopColumns({ layout, children }: { layout: keyof typeof layouts; children: ReactNode }) {
  return (
    <div className={cn('contents lg:grid lg:items-start lg:gap-x-8 lg:gap-y-6', layouts[layout])}>
      {children}
    </div>
  );
}

type DesktopColumnProps = {
  children: ReactNode;
  /** Stays in view under the page's header while the other column scrolls (keep it shorter than a window). */
  sticky?: boolean;
  /** Spans every column of its DesktopColumns: a row of its own. */
  fullRow?: boolean;
};

/** One column of DesktopColumns from 1024 px; below that, like DesktopColumns, no box at all. */
export function DesktopColumn({ children, sticky = false, fullRow = false }: DesktopColumnProps) {
  return (
    <div
      className={cn(
        'contents lg:flex lg:min-w-0 lg:flex-col lg:gap-6',
        sticky && 'lg:sticky lg:top-24',
        fullRow && 'lg:col-span-full',
      )}
    >
      {children}
    </div>
  );
}

/**
 * What reads as one column — a form, a text — keeps a readable width from 1024 px instead of the window's,
 * and still fills the page's height (a form's last button stays at its foot). Below that, no box at all.
 */
export function DesktopReadableWidth({ children }: { children: ReactNode }) {
  return (
    <div className="contents lg:flex lg:w-full lg:max-w-2xl lg:flex-1 lg:flex-col lg:gap-6">{children}</div>
  );
}
