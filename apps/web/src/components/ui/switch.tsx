import { cn } from '@/lib/cn';

type SwitchProps = {
  /** For the `<label htmlFor>` beside it, which names it. */
  id: string;
  checked: boolean;
  /** Waiting for the server's answer: one change at a time. */
  busy?: boolean;
  disabled?: boolean;
  describedBy?: string | undefined;
  onToggle: () => void;
};

/** An on/off setting (role switch), named by the label beside it. */
export function Switch({ id, checked, busy = false, disabled = false, describedBy, onToggle }: SwitchProps) {
  return (
    <button
      id={id}
      type="button"
      role="switch"
      aria-checked={checked}
      aria-describedby={describedBy || undefined}
      aria-busy={busy || undefined}
      disabled={busy || disabled}
      onClick={onToggle}
      className={cn(
        'relative mt-0.5 inline-flex h-8 w-[3.25rem] shrink-0 items-center rounded-full transition-colors',
        busy ? 'disabled:cursor-wait' : 'disabled:cursor-not-allowed disabled:opacity-60',
        checked ? 'bg-primary' : 'bg-ink-subtle',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'inline-block size-6 rounded-full bg-white shadow-sm transition-transform',
          checked ? 'translate-x-6' : 'translate-x-1',
        )}
      />
    </button>
  );
}
