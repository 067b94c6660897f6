import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test, themedScreenshots } from './fixtures';
import { FocusApi } from './focus-api';
import { forgiveOfflineLines } from './offline-lines';
import { DashboardPage } from './pages/dashboard-page';
import { FocusBlockPage } from './pages/focus-pages';
import { LoginPage } from './pages/login-page';
import { signUp, signUpThroughPages } from './sign-up';
import { newLearner } from './test-users';

/*
 * The installed app: its manifest and icons, the service worker (registered from the sign-in page on) that
 * opens it without a network, a running block that keeps counting offline, and a new version that waits for
 * the learner's tap (never during a focus block). The rest of the suite blocks service workers; this file
 * turns them on.
 */
test.use({ serviceWorkers: 'allow' });

const OFFLINE_LINE = '오프라인이에요. 연결되면 다시 불러올게요.';
const NEW_VERSION = '새 버전이 있어요';

/** Where the screens of this file go for a look (not kept in the repository). */
const shotsDir = process.env.PWA_SHOTS_DIR ?? join(process.cwd(), 'test-results', 'pwa-shots');

const shots = (page: Page, name: string) => themedScreenshots(page, shotsDir, name);

/** The build the server serves (playwright.config.ts passes the same folder to it). */
const distDir = process.env.E2E_WEB_DIST_DIR ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');

/**
 * Deploys a changed worker script, as a new build would, with the compressed twins the server prefers;
 * the returned function puts the original files back.
 */
function deployNewWorker(): () => void {
  const files = ['sw.js', 'sw.js.br', 'sw.js.gz'].map((name) => join(distDir, name));
  const originals = files.map((file) => (existsSync(file) ? readFileSync(file) : null));
  const [script, brotli, gzip] = files;
  if (script === undefined || brotli === undefined || gzip === undefined) throw new Error('no worker files');
  const changed = `${readFileSync(script, 'utf8')}\n// a newer build\n`;
  writeFileSync(script, changed);
  if (originals[1]) writeFileSync(brotli, brotliCompressSync(changed));
  if (originals[2]) writeFileSync(gzip, gzipSync(changed));
  return () =>
    files.forEach((file, index) => {
      const original = originals[index];
      if (original) writeFileSync(file, original);
    });
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

async function controlledByWorker(page: Page): Promise<boolean> {
  return page.evaluate(() => navigator.serviceWorker.controller !== null);
}

test('the manifest is Korean and installable, with every icon it names', async ({ request }) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    name: string;
    short_name: string;
    lang: string;
    display: string;
    start_url: string;
    scope: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: '몰입',
    short_name: '몰입',
    lang: 'ko',
    display: 'standalone',
    start_url: '/',
    scope: '/',
    theme_color: '#f7f8fc',
    background_color: '#f7f8fc',
  });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.headers()['content-type']).toBe('image/png');
    expect(pngSize(await response.body())).toBe(icon.sizes);
  }
  const html = await (await request.get('/')).text();
  expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  const appleIcon = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(html)?.[1];
  expect(appleIcon).toBeDefined();
  expect(pngSize(await (await request.get(appleIcon ?? '')).body())).toBe('180x180');
});

test('a first visitor can install from the sign-in page, and signing in keeps its one worker', async ({
  page,
}) => {
  const login = new LoginPage(page);

  await test.step('the sign-in page registers the worker, which controls it after a reload', async () => {
    await page.goto('/login');
    await login.expectShown();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await login.expectShown();
    expect(await controlledByWorker(page)).toBe(true);
  });

  await test.step('files opened by address still come from the server, not the app shell', async () => {
    await page.goto('/robots.txt');
    await expect(page.locator('body')).toContainText('User-agent: *');
    await page.goto('/login');
    await login.expectShown();
  });

  await test.step('the app registers it again on the same page after signing in: still one worker', async () => {
    await signUpThroughPages(page, newLearner('pwasignin'));
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(
      1,
    );
    expect(await controlledByWorker(page)).toBe(true);
  });
});

test('the installed app opens offline, keeps a running block counting, and updates only after the block', async ({
  page,
  context,
  baseURL,
  consoleMessages,
}) => {
  test.setTimeout(120_000);
  const dashboard = new DashboardPage(page);
  const block = new FocusBlockPage(page);
  const learner = newLearner('pwa');

  await test.step('after sign-up and one reload the worker controls the page', async () => {
    await signUp(page, learner);
    const api = await FocusApi.signedIn(page.request, baseURL ?? '');
    await api.createPlanWithTwoTodosToday(['오프라인 단원', '새 버전 단원']);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await dashboard.expectShown();
    expect(await controlledByWorker(page)).toBe(true);
  });

  await test.step('with the network off, a reload opens the shell and says it is offline', async () => {
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText(OFFLINE_LINE)).toBeVisible();
    await expect(dashboard.tabBar()).toBeVisible();
    await expect(page.getByText('오프라인이에요.', { exact: true }).first()).toBeVisible();
    await shots(page, 'offline-dashboard');
  });

  await test.step('back online, the line goes and the screens load by themselves', async () => {
    await context.setOffline(false);
    await expect(page.getByText(OFFLINE_LINE)).toBeHidden();
    await dashboard.expectShown();
    await expect(page.getByRole('button', { name: /집중 시작$/ })).toHaveCount(2);
  });

  await test.step('a running block keeps counting from its timestamps while offline', async () => {
    await page.getByRole('button', { name: '1 집중 시작', exact: true }).click();
    await expect(page).toHaveURL(/\/focus-block\/current$/);
    await expect(block.timer()).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByText(OFFLINE_LINE)).toBeVisible();
    const shown = await block.timer().innerText();
    await expect(block.timer()).not.toHaveText(shown, { timeout: 5000 });
    await expect(block.endBlock()).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText(OFFLINE_LINE)).toBeHidden();
  });

  const undeploy = deployNewWorker();
  try {
    await test.step('a new version waits quietly during the block', async () => {
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        await registration?.update();
      });
      await expect
        .poll(() =>
          page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting != null),
        )
        .toBe(true);
      await expect(block.timer()).toBeVisible();
      await expect(page.getByText(NEW_VERSION)).toBeHidden();
    });

    await test.step('once the block ends the prompt appears, and a tap applies the new version', async () => {
      await block.endBlock().click();
      await expect(page).toHaveURL(/\/focus-block\/[0-9a-f-]{36}$/);
      await expect(page.getByText(NEW_VERSION)).toBeVisible();
      await shots(page, 'update-prompt');
      await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: '새로고침' }).click()]);
      await expect(page).toHaveURL(/\/focus-block\/[0-9a-f-]{36}$/);
      await expect
        .poll(() =>
          page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null),
        )
        .toBeNull();
      expect(await controlledByWorker(page)).toBe(true);
      await expect(page.getByText(NEW_VERSION)).toBeHidden();
    });
  } finally {
    undeploy();
  }

  forgiveOfflineLines(consoleMessages);
});
