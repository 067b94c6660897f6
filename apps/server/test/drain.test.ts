import { request as httpRequest, Agent, type IncomingHttpHeaders } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import {
  exitWithin,
  groupMember,
  killAllServers,
  sleep,
  startServerOnTestStore,
  type ServerProcess,
} from './server-process.ts';

/**
 * A rolling deploy sends SIGTERM: the instance fails its readiness check at once, keeps serving through its
 * grace period with `Connection: close` on every answer, then ends its streams, lets running requests finish
 * and exits 0 — an idle kept-alive connection of a proxy holds nothing up.
 */

const GRACE_MS = 2_000;
afterEach(killAllServers);

/** A GET through `agent`: its status and headers. */
function get(server: ServerProcess, url: string, agent: Agent) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders }>((resolve, reject) => {
    const req = httpRequest(`${server.baseUrl}${url}`, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('draining on SIGTERM', () => {
  it('fails readiness at once, keeps serving with Connection: close through the grace, then exits 0', async () => {
    const server = await startServerOnTestStore({ SHUTDOWN_GRACE_MS: String(GRACE_MS) });
    const learner = await groupMember(server, 'drainer');
    const stream = await fetch(`${server.baseUrl}/api/group/${learner.group.id}/events`, {
      headers: { authorization: `Bearer ${learner.session.accessToken}` },
    });
    const reader = stream.body?.getReader();
    await reader?.read();
    const streamEnded = (async () => {
      for (;;) {
        const chunk = await reader?.read().catch(() => undefined);
        if (!chunk || chunk.done) return Date.now();
      }
    })();
    // A proxy's kept-alive connection, idle when the signal comes.
    const proxy = new Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(server, '/healthz', proxy)).headers.connection).toBe('keep-alive');

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    await sleep(200);
    const fresh = new Agent({ keepAlive: true });
    expect((await get(server, '/readyz', fresh)).status).toBe(503);
    const served = await get(server, '/healthz', fresh);
    expect(served.status).toBe(200);
    expect(served.headers.connection).toBe('close');
    expect(server.exit()).toBeUndefined();

    const exit = await exitWithin(server, GRACE_MS + 8_000);
    const took = Date.now() - signalled;
    expect(exit, server.output()).toEqual({ code: 0, signal: null });
    expect(took).toBeGreaterThanOrEqual(GRACE_MS);
    expect(await streamEnded).toBeGreaterThanOrEqual(signalled + GRACE_MS);
    expect(server.output()).not.toMatch(/requests still running/);
    proxy.destroy();
    fresh.destroy();
    console.info(
      `drain with a ${GRACE_MS} ms grace, an open stream and an idle kept-alive connection: ${took} ms`,
    );
  });
});
