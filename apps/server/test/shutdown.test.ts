import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  copyStoreInto,
  exitWithin,
  killAllServers,
  sleep,
  startServer,
  type ServerProcess,
} from './server-process.ts';
import { ON_POSTGRES } from './test-database-kind.ts';

/**
 * Stopping has a deadline: after SIGTERM or Ctrl-C, requests still running get a bounded time, the
 * embedded database closes, its data-directory lock is released and the process exits — so the next
 * `npm start` on the same directory works. A second Ctrl-C exits at once.
 */

const PROCESS_TEST_TIMEOUT_MS = 90_000;
// The server's own limits: 10 s for running requests, then the database close (bounded at 5 s).
const REQUEST_DRAIN_MS = 10_000;
const EXIT_LIMIT_MS = REQUEST_DRAIN_MS + 5_000;
// "At once": well inside the drain, with room for a child process ending on a busy two-core machine.
const AT_ONCE_MS = REQUEST_DRAIN_MS / 2;

const tempDirs: string[] = [];
const sockets: Socket[] = [];

function tempDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'molip-shutdown-'));
  tempDirs.push(dir);
  return dir;
}

/** A new data dir that already holds the embedded store. */
function dataDirWithStore(): string {
  const dir = tempDataDir();
  copyStoreInto(dir);
  return dir;
}

/** A request whose body never finishes arriving: in flight until the server gives up on it. */
async function requestLeftRunning(server: ServerProcess): Promise<Socket> {
  const url = new URL(server.baseUrl);
  const socket = connect(Number(url.port), url.hostname);
  sockets.push(socket);
  socket.on('error', () => undefined);
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  socket.write(
    'POST /api/auth/refresh HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
      'Content-Length: 1000\r\n\r\n{"partial":',
  );
  await sleep(300);
  return socket;
}

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await killAllServers();
});

afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(ON_POSTGRES)('stopping the server on the embedded database', () => {
  it(
    'exits within its deadline after SIGTERM although a request never finishes, and frees the data directory',
    async () => {
      const dataDir = dataDirWithStore();
      const server = await startServer({ DATA_DIR: dataDir });
      await requestLeftRunning(server);

      const started = Date.now();
      server.child.kill('SIGTERM');
      const exit = await exitWithin(server, EXIT_LIMIT_MS + 5_000);
      const took = Date.now() - started;

      expect(exit, server.output()).toBeDefined();
      expect(took).toBeLessThan(EXIT_LIMIT_MS);
      // The running request was cut, so the exit says the stop was not clean.
      expect(exit).toEqual({ code: 1, signal: null });
      expect(server.output()).toMatch(/requests still running after/);
      expect(existsSync(path.join(dataDir, 'molip.lock'))).toBe(false);

      const next = await startServer({ DATA_DIR: dataDir });
      expect((await fetch(`${next.baseUrl}/readyz`)).status).toBe(200);
      console.info(`SIGTERM with a request left running: exited in ${took} ms`);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    'exits at once on a second Ctrl-C, releasing the data directory',
    async () => {
      const dataDir = dataDirWithStore();
      const server = await startServer({ DATA_DIR: dataDir });
      await requestLeftRunning(server);

      server.child.kill('SIGINT');
      await sleep(500);
      expect(server.exit()).toBeUndefined();
      const started = Date.now();
      server.child.kill('SIGINT');
      const exit = await exitWithin(server, AT_ONCE_MS);
      const took = Date.now() - started;

      expect(exit, server.output()).toEqual({ code: 130, signal: null });
      expect(took).toBeLessThan(AT_ONCE_MS);
      expect(existsSync(path.join(dataDir, 'molip.lock'))).toBe(false);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
