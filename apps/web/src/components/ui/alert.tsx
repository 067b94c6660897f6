import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { AlertStyle, AlertVariant } from './alerts-store';
import { AlertCircleIcon, CheckCircleIcon, CloseIcon, InfoIcon, WarningIcon } from './icons';

type AlertProps = {
  variant: AlertVariant;
  alertStyle?: AlertStyle;
  title: string;
  description?: ReactNode;
  closable?: boolean;
  onClose?: () => void;
  className?: string;
  children?: ReactNode;
};

const icons: Record<AlertVariant, typeof InfoIcon> = {
  error: AlertCircleIcon,
  success: CheckCircleIcon,
  warning: WarningIcon,
  info: InfoIcon,
};

const styleClasses: Record<AlertStyle, Record<AlertVariant, string>> = {
  soft: {
    error: 'bg-danger-soft text-danger border-transparent',
    success: 'bg-success-soft text-success border-transparent',
    warning: 'bg-warning-soft text-warning border-transparent',
    info: 'bg-info-soft text-info border-transparent',
  },
  solid: {
    error: 'bg-danger text-white border-transparent dark:text-on-primary',
    success: 'bg-success text-white border-transparent dark:text-on-primary',
    warning: 'bg-warning text-white border-transparent dark:text-on-primary',
    info: 'bg-info text-white border-transparent dark:text-on-primary',
  },
  outline: {
    error: 'bg-surface text-danger border-danger',
    success: 'bg-surface text-success border-success',
    warning: 'bg-surface text-warning border-warning',
    info: 'bg-surface text-info border-info',
  },
};

/** Inline or stacked message; errors and warnings interrupt screen readers, others are polite. */
export function Alert({
  variant,
  alertStyle = 'soft',
  title,
  description,
  closable = false,
  onClose,
  className,
  children,
}: AlertProps) {
  const Icon = icons[variant];
  const urgent = variant === 'error' || variant === 'warning';
  return (
    <div
      role={urgent ? 'alert' : 'status'}
      className={cn(
        'flex gap-3 rounded-2xl border p-4 text-left',
        styleClasses[alertStyle][variant],
        className,
      )}
    >
      <Icon size={20} className="mt-px shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="text-[0.9375rem] leading-6 font-bold">{title}</p>
        {description ? (
          <p className={cn('mt-0.5 text-sm leading-5', alertStyle === 'solid' ? 'opacity-95' : 'text-ink')}>
            {description}
          </p>
        ) : null}
        {children}
      </div>
      {closable && onClose ? (
        <button
          type="button"
          onClick={onClose}
          aria-label={`${title} 알림 닫기`}
          className="-mt-1.5 -mr-1.5 size-8 shrink-0 rounded-lg p-1.5 opacity-80 hover:opacity-100"
        >
          <CloseIcon size={20} />
        </button>
      ) : null}
    </div>
  );
}
