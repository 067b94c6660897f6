import { createECDH, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sendDuePushAlerts, type PushAlertDeps } from '../src/commands/push-alerts.ts';
import { forgetUnseenPushSubscriptions } from '../src/commands/push-subscriptions.ts';
import { pushSubscriptions } from '../src/db/schema.ts';
import type { PushMessage } from '../src/lib/push-payload.ts';
import {
  pushDispatcher,
  type PushDelivery,
  type PushOutcome,
  type PushTarget,
} from '../src/lib/push-sender.ts';
import { appAtPlanDayTenAm, PLAN_DAY_TEN_AM, type PlannedLearner } from './fixtures.ts';
import { bearer, refreshSignedIn, type SignedIn } from './test-app.ts';

const MINUTE = 60_000;
const { app, clock, plannedLearner } = await appAtPlanDayTenAm();

type Sent = { target: PushTarget; message: PushMessage; ttl: number };

/**
 * A push service stand-in that records what it is given and answers `outcome`. `look` is one instance's look
 * at (since, now] with its clock at `now`, waiting until the queued pushes are out.
 */
function recordingSender(outcome: PushOutcome = 'sent') {
  const sent: Sent[] = [];
  const dropped: { delivery: PushDelivery; lateMs: number }[] = [];
  let now = new Date(0);
  const pushes = pushDispatcher({
    send: async (target, message, ttl) => {
      sent.push({ target, message, ttl });
      return outcome;
    },
    now: () => now,
    concurrency: 8,
    perLearner: 2,
    onDroppedLate: (delivery, lateMs) => dropped.push({ delivery, lateMs }),
    onError: (error) => {
      throw error;
    },
  });
  const deps: PushAlertDeps = { pushes, policy: { allowedHosts: [], allowPlainHttpForListed: false } };
  const look = async (since: Date, until: Date) => {
    now = until;
    await sendDuePushAlerts(app.db, deps, since, until);
    await pushes.idle();
  };
  return {
    look,
    dropped,
    sentTo: (endpoint: string) => sent.filter((item) => item.target.endpoint === endpoint),
  };
}

const at = (minutesAfterTen: number) => new Date(PLAN_DAY_TEN_AM.getTime() + minutesAfterTen * MINUTE);
const call = (user: SignedIn, method: 'POST' | 'PUT', url: string, payload: object) =>
  app.inject({ method, url, headers: bearer(user.accessToken), payload });

type Learner = PlannedLearner & { endpoint: string };

