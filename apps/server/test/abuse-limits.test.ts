import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { PRESENCE_STREAMS_PER_LEARNER } from '@molip/domain/study-group';
import {
  groupMember,
  killAllServers,
  sleep,
  startServerOnTestStore,
  type GroupLearner,
  type ServerProcess,
} from './server-process.ts';

/**
 * What one client can hold of a real server process: a request trickled in a byte at a time is cut at the
 * request timeout, and one learner's presence streams are capped, so neither starves everyone else.
 */

const REQUEST_TIMEOUT_MS = 2_000;
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await killAllServers();
});

/** Sends `head` then `body` one byte every `everyMs`; resolves with what the server answered and when. */
async function trickle(server: ServerProcess, head: string, body: string, everyMs: number) {
  const url = new URL(server.baseUrl);
  const socket = connect(Number(url.port), url.hostname);
  sockets.push(socket);
  let answer = '';
  socket.setEncoding('utf8').on('data', (chunk: string) => (answer += chunk));
  socket.on('error', () => undefined);
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  const started = Date.now();
  let open = true;
  void closed.then(() => (open = false));
  for (const byte of head + body) {
    if (!open) break;
    socket.write(byte);
    await sleep(everyMs);
  }
  const closedAt = await Promise.race([closed, sleep(REQUEST_TIMEOUT_MS * 5).then(() => undefined)]);
  return { answer, tookMs: closedAt === undefined ? undefined : closedAt - started };
}

describe('one client cannot hold the server', () => {
  it('cuts a request body trickled in a byte at a time with 408 at the request timeout', async () => {
    const server = await startServerOnTestStore({ REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) });
    const body = 'email=slow%40example.com&displayName=slow&state=x'.padEnd(400, 'x');
    const head =
      'POST /api/auth/local HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
      `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n`;
    const { answer, tookMs } = await trickle(server, head, body, 200);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(tookMs).toBeDefined();
    // Node checks the timeout every second: cut within a second and a half of it.
    expect(tookMs).toBeLessThan(REQUEST_TIMEOUT_MS + 1_500);
    expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);
  });

  it('cuts headers trickled in a byte at a time at the same limit', async () => {
    const server = await startServerOnTestStore({ REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) });
    const head = `GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ${'x'.repeat(200)}\r\n\r\n`;
    const { answer, tookMs } = await trickle(server, head, '', 100);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(tookMs).toBeLessThan(REQUEST_TIMEOUT_MS + 1_500);
  });

  it(`keeps ${PRESENCE_STREAMS_PER_LEARNER} streams of one learner open however many they open, and room for others`, async () => {
    const server = await startServerOnTestStore({ PRESENCE_STREAMS_MAX: '20' });
    const hoarder = await groupMember(server, 'hoarder');
    const other = await groupMember(server, 'other', hoarder);
    const open = async (learner: GroupLearner) => {
      const controller = new AbortController();
      const response = await fetch(`${server.baseUrl}/api/group/${learner.group.id}/events`, {
        headers: { authorization: `Bearer ${learner.session.accessToken}` },
        signal: controller.signal,
      });
      const reader = response.body?.getReader();
      if (reader) await reader.read();
      let ended = false;
      void (async () => {
        for (;;) {
          const chunk = await reader?.read().catch(() => undefined);
          if (!chunk || chunk.done) break;
        }
        ended = true;
      })();
      return { status: response.status, ended: () => ended, close: () => controller.abort() };
    };
    const streams = [];
    try {
      for (let opened = 0; opened < 40; opened++) streams.push(await open(hoarder));
      expect(streams.every((stream) => stream.status === 200)).toBe(true);
      await sleep(500);
      expect(streams.filter((stream) => !stream.ended())).toHaveLength(PRESENCE_STREAMS_PER_LEARNER);
      const theirs = await open(other);
      streams.push(theirs);
      expect(theirs.status).toBe(200);
      expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});
