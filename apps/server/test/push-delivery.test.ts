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

    expect(JSON.parse(decryptAes128gcm(message.body, userAgent, authSecret))).toEqual({
      title: '계획한 블록 시간이 끝났어요.',
      body: '몰입을 열어 이번 블록을 마무리해 주세요.',
      url: '/focus-block/current',
      tag: expect.stringMatching(/^molip-time-/),
    });
  }, 90_000);
});
