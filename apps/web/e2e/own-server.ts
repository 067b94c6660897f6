import { rmSync } from 'node:fs';
import type { Browser, BrowserContextOptions } from '@playwright/test';
import { SHORT_LIVED_SERVER_NODE_ARGS } from '../../../scripts/short-lived-server.ts';
import { startBuiltServer, type BuiltServer } from './built-server';
import { newDataDir } from './embedded-store';
import { unexpectedConsole } from './fixtures';

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
  const start = (clockOffsetMs = options.clockOffsetMs, port?: number) =>
    startBuiltServer({
      dataDir,
      clockOffsetMs,
      port,
      env: options.env,
      nodeArgs: SHORT_LIVED_SERVER_NODE_ARGS,
    });
  let server: BuiltServer;
  try {
    server = await start();
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseUrl: server.baseUrl,
    async restartWithClock(clockOffsetMs) {
      await server.stop();
      server = await start(clockOffsetMs, server.port);
    },
    async dispose() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A learner's phone on `baseUrl` (a server of the journey's own, or the shared one): 390×844, touch, Korean, in Seoul unless told, its console watched. */
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
