import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { isHttpError } from '@/lib/http-error';
import { useIsOffline } from '@/lib/online-status';
import type { ReceivedBlock } from '@/entities/focus/get-current-focus-block';
import type { FocusQuery } from '../components/focus-query-fallback';
import { useFocusTimerStore } from '../stores/focus-timer-store';
import { forgetBlock, useLastKnownBlock } from '../stores/last-known-block-store';

/**
 * The server answered no (4xx): that stands. No answer at all, or a moment's failure (5xx), leaves the last
 * known block as the best there is.
 */
const isRefusal = (error: unknown) =>
  isHttpError(error) && error.kind === 'http' && error.status !== null && error.status < 500;

/**
 * The block screen's offline reload: while the server has not answered (offline, or not yet since the
 * network came back), the learner's last known block is loaded into the timer, so its clock runs from the
 * server's timestamps. Returns its id while it is shown that way, else null. The server's answer replaces
 * it; when that says the block ended, the current block's screen moves to the block's record.
 */
export function useBlockWhileUnreachable({
  query,
  learnerId,
  blockId,
}: {
  query: FocusQuery<ReceivedBlock>;
  learnerId: string | null;
  /** The block asked for by id; undefined on the current block's screen. */
  blockId?: string;
}): string | null {
  const navigate = useNavigate();
  const offline = useIsOffline();
  const loadFromServer = useFocusTimerStore((state) => state.loadFromServer);
  const lastKnown = useLastKnownBlock(learnerId);
  const received = query.data;
  const refused = query.isError && isRefusal(query.error);
  const waiting = received === undefined && !refused && (offline || query.isError);
  const restorable =
    waiting && lastKnown !== null && (blockId === undefined || lastKnown.block.id === blockId)
      ? lastKnown
      : null;

  // Kept once shown: its planned end passing offline leaves it on screen, its time up.
  const [shownId, setShownId] = useState<string | null>(null);
  if (restorable !== null && restorable.block.id !== shownId) setShownId(restorable.block.id);

  useEffect(() => {
    if (restorable !== null) loadFromServer(restorable.block, restorable.receivedAt);
  }, [restorable, loadFromServer]);

  // The server's answer replaces the kept one; an ended block is never offered as running again.
  useEffect(() => {
    if (received === undefined) return;
    if (received !== null && !received.block.isActive) forgetBlock(received.block.id);
    else if (received === null && shownId !== null) navigate(paths.focusBlock(shownId), { replace: true });
  }, [shownId, received, navigate]);

  return received === undefined && !refused ? shownId : null;
}
