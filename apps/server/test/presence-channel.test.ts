import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testDatabase } from './test-app.ts';
import { openPostgres } from '../src/db/client.ts';
import { notifyPresence, PRESENCE_CHANNEL } from '../src/db/presence-channel.ts';
import { ON_POSTGRES } from './test-database-kind.ts';

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? '';

const pidRows = z.object({ rows: z.array(z.object({ pid: z.number() })) });

/**
 * Collects this test's payloads from the channel; `next` waits for the first one not yet taken. Other test
 * files on the same PostgreSQL announce their learners there too, so each payload sent carries `tag`.
 */
function inbox() {
  const tag = `${randomUUID()}:`;
  const received: string[] = [];
  let wake: (() => void) | undefined;
  return {
    tag,
    hear(payload: string) {
      if (!payload.startsWith(tag)) return;
      received.push(payload.slice(tag.length));
      wake?.();
    },
    async next(timeoutMs = 5_000): Promise<string | undefined> {
      const deadline = Date.now() + timeoutMs;
      while (received.length === 0 && Date.now() < deadline) {
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 50);
        });
      }
      return received.shift();
    },
  };
}

describe('the presence channel', () => {
  it('delivers a notification when its transaction commits, never when it rolls back', async () => {
    const { db, listen } = await testDatabase();
    const payloads = inbox();
    const stop = await listen(PRESENCE_CHANNEL, (payload) => payloads.hear(payload));
    try {
      await db
        .transaction(async (tx) => {
          await notifyPresence(tx, `${payloads.tag}rolled-back`);
          throw new Error('roll back');
        })
        .catch(() => undefined);
      await db.transaction((tx) => notifyPresence(tx, `${payloads.tag}committed`));
      expect(await payloads.next()).toBe('committed');
      expect(await payloads.next(200)).toBeUndefined();
    } finally {
      await stop();
    }
  });
});

describe.skipIf(!ON_POSTGRES)('the listening connection on PostgreSQL (needs TEST_DATABASE_URL)', () => {
  const handles: { close(): Promise<void> }[] = [];
  afterAll(async () => {
    for (const handle of handles) await handle.close();
  });

  it('comes back by itself after the database drops it', async () => {
    const handle = await openPostgres(POSTGRES_URL, { max: 2 });
    handles.push(handle);
    // Other test files may be listening on the same database: only this listener's connection is cut.
    const listeners = async () =>
      pidRows
        .parse(
          await handle.db.execute(
            sql`select pid from pg_stat_activity where query = ${`LISTEN "${PRESENCE_CHANNEL}"`}`,
          ),
        )
        .rows.map((row) => row.pid);
    const before = new Set(await listeners());
    const payloads = inbox();
    const stop = await handle.listen(PRESENCE_CHANNEL, (payload) => payloads.hear(payload));
    try {
      const mine = (await listeners()).filter((pid) => !before.has(pid));
      expect(mine).toHaveLength(1);
      await handle.db.execute(sql`select pg_terminate_backend(${mine[0]})`);
      // Keep notifying until the re-opened connection hears one (it reconnects after a second).
      let heard: string | undefined;
      for (let attempt = 0; attempt < 20 && heard === undefined; attempt += 1) {
        await notifyPresence(handle.db, `${payloads.tag}after-reconnect`);
        heard = await payloads.next(250);
      }
      expect(heard).toBe('after-reconnect');
    } finally {
      await stop();
    }
  });
});
