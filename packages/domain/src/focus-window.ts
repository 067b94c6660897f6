import { minutesToMs, wholeSeconds } from './duration.ts';

/**
 * The honest end of a stretch of focus: `now`, but never past any known end of its block or session
 * (planned or actual). Times are epoch milliseconds; `null` means "not ended". See
 * docs/product-rules.md#focus-time.
 */
export function focusCutoffMs(now: number, ends: readonly (number | null)[]): number {
  return Math.min(now, ...ends.filter((end): end is number => end !== null));
}

/** Seconds a focus log earns: from its start (not before its block's) to the cutoff, never negative. */
export function creditedFocusSeconds(logStartMs: number, blockStartMs: number, cutoffMs: number): number {
  return wholeSeconds(cutoffMs - Math.max(logStartMs, blockStartMs));
}

/** A running focus log's block and session, as far as its credit is concerned (epoch milliseconds). */
export type CreditWindow = { blockStartMs: number; blockPlannedMinutes: number; sessionPlannedEndMs: number };

/**
 * When a running log stops earning: the earlier of its block's and its session's planned ends. The server's
 * SQL has a twin (apps/server/src/db/focus-credit-sql.ts), held equal to this by a test.
 */
export function plannedCreditEndMs(window: CreditWindow): number {
  return Math.min(window.blockStartMs + minutesToMs(window.blockPlannedMinutes), window.sessionPlannedEndMs);
}
