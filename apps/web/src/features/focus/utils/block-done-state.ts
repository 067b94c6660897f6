/** Navigation state from a block just finished to its session's screen, which celebrates it once. */
export const blockDoneState = () => ({ blockDoneAt: Date.now() });

/** The celebration's key when the session screen was opened by finishing a block, else undefined. */
export function blockDoneKey(state: unknown): number | undefined {
  if (typeof state !== 'object' || state === null || !('blockDoneAt' in state)) return undefined;
  return typeof state.blockDoneAt === 'number' ? state.blockDoneAt : undefined;
}
