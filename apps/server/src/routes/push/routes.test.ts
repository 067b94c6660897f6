import { createECDH, ECDH, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isP256PublicKey } from '@molip/domain/push';
import { pushSubscriptions } from '../../db/schema.ts';
import { PUSH_SUBSCRIPTIONS_PER_LEARNER } from '../../commands/push-subscriptions.ts';
import {
  TEST_VAPID_KEYS,
  bearer,
  createTestApp,
  signInLocally,
  type SignedIn,
} from '../../../test/test-app.ts';

const RECEIVER = '127.0.0.1:4999';
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ env: { PUSH_ALLOWED_HOSTS: RECEIVER } });
});
afterAll(() => app.close());

/** A browser's subscription keys: its P-256 public point and auth secret, in base64url. */
function deviceKeys() {
  const device = createECDH('prime256v1');
  device.generateKeys();
  return { p256dh: device.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') };
}
const { p256dh: P256DH, auth: AUTH } = deviceKeys();
/** The same kind of key compressed (33 bytes), as a browser never sends it. */
function compressedKey() {
  const device = createECDH('prime256v1');
  device.generateKeys();
  return device.getPublicKey('base64url', 'compressed');
}
/** node:crypto's own check that bytes are a P-256 point. */
function isOnCurve(point: Buffer) {
  try {
    ECDH.convertKey(point, 'prime256v1');
    return true;
  } catch {
    return false;
  }
}
/** A point with its last byte changed: the length and form of a key, off the curve. */
function offCurve(key: string) {
  const point = Buffer.from(key, 'base64url');
  for (let xor = 1; ; xor += 1) {
    const changed = Buffer.from(point);
    changed[64] = (changed[64] ?? 0) ^ xor;
    if (!isOnCurve(changed)) return changed.toString('base64url');
  }
}
let endpointCount = 0;
const fcmEndpoint = () => `https://fcm.googleapis.com/fcm/send/test-${Date.now()}-${(endpointCount += 1)}`;
const subscription = (endpoint: string, keys = { p256dh: P256DH, auth: AUTH }) => ({
  endpoint,
  expirationTime: null,
  keys,
});

function subscribe(on: FastifyInstance, user: SignedIn, payload: Record<string, unknown>) {
  return on.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: bearer(user.accessToken),
    payload,
  });
}

function unsubscribe(user: SignedIn, endpoint: string) {
  return app.inject({
    method: 'DELETE',
    url: '/api/push/subscriptions',
    headers: bearer(user.accessToken),
    payload: { endpoint },
  });
}

const endpointsOf = async (user: SignedIn) =>
  (await app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.userId)))
    .map((row) => row.endpoint)
    .sort();

