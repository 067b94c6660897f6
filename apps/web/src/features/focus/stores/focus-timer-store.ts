import type { FocusBlock, FocusLogResult } from '@molip/domain/focus';
import { create } from 'zustand';
import {
  applyLogResult,
  initialTimerState,
  loadFromServer,
  pause,
  startBlock,
  tick,
  type FocusTimerState,
} from './focus-timer-machine';

type FocusTimerActions = {
  startBlock: (block: FocusBlock, receivedAt: number) => void;
  /** Returns false, without throwing, when there is no active block to load. */
  loadFromServer: (block: FocusBlock | null, receivedAt: number) => boolean;
  pause: () => void;
  applyLogResult: (
    result: FocusLogResult,
    receivedAt: number,
    action: 'start' | 'pause' | 'complete',
  ) => void;
  tick: (deviceNow: number) => void;
  reset: () => void;
};

/** The focus timer of the current block; the logic lives in `focus-timer-machine.ts`. Not persisted: the server is the record. */
export const useFocusTimerStore = create<FocusTimerState & FocusTimerActions>()((set, get) => ({
  ...initialTimerState,
  startBlock: (block, receivedAt) => set(startBlock(block, receivedAt)),
  loadFromServer: (block, receivedAt) => {
    if (!block || block.endedAt !== null) {
      set(initialTimerState);
      return false;
    }
    set(loadFromServer(get(), block, receivedAt));
    return true;
  },
  pause: () => set(pause(get())),
  applyLogResult: (result, receivedAt, action) => set(applyLogResult(get(), result, receivedAt, action)),
  tick: (deviceNow) => set(tick(get(), deviceNow)),
  reset: () => set(initialTimerState),
}));
