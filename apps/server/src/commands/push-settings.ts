import { APP_VISIBLE_REPORT_SECONDS, reminderMinuteOf, type PushSettings } from '@molip/domain/push';
import type { Database } from '../db/client.ts';
import { toPushSettings } from '../presenters/push.ts';
import { findPushSettings, putPushSettings } from '../repositories/push-alerts.ts';
import { withLearner } from './with-learner.ts';

/**
 * A tab says whether it is in front: block alerts then stay in the tab until the report lapses. One row's
 * upsert, sent every half minute per visible tab, so it takes no learner lock.
 */
export async function reportAppVisibility(db: Database, userId: string, visible: boolean, now: Date) {
  const visibleUntil = visible ? new Date(now.getTime() + APP_VISIBLE_REPORT_SECONDS * 1000) : null;
  await putPushSettings(db, userId, { visibleUntil });
}

/** Turns the daily reminder on at a local time, or off. */
export async function updatePushSettings(db: Database, userId: string, settings: PushSettings, now: Date) {
  return withLearner(db, userId, now, async (tx) => {
    const { dailyReminderTime } = settings;
    await putPushSettings(tx, userId, {
      dailyReminderMinute: dailyReminderTime === null ? null : reminderMinuteOf(dailyReminderTime),
    });
    return toPushSettings(await findPushSettings(tx, userId));
  });
}