/** A browser's subscription keys: its P-256 public point and auth secret, in base64url. */
function deviceKeys() {
  const device = createECDH('prime256v1');
  device.generateKeys();
  return { p256dh: device.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') };
}

/** A learner with today's two to-dos and one subscribed device, the clock at 10:00 Seoul. */
async function learner(): Promise<Learner> {
  const user = await plannedLearner(2);
  const endpoint = `https://fcm.googleapis.com/fcm/send/${user.userId}`;
  const subscribed = await call(user, 'POST', '/api/push/subscriptions', {
    endpoint,
    keys: deviceKeys(),
  });
  expect(subscribed.statusCode).toBe(201);
  return { ...user, endpoint };
}

async function startBlock(user: Learner, minutes: number) {
  const session = await call(user, 'POST', '/api/focus-sessions', {
    startTime: '10:00',
    endTime: '12:00',
    focusTime: 60,
    sessionType: '집중 학습',
  });
  expect(session.statusCode).toBe(201);
  const block = await call(user, 'POST', '/api/focus-blocks', {
    intendedDailyTodoUnitIds: user.todoIds.slice(0, 1),
    plannedDurationMinutes: minutes,
    startTime: '10:00',
  });
  expect(block.statusCode).toBe(201);
  return block.json<{ id: string }>().id;
}

describe('block alerts', () => {
  it('pushes the 5-minute and the end alert of a 10-minute block once each, in Korean, to the block screen', async () => {
    const user = await learner();
    const blockId = await startBlock(user, 10);
    const { look, sentTo } = recordingSender();

    await look(at(0), at(4));
    expect(sentTo(user.endpoint)).toEqual([]);
    await look(at(4), at(5));
    expect(sentTo(user.endpoint)).toEqual([
      {
        target: expect.objectContaining({ endpoint: user.endpoint }),
        message: {
          title: '집중 블록이 5분 남았어요.',
          body: '지금 하던 것을 마무리할 준비를 해요.',
          url: '/focus-block/current',
          tag: `molip-time-${blockId}`,
          // Today's two to-dos are still open: the app badge says 2.
          badge: 2,
        },
        ttl: 300,
      },
    ]);
    // The same window looked at again, as a second instance would: nothing twice.
    await look(at(4), at(5));
    await look(at(5), at(10));
    expect(sentTo(user.endpoint).map((item) => item.message.title)).toEqual([
      '집중 블록이 5분 남았어요.',
      '계획한 블록 시간이 끝났어요.',
    ]);
  });

  it('sends each event once when several instances look at the same moment', async () => {
    const user = await learner();
    await startBlock(user, 10);
    const { look, sentTo } = recordingSender();
    for (const [since, now] of [
      [at(0), at(5)],
      [at(5), at(10)],
    ] as const)
      await Promise.all(Array.from({ length: 4 }, () => look(since, now)));
    expect(sentTo(user.endpoint)).toHaveLength(2);
  });

  it('drops and counts an alert that can no longer arrive in time, and gives a late one only the TTL left', async () => {
    const user = await learner();
    await startBlock(user, 10);
    const { look, sentTo, dropped } = recordingSender();
    // Both moments fall in one late look, two minutes after the block's end: the 5-minute alert is useless.
    await look(at(4), at(12));
    expect(dropped).toEqual([
      { delivery: expect.objectContaining({ event: expect.stringMatching(/:5m$/) }), lateMs: 2 * MINUTE },
    ]);
    expect(sentTo(user.endpoint)).toEqual([
      expect.objectContaining({
        message: expect.objectContaining({ title: '계획한 블록 시간이 끝났어요.' }),
        ttl: 180,
      }),
    ]);
  });

  it('leaves the alerts to a tab in front, and sends none for a block ended early', async () => {
    const visible = await learner();
    await startBlock(visible, 10);
    const early = await learner();
    const earlyBlock = await startBlock(early, 10);
    clock.set(at(3));
    await refreshSignedIn(app, early);
    const ended = await app.inject({
      method: 'PATCH',
      url: '/api/focus-blocks/end',
      headers: bearer(early.accessToken),
      payload: { focusBlockId: earlyBlock },
    });
    expect(ended.statusCode).toBe(200);
    // The tab reports itself in front half a minute before the 5-minute mark.
    clock.set(new Date(at(4).getTime() + MINUTE / 2));
    await refreshSignedIn(app, visible);
    expect((await call(visible, 'PUT', '/api/push/visibility', { visible: true })).statusCode).toBe(204);

    const { look, sentTo } = recordingSender();
    await look(at(4), at(5));
    expect(sentTo(visible.endpoint)).toEqual([]);
    // Hidden again before the end: the end alert is a push.
    expect((await call(visible, 'PUT', '/api/push/visibility', { visible: false })).statusCode).toBe(204);
    await look(at(5), at(10));
    expect(sentTo(visible.endpoint).map((item) => item.message.title)).toEqual([
      '계획한 블록 시간이 끝났어요.',
    ]);
    expect(sentTo(early.endpoint)).toEqual([]);
  });

  it('skips a device whose endpoint is no longer allowed (PUSH_ALLOWED_HOSTS changed since)', async () => {
    const user = await learner();
    await startBlock(user, 10);
    const stale = 'http://127.0.0.1:9/push/listed-once';
    await app.db.insert(pushSubscriptions).values({
      userId: user.userId,
      endpoint: stale,
      ...deviceKeys(),
      createdAt: clock.now(),
      lastSeenAt: clock.now(),
    });
    const { look, sentTo } = recordingSender();
    await look(at(4), at(5));
    expect(sentTo(user.endpoint)).toHaveLength(1);
    expect(sentTo(stale)).toEqual([]);
  });

  it('deletes a subscription the push service says is gone', async () => {
    const user = await learner();
    await startBlock(user, 10);
    const { look, sentTo } = recordingSender('gone');
    await look(at(4), at(5));
    expect(sentTo(user.endpoint)).toHaveLength(1);
    const left = await app.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.userId));
    expect(left).toEqual([]);
  });
});

