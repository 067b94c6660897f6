import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export const cardVariants = ['default', 'horizontal', 'small'] as const;
export type CardVariant = (typeof cardVariants)[number];

type CardProps = {
  variant?: CardVariant;
  title?: ReactNode;
  subtitle?: ReactNode;
  /** Leading visual (icon or image) for the horizontal variant. */
  media?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
  onClick?: () => void;
  className?: string;
  'aria-label'?: string;
};

/**
 * Content card. `horizontal`: media beside the text (list rows); `small`: a compact tile for horizontal
 * strips (e.g. in-progress plans). With `onClick` it renders as a button so it is reachable by keyboard.
 */
export function Card({
  variant = 'default',
  title,
  subtitle,
  media,
  footer,
  children,
  onClick,
  className,
  ...aria
}: CardProps) {
  const body = (
    <>
      {variant === 'horizontal' && media ? (
        <div className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
          {media}
        </div>
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col gap-1 text-left">
        {title ? (
          <div
            className={cn(
              'truncate font-bold text-ink',
              variant === 'small' ? 'text-[0.9375rem]' : 'text-base',
            )}
          >
            {title}
          </div>
        ) : null}
        {subtitle ? <div className="truncate text-[0.8125rem] text-ink-muted">{subtitle}</div> : null}
        {children}
        {footer ? <div className="mt-auto pt-2">{footer}</div> : null}
      </div>
    </>
  );
  const classes = cn(
    'flex rounded-card border border-line bg-surface shadow-card',
    variant === 'horizontal' && 'items-center gap-4 p-4',
    variant === 'small' && 'w-40 shrink-0 flex-col p-4 min-h-32',
    variant === 'default' && 'flex-col p-5',
    onClick && 'transition-transform hover:border-line-strong active:scale-[0.99]',
    className,
  );
  if (onClick) {
    return (
      <button type="button" onClick={onClick} className={classes} aria-label={aria['aria-label']}>
        {body}
      </button>
    );
  }
  return (
    <div className={classes} aria-label={aria['aria-label']}>
      {body}
    </div>
  );
}
