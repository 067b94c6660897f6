import type { ActivityPeriod } from '@molip/domain/study-group';

/** A ranking is shared by every member who reads the same period with the same number of due days. */
export type RankingKey = { groupId: number; period: ActivityPeriod; startDate: string; dueDays: number };

/** Each member of the group (ranked or not) with whether they agreed to be ranked. */
type WithMembers = { consentOf: ReadonlyMap<string, boolean> };

type Entry<T> = { groupId: number; value: T; expiresAt: number };
/** What happened while a ranking was being computed. */
type Changes = { groupChanged: boolean; learners: Set<string> };
type Flight<T> = { groupId: number; promise: Promise<T>; changes: Changes };

export type RankingCache<T extends WithMembers> = {
  /**
   * The ranking of `key`, computed at most once at a time per key and kept for the TTL; `usable` rejects a
   * cached one that no longer fits the reader (then it is computed again).
   */
  read(key: RankingKey, usable: (value: T) => boolean, compute: () => Promise<T>): Promise<T>;
  /** A member's focus changed: every ranking they are in is dropped, and none being computed is kept. */
  forgetLearner(userId: string): void;
  /** The group's membership changed on this instance. */
  forgetGroup(groupId: number): void;
  clear(): void;
};

/** A bounded in-memory cache of group rankings, least recently read dropped first, for this instance only. */
export function createRankingCache<T extends WithMembers>(options: {
  now: () => number;
  ttlMs: number;
  /** A ranking read this close to its expiry is computed again in the background. */
  refreshAheadMs: number;
  maxEntries: number;
}): RankingCache<T> {
  const entries = new Map<string, Entry<T>>();
  const flights = new Map<string, Flight<T>>();
  const idOf = (key: RankingKey) => `${key.groupId} ${key.period} ${key.startDate} ${key.dueDays}`;

  function store(id: string, groupId: number, value: T, expiresAt: number) {
    entries.delete(id);
    entries.set(id, { groupId, value, expiresAt });
    for (const oldest of entries.keys()) {
      if (entries.size <= options.maxEntries) break;
      entries.delete(oldest);
    }
  }

  function compute(id: string, groupId: number, run: () => Promise<T>): Promise<T> {
    // The TTL counts from before the reads, so a kept ranking is never older than the TTL.
    const expiresAt = options.now() + options.ttlMs;
    const changes: Changes = { groupChanged: false, learners: new Set() };
    const promise = run()
      .then((value) => {
        // A change that landed while the reads ran may be missing from them: answer with it, keep nothing.
        const missed = [...changes.learners].some((userId) => value.consentOf.has(userId));
        if (!changes.groupChanged && !missed) store(id, groupId, value, expiresAt);
        return value;
      })
      .finally(() => {
        if (flights.get(id)?.promise === promise) flights.delete(id);
      });
    flights.set(id, { groupId, promise, changes });
    return promise;
  }

  return {
    async read(key, usable, run) {
      const id = idOf(key);
      const entry = entries.get(id);
      const now = options.now();
      if (entry && entry.expiresAt > now && usable(entry.value)) {
        entries.delete(id);
        entries.set(id, entry);
        // Read again shortly before it expires, so readers of a busy group never wait for the reads.
        if (entry.expiresAt - now <= options.refreshAheadMs && !flights.has(id)) {
          // Nobody waits on this one; a reader arriving after expiry reads again and gets any error.
          compute(id, key.groupId, run).catch(() => undefined);
        }
        return entry.value;
      }
      if (entry) entries.delete(id);
      const shared = await (flights.get(id)?.promise ?? compute(id, key.groupId, run));
      if (usable(shared)) return shared;
      return compute(id, key.groupId, run);
    },
    forgetLearner(userId) {
      for (const [id, entry] of entries) if (entry.value.consentOf.has(userId)) entries.delete(id);
      for (const flight of flights.values()) flight.changes.learners.add(userId);
    },
    forgetGroup(groupId) {
      for (const [id, entry] of entries) if (entry.groupId === groupId) entries.delete(id);
      for (const flight of flights.values())
        if (flight.groupId === groupId) flight.changes.groupChanged = true;
    },
    clear() {
      entries.clear();
      for (const flight of flights.values()) flight.changes.groupChanged = true;
    },
  };
}
