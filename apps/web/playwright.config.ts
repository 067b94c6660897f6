import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { migratedStore, newDataDir } from './e2e/embedded-store';
import { chromiumArgs, chromiumEnv, chromiumPath, journeyChromiumPath } from './e2e/chromium';
import { LEARNER_TIME_ZONE } from './e2e/learner-time-zone';
import { ADMIN_EMAIL, READER_ADMIN_EMAIL } from './e2e/test-users';

const port = Number(process.env.E2E_PORT ?? 3100);
/** The journeys that seat their learners in the shared study rooms (`POST /api/group/rooms/join`). */
const STUDY_ROOM_JOURNEYS = /(study-group-journey|desktop-layout|glossary|study-time-journey)\.spec\.ts$/;
/** The journeys that show system notifications or subscribe to push, which only the whole browser has. */
const NOTIFICATION_JOURNEYS = /(push-settings|quick-start-journey)\.spec\.ts$/;
const baseURL = `http://127.0.0.1:${port}`;
// A migrated embedded store made once per run: the shared server and the journeys' own servers each start
// on a copy of it (e2e/own-server.ts) instead of spending seconds of CPU on initdb and migrations.
process.env.MOLIP_E2E_STORE ??= migratedStore();
// A fresh embedded database per run. Set once in the environment so Playwright's workers, which load
// this file again, agree on the same folder.
process.env.MOLIP_E2E_DATA_DIR ??= newDataDir('molip-e2e-');

export default defineConfig({
  testDir: './e2e',
  globalTeardown: './e2e/embedded-store.ts',
  // E2E_OUTPUT_DIR gives a run its own, since Playwright empties the folder when it starts.
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  // Each journey signs up learners of its own, so journeys run side by side on one server and database,
  // test by test (the long files spread over the workers): one worker more than the cores (E2E_WORKERS
  // overrides), since a journey mostly waits on its browser, the server or real seconds.
  workers: Number(process.env.E2E_WORKERS ?? availableParallelism() + 1),
  fullyParallel: true,
  forbidOnly: process.env.CI === 'true',
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    locale: 'ko-KR',
    timezoneId: LEARNER_TIME_ZONE,
    // CI keeps only what a run prints, so a trace there is a file nobody opens, and recording one costs a
    // fifth of the suite's time on a two-core machine; a local run keeps the trace of a failure.
    trace: process.env.CI === 'true' ? 'off' : 'retain-on-failure',
    // The journeys test the app against the server; e2e/pwa.spec.ts turns the service worker on.
    serviceWorkers: 'block',
    launchOptions: { executablePath: journeyChromiumPath, args: chromiumArgs, env: chromiumEnv },
  },
  projects: [
    // Study rooms fill in order, so the journeys that seat learners share a room and count who in it is
    // focusing: they take turns in one worker, beside the others — listed first, so their turns start first
    // instead of trailing the run on one worker.
    { name: 'rooms', testMatch: STUDY_ROOM_JOURNEYS, workers: 1 },
    // Listed before the rest too: their long journeys in the whole browser start early, so none trails the run.
    {
      name: 'notifications',
      testMatch: NOTIFICATION_JOURNEYS,
      use: { launchOptions: { executablePath: chromiumPath, args: chromiumArgs, env: chromiumEnv } },
    },
    { name: 'journeys', testIgnore: [STUDY_ROOM_JOURNEYS, NOTIFICATION_JOURNEYS] },
  ],
  webServer: {
    command: 'node --enable-source-maps apps/server/dist/server.js',
    cwd: join(import.meta.dirname, '../..'),
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 90_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.MOLIP_E2E_DATA_DIR,
      AUTH_MODE: 'local',
      ADMIN_EMAILS: [ADMIN_EMAIL, READER_ADMIN_EMAIL].join(','),
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseURL,
      // Every learner of the run comes from 127.0.0.1, whose per-address budget is one phone's.
      RATE_LIMIT_MAX: '100000',
      AUTH_RATE_LIMIT_MAX: '100000',
      // Lets two suites run side by side, each against its own build (`vite build --outDir …`).
      ...(process.env.E2E_WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR } : {}),
    },
  },
});
