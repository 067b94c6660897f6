import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const screenshotDir = join(dirname(fileURLToPath(import.meta.url)), 'screenshots');
mkdirSync(screenshotDir, { recursive: true });
/**
 * Screenshots kept in the repository, for the README and reviews: written there only when asked
 * (`DOCS_SCREENSHOTS=1`), so a test run never changes tracked files; otherwise beside the run's others.
 */
export const docsScreenshotDir =
  process.env.DOCS_SCREENSHOTS === '1'
    ? join(dirname(fileURLToPath(import.meta.url)), '../../../docs/screenshots')
    : join(screenshotDir, 'docs');

/** The only console lines the app may print: the HTTP client's failing-status and duplicate-write lines. */
const SPEC_LOGS = [
  /^Authentication error$/,
  /^Permission denied$/,
  /^Server error occurred$/,
  /^Duplicate request detected: /,
  // Playwright's own line where `serviceWorkers: 'block'` (playwright.config.ts) refuses the app's worker.
  /^Service Worker registration blocked by Playwright/,
];

/**
 * The one failed load the app expects: a block read that found none, the block having ended between the
 * status read and the block read (the app takes it as no block: get-current-focus-block.ts).
 */
const expectedFailedLoad = (text: string, url: string) =>
  text === 'Failed to load resource: the server responded with a status of 404 (Not Found)' &&
  url.endsWith('/api/focus-blocks/current');

type Fixtures = { consoleMessages: string[] };

/** What the pages of a context (popups included) print beyond the spec logs, and their uncaught errors. */
export function unexpectedConsole(context: BrowserContext): string[] {
  const unexpected: string[] = [];
  context.on('console', (message) => {
    const text = message.text();
    const { url } = message.location();
    if (!SPEC_LOGS.some((pattern) => pattern.test(text)) && !expectedFailedLoad(text, url)) {
      unexpected.push(`[${message.type()}] ${text} (${url})`);
    }
  });
  context.on('weberror', (error) => unexpected.push(`[pageerror] ${error.error().message}`));
  return unexpected;
}

export const CONSOLE_RULE = 'browser console must show only the spec logs';

/** Every test watches the console of its context and fails on anything `unexpectedConsole` collects. */
export const test = base.extend<Fixtures>({
  consoleMessages: [
    async ({ context }, use) => {
      const unexpected = unexpectedConsole(context);
      await use(unexpected);
      expect(unexpected, CONSOLE_RULE).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** How many of Pretendard's Hangul subsets the page has loaded (src/lib/web-font.ts, once it has settled). */
function pretendardHangulFaces(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      [...document.fonts].filter(
        (face) =>
          face.family.replaceAll('"', '') === 'Pretendard Variable' &&
          face.status === 'loaded' &&
          /U\+(a[c-f]|[bc][0-9a-f]|d[0-7])[0-9a-f]{2}\b/i.test(face.unicodeRange),
      ).length,
  );
}

/**
 * Pictures show the design a learner sees from their next screen on: the page is switched to Pretendard as
 * the app does when a new screen shows, and the subsets its text needs are awaited.
 */
export async function inWebFont(page: Page): Promise<void> {
  // The app adds the font's rules at once for a returning learner, else once the page has settled (≤ 10 s).
  await expect(page.locator('html.web-font, html[data-web-font]')).toHaveCount(1, { timeout: 20_000 });
  await page.evaluate(async () => {
    document.documentElement.classList.add('web-font');
    await document.fonts.ready;
  });
  await expect.poll(() => pretendardHangulFaces(page)).toBeGreaterThan(0);
}

/**
 * Renders `text` unseen for a moment in the app's font, so the font subsets its letters need are loaded before
 * the network goes: an installed app has them in its worker's cache (the journeys block the worker).
 */
export async function warmGlyphs(page: Page, text: string): Promise<void> {
  await inWebFont(page);
  await page.evaluate(async (letters) => {
    const probe = document.createElement('p');
    probe.textContent = letters;
    probe.style.cssText = 'position:fixed;opacity:0;pointer-events:none';
    document.body.append(probe);
    await document.fonts.ready;
    probe.remove();
  }, text);
}

/** CI keeps only what a run prints, so its pictures are files nobody opens: `.ci/run` turns them off. */
const picturesWanted = process.env.E2E_SCREENSHOTS !== 'off' || process.env.DOCS_SCREENSHOTS === '1';

export async function screenshot(page: Page, name: string, fullPage = false): Promise<void> {
  if (!picturesWanted) return;
  await inWebFont(page);
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage, animations: 'disabled' });
}

/** The page in light and in dark mode, into `dir` as `<name>-light.png` and `<name>-dark.png`. */
export async function themedScreenshots(page: Page, dir: string, name: string): Promise<void> {
  if (!picturesWanted) return;
  mkdirSync(dir, { recursive: true });
  await inWebFont(page);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.screenshot({ path: join(dir, `${name}-${colorScheme}.png`), animations: 'disabled' });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** The page in light and in dark mode, into docs/screenshots when asked (`docsScreenshotDir`). */
export async function docsScreenshots(page: Page, name: string): Promise<void> {
  await themedScreenshots(page, docsScreenshotDir, name);
}

/** No serious or critical axe violations (WCAG 2 A/AA rules). */
export async function expectAccessible(page: Page): Promise<void> {
  // Axe judges the settled page: a dialog fading in or a button mid-way through a colour change can fail
  // contrast. Transitions jump to their end while axe reads (one may start after any wait); finite
  // animations are awaited; endless ones (spinners) never settle and are left running.
  await page.evaluate(async () => {
    const settled = document.createElement('style');
    settled.id = 'axe-settled';
    settled.textContent = '*, *::before, *::after { transition: none !important; }';
    document.head.append(settled);
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
    .finally(() =>
      page.evaluate(() => document.getElementById('axe-settled')?.remove()).catch(() => undefined),
    );
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} → ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(blocking).toEqual([]);
}

/**
 * Pretendard is bundled (not a system font): once the page has settled, at least one of its Hangul subsets
 * is loaded, so the app renders the same on a machine without Korean fonts.
 */
export async function expectPretendardLoaded(page: Page): Promise<void> {
  await expect.poll(() => pretendardHangulFaces(page)).toBeGreaterThan(0);
}
