import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sendDuePushAlerts, type PushAlertDeps } from '../src/commands/push-alerts.ts';
import { pushSubscriptions } from '../src/db/schema.ts';
import type { PushMessage, PushOutcome, PushTarget } from '../src/lib/push-sender.ts';
import { appAtPlanDayTenAm, PLAN_DAY_TEN_AM, type PlannedLearner } from './fixtures.ts';
import { bearer, refreshSignedIn, type SignedIn } from './test-app.ts';

const MINUTE = 60_000;
const { app, clock, plannedLearner } = await appAtPlanDayTenAm();

type Sent = { target: PushTarget; message: PushMessage; ttl: number };

/** A push service stand-in that records what it is given and answers `outcome`. */
function recordingSender(outcome: PushOutcome = 'sent') {
  const sent: Sent[] = [];
  const deps: PushAlertDeps = {
    send: async (target, message, ttl) => {
      sent.push({ target, message, ttl });
      return outcome;
    },
    policy: { allowedHosts: [], allowPlainHttpForListed: false },
  };
  return { deps, sentTo: (endpoint: string) => sent.filter((item) => item.target.endpoint === endpoint) };
}

const at = (minutesAfterTen: number) => new Date(PLAN_DAY_TEN_AM.getTime() + minutesAfterTen * MINUTE);
const call = (user: SignedIn, method: 'POST' | 'PUT', url: string, payload: object) =>
  app.inject({ method, url, headers: bearer(user.accessToken), payload });

type Learner = PlannedLearner & { endpoint: string };

/** A learner with today's two to-dos and one subscribed device, the clock at 10:00 Seoul. */
async function learner(): Promise<Learner> {
  const user = await plannedLearner(2);
  const endpoint = `https://fcm.googleapis.com/fcm/send/${user.userId}`;
  const subscribed = await call(user, 'POST', '/api/push/subscriptions', {
    endpoint,
    keys: { p256dh: `B${'a'.repeat(86)}`, auth: 'b'.repeat(22) },
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
    const { deps, sentTo } = recordingSender();

    await sendDuePushAlerts(app.db, deps, at(0), at(4));
    expect(sentTo(user.endpoint)).toEqual([]);
    await sendDuePushAlerts(app.db, deps, at(4), at(5));
    expect(sentTo(user.endpoint)).toEqual([
      {
        target: expect.objectContaining({ endpoint: user.endpoint }),
        message: {
          title: '집중 블록이 5분 남았어요.',
          body: '지금 하던 것을 마무리할 준비를 해요.',
          url: '/focus-block/current',
          tag: `molip-time-${blockId}`,
        },
        ttl: 300,
      },
    ]);
    // The same window looked at again, as a second instance would: nothing twice.
    await sendDuePushAlerts(app.db, deps, at(4), at(5));
    await sendDuePushAlerts(app.db, deps, at(5), at(10));
    expect(sentTo(user.endpoint).map((item) => item.message.title)).toEqual([
      '집중 블록이 5분 남았어요.',
      '계획한 블록 시간이 끝났어요.',
    ]);
  });

  it('sends each event once when several instances look at the same moment', async () => {
    const user = await learner();
    await startBlock(user, 10);
    const { deps, sentTo } = recordingSender();
    await Promise.all(Array.from({ length: 4 }, () => sendDuePushAlerts(app.db, deps, at(0), at(10))));
    expect(sentTo(user.endpoint)).toHaveLength(2);
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

    const { deps, sentTo } = recordingSender();
    await sendDuePushAlerts(app.db, deps, at(4), at(5));
    expect(sentTo(visible.endpoint)).toEqual([]);
    // Hidden again before the end: the end alert is a push.
    expect((await call(visible, 'PUT', '/api/push/visibility', { visible: false })).statusCode).toBe(204);
    await sendDuePushAlerts(app.db, deps, at(5), at(10));
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
      p256dh: `B${'a'.repeat(86)}`,
      auth: 'b'.repeat(22),
      createdAt: clock.now(),
    });
    const { deps, sentTo } = recordingSender();
    await sendDuePushAlerts(app.db, deps, at(4), at(5));
    expect(sentTo(user.endpoint)).toHaveLength(1);
    expect(sentTo(stale)).toEqual([]);
  });

  it('deletes a subscription the push service says is gone', async () => {
    const user = await learner();
    await startBlock(user, 10);
    const { deps, sentTo } = recordingSender('gone');
    await sendDuePushAlerts(app.db, deps, at(4), at(5));
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
    const { deps, sentTo } = recordingSender();
    await sendDuePushAlerts(app.db, deps, nine, nine);
    expect(sentTo(user.endpoint)).toEqual([]);

    const set = await call(user, 'PUT', '/api/push/settings', { dailyReminderTime: '21:00' });
    expect(set.json()).toEqual({ dailyReminderTime: '21:00' });
    await sendDuePushAlerts(app.db, deps, nine, new Date(nine.getTime() - MINUTE));
    expect(sentTo(user.endpoint)).toEqual([]);
    await sendDuePushAlerts(app.db, deps, nine, nine);
    await sendDuePushAlerts(app.db, deps, nine, new Date(nine.getTime() + 3 * MINUTE));
    expect(sentTo(user.endpoint)).toEqual([
      {
        target: expect.objectContaining({ endpoint: user.endpoint }),
        message: {
          title: '오늘 할 일이 2개 남았어요.',
          body: '몰입을 열고 하나씩 끝내 볼까요?',
          url: '/',
          tag: 'daily-reminder',
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
    });

    const { deps, sentTo } = recordingSender();
    await sendDuePushAlerts(app.db, deps, nine, nine);
    expect(sentTo(done.endpoint)).toEqual([]);
    expect(sentTo(off.endpoint)).toEqual([]);
  });

  it('answers 400 in Korean to a time that is not HH:MM', async () => {
    const user = await learner();
    const response = await call(user, 'PUT', '/api/push/settings', { dailyReminderTime: '9:00' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/00:00~23:59/);
  });
});
