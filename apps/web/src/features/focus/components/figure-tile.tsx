import { useId } from 'react';

/**
 * One labelled figure in the focus cards' rows (a `dt`/`dd` pair inside a `dl`); `seconds` keeps the exact
 * measured time on the element for whoever reads it by machine (the e2e journeys). `description` is the
 * one-line hint a figure needs when its name alone does not say what it counts.
 */
export function FigureTile({
  label,
  value,
  hint,
  seconds,
  description,
  busy,
}: {
  label: string;
  value: string;
  hint?: string;
  seconds?: number;
  description?: string;
  /** The figure is being read again: its place is kept, its value not shown. */
  busy?: boolean;
}) {
  const descriptionId = useId();
  return (
    <div className="flex flex-col gap-0.5 rounded-xl bg-surface-muted px-2 py-3">
      <dt className="text-xs font-semibold text-ink-muted">{label}</dt>
      <dd
        className="text-base font-bold text-ink tabular-nums"
        data-seconds={busy ? undefined : seconds}
        aria-busy={busy || undefined}
        aria-describedby={description ? descriptionId : undefined}
      >
        {busy ? '\u00a0' : value}
        {hint && !busy ? <span className="ml-1 text-xs font-semibold text-ink-muted">{hint}</span> : null}
      </dd>
      {description ? (
        <dd id={descriptionId} className="text-[0.6875rem] leading-snug text-ink-muted">
          {description}
        </dd>
      ) : null}
    </div>
  );
}
