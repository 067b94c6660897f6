import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { TargetIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useCurrentFocusBlock, type ReceivedBlock } from '@/entities/focus/get-current-focus-block';
import { useFocusBlock } from '../api/get-focus-block';
import { useBlockWhileUnreachable } from '../hooks/use-block-while-unreachable';
import { useFocusTimerStore } from '../stores/focus-timer-store';
import { blockDoneKey } from '../utils/block-done-state';
import { ActiveBlockPanel } from './active-block-panel';
import { EndedBlockSummary } from './ended-block-summary';
import {
  FocusQueryFallback,
  FocusStaleNotice,
  LastKnownBlockNotice,
  type FocusQuery,
} from './focus-query-fallback';

/** Loads a running block into the timer, restoring an open log (after a reload, too). */
type BlockScreenProps = {
  query: FocusQuery<ReceivedBlock>;
  timeZone: string;
  /** The signed-in learner, whose last known block stands in while the server cannot be asked. */
  learnerId: string | null;
  /** The block asked for by id; undefined on the current block's screen. */
  blockId?: string;
  /** Said when the block asked for by id is not the learner's. */
  missingTitle?: string;
};

function BlockScreen({ query, timeZone, learnerId, blockId, missingTitle }: BlockScreenProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const loadFromServer = useFocusTimerStore((state) => state.loadFromServer);
  const loadedId = useFocusTimerStore((state) => state.block?.id ?? null);
  const received = query.data;
  const lastKnownId = useBlockWhileUnreachable({ query, learnerId, blockId });

  useEffect(() => {
    if (received === undefined) return;
    if (received === null || received.block.isActive)
      loadFromServer(received?.block ?? null, received?.receivedAt ?? 0);
  }, [received, loadFromServer]);

  // A failed refetch keeps the last answer (TanStack Query holds it), so the running timer stays on screen.
  if (received === undefined) {
    // No answer since the reload (offline): the learner's last known block, its clock running, labelled,
    // once it is in the timer.
    if (lastKnownId !== null) {
      return loadedId === lastKnownId ? (
        <>
          <LastKnownBlockNotice query={query} />
          <ActiveBlockPanel timeZone={timeZone} />
        </>
      ) : null;
    }
    return (
      <FocusQueryFallback query={query} loadingLabel="집중 블록을 불러오는 중" missingTitle={missingTitle} />
    );
  }
  if (!received) {
    return (
      <EmptyState
        icon={<TargetIcon />}
        title="진행 중인 집중 블록이 없어요"
        description="세션에서 새 집중 블록을 만들어 할 일에 집중해 보세요."
        action={<Button onClick={() => navigate(paths.focusSessionCurrent)}>세션으로 이동</Button>}
      />
    );
  }
  if (!received.block.isActive) {
    return (
      <EndedBlockSummary
        received={received}
        timeZone={timeZone}
        justEnded={blockDoneKey(location.state) !== undefined}
      />
    );
  }
  // Wait one render for the effect above to put this block into the timer.
  if (loadedId !== received.block.id) return null;
  return (
    <>
      <FocusStaleNotice query={query} />
      <ActiveBlockPanel timeZone={timeZone} />
    </>
  );
}

/** `/focus-block/current`. */
export function CurrentFocusBlockScreen({
  timeZone,
  learnerId,
}: {
  timeZone: string;
  learnerId: string | null;
}) {
  return <BlockScreen query={useCurrentFocusBlock()} timeZone={timeZone} learnerId={learnerId} />;
}

/** `/focus-block/{id}`: the running block is shown live, a finished one as its record. */
export function FocusBlockDetailScreen({
  id,
  timeZone,
  learnerId,
}: {
  id: string;
  timeZone: string;
  learnerId: string | null;
}) {
  return (
    <BlockScreen
      query={useFocusBlock(id)}
      timeZone={timeZone}
      learnerId={learnerId}
      blockId={id}
      missingTitle="끝났거나 없는 집중 블록이에요"
    />
  );
}