describe('GET /api/push/vapid-public-key', () => {
  it('gives the uncompressed P-256 public key in base64url', async () => {
    const user = await signInLocally(app);
    const response = await app.inject({
      method: 'GET',
      url: '/api/push/vapid-public-key',
      headers: bearer(user.accessToken),
    });
    expect(response.statusCode).toBe(200);
    const { publicKey } = response.json<{ publicKey: string }>();
    expect(publicKey).toBe(TEST_VAPID_KEYS.publicKey);
    const point = Buffer.from(publicKey, 'base64url');
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(4);
  });

  it('answers 401 without a token', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/push/vapid-public-key' });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/push/subscriptions', () => {
  it('keeps several devices per learner, and the same endpoint again changes nothing', async () => {
    const user = await signInLocally(app);
    const phone = fcmEndpoint();
    const laptop = 'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA-laptop';
    const first = await subscribe(app, user, subscription(phone));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ endpoint: phone });
    expect((await subscribe(app, user, subscription(laptop))).statusCode).toBe(201);

    const again = await subscribe(app, user, subscription(phone));
    expect(again.statusCode).toBe(200);
    expect(await endpointsOf(user)).toEqual([phone, laptop].sort());
  });

  it('brings the keys of a known endpoint up to date', async () => {
    const user = await signInLocally(app);
    const phone = fcmEndpoint();
    await subscribe(app, user, subscription(phone));
    const renewed = deviceKeys();
    expect((await subscribe(app, user, subscription(phone, renewed))).statusCode).toBe(200);
    const [row] = await app.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.userId));
    expect(row).toMatchObject(renewed);
  });

  it(`keeps a learner's ${PUSH_SUBSCRIPTIONS_PER_LEARNER} newest devices`, async () => {
    const user = await signInLocally(app);
    const endpoints = Array.from({ length: PUSH_SUBSCRIPTIONS_PER_LEARNER + 1 }, fcmEndpoint);
    for (const endpoint of endpoints)
      expect((await subscribe(app, user, subscription(endpoint))).statusCode).toBe(201);
    expect(await endpointsOf(user)).toHaveLength(PUSH_SUBSCRIPTIONS_PER_LEARNER);
  });

  it.each([
    ['no endpoint', { keys: { p256dh: P256DH, auth: AUTH } }],
    ['no keys', { endpoint: 'https://fcm.googleapis.com/fcm/send/x' }],
    [
      'a compressed key',
      subscription('https://fcm.googleapis.com/fcm/send/x', {
        p256dh: compressedKey(),
        auth: AUTH,
      }),
    ],
    [
      'a key of the right form off the curve',
      subscription('https://fcm.googleapis.com/fcm/send/x', { p256dh: offCurve(P256DH), auth: AUTH }),
    ],
    [
      'a short auth secret',
      subscription('https://fcm.googleapis.com/fcm/send/x', { p256dh: P256DH, auth: 'short' }),
    ],
    [
      'an auth secret of 17 bytes',
      subscription('https://fcm.googleapis.com/fcm/send/x', {
        p256dh: P256DH,
        auth: randomBytes(17).toString('base64url'),
      }),
    ],
    ['an endpoint too long', subscription(`https://fcm.googleapis.com/${'x'.repeat(2100)}`)],
  ])('answers 400 in Korean to %s', async (_case, payload) => {
    const user = await signInLocally(app);
    const response = await subscribe(app, user, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: expect.stringMatching(/[가-힣]/),
    });
    expect(await endpointsOf(user)).toEqual([]);
  });

  it('judges a key as node:crypto does: every real P-256 point taken, a changed byte refused unless on the curve', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 64 }), fc.integer({ min: 1, max: 255 }), (at, xor) => {
        const point = Buffer.from(deviceKeys().p256dh, 'base64url');
        expect(isP256PublicKey(point.toString('base64url'))).toBe(true);
        const changed = Buffer.from(point);
        changed[at] = (changed[at] ?? 0) ^ xor;
        expect(isP256PublicKey(changed.toString('base64url'))).toBe(isOnCurve(changed));
      }),
      { numRuns: 300 },
    );
  });

  it.each([
    ['a loopback address', 'https://127.0.0.1/push'],
    ['an unlisted port of the listed receiver', 'http://127.0.0.1:4998/push'],
    ['localhost', 'https://localhost:4999/push'],
    ['the cloud metadata address', 'http://169.254.169.254/latest/meta-data/'],
    ['a private address', 'https://192.168.0.1/push'],
    ['an IPv6 literal', 'https://[::1]/push'],
    ['another host', 'https://attacker.example/collect'],
    ['a look-alike host', 'https://fcm.googleapis.com.attacker.example/fcm/send/x'],
    ['plain http to a push service', 'http://fcm.googleapis.com/fcm/send/x'],
  ])('refuses an endpoint outside the push services (no SSRF): %s', async (_case, endpoint) => {
    const user = await signInLocally(app);
    const response = await subscribe(app, user, subscription(endpoint));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: '알림을 받을 수 없는 주소예요. 브라우저의 알림 구독 정보를 그대로 보내 주세요.',
    });
    expect(await endpointsOf(user)).toEqual([]);
  });

  it('takes a listed host over plain http outside production', async () => {
    const user = await signInLocally(app);
    const receiver = `http://${RECEIVER}/push/${user.userId}`;
    expect((await subscribe(app, user, subscription(receiver))).statusCode).toBe(201);
  });

  it('answers 401 without a token', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: subscription(fcmEndpoint()),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('DELETE /api/push/subscriptions', () => {
  it('stops one device and leaves the others', async () => {
    const user = await signInLocally(app);
    const [phone, laptop] = [fcmEndpoint(), fcmEndpoint()];
    await subscribe(app, user, subscription(phone));
    await subscribe(app, user, subscription(laptop));
    const response = await unsubscribe(user, phone);
    expect(response.statusCode).toBe(204);
    expect(await endpointsOf(user)).toEqual([laptop]);
    expect((await unsubscribe(user, phone)).statusCode).toBe(404);
  });

  it("answers 404 to another learner's endpoint and leaves it", async () => {
    const owner = await signInLocally(app);
    const other = await signInLocally(app);
    const phone = fcmEndpoint();
    await subscribe(app, owner, subscription(phone));
    const response = await unsubscribe(other, phone);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('이 기기의 알림 구독을 찾을 수 없어요.');
    expect(await endpointsOf(owner)).toEqual([phone]);
  });

  it('lets two learners on one device each keep their own subscription', async () => {
    const first = await signInLocally(app);
    const second = await signInLocally(app);
    const shared = fcmEndpoint();
    expect((await subscribe(app, first, subscription(shared))).statusCode).toBe(201);
    expect((await subscribe(app, second, subscription(shared))).statusCode).toBe(201);
    expect((await unsubscribe(second, shared)).statusCode).toBe(204);
    expect(await endpointsOf(first)).toEqual([shared]);
  });

  it('answers 400 without an endpoint and 401 without a token', async () => {
    const user = await signInLocally(app);
    const missing = await app.inject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      headers: bearer(user.accessToken),
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    const anonymous = await app.inject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      payload: { endpoint: fcmEndpoint() },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('/api/push/settings', () => {
  const settingsOf = (user: SignedIn) =>
    app.inject({ method: 'GET', url: '/api/push/settings', headers: bearer(user.accessToken) });
  const put = (user: SignedIn, payload: Record<string, unknown>) =>
    app.inject({ method: 'PUT', url: '/api/push/settings', headers: bearer(user.accessToken), payload });

  it("counts the learner's own subscribed devices, never another learner's", async () => {
    const user = await signInLocally(app);
    const other = await signInLocally(app);
    expect((await settingsOf(user)).json()).toEqual({
      dailyReminderTime: null,
      appBadge: true,
      subscribedDevices: 0,
    });
    await subscribe(app, user, subscription(fcmEndpoint()));
    await subscribe(app, user, subscription(fcmEndpoint()));
    await subscribe(app, other, subscription(fcmEndpoint()));
    expect((await settingsOf(user)).json()).toMatchObject({ subscribedDevices: 2 });
    expect((await settingsOf(other)).json()).toMatchObject({ subscribedDevices: 1 });
  });

  it('changes only what it is given', async () => {
    const user = await signInLocally(app);
    expect((await put(user, { dailyReminderTime: '07:30' })).json()).toMatchObject({
      dailyReminderTime: '07:30',
    });
    expect((await put(user, { appBadge: false })).json()).toEqual({
      dailyReminderTime: '07:30',
      appBadge: false,
      subscribedDevices: 0,
    });
    expect((await put(user, {})).json()).toMatchObject({ dailyReminderTime: '07:30', appBadge: false });
  });

  it('answers 400 in Korean to an app badge that is not true or false, and 401 without a token', async () => {
    const user = await signInLocally(app);
    const wrong = await put(user, { appBadge: 'yes' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/앱 아이콘 표시 여부\(appBadge\)를 알려 주세요/);
    expect((await app.inject({ method: 'GET', url: '/api/push/settings' })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'PUT', url: '/api/push/settings', payload: { appBadge: true } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('account deletion', () => {
  it("deletes the learner's subscriptions with the account", async () => {
    const user = await signInLocally(app);
    await subscribe(app, user, subscription(fcmEndpoint()));
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/user/me',
      headers: bearer(user.accessToken),
    });
    expect(deleted.statusCode).toBe(204);
    expect(await endpointsOf(user)).toEqual([]);
  });
});
