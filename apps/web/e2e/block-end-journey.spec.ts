import type { Page } from '@playwright/test';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONSOLE_RULE, expect, expectAccessible, test, themedScreenshots, warmGlyphs } from './fixtures';
import { learnerWhoseBlockRanOut } from './block-ran-out';
import { FocusApi } from './focus-api';
import { forgiveOfflineLines } from './offline-lines';
import { DashboardPage } from './pages/dashboard-page';
import { FocusBlockPage } from './pages/focus-pages';
import { signUp } from './sign-up';
import { newLearner } from './test-users';

/*
 * The first evening's focus screens at 390×844: a block ends on its own summary (a win, never a warning),
 * a pause is the learner's own time standing still — also after a reload — and offline the focus screen
 * says once why nothing can be sent. Focus time is the server's, so the journeys focus for a few real
 * seconds and read the exact seconds the figures carry.
 */

const shots = join(dirname(fileURLToPath(import.meta.url)), 'screenshots');

/** Waits until the toasts are gone, so a screenshot shows the page itself. */
async function toastsGone(page: Page): Promise<void> {
  await expect(page.getByRole('region', { name: '알림' }).locator('.animate-rise-in')).toHaveCount(0, {
    timeout: 6000,
  });
}

test('ending a block shows its summary: its time, today, the streak, a break and the next block', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const dashboard = new DashboardPage(page);
  const block = new FocusBlockPage(page);
  await signUp(page, newLearner('blockend'));
  const api = await FocusApi.inLearnerZone(page.request, baseURL ?? '');
  await api.createPlanWithTwoTodosToday(['수열의 극한', '급수']);
  await page.goto('/');

  await dashboard.focusButton().click();
  await expect(page).toHaveURL(/\/focus-block\/current$/);
  await expect(block.focusing()).toBeVisible();
  await expect.poll(() => block.focusSeconds(), { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
  await toastsGone(page);
  await themedScreenshots(page, shots, 'block-running');

  await block.endBlock().click();
  await expect(page).toHaveURL(/\/focus-block\/[0-9a-f-]{36}$/);
  const summary = new FocusBlockPage(page);
  await expect(page.getByRole('heading', { level: 2, name: /초 집중했어요$/ })).toBeVisible();
  await expect(page.getByText('시간 초과')).toHaveCount(0);
  expect(await summary.figureSeconds('이 블록 집중')).toBeGreaterThanOrEqual(3);
  await expect.poll(() => summary.figureSeconds('오늘 총 집중')).toBeGreaterThanOrEqual(3);
  await expect(summary.figure('연속 공부')).toHaveText(/^\d+일$/);
  // A few seconds earn no break: the next block is offered at once.
  await expect(page.getByRole('timer', { name: '남은 쉬는 시간' })).toHaveCount(0);
  await expect(page.getByText('‘1 수열의 극한’부터 시작해요.')).toBeVisible();
  await toastsGone(page);
  await themedScreenshots(page, shots, 'block-end-summary');
  await expectAccessible(page);

  // The server credits real seconds only: for the picture of a full block, its answer says 25 minutes.
  const blockUrl = `**/api/focus-blocks/${page.url().split('/').at(-1) ?? ''}`;
  await page.route(blockUrl, async (route) => {
    const answer = (await (await route.fetch()).json()) as Record<string, unknown>;
    await route.fulfill({ json: { ...answer, actualFocusSeconds: 25 * 60, actualFocusMinutes: 25 } });
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: '25분 집중했어요' })).toBeVisible();
  await expect(page.getByRole('timer', { name: '남은 쉬는 시간' })).toHaveText(/^0[45]:\d\d$/);
  await toastsGone(page);
  await themedScreenshots(page, shots, 'block-end-summary-break');
  await expectAccessible(page);
  await page.unroute(blockUrl);

  // The big button now leads back to the running focus, not to a "learning session".
  await page.getByRole('button', { name: '다음 블록 시작' }).click();
  await expect(page).toHaveURL(/\/focus-block\/current$/);
  await expect(block.focusing()).toContainText('수열의 극한');
  await page.goto('/');
  await page.getByRole('button', { name: '집중 화면으로 돌아가기' }).click();
  await expect(page).toHaveURL(/\/focus-block\/current$/);

  // The session: its figures explained in a line each, its time bar labelled.
  await page.goto('/focus-session/current');
  await expect(page.getByText('세션 동안 채울 집중 시간')).toBeVisible();
  await expect(page.getByText(/^\d+% 지났어요$/)).toBeVisible();
  await toastsGone(page);
  await themedScreenshots(page, shots, 'session-running');
});

