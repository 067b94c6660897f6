import { PUSH_SUBSCRIPTION_UNSEEN_DAYS, pushMessages, type PushSubscriptionBody } from '@molip/domain/push';
import { MS_PER_MINUTE } from '@molip/domain/duration';
import type { Database } from '../db/client.ts';
import { badRequest, notFound } from '../lib/app-error.ts';
import { isAllowedPushEndpoint, type PushEndpointPolicy } from '../lib/push-endpoints.ts';
import {
  confirmPushSubscription,
  deleteOwnPushSubscription,
  deletePushSubscriptionsUnseenSince,
  findOwnPushSubscription,
  insertPushSubscription,
  trimPushSubscriptions,
} from '../repositories/push-subscriptions.ts';
import { withLearner } from './with-learner.ts';

/** Devices a learner keeps at most; a new one past it retires the oldest (a phone replaced long ago). */
export const PUSH_SUBSCRIPTIONS_PER_LEARNER = 10;

/**
 * Keeps a device's subscription for the learner; the app sends it on every open, so it also marks the device
 * as seen now. `created` is false when they already had this endpoint (its keys are brought up to date) and
 * true when the server did not know it (new, or forgotten since). An endpoint outside the push services is a 400.
 */
export async function subscribeToPush(
  db: Database,
  userId: string,
  subscription: PushSubscriptionBody,
  policy: PushEndpointPolicy,
  now: Date,
): Promise<{ created: boolean }> {
  if (!isAllowedPushEndpoint(subscription.endpoint, policy)) {
    throw badRequest(pushMessages.endpoint, { endpoint: [pushMessages.endpoint] });
  }
  const keys = { p256dh: subscription.keys.p256dh, auth: subscription.keys.auth };
  return withLearner(db, userId, now, async (tx) => {
    const existing = await findOwnPushSubscription(tx, userId, subscription.endpoint);
    if (existing) {
      await confirmPushSubscription(tx, existing.id, { ...keys, lastSeenAt: now });
      return { created: false };
    }
    await insertPushSubscription(tx, {
      userId,
      endpoint: subscription.endpoint,
      ...keys,
      createdAt: now,
      lastSeenAt: now,
    });
    await trimPushSubscriptions(tx, userId, PUSH_SUBSCRIPTIONS_PER_LEARNER);
    return { created: true };
  });
}

/** Stops pushes to one of the learner's devices; an endpoint they do not have is a 404. */
export async function unsubscribeFromPush(db: Database, userId: string, endpoint: string, now: Date) {
  await withLearner(db, userId, now, async (tx) => {
    if (!(await deleteOwnPushSubscription(tx, userId, endpoint))) throw notFound(pushMessages.notFound);
  });
}

/** Forgets devices whose app has not confirmed them for 60 days: uninstalled, replaced, or revoked by the OS. */
export async function forgetUnseenPushSubscriptions(db: Database, now: Date) {
  return deletePushSubscriptionsUnseenSince(
    db,
    new Date(now.getTime() - PUSH_SUBSCRIPTION_UNSEEN_DAYS * 24 * 60 * MS_PER_MINUTE),
  );
}
