import { secondsBetween } from '@molip/domain/zoned-time';

type Window = { startAt: Date; plannedMinutes?: number; plannedEndAt?: Date; endedAt: Date | null };

const plannedEnd = (window: Window) =>
  window.plannedEndAt ?? new Date(window.startAt.getTime() + (window.plannedMinutes ?? 0) * 60_000);

/**
 * The honest end of a stretch of focus: now, but never past the block's or the session's planned or actual
 * end (DESIGN §5 "Focus": minutes come only from server timestamps, clamped to both windows).
 */
export function focusCutoff(now: Date, block: Window, session: Window): Date {
  const limits = [now, plannedEnd(block), plannedEnd(session), block.endedAt, session.endedAt].filter(
    (value): value is Date => value !== null,
  );
  return new Date(Math.min(...limits.map((value) => value.getTime())));
}

/** Seconds a log earns: from its start (not before the block's) to the cutoff. */
export function creditedSeconds(logStart: Date, block: Window, cutoff: Date): number {
  const from = logStart.getTime() > block.startAt.getTime() ? logStart : block.startAt;
  return secondsBetween(from, cutoff);
}
