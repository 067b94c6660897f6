import type { FastifyBaseLogger } from 'fastify';
import type { PresenceEvent } from '@molip/domain/study-group';
import type { Database, ListenToChannel } from '../db/client.ts';
import { loggableError } from '../db/database-errors.ts';
import { PRESENCE_CHANNEL } from '../db/presence-channel.ts';
import type { Clock } from '../lib/clock.ts';
import { presentPresence } from '../presenters/study-groups.ts';
import { learnerPresenceInGroups } from '../repositories/study-groups.ts';

type Subscriber = (event: PresenceEvent) => void;

export type PresenceHub = {
  /** Calls `send` with every presence change of the group's members until the returned function is called. */
  subscribe(groupId: number, send: Subscriber): Promise<() => void>;
  /** Calls `onChange` with the id of every learner whose focus log opens or closes, on any instance. */
  watchLearners(onChange: (userId: string) => void): Promise<void>;
  close(): Promise<void>;
};

/**
 * Fans the database's presence notifications out to this instance's open streams and watchers (the ranking
 * cache): one LISTEN per instance, opened with the first of them, and one read per notification (which of the streamed groups the learner is
 * in, and their desk light), whatever the number of streams.
 */
export function createPresenceHub(
  db: Database,
  clock: Clock,
  listen: ListenToChannel,
  log: FastifyBaseLogger,
): PresenceHub {
  const subscribers = new Map<number, Set<Subscriber>>();
  const watchers = new Set<(userId: string) => void>();
  let listening: Promise<() => Promise<void>> | undefined;

  async function deliver(userId: string) {
    const groupIds = [...subscribers.keys()];
    const rows = await learnerPresenceInGroups(db, userId, groupIds, clock.now());
    for (const row of rows) {
      const event = presentPresence(userId, row);
      for (const send of subscribers.get(row.groupId) ?? []) send(event);
    }
  }

  const onNotification = (userId: string) => {
    for (const watcher of watchers) watcher(userId);
    if (subscribers.size === 0) return;
    deliver(userId).catch((error: unknown) =>
      log.warn(loggableError(error), 'presence update not delivered'),
    );
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
      subscribers.clear();
      watchers.clear();
      const stop = listening;
      listening = undefined;
      if (stop) await (await stop)();
    },
  };
}