test('a pause survives a reload: the paused to-do stays current and its frozen focus time is shown', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const block = new FocusBlockPage(page);
  await signUp(page, newLearner('pausereload'));
  const api = await FocusApi.inLearnerZone(page.request, baseURL ?? '');
  await api.createPlanWithTwoTodosToday(['수열의 극한', '급수']);
  const ids = await api.todayTodoIds();
  await api.startBlockNow([ids['수열의 극한'] ?? '', ids['급수'] ?? '']);
  await page.goto('/focus-block/current');

  // The second to-do, so a reload that fell back to the first open one would show.
  await block.todoRow('급수').getByRole('button', { name: '집중 시작' }).click();
  await expect(block.focusing()).toContainText('급수');
  await expect.poll(() => block.focusSeconds(), { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
  await page.getByRole('button', { name: '지금 할 일 일시 정지' }).click();
  await expect(block.paused()).toContainText('급수');
  const frozen = await block.ringFocusSeconds();
  expect(frozen).toBeGreaterThanOrEqual(3);
  await expect(page.getByText('내 집중 시간')).toBeVisible();
  await expect(block.timer()).toHaveText(/^블록 남은 시간 \d\d:\d\d$/);
  await toastsGone(page);
  await themedScreenshots(page, shots, 'block-paused');
  await expectAccessible(page);

  await page.reload();
  await expect(block.paused()).toContainText('급수');
  await expect(page.getByRole('button', { name: '지금 할 일 집중 시작' })).toHaveText('집중 시작');
  expect(await block.ringFocusSeconds()).toBe(frozen);
  // Frozen: the block's window runs on, the learner's own time does not.
  const windowBefore = await block.timer().textContent();
  await expect(block.timer()).not.toHaveText(windowBefore ?? '', { timeout: 5000 });
  expect(await block.ringFocusSeconds()).toBe(frozen);
});

test('offline, the focus screen sends nothing and says why once', async ({
  page,
  context,
  baseURL,
  consoleMessages,
}) => {
  const dashboard = new DashboardPage(page);
  const block = new FocusBlockPage(page);
  await signUp(page, newLearner('blockoffline'));
  await FocusApi.inLearnerZone(page.request, baseURL ?? '');
  await page.goto('/');
  await dashboard.focusButton().click();
  await expect(block.focusing()).toBeVisible();
  // Settled first (its late parts loaded), as a page is long before a learner's network drops.
  await themedScreenshots(page, shots, 'block-free-focus');
  await warmGlyphs(
    page,
    '오프라인이에요. 연결되면 다시 불러올게요. 그동안 완료·저장 같은 변경은 할 수 없어요.',
  );

  await context.setOffline(true);
  // One reason for the whole screen: the app's offline notice, which each held button points at.
  const reason = page.getByText('그동안 완료·저장 같은 변경은 할 수 없어요.');
  await expect(reason).toHaveCount(1);
  await expect(page.getByRole('button', { name: '자유 집중 일시 정지' })).toHaveAccessibleDescription(
    /그동안 완료·저장 같은 변경은 할 수 없어요/,
  );
  await expect(page.getByRole('button', { name: '자유 집중 일시 정지' })).toBeDisabled();
  await expect(block.endBlock()).toBeDisabled();
  await expect(page.getByText('일시 정지됨')).toHaveCount(0);
  await themedScreenshots(page, shots, 'block-offline');

  await context.setOffline(false);
  await expect(reason).toHaveCount(0);
  await expect(block.endBlock()).toBeEnabled();
  forgiveOfflineLines(consoleMessages);
});

/*
 * The block's minute passes while its server is away: started again on the same data with its clock a
 * minute on, the server finds the block's time up and the page, which keeps the server's clock, says so.
 */
test('a block whose time is up says so calmly, and its summary shows what was counted', async ({
  browser,
  contextOptions,
}) => {
  test.setTimeout(120_000);
  const ranOut = await learnerWhoseBlockRanOut(browser, contextOptions, {
    name: 'timeup',
    units: ['수열의 극한', '급수'],
    focused: '수열의 극한',
    beforeStop: async (before) => {
      await before.goto('/focus-block/current');
      await expect(new FocusBlockPage(before).focusing()).toBeVisible();
    },
  });
  try {
    const { page } = ranOut;
    await page.goto('/focus-block/current');
    await expect(page.getByText('이 블록은 여기까지예요')).toBeVisible();
    await expect(page.getByText(/초과/)).toHaveCount(0);
    await expect(page.getByText('기록한 집중 시간')).toBeVisible();
    await toastsGone(page);
    await themedScreenshots(page, shots, 'block-time-up');

    // The ring's own button; the one below the to-dos does the same.
    await page.getByRole('button', { name: '블록 종료' }).first().click();
    await expect(page).toHaveURL(/\/focus-block\/[0-9a-f-]{36}$/);
    await expect(page.getByText(/블록 시간이 끝나서, 그때까지 집중한 .+만 기록했어요\./)).toBeVisible();
    await toastsGone(page);
    await themedScreenshots(page, shots, 'block-end-summary-time-up');
    expect(ranOut.contextConsole, CONSOLE_RULE).toEqual([]);
  } finally {
    await ranOut.close();
  }
});

test('from 1024 px the timer stands beside its to-dos, and the summary beside its lists', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const block = new FocusBlockPage(page);
  await signUp(page, newLearner('blockwide'));
  const api = await FocusApi.inLearnerZone(page.request, baseURL ?? '');
  await api.createPlanWithTwoTodosToday(['수열의 극한', '급수']);
  await page.goto('/');

  await new DashboardPage(page).focusButton().click();
  await expect(page).toHaveURL(/\/focus-block\/current$/);
  const timer = await block.timer().boundingBox();
  const todos = await block.todoRow('수열의 극한').boundingBox();
  expect(timer && todos && timer.x + timer.width <= todos.x).toBe(true);
  // Both in the first screenful: no scrolling between the timer and what it is for.
  expect(todos && todos.y + todos.height <= 800).toBe(true);
  await expect.poll(() => block.focusSeconds(), { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
  await toastsGone(page);
  await themedScreenshots(page, shots, 'block-running-desktop');

  await block.endBlock().click();
  await expect(page.getByRole('heading', { level: 2, name: /집중했어요$/ })).toBeVisible();
  const summary = await page.getByRole('heading', { level: 2, name: /집중했어요$/ }).boundingBox();
  const logs = await page.getByRole('heading', { name: '집중 기록' }).boundingBox();
  expect(summary && logs && summary.x + summary.width <= logs.x).toBe(true);
  await toastsGone(page);
  await themedScreenshots(page, shots, 'block-end-summary-desktop');
});
