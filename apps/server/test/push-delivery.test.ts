import { createECDH, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { jwtVerify, importJWK, decodeProtectedHeader } from 'jose';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_TIMEZONE } from '@molip/domain/constants';
import { clockInZone } from '@molip/domain/zoned-time';
import { freePort } from '../../../scripts/free-port.ts';
import {
  call,
  exitWithin,
  killAllServers,
  readyToFocus,
  signInByHttp,
  startServer,
  testStore,
  type Learner,
} from './server-process.ts';

const BLOCK_MS = 60_000;

/*
 * The whole way out, with no browser: the server process subscribes a receiver of this test's own (a push
 * service stand-in on loopback, listed in PUSH_ALLOWED_HOSTS), a 1-minute block ends with no tab open, and
 * the receiver checks the VAPID signature (RFC 8292) and decrypts the aes128gcm message (RFC 8291). The
 * minute passes across a restart (CLOCK_OFFSET_MS), which the server must also survive: what fell due while
 * no instance ran still goes out.
 */

type Received = { headers: IncomingHttpHeaders; body: Buffer; path: string };

let receiver: Server | undefined;
afterEach(killAllServers);
afterAll(() => new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve())));

/** A push service that takes every message with 201 and hands the first one over. */
async function startReceiver(port: number): Promise<{ firstMessage: Promise<Received> }> {
  let deliver: (message: Received) => void = () => undefined;
  const firstMessage = new Promise<Received>((resolve) => (deliver = resolve));
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      deliver({ headers: request.headers, body: Buffer.concat(chunks), path: request.url ?? '' });
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => receiver?.listen(port, '127.0.0.1', resolve));
  // Wrapped: an async function would wait for a promise it returns.
  return { firstMessage };
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 §3–4 and RFC 8188, as a browser decrypts: one record, padding ending in 0x02. */
function decryptAes128gcm(
  body: Buffer,
  userAgent: ReturnType<typeof createECDH>,
  authSecret: Buffer,
): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublicKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const sharedSecret = userAgent.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    userAgent.getPublicKey(),
    serverPublicKey,
    Buffer.from([1]),
  ]);
  const ikm = hmac(hmac(authSecret, sharedSecret), keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(-16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
  const end = padded.lastIndexOf(2);
  expect(padded.subarray(end + 1).every((byte) => byte === 0)).toBe(true);
  return padded.subarray(0, end).toString('utf8');
}

/** A learner who has agreed to the terms, picked a name and ended the 40-minute block readyToFocus starts. */
async function learnerWithoutBlock(
  server: Learner['server'],
  name: string,
): Promise<Learner & { todoId: string }> {
  const stamp = `${name}${Date.now().toString(36)}`;
  const learner: Learner = { server, session: await signInByHttp(server, `${stamp}@example.com`) };
  const status = (await call(learner, 'GET', '/api/user-agreements/status')) as {
    agreements: { termsId: number }[];
  };
  await call(learner, 'POST', '/api/user-agreements/bulk-agree', {
    agreements: status.agreements.map((item) => ({ termsId: item.termsId, agreed: true })),
  });
  await call(learner, 'PUT', '/api/user/username', { userName: stamp });
  const todoId = await readyToFocus(learner);
  const current = (await call(learner, 'GET', '/api/focus-blocks/current')) as { id: string };
  await call(learner, 'PATCH', '/api/focus-blocks/end', { focusBlockId: current.id });
  return { ...learner, todoId };
}

/** A browser's subscription keys for an endpoint: its own P-256 point and auth secret. */
function subscriptionTo(endpoint: string) {
  const device = createECDH('prime256v1');
  device.generateKeys();
  return {
    endpoint,
    keys: { p256dh: device.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

/** Starts a 1-minute block now; gives its start as the server set it. */
async function startOneMinuteBlock(learner: Learner & { todoId: string }): Promise<number> {
  await call(learner, 'POST', '/api/focus-blocks', {
    intendedDailyTodoUnitIds: [learner.todoId],
    plannedDurationMinutes: 1,
    startTime: clockInZone(new Date(), DEFAULT_TIMEZONE),
  });
  const block = (await call(learner, 'GET', '/api/focus-blocks/current')) as { startTime: string };
  return Date.parse(block.startTime);
}

describe('a push from the server process', () => {
  it('reaches a subscribed receiver when a 1-minute block ends with no tab open, across a restart, signed and in Korean', async () => {
    const receiverPort = await freePort();
    const { firstMessage } = await startReceiver(receiverPort);
    const store = {
      ...testStore(),
      PUSH_ALLOWED_HOSTS: `127.0.0.1:${receiverPort}`,
      PUSH_ALERTS_INTERVAL_MS: '1000',
    };
    const server = await startServer(store);
    const learner: Learner = { server, session: await signInByHttp(server, `push${Date.now()}@example.com`) };
    const status = (await call(learner, 'GET', '/api/user-agreements/status')) as {
      agreements: { termsId: number }[];
    };
    await call(learner, 'POST', '/api/user-agreements/bulk-agree', {
      agreements: status.agreements.map((item) => ({ termsId: item.termsId, agreed: true })),
    });
    await call(learner, 'PUT', '/api/user/username', { userName: `push${Date.now().toString(36)}` });

    // The browser's side of the subscription: its own key pair and auth secret.
    const userAgent = createECDH('prime256v1');
    userAgent.generateKeys();
    const authSecret = randomBytes(16);
    const { publicKey: vapidKey } = (await call(learner, 'GET', '/api/push/vapid-public-key')) as {
      publicKey: string;
    };
    const endpoint = `http://127.0.0.1:${receiverPort}/push/device-1`;
    await call(learner, 'POST', '/api/push/subscriptions', {
      endpoint,
      keys: { p256dh: userAgent.getPublicKey('base64url'), auth: authSecret.toString('base64url') },
    });

    // A 40-minute block from readyToFocus is ended, and a 1-minute one started: nothing is in front.
    await readyToFocus(learner);
    const current = (await call(learner, 'GET', '/api/focus-blocks/current')) as { id: string };
    await call(learner, 'PATCH', '/api/focus-blocks/end', { focusBlockId: current.id });
    const today = (await call(learner, 'GET', '/api/daily-todos/today')) as {
      dailyTodoUnitResponses: { id: string }[];
    }[];
    await call(learner, 'POST', '/api/focus-blocks', {
      intendedDailyTodoUnitIds: [today[0]?.dailyTodoUnitResponses[0]?.id],
      plannedDurationMinutes: 1,
      startTime: clockInZone(new Date(), DEFAULT_TIMEZONE),
    });

    // The app badge a push carries: today's open to-dos as the learner's list shows them.
    const todayNow = (await call(learner, 'GET', '/api/daily-todos/today')) as {
      dailyTodoUnitResponses: { status: string }[];
    }[];
    const openToday = todayNow
      .flatMap((group) => group.dailyTodoUnitResponses)
      .filter((unit) => unit.status === 'PENDING' || unit.status === 'IN_PROGRESS').length;
    expect(openToday).toBeGreaterThan(0);

    // A minute later: the server stops before the block ends and starts again once it has.
    server.child.kill('SIGTERM');
    expect(await exitWithin(server, 15_000)).toEqual({ code: 0, signal: null });
    await startServer({ ...store, CLOCK_OFFSET_MS: String(BLOCK_MS) });
    const message = await Promise.race([
      firstMessage,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no push within 30 s')), 30_000)),
    ]);
    expect(message.path).toBe('/push/device-1');
    expect(message.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(message.headers.ttl)).toBeGreaterThan(0);

    // VAPID: `vapid t=<ES256 JWT>, k=<our public key>`, for this push service's origin.
    const authorization = message.headers.authorization ?? '';
    const [, token, key] = /^vapid t=([^,]+), k=(.+)$/.exec(authorization) ?? [];
    expect(key).toBe(vapidKey);
    const point = Buffer.from(vapidKey, 'base64url');
    const jwk = {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    };
    expect(decodeProtectedHeader(token ?? '').alg).toBe('ES256');
    const { payload } = await jwtVerify(token ?? '', await importJWK(jwk, 'ES256'), {
      audience: `http://127.0.0.1:${receiverPort}`,
    });
    expect(payload.sub).toMatch(/^(mailto:|https:)/);

    // Declarative Web Push: Safari 18.4+ shows it by itself, every other browser's service worker reads it.
    expect(JSON.parse(decryptAes128gcm(message.body, userAgent, authSecret))).toEqual({
      web_push: 8030,
      notification: {
        title: '계획한 블록 시간이 끝났어요.',
        body: '몰입을 열어 이번 블록을 마무리해 주세요.',
        navigate: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/focus-block\/current$/),
        lang: 'ko',
        dir: 'ltr',
        tag: expect.stringMatching(/^molip-time-/),
        silent: false,
        app_badge: openToday,
      },
      app_badge: openToday,
    });
  }, 90_000);
});

let hangingReceiver: Server | undefined;
afterAll(() => {
  hangingReceiver?.closeAllConnections();
  return new Promise<void>((resolve) =>
    hangingReceiver ? hangingReceiver.close(() => resolve()) : resolve(),
  );
});

describe('pushes to devices that never answer', () => {
  it("hold back another learner's alert by 2 s at most, not a 10 s timeout per device", async () => {
    // /hang/* takes the request and never answers; /push/* answers 201 and notes when the message came.
    const hits: { path: string; at: number }[] = [];
    let arrived: (at: number) => void = () => undefined;
    const otherAlert = new Promise<number>((resolve) => (arrived = resolve));
    const port = await freePort();
    hangingReceiver = createServer((request, response) => {
      hits.push({ path: request.url ?? '', at: Date.now() });
      request.resume();
      if (!request.url?.startsWith('/push/')) return;
      request.on('end', () => {
        arrived(Date.now());
        response.writeHead(201).end();
      });
    });
    await new Promise<void>((resolve) => hangingReceiver?.listen(port, '127.0.0.1', resolve));
    const store = {
      ...testStore(),
      PUSH_ALLOWED_HOSTS: `127.0.0.1:${port}`,
      PUSH_ALERTS_INTERVAL_MS: '1000',
    };
    const server = await startServer(store);
    const stuck = await learnerWithoutBlock(server, 'stuck');
    const other = await learnerWithoutBlock(server, 'other');
    for (const device of [1, 2, 3])
      await call(
        stuck,
        'POST',
        '/api/push/subscriptions',
        subscriptionTo(`http://127.0.0.1:${port}/hang/${device}`),
      );
    await call(
      other,
      'POST',
      '/api/push/subscriptions',
      subscriptionTo(`http://127.0.0.1:${port}/push/other`),
    );

    // The stuck learner's block ends first; the other's 6 s later, while the three sends still hang.
    const stuckStart = await startOneMinuteBlock(stuck);
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    const otherStart = await startOneMinuteBlock(other);

    // Restarted with its clock half a second past the first block's end: the second falls due in the same
    // look (a slow start) or a few looks later, either way while the three sends hang.
    server.child.kill('SIGTERM');
    expect(await exitWithin(server, 15_000)).toEqual({ code: 0, signal: null });
    const offset = stuckStart + BLOCK_MS + 500 - Date.now();
    await startServer({ ...store, CLOCK_OFFSET_MS: String(offset) });
    const arrival = await Promise.race([
      otherAlert,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no push within 40 s')), 40_000)),
    ]);

    const hung = hits.filter((hit) => hit.path.startsWith('/hang/'));
    expect(hung.map((hit) => hit.path).sort()).toEqual(['/hang/1', '/hang/2', '/hang/3']);
    // Late by: from when it was due (or, if the restart took longer, from when the hanging sends began).
    const due = otherStart + BLOCK_MS - offset;
    const firstHang = Math.min(...hung.map((hit) => hit.at));
    const delay = arrival - Math.max(due, firstHang);
    expect(delay).toBeLessThanOrEqual(2_000);
  }, 120_000);
});
