import { join } from 'node:path';
import { expect, expectAccessible, test, themedScreenshots, warmGlyphs } from './fixtures';
import { FocusApi } from './focus-api';
import { forgiveOfflineLines } from './offline-lines';
import { DashboardPage } from './pages/dashboard-page';
import { FocusBlockPage } from './pages/focus-pages';
import { signUp } from './sign-up';
import { newLearner } from './test-users';

/*
 * A running block survives an offline reload at 390×844: the installed app (its service worker serves the
 * shell) shows the last known block with its clock running from the server's timestamps, labelled, its
 * buttons off; back online the server's answer replaces it without a jump, and a block that ended meanwhile
 * opens its record. The suite blocks service workers; this file turns them on, as pwa.spec.ts does.
 */
test.use({ serviceWorkers: 'allow' });

const LAST_KNOWN = '마지막으로 불러온 블록이에요';
const OFFLINE_LINE = '오프라인이라도 타이머는 그대로 흘러가요.';
const OFFLINE_REASON = '그동안 완료·저장 같은 변경은 할 수 없어요.';
// Every control of the running block that the server must confirm.
const SERVER_ACTIONS = /일시 정지$|완료$|집중 시작$|블록 종료$/;

/** Where this file's pictures go for a look (not kept in the repository). */
const shotsDir = () => process.env.OFFLINE_BLOCK_SHOTS_DIR ?? join(test.info().outputDir, 'shots');

/** The ring's time left in seconds ("39:52"). */
async function secondsLeft(block: FocusBlockPage): Promise<number> {
  const text = (await block.timer().innerText()).trim();
  const [minutes, seconds] = text.split(':').map(Number);
  expect(Number.isInteger(minutes) && Number.isInteger(seconds), `a clock, not "${text}"`).toBe(true);
  return (minutes ?? 0) * 60 + (seconds ?? 0);
}

/** The clock reads what the server's timestamps say now: the time left then, less what has passed since. */
async function expectClockFollows(block: FocusBlockPage, then: { left: number; at: number }): Promise<void> {
  const left = await secondsLeft(block);
  const expected = then.left - (Date.now() - then.at) / 1000;
  // Each reading may lag its second's tick by up to a second, and rounds up.
  expect(Math.abs(left - expected), `${left} s left, ${expected.toFixed(1)} s expected`).toBeLessThanOrEqual(
    3,
  );
}

test('a running block reloaded offline keeps its clock, labelled, and back online the server takes over', async ({
  page,
  context,
  baseURL,
  consoleMessages,
}) => {
  test.setTimeout(120_000);
  const dashboard = new DashboardPage(page);
  const block = new FocusBlockPage(page);
  const label = page.getByRole('status').filter({ hasText: LAST_KNOWN });

  await test.step('a learner starts a block on a to-do in the installed app', async () => {
    await signUp(page, newLearner('offlineblock'));
    const api = await FocusApi.inLearnerZone(page.request, baseURL ?? '');
    await api.createPlanWithTwoTodosToday(['수열의 극한', '급수']);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await dashboard.expectShown();
    await page.getByRole('button', { name: '1 집중 시작', exact: true }).click();
    await expect(page).toHaveURL(/\/focus-block\/current$/);
    await expect(block.focusing()).toBeVisible();
    await warmGlyphs(
      page,
      `${LAST_KNOWN} ${OFFLINE_LINE} 오프라인이에요. 연결되면 다시 불러올게요. ${OFFLINE_REASON}`,
    );
  });

  await test.step('offline, a reload shows the block with its clock running, labelled, its buttons off', async () => {
    const before = { left: await secondsLeft(block), at: Date.now() };
    await context.setOffline(true);
    await page.reload();
    await expect(label).toBeVisible();
    await expect(label).toContainText(OFFLINE_LINE);
    await expect(block.focusing()).toContainText('수열의 극한');
    await expectClockFollows(block, before);
    const shown = await block.timer().innerText();
    await expect(block.timer()).not.toHaveText(shown, { timeout: 5000 });

    // One reason for them all: the app's offline notice, which each button points at.
    await expect(page.getByText(OFFLINE_REASON)).toHaveCount(1);
    const actions = await page.getByRole('button', { name: SERVER_ACTIONS }).all();
    expect(actions.length).toBeGreaterThanOrEqual(3);
    for (const action of actions) {
      await expect(action).toBeDisabled();
      await expect(action).toHaveAccessibleDescription(new RegExp(OFFLINE_REASON));
    }
    await expect(block.endBlock()).toBeDisabled();
    await expectAccessible(page);
    await themedScreenshots(page, shotsDir(), 'offline-reload');
    // The narrowest phone and a desktop window, for a look.
    for (const [name, viewport] of [
      ['offline-reload-360', { width: 360, height: 780 }],
      ['offline-reload-1280', { width: 1280, height: 800 }],
    ] as const) {
      await page.setViewportSize(viewport);
      await themedScreenshots(page, shotsDir(), name);
    }
    await page.setViewportSize({ width: 390, height: 844 });
  });

  await test.step('back online, the server answer replaces it without a jump', async () => {
    const before = { left: await secondsLeft(block), at: Date.now() };
    await context.setOffline(false);
    await expect(label).toBeHidden();
    await expect(page.getByText(OFFLINE_REASON)).toHaveCount(0);
    await expect(block.endBlock()).toBeEnabled();
    await expectClockFollows(block, before);
    await expect(block.focusing()).toContainText('수열의 극한');
  });

  forgiveOfflineLines(consoleMessages);
});

test('a block that ended while the learner was offline opens as its record once back online', async ({
  page,
  context,
  baseURL,
  consoleMessages,
}) => {
  test.setTimeout(120_000);
  const dashboard = new DashboardPage(page);
  const block = new FocusBlockPage(page);
  await signUp(page, newLearner('offlineended'));
  const api = await FocusApi.inLearnerZone(page.request, baseURL ?? '');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await dashboard.expectShown();
  await dashboard.focusButton().click();
  await expect(block.focusing()).toBeVisible();
  await warmGlyphs(
    page,
    `${LAST_KNOWN} ${OFFLINE_LINE} 오프라인이에요. 연결되면 다시 불러올게요. ${OFFLINE_REASON}`,
  );
  const { id } = (await api.get('/focus-blocks/current')) as { id: string };

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: LAST_KNOWN })).toBeVisible();
  // Ended elsewhere (another device) while this one has no network.
  await api.patch('/focus-blocks/end', { focusBlockId: id });

  await context.setOffline(false);
  await expect(page).toHaveURL(new RegExp(`/focus-block/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: '집중 블록 기록' })).toBeVisible();
  await expect(block.figure('이 블록 집중')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('molip-last-known-block'))).toBeNull();
  await themedScreenshots(page, shotsDir(), 'ended-while-offline');

  forgiveOfflineLines(consoleMessages);
});
