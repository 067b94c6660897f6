import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A private nginx on 127.0.0.1 running the shipped deploy/nginx.conf in front of local instances, for the
 * rolling-restart process test and the soak test; never the system's nginx service. `takeOut` and `putBack`
 * are the documented rolling-restart steps (README): mark the instance `down`, reload, and wait until the old
 * workers that could still send to it have finished their requests and exited.
 */

export const NGINX = '/usr/sbin/nginx';
const CONFIG = fileURLToPath(new URL('../deploy/nginx.conf', import.meta.url));
const READY_ATTEMPTS = 100;
const POLL_MS = 100;
// Old workers wait for their requests (a presence stream until worker_shutdown_timeout): this bounds the wait.
const OLD_WORKERS_GONE_MS = 40_000;

export type NginxFront = {
  baseUrl: string;
  /** Marks the instance on `port` down and reloads; resolves once no worker can send it anything. */
  takeOut(port: number): Promise<void>;
  /** Marks it up again and reloads. */
  putBack(port: number): Promise<void>;
  /** nginx's error log so far. */
  errors(): string;
  stop(): Promise<void>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The worker processes of nginx's master, from /proc (each task's children). */
function childrenOf(pid: number): number[] {
  const tasks = `/proc/${pid}/task`;
  if (!existsSync(tasks)) return [];
  return readdirSync(tasks).flatMap((task) =>
    readFileSync(path.join(tasks, task, 'children'), 'utf8')
      .split(' ')
      .filter((word) => word.trim() !== '')
      .map(Number),
  );
}

export async function startNginxFront(port: number, upstreamPorts: readonly number[]): Promise<NginxFront> {
  const runDir = mkdtempSync(path.join(tmpdir(), 'molip-nginx-'));
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(runDir, sub));
  const file = path.join(runDir, 'nginx.conf');
  const down = new Set<number>();
  const writeConfig = () => {
    const servers = upstreamPorts
      .map(
        (upstream) =>
          `    server 127.0.0.1:${upstream} max_fails=2 fail_timeout=5s${down.has(upstream) ? ' down' : ''};`,
      )
      .join('\n');
    const config = readFileSync(CONFIG, 'utf8')
      .replaceAll('__RUN_DIR__', runDir)
      .replace('__UPSTREAM_SERVERS__', servers)
      .replace('__PORT__', String(port));
    writeFileSync(file, config);
  };
  writeConfig();
  const asRoot = process.getuid?.() === 0;
  const master = spawn(NGINX, ['-c', file, '-p', runDir, '-g', `daemon off;${asRoot ? ' user root;' : ''}`], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise((resolve) => master.once('exit', resolve));
  const errors = () => {
    try {
      return readFileSync(path.join(runDir, 'error.log'), 'utf8');
    } catch {
      return '';
    }
  };
  const stop = async () => {
    if (master.exitCode === null && master.signalCode === null) master.kill('SIGQUIT');
    await exited;
    rmSync(runDir, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;

  /** Reloads the configuration and waits until every worker of the old one has exited. */
  const reload = async () => {
    const pid = master.pid ?? 0;
    const old = childrenOf(pid);
    master.kill('SIGHUP');
    const deadline = Date.now() + OLD_WORKERS_GONE_MS;
    while (Date.now() < deadline) {
      const now = childrenOf(pid);
      if (!old.some((worker) => now.includes(worker)) && now.length > 0) return;
      await sleep(POLL_MS);
    }
    throw new Error(`nginx's old workers still run ${OLD_WORKERS_GONE_MS} ms after a reload:\n${errors()}`);
  };

  for (let attempt = 0; attempt < READY_ATTEMPTS; attempt += 1) {
    const up = await fetch(`${baseUrl}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up)
      return {
        baseUrl,
        takeOut: async (upstream) => {
          down.add(upstream);
          writeConfig();
          await reload();
        },
        putBack: async (upstream) => {
          down.delete(upstream);
          writeConfig();
          await reload();
        },
        errors,
        stop,
      };
    await sleep(POLL_MS);
  }
  const log = errors();
  await stop();
  throw new Error(`nginx did not start: ${log}`);
}
