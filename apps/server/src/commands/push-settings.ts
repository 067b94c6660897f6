import { APP_VISIBLE_REPORT_SECONDS, reminderMinuteOf, type PushSettingsBody } from '@molip/domain/push';
import type { Database } from '../db/client.ts';
import { readPushSettings } from '../queries/push.ts';
import { putPushSettings } from '../repositories/push-alerts.ts';
import { withLearner } from './with-learner.ts';

/**
 * A tab says whether it is in front: block alerts then stay in the tab until the report lapses. One row's
 * upsert, sent every half minute per visible tab, so it takes no learner lock.
 */
export async function reportAppVisibility(db: Database, userId: string, visible: boolean, now: Date) {
  const visibleUntil = visible ? new Date(now.getTime() + APP_VISIBLE_REPORT_SECONDS * 1000) : null;
  await putPushSettings(db, userId, { visibleUntil });
}

/** Turns the daily reminder on at a local time or off, and the app badge on or off; what is left out stays. */
export async function updatePushSettings(
  db: Database,
  userId: string,
  settings: PushSettingsBody,
  now: Date,
) {
  return withLearner(db, userId, now, async (tx) => {
    const { dailyReminderTime, appBadge } = settings;
    const changes = {
      ...(dailyReminderTime === undefined
        ? {}
        : { dailyReminderMinute: dailyReminderTime === null ? null : reminderMinuteOf(dailyReminderTime) }),
      ...(appBadge === undefined ? {} : { appBadge }),
    };
    if (Object.keys(changes).length > 0) await putPushSettings(tx, userId, changes);
    return readPushSettings(tx, userId);
  });
}
