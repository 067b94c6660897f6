import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, expectPretendardLoaded, test, themedScreenshots } from './fixtures';
import { DashboardPage } from './pages/dashboard-page';
import { LoginPage } from './pages/login-page';
import { signUp, signUpThroughPages } from './sign-up';
import { newLearner } from './test-users';

/*
 * How the build reaches the browser: pre-compressed files with the right headers, caching that never serves
 * an old shell, and a sign-in page that loads only itself.
 */

/** Where the screens of this file go for a look (not kept in the repository). */
const shotsDir = process.env.DELIVERY_SHOTS_DIR ?? join(process.cwd(), 'test-results', 'delivery-shots');

const shots = (page: Page, name: string) => themedScreenshots(page, shotsDir, name);

async function entryScript(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/')).text();
  const entry = /<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error('No module entry in index.html');
  return entry;
}

test('scripts arrive as brotli, or gzip when only gzip is accepted, and hashed files are immutable', async ({
  request,
}) => {
  const entry = await entryScript(request);
  for (const encoding of ['br', 'gzip'] as const) {
    const response = await request.get(entry, { headers: { 'accept-encoding': encoding } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-encoding']).toBe(encoding);
    expect(response.headers()['content-type']).toContain('javascript');
    expect(response.headers().vary).toContain('accept-encoding');
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  }
});

test('the shell is revalidated on every visit, and robots.txt is text', async ({ request }) => {
  for (const path of ['/', '/login', '/study-plans']) {
    const response = await request.get(path, { headers: { 'accept-encoding': 'br' } });
    expect(response.headers()['content-type']).toContain('text/html');
    expect(response.headers()['content-encoding']).toBe('br');
    expect(response.headers()['cache-control']).toBe('no-cache');
  }
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toContain('text/plain');
  expect(robots.headers()['cache-control']).toBe('no-cache');
  expect(await robots.text()).toContain('User-agent: *');
});

test('a first visit keeps the system font on screen and switches to Pretendard with the next screen', async ({
  page,
}) => {
  const html = page.locator('html');
  await page.goto('/login');
  await new LoginPage(page).expectShown();
  await expectPretendardLoaded(page);
  await expect(html, 'no text moves in front of the learner').not.toHaveClass(/\bweb-font\b/);
  await new LoginPage(page).signInWithPopup(newLearner('font'));
  await expect(html).toHaveClass(/\bweb-font\b/);
});

test('a first visit to /login loads only the sign-in page, then hands over to the app after signing in', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const appLoaded = () => scripts.some((path) => /\/assets\/app-/.test(path));
  // index.html's early start asks for the sign-in screen's chunks beside the entry script, not after it.
  const signInScreenAsked = () => scripts.filter((path) => /\/assets\/(sign-in|shared)-/.test(path)).length;
  let entryHeld = false;
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    entryHeld = true;
    await expect.poll(signInScreenAsked).toBe(2);
    await route.continue();
  });

  await page.goto('/login');
  await new LoginPage(page).expectShown();
  await expectPretendardLoaded(page);
  await expectAccessible(page);
  await shots(page, 'login');
  expect(entryHeld).toBe(true);
  expect(appLoaded()).toBe(false);

  const learner = newLearner('deliver');
  await signUpThroughPages(page, learner);
  expect(appLoaded()).toBe(true);
  await expect(page).toHaveURL(/\/$/);
  await new DashboardPage(page).expectShown();
  await expectPretendardLoaded(page);
  await shots(page, 'dashboard');
});

test('a returning learner’s reload asks for the session and the app’s chunks while the entry script is on its way', async ({
  page,
}) => {
  await signUp(page, newLearner('early'));
  const asked: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/api/auth/refresh' || /^\/assets\/(app|contracts|shared)-/.test(path)) asked.push(path);
  });
  // The entry script is held back until the page has asked for what index.html's early start asks.
  let entryHeld = false;
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    entryHeld = true;
    await expect.poll(() => asked.length).toBe(4);
    await route.continue();
  });

  await page.reload();
  await new DashboardPage(page).expectShown();
  expect(entryHeld).toBe(true);
  expect(
    asked.filter((path) => path === '/api/auth/refresh'),
    'the app took that refresh, asked no other',
  ).toHaveLength(1);
});

test('a returning learner is greeted before the app’s code arrives, and the app’s header takes its place unmoved', async ({
  page,
}) => {
  const learner = newLearner('greet');
  await signUp(page, learner);
  const greeting = page.getByRole('heading', {
    level: 1,
    name: new RegExp(`^${learner.displayName}님, 오늘도`),
  });
  await expect(greeting).toBeVisible();
  const settled = await greeting.boundingBox();

  // The app's chunk held back: the entry alone draws the greeting from what this device kept.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/app-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  await expect(greeting).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '불러오는 중' })).toBeAttached();
  await expect(new DashboardPage(page).focusButton()).toHaveCount(0);
  expect(await greeting.boundingBox()).toEqual(settled);
  await shots(page, 'dashboard-first-paint');

  release();
  await expect(new DashboardPage(page).focusButton()).toBeVisible();
  expect(await greeting.boundingBox()).toEqual(settled);
});

test('when the app’s code cannot arrive, the page says so and 새로고침 brings the app', async ({
  page,
  consoleMessages,
}) => {
  const learner = newLearner('nocode');
  await signUp(page, learner);
  await expect(new DashboardPage(page).focusButton()).toBeVisible();

  // The connection drops between the entry and the app's chunk.
  await page.route(/\/assets\/app-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '문제가 생겼어요' })).toBeVisible();
  await expect(
    page.getByText('앱을 불러오지 못했어요. 인터넷 연결을 확인하고 새로고침해 주세요.'),
  ).toBeVisible();
  await expectAccessible(page);
  await shots(page, 'app-code-missing');

  // Chromium reports the refused chunk (its preload and its import); nothing else may appear.
  const kept = consoleMessages.filter((line) => !/ERR_INTERNET_DISCONNECTED \(.+\/assets\/app-/.test(line));
  consoleMessages.splice(0, consoleMessages.length, ...kept);

  await page.unroute(/\/assets\/app-[^/]+\.js$/);
  await page.getByRole('button', { name: '새로고침' }).click();
  await expect(new DashboardPage(page).focusButton()).toBeVisible();
});
