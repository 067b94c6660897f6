import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { pushSubscriptions } from '../db/schema.ts';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export async function findOwnPushSubscription(db: Database, userId: string, endpoint: string) {
  const [row] = await db
    .select()
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
  return row;
}

export async function insertPushSubscription(db: Database, values: typeof pushSubscriptions.$inferInsert) {
  await db.insert(pushSubscriptions).values(values);
}

export async function setPushSubscriptionKeys(
  db: Database,
  id: string,
  keys: { p256dh: string; auth: string },
) {
  await db.update(pushSubscriptions).set(keys).where(eq(pushSubscriptions.id, id));
}

/** Deletes the learner's subscription of this endpoint; false when they had none. */
export async function deleteOwnPushSubscription(db: Database, userId: string, endpoint: string) {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return deleted.length > 0;
}

/** Keeps the learner's `keep` newest subscriptions and deletes the rest. */
export async function trimPushSubscriptions(db: Database, userId: string, keep: number) {
  const stale = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .offset(keep);
  if (stale.length === 0) return;
  await db.delete(pushSubscriptions).where(
    inArray(
      pushSubscriptions.id,
      stale.map((row) => row.id),
    ),
  );
}
