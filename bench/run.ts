import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { signInOverHttp } from './http-session.ts';

/**
 * `npm run bench`: starts the real server on loopback (PostgreSQL when DATABASE_URL is set, else a fresh
 * embedded PGlite) and drives it with autocannon. BENCH_DURATION (s) and BENCH_CONNECTIONS tune the load.
 */
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForReady(baseUrl: string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not become ready');
}

type Result = { name: string; requestsPerSecond: number; p50: number; p99: number; non2xx: number };

async function measure(name: string, url: string, headers: Record<string, string> = {}): Promise<Result> {
  const result = await autocannon({ url, connections, duration, headers });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

async function main() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'molip-bench-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
      AUTH_RATE_LIMIT_MAX: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForReady(baseUrl);
    const { accessToken } = await signInOverHttp(baseUrl, `bench-${Date.now()}@example.com`);
    const store = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)';
    console.log(`Molip benchmark — ${store}, ${connections} connections, ${duration} s per endpoint`);

    const results = [
      await measure('GET /healthz', `${baseUrl}/healthz`),
      await measure('GET /api/user/me', `${baseUrl}/api/user/me`, { authorization: `Bearer ${accessToken}` }),
    ];
    console.table(
      results.map((result) => ({
        endpoint: result.name,
        'req/s': Math.round(result.requestsPerSecond),
        'p50 ms': result.p50,
        'p99 ms': result.p99,
        non2xx: result.non2xx,
      })),
    );
    const [health, me] = results;
    if (health && me) {
      console.log(
        `GET /api/user/me req/s as a share of /healthz: ${(me.requestsPerSecond / health.requestsPerSecond).toFixed(2)}`,
      );
    }
    if (results.some((result) => result.non2xx > 0)) process.exitCode = 1;
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
