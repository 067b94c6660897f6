import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A port free right now; the server binds it moments later (PUBLIC_URL must know it in advance). */
export async function freePort(): Promise<number> {
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
  for (let attempt = 0; attempt < 150; attempt += 1) {
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not become ready');
}

export type BenchServer = { baseUrl: string; stop(): Promise<void> };

/**
 * Starts `server.ts` on 127.0.0.1:`port` with the bench's lax rate limits and quiet logs, and waits until it
 * is ready. `env` is added to this process's environment; `nodeFlags` go before the entry (e.g. a profiler).
 */
export async function startBenchServer(
  port: number,
  env: Record<string, string>,
  nodeFlags: string[] = [],
): Promise<BenchServer> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    [...nodeFlags, '--import', 'tsx', 'apps/server/src/server.ts'],
    {
      env: {
        ...process.env,
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: baseUrl,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '100000000',
        AUTH_RATE_LIMIT_MAX: '100000',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitForReady(baseUrl);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
