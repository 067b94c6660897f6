import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/free-port.ts';
import { copyStoreInto, killAllServers, sleep, startServer } from './server-process.ts';

/**
 * A supervisor that sends SIGTERM to the server's process group and leaves at once, with a presence stream
 * open and the server's output piped to it: the server still exits within its shutdown deadline, whatever it
 * logs on the way out to pipes nobody reads, and the same data directory (or database) starts again at once.
 */

const PARENT = fileURLToPath(new URL('./parent-that-leaves.mjs', import.meta.url));
// The server's own deadline after SIGTERM; a clean stop with one open stream takes a second or two.
const SHUTDOWN_DEADLINE_MS = 20_000;
// The hang this guards came on the first run every time; a second run starts the same store after one.
const EMBEDDED_RUNS = 2;
const POSTGRES_RUNS = 2;
const DATABASE_URL = process.env.TEST_DATABASE_URL ?? '';

const tempDirs: string[] = [];
const leftRunning = new Set<number>();

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'molip-parent-leaves-'));
  tempDirs.push(dir);
  return dir;
}

/** Whether `pid` is still a process: a zombie nobody reaps (its parent left) has exited. */
function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

async function goneWithin(pid: number, ms: number): Promise<number | undefined> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (!isRunning(pid)) return Date.now() - started;
    await sleep(50);
  }
  return undefined;
}

/** Runs the parent to its end; resolves with the server's PID and when the parent left. */
async function evening(env: Record<string, string>): Promise<{ pid: number; leftAt: number }> {
  const parent = spawn(process.execPath, [PARENT], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  parent.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  parent.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
  const code = await new Promise<number | null>((resolve) => parent.once('exit', resolve));
  const leftAt = Date.now();
  const pid = (JSON.parse(out.split('\n')[0] ?? '{}') as { pid?: number }).pid;
  if (pid) leftRunning.add(pid);
  if (code !== 0 || !pid) throw new Error(`the parent failed (${code}):\n${err}`);
  return { pid, leftAt };
}

async function serverEnv(vars: Record<string, string>): Promise<Record<string, string>> {
  const port = String(await freePort());
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? tmpdir(),
    HOST: '127.0.0.1',
    PORT: port,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    AUTH_MODE: 'local',
    LOG_LEVEL: 'info',
    ...vars,
  };
}

afterEach(async () => {
  for (const pid of leftRunning) if (isRunning(pid)) process.kill(pid, 'SIGKILL');
  leftRunning.clear();
  await killAllServers();
});

afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

async function leaveAndRestart(vars: Record<string, string>) {
  const { pid, leftAt } = await evening(await serverEnv(vars));
  const took = await goneWithin(pid, SHUTDOWN_DEADLINE_MS - (Date.now() - leftAt));
  expect(took, `server ${pid} still running ${SHUTDOWN_DEADLINE_MS} ms after SIGTERM`).toBeDefined();
  leftRunning.delete(pid);
  if (vars.DATA_DIR && !vars.DATABASE_URL)
    expect(existsSync(path.join(vars.DATA_DIR, 'molip.lock'))).toBe(false);
  const next = await startServer(await serverEnv(vars));
  expect((await fetch(`${next.baseUrl}/readyz`)).status).toBe(200);
  next.child.kill('SIGTERM');
  await next.exited;
  return took ?? 0;
}

describe('a server whose parent leaves right after SIGTERM', () => {
  it(
    `exits within its deadline with a presence stream open, ${EMBEDDED_RUNS} times on the embedded store`,
    async () => {
      const dataDir = tempDir();
      copyStoreInto(dataDir);
      const exits: number[] = [];
      for (let run = 0; run < EMBEDDED_RUNS; run++) exits.push(await leaveAndRestart({ DATA_DIR: dataDir }));
      console.info(`embedded store: gone ${exits.join(', ')} ms after the parent left`);
    },
    EMBEDDED_RUNS * 2 * 90_000,
  );

  it.skipIf(!DATABASE_URL)(
    `exits within its deadline with a presence stream open, ${POSTGRES_RUNS} times on PostgreSQL`,
    async () => {
      const vars = { DATABASE_URL, DATA_DIR: tempDir() };
      const exits: number[] = [];
      for (let run = 0; run < POSTGRES_RUNS; run++) exits.push(await leaveAndRestart(vars));
      console.info(`PostgreSQL: gone ${exits.join(', ')} ms after the parent left`);
    },
    POSTGRES_RUNS * 2 * 90_000,
  );
});
