import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContextOptions } from '@playwright/test';
import { freePort } from '../../../scripts/free-port.ts';
import { SHORT_LIVED_SERVER_NODE_ARGS } from '../../../scripts/short-lived-server.ts';
import { newDataDir } from './embedded-store';
import { waitUntil } from './engines/engine-page';
import { unexpectedConsole } from './fixtures';

const repositoryRoot = join(import.meta.dirname, '../../..');

type RunningServer = { baseUrl: string; port: number; stop(): Promise<void> };

/** A server of the journey's own: started again on the same data and port with another clock, then disposed of. */
export type OwnServer = {
  baseUrl: string;
  /** Stops the server and starts it again on the same data and port, its clock moved by `clockOffsetMs`. */
  restartWithClock(clockOffsetMs: number): Promise<void>;
  /** Stops the server and removes its data. */
  dispose(): Promise<void>;
};

/**
 * The built server on a data dir of the journey's own, its clock moved by `clockOffsetMs`: restarted with
 * another offset, the learner's days pass, which the journeys' shared server, whose clock cannot move for one
 * of them, cannot do. `env` adds to its environment (the admin journey's ADMIN_EMAILS).
 */
export async function startOwnServer(
  name: string,
  options: { clockOffsetMs?: number; env?: Record<string, string> } = {},
): Promise<OwnServer> {
  const dataDir = newDataDir(`molip-${name}-`);
  let server: RunningServer;
  try {
    server = await startServer({ dataDir, ...options });
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseUrl: server.baseUrl,
    async restartWithClock(clockOffsetMs) {
      await server.stop();
      server = await startServer({ ...options, dataDir, clockOffsetMs, port: server.port });
    },
    async dispose() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The built server on `dataDir` with its clock moved by `clockOffsetMs` (CLOCK_OFFSET_MS). */
async function startServer(options: {
  dataDir: string;
  clockOffsetMs?: number;
  port?: number;
  env?: Record<string, string>;
}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...SHORT_LIVED_SERVER_NODE_ARGS, 'apps/server/dist/server.js'], {
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
  await waitUntil('the journey’s own server', async () => (await fetch(`${baseUrl}/healthz`)).ok, 120_000);
  return {
    baseUrl,
    port,
    // One SIGTERM: the server drains and closes its database, so the next start finds the data whole.
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A learner's phone on a server of the journey's own: 390×844, touch, Korean, in Seoul unless told, its console watched. */
export async function phoneOnOwnServer(
  browser: Browser,
  contextOptions: BrowserContextOptions,
  baseUrl: string,
  timezoneId = 'Asia/Seoul',
) {
  const context = await browser.newContext({
    ...contextOptions,
    baseURL: baseUrl,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    locale: 'ko-KR',
    serviceWorkers: 'block',
    timezoneId,
  });
  return { context, contextConsole: unexpectedConsole(context) };
}
