import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from '../../../scripts/free-port.ts';
import { waitUntil } from './engines/engine-page';

const repositoryRoot = join(import.meta.dirname, '../../..');

export type BuiltServer = { baseUrl: string; port: number; stop(): Promise<void> };

/**
 * The built server (apps/server/dist) on `dataDir` with local sign-in, its clock moved by `clockOffsetMs`
 * (CLOCK_OFFSET_MS); resolves once it answers. `env` adds to its environment, `nodeArgs` to Node's.
 */
export async function startBuiltServer(options: {
  dataDir: string;
  port?: number;
  clockOffsetMs?: number;
  env?: Record<string, string>;
  nodeArgs?: readonly string[];
}): Promise<BuiltServer> {
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), 'apps/server/dist/server.js'], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      AUTH_MODE: 'local',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseUrl,
      CLOCK_OFFSET_MS: String(options.clockOffsetMs ?? 0),
      // The build under test, when the run names one (playwright.config.ts).
      ...(process.env.E2E_WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await waitUntil(`the server on port ${port}`, async () => (await fetch(`${baseUrl}/healthz`)).ok, 120_000);
  return {
    baseUrl,
    port,
    // One SIGTERM: the server drains and closes its database, so a next start finds the data whole.
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
