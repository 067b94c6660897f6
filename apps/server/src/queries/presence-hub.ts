import type { FastifyBaseLogger } from 'fastify';
import { PRESENCE_COALESCE_MS, type PresenceEvent } from '@molip/domain/study-group';
import type { Database, ListenToChannel } from '../db/client.ts';
import { loggableError } from '../db/database-errors.ts';
import { PRESENCE_CHANNEL } from '../db/presence-channel.ts';
import type { Clock } from '../lib/clock.ts';
import { presentPresence } from '../presenters/study-groups.ts';
import { learnerPresenceInGroups } from '../repositories/study-groups.ts';

/** Receives a group's changed members, each with their latest light, at most once per `coalesceMs`. */
type Subscriber = (changes: readonly PresenceEvent[]) => void;

export type PresenceHub = {
  /** Calls `send` with the presence changes of the group's members until the returned function is called. */
  subscribe(groupId: number, send: Subscriber): Promise<() => void>;
  /** Calls `onChange` with the id of every learner whose focus log opens or closes, on any instance. */
  watchLearners(onChange: (userId: string) => void): Promise<void>;
  close(): Promise<void>;
};

/**
 * Fans the database's presence notifications out to this instance's open streams and watchers (the ranking
 * cache): one LISTEN per instance, opened with the first of them. Changes are gathered for `coalesceMs` from
 * the first one, then read in one query and sent as one batch per group, so a stream gets at most one event
 * a window and an instance one read, however many learners change.
 */
export function createPresenceHub(
  db: Database,
  clock: Clock,
  listen: ListenToChannel,
  log: FastifyBaseLogger,
  coalesceMs = PRESENCE_COALESCE_MS,
): PresenceHub {
  const subscribers = new Map<number, Set<Subscriber>>();
  const watchers = new Set<(userId: string) => void>();
  let listening: Promise<() => Promise<void>> | undefined;
  const changed = new Set<string>();
  let windowTimer: ReturnType<typeof setTimeout> | undefined;
  // Batches are read one after another, so a slow read never lets an older light overtake a newer one.
  let delivering = Promise.resolve();

  async function deliver(userIds: readonly string[]) {
    const groupIds = [...subscribers.keys()];
    const rows = await learnerPresenceInGroups(db, userIds, groupIds, clock.now());
    const byGroup = new Map<number, PresenceEvent[]>();
    for (const row of rows) {
      const batch = byGroup.get(row.groupId) ?? [];
      batch.push(presentPresence(row.userId, row));
      byGroup.set(row.groupId, batch);
    }
    for (const [groupId, batch] of byGroup) for (const send of subscribers.get(groupId) ?? []) send(batch);
  }

  function endWindow() {
    windowTimer = undefined;
    const userIds = [...changed];
    changed.clear();
    if (subscribers.size === 0) return;
    delivering = delivering
      .then(() => deliver(userIds))
      .catch((error: unknown) => log.warn(loggableError(error), 'presence update not delivered'));
  }

  const onNotification = (userId: string) => {
    for (const watcher of watchers) watcher(userId);
    if (subscribers.size === 0) return;
    changed.add(userId);
    windowTimer ??= setTimeout(endWindow, coalesceMs);
  };

  return {
    async subscribe(groupId, send) {
      listening ??= listen(PRESENCE_CHANNEL, onNotification);
      await listening;
      const group = subscribers.get(groupId) ?? new Set<Subscriber>();
      group.add(send);
      subscribers.set(groupId, group);
      return () => {
        group.delete(send);
        if (group.size === 0 && subscribers.get(groupId) === group) subscribers.delete(groupId);
      };
    },
    async watchLearners(onChange) {
      listening ??= listen(PRESENCE_CHANNEL, onNotification);
      await listening;
      watchers.add(onChange);
    },
    async close() {
      clearTimeout(windowTimer);
      windowTimer = undefined;
      changed.clear();
      subscribers.clear();
      watchers.clear();
      const stop = listening;
      listening = undefined;
      if (stop) await (await stop)();
      await delivering;
    },
  };
}
