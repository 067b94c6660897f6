import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { addDays, todayInZone } from '@molip/domain/calendar-date';
import { DEFAULT_TIMEZONE } from '@molip/domain/constants';
import type { RecoveryPreview, RecoveryResult } from '@molip/domain/recovery-contracts';
import type { StudyPlan, StudyPlanDetail } from '@molip/domain/study-plan';
import {
  call,
  copyStoreInto,
  exitWithin,
  groupMember,
  killAllServers,
  refreshRequest,
  startProcess,
  startServer,
  type Learner,
  type ServerProcess,
} from './server-process.ts';
import { ON_POSTGRES } from './test-database-kind.ts';

/**
 * The issue's "done when": a learner makes plans, the app is restarted three days later (CLOCK_OFFSET_MS) on
 * the same data with nothing done, and the missed days are recovered through the HTTP API both ways.
 */

const THREE_DAYS_MS = 3 * 24 * 60 * 60 * 1000;
const dataDirs: string[] = [];

afterEach(() => killAllServers());
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/** A data dir (and, on the embedded store, its database) that outlives one server process. */
function sharedStore(): Record<string, string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'molip-recovery-'));
  dataDirs.push(dataDir);
  if (!ON_POSTGRES) copyStoreInto(dataDir);
  return {
    DATA_DIR: dataDir,
    AUTH_MODE: 'local',
    RATE_LIMIT_MAX: '100000',
    AUTH_RATE_LIMIT_MAX: '100000',
    ...(ON_POSTGRES ? { DATABASE_URL: process.env.TEST_DATABASE_URL ?? '' } : {}),
  };
}

async function stop(server: ServerProcess) {
  server.child.kill('SIGTERM');
  expect(await exitWithin(server, 15_000)).toEqual({ code: 0, signal: null });
}

/** The same learner on a restarted server: the refresh cookie still signs in, as a reopened browser does. */
async function signedInAgain(learner: Learner, server: ServerProcess): Promise<Learner> {
  const refreshed = await refreshRequest(server, learner.session.cookie);
  expect(refreshed.status).toBe(200);
  const { accessToken } = (await refreshed.json()) as { accessToken: string };
  return { server, session: { ...learner.session, accessToken } };
}

/** A plan of six units starting today. */
async function sixUnitPlan(learner: Learner, settings: { studySpeed: number; bufferDayInterval: number }) {
  const content = (await call(learner, 'POST', '/api/learning-contents', {
    title: `따라잡기 교재 ${Date.now()}`,
    type: 'BOOK',
    contentUnits: Array.from({ length: 6 }, (_, index) => ({ title: `${index + 1}단원` })),
  })) as { id: string; contentUnits: { id: string }[] };
  return (await call(learner, 'POST', '/api/study-plans', {
    learningContentId: content.id,
    contentUnitIds: content.contentUnits.map((unit) => unit.id),
    startDate: todayInZone(new Date(), DEFAULT_TIMEZONE),
    restDays: [],
    ...settings,
  })) as StudyPlan;
}

async function todoDates(learner: Learner, planId: string): Promise<string[]> {
  const detail = (await call(learner, 'GET', `/api/study-plans/${planId}`)) as StudyPlanDetail;
  return detail.days.flatMap((day) => day.units.map(() => day.date));
}

// Starts the built server twice on one store, as the process tests do: their 90 s, not a unit test's 30 s.
describe('recovering a plan after the app restarts three days later', { timeout: 90_000 }, () => {
  it('keeps the end date when buffer days absorb the missed units, else moves it by the shortfall', async () => {
    const store = sharedStore();
    const before = await startServer(store);
    const start = todayInZone(new Date(), DEFAULT_TIMEZONE);
    const learner = await groupMember(before, 'recover');
    // One unit every other day, a buffer day between: ends on the eleventh day after the start.
    const buffered = await sixUnitPlan(learner, { studySpeed: 1, bufferDayInterval: 1 });
    // Two units a day, no buffer: ends on the third day.
    const tight = await sixUnitPlan(learner, { studySpeed: 2, bufferDayInterval: 0 });
    expect([buffered.endDate, tight.endDate]).toEqual([addDays(start, 11), addDays(start, 2)]);
    await stop(before);

    const after = await startServer({ ...store, CLOCK_OFFSET_MS: String(THREE_DAYS_MS) });
    expect(after.output()).toContain('CLOCK_OFFSET_MS');
    const back = await signedInAgain(learner, after);
    const today = addDays(start, 3);

    const offer = (await call(back, 'GET', `/api/study-plans/${buffered.id}/recovery`)) as RecoveryPreview;
    expect(offer).toMatchObject({
      overdueDays: 2,
      overdueTodos: 2,
      spread: { endDate: buffered.endDate, extendedDays: 0, bufferDaysUsed: 2 },
    });
    const absorbed = (await call(back, 'POST', `/api/study-plans/${buffered.id}/recovery`, {
      choice: 'SPREAD',
    })) as RecoveryResult;
    expect(absorbed.plan.endDate).toBe(buffered.endDate);
    const absorbedDates = await todoDates(back, buffered.id);
    expect(absorbedDates).toHaveLength(6);
    expect(absorbedDates.every((date) => date >= today && date <= buffered.endDate)).toBe(true);

    const tightOffer = (await call(back, 'GET', `/api/study-plans/${tight.id}/recovery`)) as RecoveryPreview;
    expect(tightOffer).toMatchObject({ overdueDays: 3, overdueTodos: 6, spread: { extendedDays: 3 } });
    const moved = (await call(back, 'POST', `/api/study-plans/${tight.id}/recovery`, {
      choice: 'SPREAD',
    })) as RecoveryResult;
    expect(moved.plan.endDate).toBe(addDays(tight.endDate, 3));
    expect(await todoDates(back, tight.id)).toEqual([
      today,
      today,
      addDays(today, 1),
      addDays(today, 1),
      addDays(today, 2),
      addDays(today, 2),
    ]);
  });

  it('refuses to start in production with a moved clock, and says why', async () => {
    const server = await startProcess({
      NODE_ENV: 'production',
      AUTH_MODE: 'oidc',
      OIDC_ISSUER_URL: 'https://issuer.example',
      OIDC_CLIENT_ID: 'molip',
      JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
      PUBLIC_URL: 'https://molip.example',
      CLOCK_OFFSET_MS: String(THREE_DAYS_MS),
    });
    expect(await exitWithin(server, 15_000)).toEqual({ code: 1, signal: null });
    expect(server.output()).toMatch(/Molip cannot start: .*CLOCK_OFFSET_MS/);
  });
});
