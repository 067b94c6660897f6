import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushDispatcher, webPushSender, type PushDelivery, type PushOutcome } from './push-sender.ts';

let server: Server;
let origin: string;
const hits: string[] = [];
beforeAll(async () => {
  // Each path answers with the status it names; /redirect points at /elsewhere, which must never be asked.
  server = createServer((request, response) => {
    hits.push(request.url ?? '');
    request.resume();
    if (request.url === '/redirect') response.writeHead(307, { location: '/elsewhere' }).end();
    else response.writeHead(Number(request.url?.slice(1)) || 500).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const device = createECDH('prime256v1');
device.generateKeys();
const send = webPushSender(
  { ...webPush.generateVAPIDKeys(), subject: 'mailto:push@molip.invalid' },
  'https://molip.example',
);
const message = { title: '제목', body: '내용', url: '/', tag: 'test', badge: null };
const to = (path: string) =>
  send(
    {
      endpoint: `${origin}${path}`,
      p256dh: device.getPublicKey('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
    message,
    60,
  );

describe('webPushSender', () => {
  it('reads 201 as sent, 404 and 410 as gone, anything else as failed', async () => {
    expect(await to('/201')).toBe('sent');
    expect(await to('/404')).toBe('gone');
    expect(await to('/410')).toBe('gone');
    expect(await to('/429')).toBe('failed');
    expect(await to('/500')).toBe('failed');
  });

  it('never follows a redirect away from the endpoint', async () => {
    expect(await to('/redirect')).toBe('failed');
    expect(hits).not.toContain('/elsewhere');
  });

  it('reports an unreachable endpoint as failed', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const target = {
      endpoint: `http://127.0.0.1:${port}/x`,
      p256dh: device.getPublicKey('base64url'),
      auth: randomBytes(16).toString('base64url'),
    };
    expect(await send(target, message, 60)).toBe('failed');
  });
});

describe('pushDispatcher', () => {
  const start = new Date('2026-11-21T01:00:00Z');

  /** A push service whose every answer waits until the test gives it; it counts what is in flight. */
  function heldSender() {
    const inFlight: { endpoint: string; answer: (outcome: PushOutcome) => void; signal?: AbortSignal }[] = [];
    const started: string[] = [];
    let peak = 0;
    const send = (target: { endpoint: string }, _message: unknown, _ttl: number, signal?: AbortSignal) =>
      new Promise<PushOutcome>((resolve) => {
        const entry = {
          endpoint: target.endpoint,
          signal,
          answer: (outcome: PushOutcome) => {
            if (inFlight.includes(entry)) inFlight.splice(inFlight.indexOf(entry), 1);
            resolve(outcome);
          },
        };
        started.push(target.endpoint);
        inFlight.push(entry);
        peak = Math.max(peak, inFlight.length);
        signal?.addEventListener('abort', () => entry.answer('failed'));
      });
    return { send, inFlight, started, peak: () => peak };
  }

  const delivery = (learnerId: string, endpoint: string, expiresAt = new Date(start.getTime() + 60_000)) =>
    ({
      learnerId,
      event: `block:${endpoint}:end`,
      target: { endpoint, p256dh: 'p', auth: 'a' },
      message,
      ttlSeconds: 300,
      expiresAt,
    }) satisfies PushDelivery;

  const dispatcher = (
    sender: ReturnType<typeof heldSender>,
    now: () => Date,
    dropped: { event: string; lateMs: number }[] = [],
  ) =>
    pushDispatcher({
      send: sender.send,
      now,
      concurrency: 3,
      perLearner: 2,
      onDroppedLate: (late, lateMs) => dropped.push({ event: late.event, lateMs }),
      onError: (error) => {
        throw error;
      },
    });

  it("keeps one learner's hanging devices to their share, so another learner's push goes out at once", async () => {
    const sender = heldSender();
    const pushes = dispatcher(sender, () => start);
    for (const device of ['a1', 'a2', 'a3', 'a4', 'a5']) pushes.deliver(delivery('a', device));
    pushes.deliver(delivery('b', 'b1'));
    expect(sender.started).toEqual(['a1', 'a2', 'b1']);

    // Each answer frees a place; the rest of learner a's devices follow, never past the bounds.
    while (sender.inFlight.length > 0) {
      const [first] = sender.inFlight;
      first?.answer('sent');
      await new Promise((resolve) => setImmediate(resolve));
      expect(sender.inFlight.filter((entry) => entry.endpoint.startsWith('a')).length).toBeLessThanOrEqual(2);
    }
    await pushes.idle();
    expect(sender.started.sort()).toEqual(['a1', 'a2', 'a3', 'a4', 'a5', 'b1']);
    expect(sender.peak()).toBe(3);
  });

  it('drops, without sending, a push whose moment passed while it waited for its turn', async () => {
    const sender = heldSender();
    let now = start;
    const dropped: { event: string; lateMs: number }[] = [];
    const pushes = dispatcher(sender, () => now, dropped);
    for (const device of ['a1', 'a2']) pushes.deliver(delivery('a', device));
    pushes.deliver(delivery('a', 'a3', new Date(start.getTime() + 5_000)));
    now = new Date(start.getTime() + 8_000);
    for (const entry of [...sender.inFlight]) entry.answer('sent');
    await pushes.idle();
    expect(sender.started).toEqual(['a1', 'a2']);
    expect(dropped).toEqual([{ event: 'block:a3:end', lateMs: 3_000 }]);
  });

  it('tells each outcome to its caller, and at close cuts short what still hangs', async () => {
    const sender = heldSender();
    const pushes = dispatcher(sender, () => start);
    const outcomes: string[] = [];
    pushes.deliver(delivery('a', 'a1'), async (outcome) => void outcomes.push(`a1:${outcome}`));
    pushes.deliver(delivery('b', 'b1'), async (outcome) => void outcomes.push(`b1:${outcome}`));
    sender.inFlight.find((entry) => entry.endpoint === 'b1')?.answer('gone');
    const closing = pushes.close(50);
    await closing;
    expect(outcomes.sort()).toEqual(['a1:failed', 'b1:gone']);
  });
});