describe('the daily reminder', () => {
  // 21:00 in Seoul on 2026-11-21.
  const nine = new Date('2026-11-21T12:00:00Z');

  it('is off by default, and once set tells the open to-dos once a day from its minute', async () => {
    const user = await learner();
    const { look, sentTo } = recordingSender();
    await look(nine, nine);
    expect(sentTo(user.endpoint)).toEqual([]);

    const set = await call(user, 'PUT', '/api/push/settings', { dailyReminderTime: '21:00' });
    expect(set.json()).toEqual({ dailyReminderTime: '21:00', appBadge: true, subscribedDevices: 1 });
    await look(nine, new Date(nine.getTime() - MINUTE));
    expect(sentTo(user.endpoint)).toEqual([]);
    await look(nine, nine);
    await look(nine, new Date(nine.getTime() + 3 * MINUTE));
    expect(sentTo(user.endpoint)).toEqual([
      {
        target: expect.objectContaining({ endpoint: user.endpoint }),
        message: {
          title: '오늘 할 일이 2개 남았어요.',
          body: '몰입을 열고 하나씩 끝내 볼까요?',
          url: '/',
          tag: 'daily-reminder',
          badge: 2,
        },
        ttl: 3600,
      },
    ]);
  });

  it('stays quiet on a day with nothing open and once turned off', async () => {
    const done = await learner();
    for (const id of done.todoIds) {
      const completed = await app.inject({
        method: 'PATCH',
        url: `/api/daily-todo-units/${id}/status`,
        headers: bearer(done.accessToken),
        payload: { status: 'COMPLETED' },
      });
      expect(completed.statusCode).toBe(200);
    }
    await call(done, 'PUT', '/api/push/settings', { dailyReminderTime: '21:00' });
    const off = await learner();
    await call(off, 'PUT', '/api/push/settings', { dailyReminderTime: '21:00' });
    expect((await call(off, 'PUT', '/api/push/settings', { dailyReminderTime: null })).json()).toEqual({
      dailyReminderTime: null,
      appBadge: true,
      subscribedDevices: 1,
    });

    const { look, sentTo } = recordingSender();
    await look(nine, nine);
    expect(sentTo(done.endpoint)).toEqual([]);
    expect(sentTo(off.endpoint)).toEqual([]);
  });

  it('answers 400 in Korean to a time that is not HH:MM', async () => {
    const user = await learner();
    const response = await call(user, 'PUT', '/api/push/settings', { dailyReminderTime: '9:00' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/00:00~23:59/);
  });

  it('leaves the app badge out once the learner turns it off, and keeps the reminder time as it was', async () => {
    const user = await learner();
    await call(user, 'PUT', '/api/push/settings', { dailyReminderTime: '21:00' });
    const off = await call(user, 'PUT', '/api/push/settings', { appBadge: false });
    expect(off.json()).toEqual({ dailyReminderTime: '21:00', appBadge: false, subscribedDevices: 1 });
    const { look, sentTo } = recordingSender();
    await look(nine, nine);
    expect(sentTo(user.endpoint).map((item) => item.message.badge)).toEqual([null]);
  });
});

describe('devices kept alive', () => {
  const DAY = 24 * 60 * MINUTE;

  it('notes a device as seen each time its app sends the subscription again, and takes back one it forgot', async () => {
    const user = await learner();
    const keys = deviceKeys();
    const endpoint = `https://fcm.googleapis.com/fcm/send/seen-${user.userId}`;
    expect((await call(user, 'POST', '/api/push/subscriptions', { endpoint, keys })).statusCode).toBe(201);
    const firstSeen = clock.now();
    clock.advance(5 * MINUTE);
    expect((await call(user, 'POST', '/api/push/subscriptions', { endpoint, keys })).statusCode).toBe(200);
    const [row] = await app.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint));
    expect(row?.createdAt).toEqual(firstSeen);
    expect(row?.lastSeenAt).toEqual(clock.now());

    // The server forgot it (a push service's 410, or 60 days unseen): the next app open brings it back.
    await app.db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    expect((await call(user, 'POST', '/api/push/subscriptions', { endpoint, keys })).statusCode).toBe(201);
    const settings = await app.inject({
      method: 'GET',
      url: '/api/push/settings',
      headers: bearer(user.accessToken),
    });
    expect(settings.json()).toEqual({ dailyReminderTime: null, appBadge: true, subscribedDevices: 2 });
  });

  it('forgets a device unseen for 60 days and keeps one seen a day later', async () => {
    const user = await learner();
    const stale = `https://fcm.googleapis.com/fcm/send/stale-${user.userId}`;
    const fresh = `https://fcm.googleapis.com/fcm/send/fresh-${user.userId}`;
    const now = clock.now();
    await app.db.insert(pushSubscriptions).values([
      {
        userId: user.userId,
        endpoint: stale,
        ...deviceKeys(),
        createdAt: now,
        lastSeenAt: new Date(now.getTime() - 60 * DAY - MINUTE),
      },
      {
        userId: user.userId,
        endpoint: fresh,
        ...deviceKeys(),
        createdAt: now,
        lastSeenAt: new Date(now.getTime() - 59 * DAY),
      },
    ]);
    await forgetUnseenPushSubscriptions(app.db, now);
    const left = await app.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.userId));
    expect(left.map((row) => row.endpoint).sort()).toEqual([fresh, user.endpoint].sort());
  });
});
