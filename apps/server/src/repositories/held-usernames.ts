import { and, gt, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { instant } from '../db/study-day-sql.ts';
import { heldUsernames } from '../db/schema.ts';

const sameName = (username: string) => sql`lower(${heldUsernames.username}) = lower(${username})`;

/**
 * Takes a transaction lock per name (in one order, so two changes never wait on each other), so a name being
 * given up and the same name being claimed queue instead of both passing their checks.
 */
export async function lockUsernames(tx: Database, names: readonly string[]): Promise<void> {
  const keys = [...new Set(names.map((name) => name.toLowerCase()))].sort();
  for (const key of keys) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`username:${key}`}, 0))`);
  }
}

/** Whether someone other than `userId` holds the name at `now`. */
export async function isHeldByOther(tx: Database, username: string, userId: string, now: Date) {
  const [row] = await tx
    .select({ id: heldUsernames.id })
    .from(heldUsernames)
    .where(
      and(sameName(username), ne(heldUsernames.userId, userId), gt(heldUsernames.heldUntil, instant(now))),
    );
  return row !== undefined;
}

/** Ends any hold on the name: an expired one, or the claimant's own. */
export async function releaseHold(tx: Database, username: string): Promise<void> {
  await tx.delete(heldUsernames).where(sameName(username));
}

export async function holdUsername(tx: Database, userId: string, username: string, until: Date, now: Date) {
  await releaseHold(tx, username);
  await tx.insert(heldUsernames).values({ userId, username, heldUntil: until, createdAt: now });
}
