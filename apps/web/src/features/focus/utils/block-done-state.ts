/**
 * Navigation state from a block just ended to its own summary, which then adds today's figures, the break
 * and the next block. Kept in the history entry, so a reload of the summary keeps them.
 */
export const blockDoneState = () => ({ blockDoneAt: Date.now() });

/** The state's key when the summary was opened by ending the block, else undefined. */
export function blockDoneKey(state: unknown): number | undefined {
  if (typeof state !== 'object' || state === null || !('blockDoneAt' in state)) return undefined;
  return typeof state.blockDoneAt === 'number' ? state.blockDoneAt : undefined;
}
