import type { CreditSpan } from '@molip/domain/focus-window';

/** A block and its session as stored rows, as far as the credit rule reads them. */
type BlockTimes = { startAt: Date; plannedMinutes: number; endedAt: Date | null };
type SessionTimes = { plannedEndAt: Date; endedAt: Date | null };

/** A block's and its session's rows as the domain's credit span (packages/domain/src/focus-window.ts). */
export const creditSpanOf = (block: BlockTimes, session: SessionTimes): CreditSpan => ({
  blockStartMs: block.startAt.getTime(),
  blockPlannedMinutes: block.plannedMinutes,
  sessionPlannedEndMs: session.plannedEndAt.getTime(),
  blockEndedMs: block.endedAt?.getTime() ?? null,
  sessionEndedMs: session.endedAt?.getTime() ?? null,
});
