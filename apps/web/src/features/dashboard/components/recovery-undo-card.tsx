import { useEffect, useRef } from 'react';
import { useServerActionBlocked } from '@/components/ui/offline-reason';
import { undoRefused, useRecoveryUndoWindow, useUndoRecovery } from '../api/plan-recovery';
import { useTickingNow } from '../hooks/use-ticking-now';
import { useRecoveryUndoStore, type PendingRecoveryUndo } from '../stores/recovery-undo-store';
import { appliedRecoverySentence, undoTimeLeftText } from '../utils/recovery-sentences';

type RecoveryUndoCardProps = {
  undo: PendingRecoveryUndo;
  /** The recovery was just applied from this card's offer: its heading takes the focus the tapped choice had. */
  takeFocus: boolean;
};

/**
 * A recovery applied: what it did to the end date, and "되돌리기" with the time left, for as long as the server
 * honours the undo. The time left is read from the server's timestamps against its clock, never counted.
 */
export function RecoveryUndoCard({ undo, takeFocus }: RecoveryUndoCardProps) {
  const undoRecovery = useUndoRecovery();
  // Once the undo is under way the token is spent: asking about it again would only say so.
  const undoWindow = useRecoveryUndoWindow(undo, undoRecovery.isIdle);
  const forget = useRecoveryUndoStore((state) => state.forget);
  const server = useServerActionBlocked();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Only what the server said: the recovery's own answer, or after a reload its answer to the check.
  const known = undoWindow.data;
  const expiresMs = known?.undoExpiresAt ? Date.parse(known.undoExpiresAt) : null;
  const clockOffsetMs = known?.clockOffsetMs ?? 0;
  const deviceNow = useTickingNow(expiresMs !== null, expiresMs === null ? null : expiresMs - clockOffsetMs);
  const leftMs = expiresMs === null ? null : expiresMs - (deviceNow + clockOffsetMs);
  const refused = known?.undoExpiresAt === null || (undoWindow.isError && undoRefused(undoWindow.error));
  const over = (leftMs !== null && leftMs <= 0) || refused;

  useEffect(() => {
    if (over) forget(undo.planId);
  }, [over, forget, undo.planId]);
  useEffect(() => {
    if (takeFocus) headingRef.current?.focus();
  }, [takeFocus]);
  if (leftMs === null || over) return null;

  const headingId = `recovery-undo-${undo.planId}-heading`;
  const planTitleId = `recovery-undo-${undo.planId}-plan`;
  return (
    <article
      aria-labelledby={`${planTitleId} ${headingId}`}
      data-testid="recovery-undo-card"
      className="flex flex-col gap-3 rounded-card border border-success/30 bg-success-soft p-5"
    >
      <div className="flex flex-col gap-1">
        <p id={planTitleId} className="truncate text-[0.8125rem] font-semibold text-ink-muted">
          {undo.planTitle}
        </p>
        <h3
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="text-[1.0625rem] font-bold text-ink focus:outline-none"
        >
          밀린 할 일을 따라잡았어요
        </h3>
        <p className="text-sm text-ink">{appliedRecoverySentence(undo.endDate, undo.previousEndDate)}</p>
      </div>
      <button
        type="button"
        disabled={undoRecovery.isPending || server.blocked}
        aria-busy={undoRecovery.isPending || undefined}
        aria-describedby={server.describedBy}
        onClick={() => undoRecovery.mutate({ planId: undo.planId, undoToken: undo.undoToken })}
        className="flex min-h-12 items-center gap-1 self-start rounded-xl border border-line-strong bg-surface px-4 font-semibold text-ink hover:bg-surface-muted disabled:cursor-not-allowed disabled:text-ink-subtle"
      >
        되돌리기 <span className="font-normal text-ink-muted tabular-nums">({undoTimeLeftText(leftMs)})</span>
      </button>
    </article>
  );
}
