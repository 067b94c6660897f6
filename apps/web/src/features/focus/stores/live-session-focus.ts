import type { FocusBlock, FocusSession } from '@molip/domain/focus';
import { plannedCreditEndMs } from '@molip/domain/focus-window';
import { openLogSeconds } from './focus-timer-machine';

export type LiveSessionFocus = {
  /** The session's focus seconds by `now`. */
  sessionSeconds: number;
  /** Each of the session's blocks' focus seconds by `now`, by block id. */
  blockSeconds: ReadonlyMap<string, number>;
};

/**
 * Seconds the active block's open log has earned since the session answer's `serverTime`, by `now`
 * (server-clock ms). The answer already counts the log up to its `serverTime`, so only the time since is
 * added — measured as "earned by now" minus "earned by then", both within the block's and the session's
 * ends as the server credits them, so the figure never runs ahead of what the server will record.
 */
function secondsSinceAnswer(session: FocusSession, block: FocusBlock | null, now: number): number {
  if (!block || block.sessionId !== session.id || block.endedAt !== null || session.endedAt !== null)
    return 0;
  const openLog = block.focusLogs.find((log) => log.endTime === null);
  if (!openLog) return 0;
  const logStartAt = Date.parse(openLog.startTime);
  const blockStartAt = Date.parse(block.startTime);
  const ends = [
    plannedCreditEndMs({
      blockStartMs: blockStartAt,
      blockPlannedMinutes: block.plannedDurationMinutes,
      sessionPlannedEndMs: Date.parse(session.endTime),
    }),
  ];
  const byThen = openLogSeconds(logStartAt, blockStartAt, ends, Date.parse(session.serverTime));
  const byNow = openLogSeconds(logStartAt, blockStartAt, ends, now);
  // A device clock read just behind the answer must not take back time the server already counted.
  return Math.max(0, byNow - byThen);
}

/**
 * The session page's focus figures, live: the session answer's
 * seconds as of its `serverTime`, plus what the open log of `activeBlock` (`GET /focus-blocks/current`)
 * has earned since — added to the session and to that block alone.
 */
export function liveSessionFocus(
  session: FocusSession,
  activeBlock: FocusBlock | null,
  now: number,
): LiveSessionFocus {
  const gained = secondsSinceAnswer(session, activeBlock, now);
  const blockSeconds = new Map(
    session.focusBlocks.map((block) => [
      block.id,
      block.actualFocusSeconds + (block.id === activeBlock?.id ? gained : 0),
    ]),
  );
  return { sessionSeconds: session.actualFocusSeconds + gained, blockSeconds };
}
