import type { Database } from '../db/client.ts';
import { toPushSettings } from '../presenters/push.ts';
import { findPushSettings } from '../repositories/push-alerts.ts';
import { countPushSubscriptions } from '../repositories/push-subscriptions.ts';

export async function readPushSettings(db: Database, userId: string) {
  return toPushSettings(await findPushSettings(db, userId), await countPushSubscriptions(db, userId));
}
