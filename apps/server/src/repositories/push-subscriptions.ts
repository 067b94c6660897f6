import { and, count, desc, eq, inArray, lt } from 'drizzle-orm';
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

/** Notes that the device's app confirmed the subscription now, with its keys as the browser has them. */
export async function confirmPushSubscription(
  db: Database,
  id: string,
  changes: { p256dh: string; auth: string; lastSeenAt: Date },
) {
  await db.update(pushSubscriptions).set(changes).where(eq(pushSubscriptions.id, id));
}

export async function countPushSubscriptions(db: Database, userId: string) {
  const [row] = await db
    .select({ value: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return row?.value ?? 0;
}

/** Deletes every subscription last confirmed before `before`; gives how many went. */
export async function deletePushSubscriptionsUnseenSince(db: Database, before: Date) {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(lt(pushSubscriptions.lastSeenAt, before))
    .returning({ id: pushSubscriptions.id });
  return deleted.length;
}

/** Deletes the learner's subscription of this endpoint; false when they had none. */
export async function deleteOwnPushSubscription(db: Database, userId: string, endpoint: string) {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return deleted.length > 0;
}

/** Keeps the learner's `keep` most recently confirmed subscriptions and deletes the rest. */
export async function trimPushSubscriptions(db: Database, userId: string, keep: number) {
  const stale = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.lastSeenAt), desc(pushSubscriptions.id))
    .offset(keep);
  if (stale.length === 0) return;
  await db.delete(pushSubscriptions).where(
    inArray(
      pushSubscriptions.id,
      stale.map((row) => row.id),
    ),
  );
}

/** Forgets a device the push service reports gone. */
export async function deletePushSubscription(db: Database, id: string) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}
