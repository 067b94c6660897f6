import { minutesToMs } from '@molip/domain/duration';
import { creditedFocusSeconds, focusCutoffMs } from '@molip/domain/focus-window';

type Window = { startAt: Date; plannedMinutes?: number; plannedEndAt?: Date; endedAt: Date | null };

const plannedEnd = (window: Window) =>
  window.plannedEndAt ?? new Date(window.startAt.getTime() + minutesToMs(window.plannedMinutes ?? 0));

/** The honest end of a stretch of focus: now, clamped to the block's and the session's ends. */
export function focusCutoff(now: Date, block: Window, session: Window): Date {
  const ends = [plannedEnd(block), plannedEnd(session), block.endedAt, session.endedAt];
  return new Date(
    focusCutoffMs(
      now.getTime(),
      ends.map((end) => end?.getTime() ?? null),
    ),
  );
}

/** Seconds a log earns: from its start (not before the block's) to the cutoff. */
export function creditedSeconds(logStart: Date, block: Window, cutoff: Date): number {
  return creditedFocusSeconds(logStart.getTime(), block.startAt.getTime(), cutoff.getTime());
}
