/** Ends one open stream; `replaced` says a newer stream of the same learner took its place. */
export type EndStream = (reason: 'replaced' | 'closing') => void;

/**
 * The presence streams this instance keeps open, each holding a socket: at most `perLearner` per learner
 * (opening one more ends their oldest) and `total` in all (past it a new learner is refused).
 */
export function createPresenceStreams(limits: { perLearner: number; total: number }) {
  // Each learner's streams in the order they opened: a Set iterates oldest first.
  const byLearner = new Map<string, Set<EndStream>>();
  let open = 0;

  function remove(userId: string, end: EndStream) {
    const streams = byLearner.get(userId);
    if (!streams?.delete(end)) return;
    open -= 1;
    if (streams.size === 0) byLearner.delete(userId);
  }

  return {
    /** Whether `userId` may open one more: a learner at their own limit always may (their oldest gives way). */
    hasRoomFor(userId: string): boolean {
      return open < limits.total || (byLearner.get(userId)?.size ?? 0) >= limits.perLearner;
    },
    /** Counts a stream that is now open; returns what to call once it has ended. */
    add(userId: string, end: EndStream): () => void {
      const streams = byLearner.get(userId) ?? new Set<EndStream>();
      byLearner.set(userId, streams);
      streams.add(end);
      open += 1;
      for (const oldest of streams) {
        if (streams.size <= limits.perLearner) break;
        remove(userId, oldest);
        oldest('replaced');
      }
      return () => remove(userId, end);
    },
    closeAll() {
      for (const streams of [...byLearner.values()]) for (const end of [...streams]) end('closing');
    },
    get size() {
      return open;
    },
  };
}
