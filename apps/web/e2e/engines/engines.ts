import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../../../scripts/free-port.ts';
import { waitUntil } from './engine-page';

export type EngineOptions = {
  baseUrl: string;
  viewport: { width: number; height: number };
  /** The browser's environment: Korean, on Seoul time. */
  env: Record<string, string>;
  screenshotDir: string;
};

export type RunningServer = { baseUrl: string; stop(): Promise<void> };

/** The built server on a fresh embedded database with local sign-in, as the Chromium journeys use it. */
export async function startServer(repositoryRoot: string): Promise<RunningServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'molip-engines-')),
      AUTH_MODE: 'local',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseUrl,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await waitUntil('the server', async () => (await fetch(`${baseUrl}/healthz`)).ok, 120_000);
  return {
    baseUrl,
    async stop() {
      child.kill('SIGINT');
      child.kill('SIGINT');
      await exited;
    },
  };
}
