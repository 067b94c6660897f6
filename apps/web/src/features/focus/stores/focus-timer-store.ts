import type { FocusBlock, FocusLogResult } from '@molip/domain/focus';
import { create } from 'zustand';
import {
  applyLogResult,
  initialTimerState,
  loadFromServer,
  tick,
  type FocusTimerState,
} from './focus-timer-machine';
import { forgetBlock, rememberBlock } from './last-known-block-store';

type FocusTimerActions = {
  /** Returns false, without throwing, when there is no active block to load. */
  loadFromServer: (block: FocusBlock | null, receivedAt: number) => boolean;
  applyLogResult: (
    result: FocusLogResult,
    receivedAt: number,
    action: 'start' | 'pause' | 'complete',
  ) => void;
  tick: (deviceNow: number) => void;
  reset: () => void;
};

/**
 * The focus timer of the current block; the logic lives in `focus-timer-machine.ts`. Not persisted: the
 * server is the record, and nothing is shown before it has answered (a pause is shown once it is confirmed).
 * Each answer it loads is also kept as the last known block, which an offline reload shows.
 */
export const useFocusTimerStore = create<FocusTimerState & FocusTimerActions>()((set, get) => ({
  ...initialTimerState,
  loadFromServer: (block, receivedAt) => {
    if (!block || block.endedAt !== null) {
      set(initialTimerState);
      forgetBlock(block?.id);
      return false;
    }
    set(loadFromServer(block, receivedAt));
    rememberBlock({ block, receivedAt });
    return true;
  },
  applyLogResult: (result, receivedAt, action) => {
    set(applyLogResult(result, receivedAt, action));
    rememberBlock({ block: result.data.block, receivedAt });
  },
  tick: (deviceNow) => set(tick(get(), deviceNow)),
  // Called once the block has ended.
  reset: () => {
    set(initialTimerState);
    forgetBlock();
  },
}));
