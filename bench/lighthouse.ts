/**
 * `npm run lighthouse`: Lighthouse's mobile audit (default throttling) of the built app as a learner meets
 * it — the sign-in page, then the dashboard signed in with a plan — served by the real server on a fresh
 * embedded database and driven through Debian's Chromium. Each page is audited LIGHTHOUSE_RUNS times (3 unless
 * told) and the median run printed in full, as Lighthouse advises: one run on a small shared machine can
 * swing by 0.15.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { todayInZone } from '@molip/domain/calendar-date';
import { deviceTimeZone } from '@molip/domain/time-zone';
import { chromiumArgs, chromiumPath } from '../apps/web/e2e/chromium.ts';
import { startBenchServer } from './bench-server.ts';
import { freePort } from '../scripts/free-port.ts';
import { postJson, sendJson, signInOverHttp } from './http-session.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
] as const;

type Audit = { score: number | null; displayValue?: string; details?: { items?: unknown[] } };
type Report = {
  finalDisplayedUrl: string;
  runtimeError?: { code: string };
  environment: { benchmarkIndex: number };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, Audit>;
};

async function audit(page: Page, url: string): Promise<Report> {
  const result = await lighthouse(
    url,
    { output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
    undefined,
    page,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return result.lhr as unknown as Report;
}

/** `LIGHTHOUSE_REPORT_DIR=<dir>` keeps each run's whole report as JSON (`-1` the slowest), to read what an audit found. */
function keep(file: string, report: Report) {
  const dir = process.env.LIGHTHOUSE_REPORT_DIR;
  if (dir) writeFileSync(join(dir, file), JSON.stringify(report, null, 2));
}

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const performanceOf = (report: Report) => report.categories.performance?.score ?? 0;
const scoreText = (report: Report, id: string) => report.categories[id]?.score?.toFixed(2) ?? '—';

const ATTEMPTS_PER_RUN = 3;

/**
 * One audit of `url`. A run whose trace Lighthouse could not read (e.g. NO_NAVSTART, seen on a busy
 * machine) has no scores at all, so it is done again rather than counted as a 0.
 */
async function tracedAudit(page: Page, url: string): Promise<Report> {
  for (let attempt = 1; ; attempt += 1) {
    const report = await audit(page, url);
    if (!report.runtimeError || attempt === ATTEMPTS_PER_RUN) return report;
    console.log(`  ${url}: Lighthouse asked for a new run (${report.runtimeError.code})`);
  }
}

/** Audits `url` RUNS times; returns the runs, best performance last. */
async function auditRuns(page: Page, url: string): Promise<Report[]> {
  const runs: Report[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await tracedAudit(page, url));
  return runs.sort((a, b) => performanceOf(a) - performanceOf(b));
}

function print(name: string, runs: Report[]) {
  const report = runs[Math.floor((runs.length - 1) / 2)] as Report;
  const scores = CATEGORIES.map((id) => `${id} ${scoreText(report, id)}`);
  const metrics = METRICS.map(([id, label]) => `${label} ${report.audits[id]?.displayValue ?? '—'}`);
  const every = runs.map(
    (run) => `${scoreText(run, 'performance')} (index ${Math.round(run.environment.benchmarkIndex)})`,
  );
  console.log(`\n${name}: median of ${runs.length} runs\n  ${scores.join(' · ')}\n  ${metrics.join(' · ')}`);
  if (runs.length > 1) console.log(`  performance, every run: ${every.join(', ')}`);
  // What keeps a category below 1: each failing audit that carries weight.
  for (const id of CATEGORIES) {
    const failing = (report.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 0.9)
      .map((ref) => `${ref.id} (${report.audits[ref.id]?.displayValue ?? report.audits[ref.id]?.score})`);
    if (failing.length > 0) console.log(`  ${id} below 0.9: ${failing.join(', ')}`);
  }
}

/**
 * A learner with one 30-unit plan starting today, so the dashboard shows real to-dos. They study in the
 * browser's zone (this machine's), so the page has no zone to report and "today" is the plan's first day
 * at any hour.
 */
async function signedInLearner(baseUrl: string) {
  const session = await signInOverHttp(baseUrl, 'lighthouse@example.com', '라이트하우스');
  const headers = { authorization: `Bearer ${session.accessToken}` };
  const timezone = deviceTimeZone() ?? 'UTC';
  await sendJson('PUT', `${baseUrl}/api/user/me`, headers, { timezone });
  const content = await postJson<{ id: string }>(`${baseUrl}/api/learning-contents`, headers, {
    title: '수학의 정석 기본편',
    author: '홍성대',
    type: 'BOOK',
    contentUnits: Array.from({ length: 30 }, (_, index) => ({ title: `${index + 1}단원` })),
  });
  const units = (await (
    await fetch(`${baseUrl}/api/learning-contents/${content.id}/content-units`, { headers })
  ).json()) as { id: string }[];
  await postJson(`${baseUrl}/api/study-plans`, headers, {
    learningContentId: content.id,
    contentUnitIds: units.map((unit) => unit.id),
    startDate: todayInZone(new Date(), timezone),
    restDays: [],
    studySpeed: 3,
    bufferDayInterval: 0,
  });
  const me = await (await fetch(`${baseUrl}/api/user/me`, { headers })).json();
  if (!session.refreshToken) throw new Error('no refresh token after sign-in');
  return { refreshToken: session.refreshToken, user: me as unknown };
}

/** What a returning learner's browser holds: the refresh cookie and the persisted "signed in" flag… */
async function restoreBrowserSession(page: Page, baseUrl: string) {
  const { refreshToken, user } = await signedInLearner(baseUrl);
  await page.browserContext().setCookie({
    name: 'molip_rt',
    value: refreshToken,
    domain: new URL(baseUrl).hostname,
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'Strict',
  });
  await page.goto(`${baseUrl}/robots.txt`);
  // The persisted auth store's shape (zustand `persist`, version 0); the bench's tsconfig has no DOM types.
  const persisted = JSON.stringify({ state: { user, isAuthenticated: true }, version: 0 });
  await page.evaluate(`localStorage.setItem('molip-auth', ${JSON.stringify(persisted)})`);
  // …and that this account passed the terms and username gates on this device before.
  const passed = JSON.stringify({ state: { passedBy: (user as { id: string }).id }, version: 0 });
  await page.evaluate(`localStorage.setItem('molip-access', ${JSON.stringify(passed)})`);
}

const dataDir = mkdtempSync(join(tmpdir(), 'molip-lighthouse-'));
const server = await startBenchServer(await freePort(), { DATA_DIR: dataDir, AUTH_MODE: 'local' });
const browser = await puppeteer.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
  headless: true,
  defaultViewport: null,
});
try {
  const page = await browser.newPage();
  console.log(`Lighthouse mobile audit (default throttling) in ${await browser.version()}`);
  const signIn = await auditRuns(page, `${server.baseUrl}/login`);
  signIn.forEach((report, rank) => keep(`sign-in-${rank + 1}.json`, report));
  print('Sign-in page (/login)', signIn);
  await restoreBrowserSession(page, server.baseUrl);
  const dashboard = await auditRuns(page, `${server.baseUrl}/`);
  // A lost session would audit the sign-in page a second time under the dashboard's name.
  const lost = dashboard.find((report) => new URL(report.finalDisplayedUrl).pathname !== '/');
  if (lost) throw new Error(`a dashboard audit ended on ${lost.finalDisplayedUrl}`);
  dashboard.forEach((report, rank) => keep(`dashboard-${rank + 1}.json`, report));
  print('Dashboard, signed in (/)', dashboard);
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
