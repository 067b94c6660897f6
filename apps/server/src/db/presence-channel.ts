import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

/** The channel that says "this learner's focus changed"; the payload is their user id. */
export const PRESENCE_CHANNEL = 'molip_presence';

/**
 * Tells every instance listening that the learner's presence may have changed. Sent inside the
 * transaction that opened or closed the focus log, so it is delivered only if that commits.
 */
export async function notifyPresence(tx: Database, userId: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${PRESENCE_CHANNEL}, ${userId})`);
}
