import { todayInZone } from '@molip/domain/calendar-date';
import { clockToMinutes } from '@molip/domain/clock-time';
import { MS_PER_MINUTE } from '@molip/domain/duration';
import { pushAlertTexts } from '@molip/domain/push';
import { clockInZone } from '@molip/domain/zoned-time';
import type { Database } from '../db/client.ts';
import { isAllowedPushEndpoint, type PushEndpointPolicy } from '../lib/push-endpoints.ts';
import type { PushMessage } from '../lib/push-payload.ts';
import type { PushDispatcher } from '../lib/push-sender.ts';
import {
  badgeSettingsOf,
  blocksReaching,
  claimPushEvent,
  countOpenTodosThrough,
  dailyReminderLearners,
  deleteDeliveriesBefore,
  isAppVisible,
  pushSubscriptionsOf,
} from '../repositories/push-alerts.ts';
import { deletePushSubscription } from '../repositories/push-subscriptions.ts';

export type PushAlertDeps = { pushes: PushDispatcher; policy: PushEndpointPolicy };

/**
 * How long after its moment an alert is still worth showing: push services drop it after this long, and one
 * whose send could not start by then is dropped here (the 5-minute alert is useless once the block has ended).
 */
const BLOCK_ALERT_TTL_SECONDS = 5 * 60;
const DAILY_REMINDER_TTL_SECONDS = 60 * 60;
/** A reminder whose minute a stopped server missed still goes out within this many minutes. */
const DAILY_REMINDER_WINDOW_MINUTES = 10;
const FOCUS_BLOCK_URL = '/focus-block/current';

type Alert = { event: string; message: PushMessage; moment: Date; ttlSeconds: number };

/**
 * Queues the alert for every allowed device of the learner, without waiting for the push services; a
 * subscription the push service forgot is deleted once it says so.
 */
async function deliver(db: Database, deps: PushAlertDeps, userId: string, alert: Alert) {
  const expiresAt = new Date(alert.moment.getTime() + alert.ttlSeconds * 1000);
  for (const device of await pushSubscriptionsOf(db, userId)) {
    if (!isAllowedPushEndpoint(device.endpoint, deps.policy)) continue;
    const delivery = { learnerId: userId, target: device, expiresAt, ...alert };
    deps.pushes.deliver(delivery, async (outcome) => {
      if (outcome === 'gone') await deletePushSubscription(db, device.id);
    });
  }
}

/**
 * A block's 5-minute and end alerts whose moment fell in (since, now]. Whichever instance claims the event
 * decides it: with a tab of the learner in front the tab alerts, else the devices get a push.
 */
async function sendBlockAlerts(db: Database, deps: PushAlertDeps, since: Date, now: Date) {
  const moments = [
    { minutesBeforeEnd: 5, suffix: '5m', texts: pushAlertTexts.fiveMinutesLeft },
    { minutesBeforeEnd: 0, suffix: 'end', texts: pushAlertTexts.blockEnded },
  ];
  for (const { minutesBeforeEnd, suffix, texts } of moments) {
    for (const block of await blocksReaching(db, minutesBeforeEnd, since, now)) {
      const event = `block:${block.blockId}:${suffix}`;
      if (!(await claimPushEvent(db, block.userId, event, now))) continue;
      if (await isAppVisible(db, block.userId, now)) continue;
      // The tab's own alert uses this tag too: on a device with both, one notification replaces the other.
      const tag = `molip-time-${block.blockId}`;
      const message = { ...texts, url: FOCUS_BLOCK_URL, tag, badge: await appBadgeOf(db, block.userId, now) };
      const moment = new Date(
        block.startAt.getTime() + (block.plannedMinutes - minutesBeforeEnd) * MS_PER_MINUTE,
      );
      await deliver(db, deps, block.userId, { event, message, moment, ttlSeconds: BLOCK_ALERT_TTL_SECONDS });
    }
  }
}

/** The app badge a push sets: the learner's open to-dos today, or null when they turned the badge off. */
async function appBadgeOf(db: Database, userId: string, now: Date): Promise<number | null> {
  const learner = await badgeSettingsOf(db, userId);
  if (!learner?.appBadge) return null;
  return countOpenTodosThrough(db, userId, todayInZone(now, learner.timezone, learner.dayStartHour));
}

/** The daily reminder, once per study day, from its minute on, when the day still has open to-dos. */
async function sendDailyReminders(db: Database, deps: PushAlertDeps, now: Date) {
  for (const learner of await dailyReminderLearners(db)) {
    const late = clockToMinutes(clockInZone(now, learner.timezone)) - learner.reminderMinute;
    if (late < 0 || late >= DAILY_REMINDER_WINDOW_MINUTES) continue;
    const today = todayInZone(now, learner.timezone, learner.dayStartHour);
    const open = await countOpenTodosThrough(db, learner.userId, today);
    if (open === 0) continue;
    const event = `daily:${today}`;
    if (!(await claimPushEvent(db, learner.userId, event, now))) continue;
    const badge = learner.appBadge ? open : null;
    const message = { ...pushAlertTexts.dailyReminder(open), url: '/', tag: 'daily-reminder', badge };
    // The reminder's own minute, the one `late` counts from.
    const moment = new Date(Math.floor(now.getTime() / MS_PER_MINUTE - late) * MS_PER_MINUTE);
    const alert = { event, message, moment, ttlSeconds: DAILY_REMINDER_TTL_SECONDS };
    await deliver(db, deps, learner.userId, alert);
  }
}

/** Queues everything due between the previous look (`since`) and `now`; each event is claimed once first. */
export async function sendDuePushAlerts(db: Database, deps: PushAlertDeps, since: Date, now: Date) {
  await sendBlockAlerts(db, deps, since, now);
  await sendDailyReminders(db, deps, now);
}

/** Claims are needed only while their event could still be looked for: a few days cover every window. */
const DELIVERY_KEEP_MS = 3 * 24 * 60 * 60_000;

export async function prunePushDeliveries(db: Database, now: Date) {
  await deleteDeliveriesBefore(db, new Date(now.getTime() - DELIVERY_KEEP_MS));
}
