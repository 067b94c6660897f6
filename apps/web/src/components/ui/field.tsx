import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** What a form control inside a `Field` needs to be labelled and described. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

export type FieldProps = {
  label: string;
  /** Visually hide the label but keep it as the accessible name. */
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: string | null;
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/** The look every text control shares; each adds its own height and vertical padding. */
export const fieldControlClassName = (error: string | null | undefined) =>
  cn(
    'w-full rounded-xl border bg-surface px-4 text-base text-ink placeholder:text-ink-subtle',
    'transition-colors outline-none focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-primary/30',
    'disabled:cursor-not-allowed disabled:bg-surface-muted disabled:text-ink-subtle',
    error ? 'border-danger' : 'border-line-strong',
  );

/** A label above a control, then its hint or, in its place, its error (announced as an alert). */
export function Field({ label, hideLabel = false, hint, error, id, className, children }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={controlId} className={cn('text-sm font-semibold text-ink', hideLabel && 'sr-only')}>
        {label}
      </label>
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && !error ? (
        <p id={hintId} className="text-[0.8125rem] text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-[0.8125rem] font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
