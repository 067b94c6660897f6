import { minutesToMs, wholeSeconds } from './duration.ts';
import { z } from './zod.ts';

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

/** A credit window with the actual ends of its block and session (`null` while running), epoch milliseconds. */
export type CreditSpan = CreditWindow & { blockEndedMs: number | null; sessionEndedMs: number | null };

/** The honest end of a stretch of focus by `nowMs`: never past the credit window's end nor an actual end. */
export function creditCutoffMs(nowMs: number, span: CreditSpan): number {
  return focusCutoffMs(nowMs, [plannedCreditEndMs(span), span.blockEndedMs, span.sessionEndedMs]);
}

/** Whether a session has reached its planned end: from then on it is ended on the next read or write. */
export const hasReachedPlannedEnd = (plannedEndMs: number, nowMs: number): boolean => plannedEndMs <= nowMs;

/** Why a closed focus log ended, as the block's log list says it (docs/glossary.md). */
export const focusLogEndReason = z.enum(['PAUSED', 'COMPLETED', 'TIME_UP', 'BLOCK_ENDED']);
export type FocusLogEndReason = z.infer<typeof focusLogEndReason>;

export const focusLogEndReasonLabels = {
  PAUSED: '일시 정지',
  COMPLETED: '완료',
  TIME_UP: '시간 종료',
  BLOCK_ENDED: '블록 종료',
} as const satisfies Record<FocusLogEndReason, string>;

/**
 * Read from what closing a log stores: completing its to-do marks it; a log clamped to its window's planned end
 * ran out of time; one closed at the instant its block ended was ended with the block (or its session); any
 * other close is a pause (a switch to another to-do and a change from the to-do list pause too).
 */
export function focusLogEndReasonOf(
  log: { endedMs: number; completedTodo: boolean },
  window: CreditWindow,
  blockEndedMs: number | null,
): FocusLogEndReason {
  if (log.completedTodo) return 'COMPLETED';
  if (log.endedMs === plannedCreditEndMs(window)) return 'TIME_UP';
  if (log.endedMs === blockEndedMs) return 'BLOCK_ENDED';
  return 'PAUSED';
}
