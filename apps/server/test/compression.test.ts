import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinStudyRoom } from './fixtures.ts';
import { bearer, createTestApp, onboardedUser, type SignedIn } from './test-app.ts';

let app: FastifyInstance;
let learner: SignedIn;
/** A terms document: a JSON answer well over the 1 KB threshold. */
let largeUrl: string;

beforeAll(async () => {
  app = await createTestApp();
  learner = await onboardedUser(app);
  const status = await app.inject({
    url: '/api/user-agreements/status',
    headers: bearer(learner.accessToken),
  });
  const [first] = status.json<{ agreements: { termsId: number }[] }>().agreements;
  largeUrl = `/api/terms/${first?.termsId}`;
});
afterAll(() => app.close());

const read = (url: string, acceptEncoding?: string) =>
  app.inject({
    url,
    headers: {
      ...bearer(learner.accessToken),
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
    },
  });

describe('compressed JSON answers', () => {
  it('sends a JSON answer over 1 KB in brotli when asked, the same JSON once decoded', async () => {
    const plain = await read(largeUrl);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const compressed = await read(largeUrl, 'br, gzip');
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('falls back to gzip for a client that only takes gzip', async () => {
    const compressed = await read(largeUrl, 'gzip');
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(compressed.rawPayload).toString('utf8'))).toEqual(
      (await read(largeUrl)).json(),
    );
  });

  it('answers the ranking compressed once for its readers, with its length either way', async () => {
    const roomId = await joinStudyRoom(app, learner);
    const url = `/api/group/${roomId}/activity?period=MONTH`;
    const plain = await read(url);
    expect(plain.statusCode).toBe(200);
    expect(Number(plain.headers['content-length'])).toBe(plain.rawPayload.length);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const compressed = await read(url, 'br, gzip');
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(Number(compressed.headers['content-length'])).toBe(compressed.rawPayload.length);
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('leaves an answer under 1 KB as it is', async () => {
    const small = await read('/api/user/me', 'br, gzip');
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('never compresses the presence stream', async () => {
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    const headers = bearer(learner.accessToken);
    const roomId = await joinStudyRoom(app, learner);
    const controller = new AbortController();
    const stream = await fetch(`${origin}/api/group/${roomId}/events`, {
      headers: { ...headers, 'accept-encoding': 'br, gzip' },
      signal: controller.signal,
    });
    controller.abort();
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('content-encoding')).toBeNull();
  });
});
