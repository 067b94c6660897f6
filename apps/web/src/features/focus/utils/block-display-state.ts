import type { FocusBlockSummary } from '@molip/domain/focus';

export type BlockDisplayState = 'completed' | 'active' | 'pending';

export const blockDisplayLabels = {
  completed: '완료',
  active: '진행 중',
  pending: '대기',
} as const satisfies Record<BlockDisplayState, string>;

/**
 * How a session shows its blocks: a block with an end time is completed; of the others, in start order,
 * the first is active and the rest are pending.
 */
export function withDisplayStates<T extends Pick<FocusBlockSummary, 'startTime' | 'endedAt'>>(
  blocks: readonly T[],
): { block: T; state: BlockDisplayState }[] {
  const ordered = [...blocks].sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
  let activeTaken = false;
  return ordered.map((block) => {
    if (block.endedAt !== null) return { block, state: 'completed' };
    if (activeTaken) return { block, state: 'pending' };
    activeTaken = true;
    return { block, state: 'active' };
  });
}
