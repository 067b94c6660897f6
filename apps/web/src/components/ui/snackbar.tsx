import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useServerActionBlocked } from './offline-reason';
import { useSnackbarStore, type SnackbarAction } from './snackbar-store';

type SnackbarCardProps = {
  message: string;
  detail?: ReactNode;
  action?: SnackbarAction | null;
  'data-testid'?: string;
};

/** The snackbar's look: also for lines that stay until something changes (a new version). */
export function SnackbarCard({ message, detail, action, 'data-testid': testId }: SnackbarCardProps) {
  const server = useServerActionBlocked(action?.needsServer ?? false);
  return (
    <div
      data-testid={testId}
      className="pointer-events-auto flex min-h-12 animate-rise-in items-center gap-3 rounded-2xl bg-ink py-2.5 pr-2 pl-4 text-surface shadow-float"
    >
      <div className="min-w-0 flex-1">
        <p className="text-[0.9375rem] leading-6 font-semibold">{message}</p>
        {detail ? <div className="text-[0.8125rem] leading-5 opacity-85">{detail}</div> : null}
      </div>
      {action ? (
        <button
          type="button"
          onClick={action.onAction}
          disabled={server.blocked}
          aria-describedby={server.describedBy}
          className="h-10 shrink-0 rounded-xl px-3 text-[0.9375rem] font-bold text-primary-soft hover:bg-surface/10 disabled:opacity-60"
        >
          {action.label}
        </button>
      ) : null}
    </div>
  );
}

/**
 * The one snackbar: a short line of what just happened, and its "되돌리기" while it can be undone. Its clock
 * stops while the pointer or the keyboard focus is on it, so a slow reader or a keyboard user can still use it.
 */
export function Snackbar({ className }: { className?: string }) {
  const snackbar = useSnackbarStore((state) => state.snackbar);
  const { dismiss, hold, release } = useSnackbarStore.getState();
  // The live region stays mounted so screen readers announce each new line as it replaces the last.
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn('flex flex-col', className)}
      onPointerEnter={hold}
      onPointerLeave={release}
      onFocus={hold}
      onBlur={release}
    >
      {snackbar ? (
        <SnackbarCard
          key={snackbar.id}
          data-testid="snackbar"
          message={snackbar.message}
          detail={snackbar.detail}
          action={
            snackbar.action && {
              label: snackbar.action.label,
              needsServer: snackbar.action.needsServer,
              onAction: () => {
                snackbar.action?.onAction();
                dismiss(snackbar.id);
              },
            }
          }
        />
      ) : null}
    </div>
  );
}
