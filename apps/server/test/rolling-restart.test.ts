import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/free-port.ts';
import {
  exitWithin,
  killAllServers,
  signInByHttp,
  sleep,
  startServer,
  type ServerProcess,
} from './server-process.ts';
import { ON_POSTGRES } from './test-database-kind.ts';

/**
 * The shipped nginx configuration (deploy/nginx.conf) in front of three instances on one PostgreSQL: a rolling
 * restart — each instance in turn gets SIGTERM, drains, exits and starts again — under steady load fails no
 * request.
 */

const NGINX = '/usr/sbin/nginx';
const available = ON_POSTGRES && existsSync(NGINX);
if (ON_POSTGRES && !available) console.warn(`rolling-restart test skipped: ${NGINX} is not installed`);
const CONFIG = fileURLToPath(new URL('../../../deploy/nginx.conf', import.meta.url));
const INSTANCES = 3;
const GRACE_MS = 1_500;
const LOAD_WORKERS = 6;

let nginx: ChildProcess | undefined;
let runDir = '';

afterAll(async () => {
  nginx?.kill('SIGTERM');
  await killAllServers();
  await sleep(200);
  if (runDir) rmSync(runDir, { recursive: true, force: true });
});

async function startNginx(port: number, upstreamPorts: number[]): Promise<void> {
  runDir = mkdtempSync(path.join(tmpdir(), 'molip-nginx-'));
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(runDir, sub));
  const servers = upstreamPorts
    .map((upstream) => `    server 127.0.0.1:${upstream} max_fails=2 fail_timeout=5s;`)
    .join('\n');
  const config = readFileSync(CONFIG, 'utf8')
    .replaceAll('__RUN_DIR__', runDir)
    .replace('__UPSTREAM_SERVERS__', servers)
    .replace('__PORT__', String(port));
  const file = path.join(runDir, 'nginx.conf');
  writeFileSync(file, config);
  const asRoot = process.getuid?.() === 0;
  nginx = spawn(NGINX, ['-c', file, '-p', runDir, '-g', `daemon off;${asRoot ? ' user root;' : ''}`], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  for (let tries = 0; tries < 100; tries++) {
    const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await sleep(100);
  }
  throw new Error(`nginx did not start: ${readFileSync(path.join(runDir, 'error.log'), 'utf8')}`);
}

describe.skipIf(!available)('a rolling restart behind nginx (needs TEST_DATABASE_URL and nginx)', () => {
  it('fails no request while each of three instances in turn drains, stops and starts again', async () => {
    const proxyPort = await freePort();
    const base = `http://127.0.0.1:${proxyPort}`;
    const ports = await Promise.all(Array.from({ length: INSTANCES }, () => freePort()));
    const env = (port: number) => ({
      PORT: String(port),
      PUBLIC_URL: base,
      DATABASE_URL: process.env.TEST_DATABASE_URL ?? '',
      ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
      AUTH_MODE: 'local',
      JWT_SECRET: 'one-secret-shared-by-every-instance-of-molip',
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
      TRUST_PROXY: '1',
      RATE_LIMIT_MAX: '1000000',
      AUTH_RATE_LIMIT_MAX: '100000',
      LOG_LEVEL: 'warn',
    });
    const instances: ServerProcess[] = await Promise.all(ports.map((port) => startServer(env(port))));
    await startNginx(proxyPort, ports);
    const session = await signInByHttp(
      { baseUrl: base } as ServerProcess,
      `rolling${Date.now()}@example.com`,
    );
    const auth = { authorization: `Bearer ${session.accessToken}` };

    const failures: string[] = [];
    let sent = 0;
    let loading = true;
    const requests = [
      () => fetch(`${base}/api/user/me`, { headers: auth }),
      () => fetch(`${base}/api/user-agreements/status`, { headers: auth }),
      () => fetch(`${base}/healthz`),
      () =>
        fetch(`${base}/api/user/me`, {
          method: 'PUT',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({ timezone: 'Asia/Seoul' }),
        }),
    ];
    const worker = async (index: number) => {
      while (loading) {
        const send = requests[(sent + index) % requests.length];
        sent += 1;
        try {
          const response = await send?.();
          await response?.arrayBuffer();
          if (response && !response.ok) failures.push(`${response.status} ${response.url}`);
        } catch (error) {
          failures.push(String(error));
        }
      }
    };
    const load = Promise.all(Array.from({ length: LOAD_WORKERS }, (_, index) => worker(index)));

    await sleep(1_000);
    for (const [index, port] of ports.entries()) {
      const instance = instances[index];
      if (!instance) continue;
      instance.child.kill('SIGTERM');
      const exit = await exitWithin(instance, GRACE_MS + 15_000);
      expect(exit, instance.output()).toEqual({ code: 0, signal: null });
      instances[index] = await startServer(env(port));
      await sleep(500);
    }
    await sleep(1_000);
    loading = false;
    await load;

    console.info(
      `rolling restart of ${INSTANCES} instances behind nginx: ${sent} requests, ${failures.length} failed`,
    );
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(500);
  }, 180_000);
});
