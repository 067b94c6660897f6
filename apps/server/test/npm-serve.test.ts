import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/free-port.ts';
import { copyStoreInto, sleep } from './server-process.ts';

/**
 * `npm run serve` as a supervisor starts it: npm (11) does not pass SIGTERM on to its script, so a server
 * started through npm must stop by itself when npm goes.
 */

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Every live process under `root`, found through /proc. */
function descendants(root: number): number[] {
  const parents = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (fields[0] !== 'Z') parents.set(Number(name), Number(fields[1]));
    } catch {
      // Gone meanwhile.
    }
  }
  const found: number[] = [];
  const visit = (pid: number) => {
    for (const [child, parent] of parents) {
      if (parent === pid) {
        found.push(child);
        visit(child);
      }
    }
  };
  visit(root);
  return found;
}

const alive = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
};

describe('npm run serve', () => {
  it('stops the server when npm is sent SIGTERM and leaves', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'molip-npm-serve-'));
    dirs.push(dataDir);
    copyStoreInto(dataDir);
    const port = await freePort();
    const npm = spawn('npm', ['run', 'serve', '--silent'], {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? tmpdir(),
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    const npmPid = npm.pid ?? 0;
    try {
      let ready = false;
      for (let tries = 0; tries < 300 && !ready; tries++) {
        ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
          (response) => response.ok,
          () => false,
        );
        if (!ready) await sleep(100);
      }
      expect(ready).toBe(true);
      const server = descendants(npmPid);
      expect(server.length).toBeGreaterThan(0);

      npm.kill('SIGTERM');
      const started = Date.now();
      while (server.some(alive) && Date.now() - started < 15_000) await sleep(100);
      expect(server.filter(alive)).toEqual([]);
      console.info(`server gone ${Date.now() - started} ms after npm was sent SIGTERM`);
    } finally {
      for (const pid of [npmPid, ...descendants(npmPid)]) if (alive(pid)) process.kill(pid, 'SIGKILL');
    }
  }, 60_000);
});
