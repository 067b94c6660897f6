/**
 * `npm run lighthouse`: Lighthouse's mobile audit (default throttling) of the built app as a learner meets
 * it — the sign-in page, then the dashboard signed in with a plan — served by the real server on a fresh
 * embedded database and driven through Debian's Chromium.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { todayInZone } from '@molip/domain/calendar-date';
import { DEFAULT_TIMEZONE } from '@molip/domain/constants';
import { chromiumArgs, chromiumPath } from '../apps/web/e2e/chromium.ts';
import { freePort, startBenchServer } from './bench-server.ts';
import { postJson, signInOverHttp } from './http-session.ts';

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

/** `LIGHTHOUSE_REPORT_DIR=<dir>` keeps each page's whole report as JSON, to read what an audit found. */
function keep(file: string, report: Report) {
  const dir = process.env.LIGHTHOUSE_REPORT_DIR;
  if (dir) writeFileSync(join(dir, file), JSON.stringify(report, null, 2));
}

function print(name: string, report: Report) {
  const scores = CATEGORIES.map((id) => `${id} ${report.categories[id]?.score?.toFixed(2) ?? '—'}`);
  const metrics = METRICS.map(([id, label]) => `${label} ${report.audits[id]?.displayValue ?? '—'}`);
  console.log(`\n${name}\n  ${scores.join(' · ')}\n  ${metrics.join(' · ')}`);
  // What keeps a category below 1: each failing audit that carries weight.
  for (const id of CATEGORIES) {
    const failing = (report.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 0.9)
      .map((ref) => `${ref.id} (${report.audits[ref.id]?.displayValue ?? report.audits[ref.id]?.score})`);
    if (failing.length > 0) console.log(`  ${id} below 0.9: ${failing.join(', ')}`);
  }
}

/** A learner with one 30-unit plan starting today, so the dashboard shows real to-dos. */
async function signedInLearner(baseUrl: string) {
  const session = await signInOverHttp(baseUrl, 'lighthouse@example.com', '라이트하우스');
  const headers = { authorization: `Bearer ${session.accessToken}` };
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
    startDate: todayInZone(new Date(), DEFAULT_TIMEZONE),
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
  const signIn = await audit(page, `${server.baseUrl}/login`);
  keep('sign-in.json', signIn);
  print('Sign-in page (/login)', signIn);
  await restoreBrowserSession(page, server.baseUrl);
  const dashboard = await audit(page, `${server.baseUrl}/`);
  // A lost session would audit the sign-in page a second time under the dashboard's name.
  if (new URL(dashboard.finalDisplayedUrl).pathname !== '/') {
    throw new Error(`the dashboard audit ended on ${dashboard.finalDisplayedUrl}`);
  }
  keep('dashboard.json', dashboard);
  print('Dashboard, signed in (/)', dashboard);
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
