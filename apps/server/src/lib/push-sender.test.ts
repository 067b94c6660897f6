import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webPushSender } from './push-sender.ts';

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
const send = webPushSender({ ...webPush.generateVAPIDKeys(), subject: 'mailto:push@molip.invalid' });
const message = { title: '제목', body: '내용', url: '/', tag: 'test' };
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
