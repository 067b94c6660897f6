import { ErrorBox } from '@/components/ui/error-box';
import { useServerActionBlocked } from '@/components/ui/offline-reason';
import { cn } from '@/lib/cn';
import { describeError } from '@/lib/error-messages';
import { useApplyRecovery, useRecoveryPreview } from '../api/plan-recovery';
import { overdueReviewsNote, overdueSummary, recoveryOptionTexts } from '../utils/recovery-sentences';

type RecoveryCardProps = {
  planId: string;
  overdueTodoIds: string;
  /** The recovery is applied: the plan's undo card takes this one's place. */
  onApplied: () => void;
};

/** One plan's recovery offer: its preview, the choices in plain words, one tap to apply. */
export function RecoveryCard({ planId, overdueTodoIds, onApplied }: RecoveryCardProps) {
  const preview = useRecoveryPreview(planId, overdueTodoIds);
  const apply = useApplyRecovery(onApplied);
  const server = useServerActionBlocked();
  // Under a moment the card simply appears; the to-do list below already shows the overdue rows.
  if (preview.isPending) return null;
  if (preview.isError) {
    return (
      <ErrorBox
        {...describeError(preview.error)}
        onRetry={() => void preview.refetch()}
        retrying={preview.isFetching}
      />
    );
  }
  const offer = preview.data;
  // The last overdue to-do was done while the card asked: nothing to offer.
  if (offer === null) return null;
  const note = overdueReviewsNote(offer);
  const headingId = `recovery-${planId}-heading`;
  const planTitleId = `recovery-${planId}-plan`;
  return (
    <article
      aria-labelledby={`${planTitleId} ${headingId}`}
      data-testid="recovery-card"
      className="flex flex-col gap-4 rounded-card border border-warning/30 bg-warning-soft p-5"
    >
      <div className="flex flex-col gap-1">
        <p id={planTitleId} className="truncate text-[0.8125rem] font-semibold text-ink-muted">
          {offer.planTitle}
        </p>
        <h3 id={headingId} className="text-[1.0625rem] font-bold text-ink">
          {offer.overdueDays}일 밀렸어요
        </h3>
        <p className="text-sm text-ink">{overdueSummary(offer)}</p>
        {note && <p className="text-[0.8125rem] text-ink-muted">{note}</p>}
      </div>
      <div className="flex flex-col gap-2">
        {recoveryOptionTexts(offer).map((option, index) => (
          <button
            key={option.choice}
            type="button"
            disabled={apply.isPending || server.blocked}
            aria-busy={(apply.isPending && apply.variables.choice === option.choice) || undefined}
            aria-describedby={server.describedBy}
            onClick={() =>
              apply.mutate({
                planId,
                planTitle: offer.planTitle,
                choice: option.choice,
                previousEndDate: offer.endDate,
              })
            }
            className={cn(
              'flex min-h-14 w-full flex-col items-start gap-0.5 rounded-xl px-4 py-3 text-left font-semibold transition-[background-color,filter]',
              'disabled:cursor-not-allowed disabled:bg-surface-muted disabled:text-ink-subtle',
              index === 0
                ? 'bg-primary text-on-primary shadow-sm hover:bg-primary-strong'
                : 'border border-line-strong bg-surface text-ink hover:bg-surface-muted',
            )}
          >
            <span>{option.label}</span>
            <span className="text-[0.8125rem] font-normal opacity-85">{option.detail}</span>
          </button>
        ))}
      </div>
    </article>
  );
}
