import { todayInZone } from '@molip/domain/calendar-date';
import { pushAlertTexts } from '@molip/domain/push';
import type { Database } from '../db/client.ts';
import { isAllowedPushEndpoint, type PushEndpointPolicy } from '../lib/push-endpoints.ts';
import type { PushMessage, PushSender } from '../lib/push-sender.ts';
import {
  blocksReaching,
  claimPushEvent,
  countOpenTodosThrough,
  dailyReminderLearners,
  deleteDeliveriesBefore,
  deletePushSubscription,
  isAppVisible,
  pushSubscriptionsOf,
} from '../repositories/push-alerts.ts';

export type PushAlertDeps = { send: PushSender; policy: PushEndpointPolicy };

/** A block alert is useless once the moment has passed: push services drop it after this long. */
const BLOCK_ALERT_TTL_SECONDS = 5 * 60;
const DAILY_REMINDER_TTL_SECONDS = 60 * 60;
/** A reminder whose minute a stopped server missed still goes out within this many minutes. */
const DAILY_REMINDER_WINDOW_MINUTES = 10;
const FOCUS_BLOCK_URL = '/focus-block/current';

/** Sends to every allowed device of the learner; a subscription the push service forgot is deleted. */
async function deliver(db: Database, deps: PushAlertDeps, userId: string, message: PushMessage, ttl: number) {
  const devices = await pushSubscriptionsOf(db, userId);
  for (const device of devices) {
    if (!isAllowedPushEndpoint(device.endpoint, deps.policy)) continue;
    if ((await deps.send(device, message, ttl)) === 'gone') await deletePushSubscription(db, device.id);
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
      if (!(await claimPushEvent(db, block.userId, `block:${block.blockId}:${suffix}`, now))) continue;
      if (await isAppVisible(db, block.userId, now)) continue;
      // The tab's own alert uses this tag too: on a device with both, one notification replaces the other.
      const message = { ...texts, url: FOCUS_BLOCK_URL, tag: `molip-time-${block.blockId}` };
      await deliver(db, deps, block.userId, message, BLOCK_ALERT_TTL_SECONDS);
    }
  }
}

/** Minutes after local midnight in the zone. */
function minuteOfDay(now: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return value('hour') * 60 + value('minute');
}

/** The daily reminder, once per study day, from its minute on, when the day still has open to-dos. */
async function sendDailyReminders(db: Database, deps: PushAlertDeps, now: Date) {
  for (const learner of await dailyReminderLearners(db)) {
    const late = minuteOfDay(now, learner.timezone) - learner.reminderMinute;
    if (late < 0 || late >= DAILY_REMINDER_WINDOW_MINUTES) continue;
    const today = todayInZone(now, learner.timezone, learner.dayStartHour);
    const open = await countOpenTodosThrough(db, learner.userId, today);
    if (open === 0) continue;
    if (!(await claimPushEvent(db, learner.userId, `daily:${today}`, now))) continue;
    const message = { ...pushAlertTexts.dailyReminder(open), url: '/', tag: 'daily-reminder' };
    await deliver(db, deps, learner.userId, message, DAILY_REMINDER_TTL_SECONDS);
  }
}

/** Everything due between the previous look (`since`) and `now`. */
export async function sendDuePushAlerts(db: Database, deps: PushAlertDeps, since: Date, now: Date) {
  await sendBlockAlerts(db, deps, since, now);
  await sendDailyReminders(db, deps, now);
}

/** Claims are needed only while their event could still be looked for: a few days cover every window. */
const DELIVERY_KEEP_MS = 3 * 24 * 60 * 60_000;

export async function prunePushDeliveries(db: Database, now: Date) {
  await deleteDeliveriesBefore(db, new Date(now.getTime() - DELIVERY_KEEP_MS));
}
