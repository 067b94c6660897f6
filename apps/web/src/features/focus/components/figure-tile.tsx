/**
 * One labelled figure in the focus cards' three-column row (a `dt`/`dd` pair inside a `dl`); `seconds`
 * keeps the exact measured time on the element for whoever reads it by machine (the e2e journeys).
 */
export function FigureTile({
  label,
  value,
  hint,
  seconds,
}: {
  label: string;
  value: string;
  hint?: string;
  seconds?: number;
}) {
  return (
    <div className="flex flex-col gap-0.5 rounded-xl bg-surface-muted px-2 py-3">
      <dt className="text-xs font-semibold text-ink-muted">{label}</dt>
      <dd className="text-base font-bold text-ink tabular-nums" data-seconds={seconds}>
        {value}
        {hint ? <span className="ml-1 text-xs font-semibold text-ink-muted">{hint}</span> : null}
      </dd>
    </div>
  );
}
