import type { Page } from '@playwright/test';
import { docsScreenshots, expect, test } from './fixtures';
import { FocusApi } from './focus-api';
import { DashboardPage } from './pages/dashboard-page';
import { FocusBlockPage } from './pages/focus-pages';
import { signUp } from './sign-up';
import { newLearner } from './test-users';

/*
 * From the dashboard to a running timer in one tap, against the real server. The server measures focus
 * with its own clock, so the journey focuses for a real quarter minute and then checks that no screen calls
 * it "0분". The page's visibility is switched by an init script (a headless page is always visible), and
 * `Notification` is wrapped so the journey can read which system notifications the app showed.
 */

type Recorded = { title: string; body: string | undefined };
declare global {
  interface Window {
    __notifications: Recorded[];
    __setHidden: (hidden: boolean) => void;
  }
}

const UNIT_A = '수열의 극한';
const UNIT_B = '급수';

type CurrentBlock = {
  plannedDurationMinutes: number;
  focusLogs: { dailyTodoUnitTitle: string; endTime: string | null }[];
};

/** Text that says "0분" for a figure (not "40분"): what a focus under a minute must never read as. */
const ZERO_MINUTES = /(^|[^0-9])0분/;

async function expectNoZeroMinutes(page: Page): Promise<void> {
  await expect.poll(async () => ZERO_MINUTES.test(await page.locator('main').innerText())).toBe(false);
}

/** Waits until the toasts are gone, so screenshots show the page. */
async function toastsGone(page: Page): Promise<void> {
  await expect(page.getByRole('region', { name: '알림' }).locator('.animate-rise-in')).toHaveCount(0, {
    timeout: 8000,
  });
}

test('a learner starts focusing on a to-do in one tap, is told when time is up in another tab, and sees seconds', async ({
  page,
  context,
  baseURL,
  consoleMessages,
}) => {
  test.setTimeout(180_000);
  await context.addInitScript(() => {
    window.__notifications = [];
    const Real = window.Notification;
    const Recording = function (title: string, options?: NotificationOptions) {
      window.__notifications.push({ title, body: options?.body });
      return { close: () => undefined, onclick: null };
    };
    Object.defineProperty(Recording, 'permission', { get: () => Real.permission });
    Object.assign(Recording, { requestPermission: () => Real.requestPermission() });
    Object.defineProperty(window, 'Notification', { value: Recording, configurable: true, writable: true });
    let hidden = false;
    Object.defineProperty(document, 'visibilityState', { get: () => (hidden ? 'hidden' : 'visible') });
    Object.defineProperty(document, 'hidden', { get: () => hidden });
    window.__setHidden = (value: boolean) => {
      hidden = value;
      document.dispatchEvent(new Event('visibilitychange'));
    };
  });
  const learner = newLearner('quick');
  const dashboard = new DashboardPage(page);
  const block = new FocusBlockPage(page);
  let api: FocusApi;

  await test.step('sign in with two to-dos today', async () => {
    await signUp(page, learner);
    api = await FocusApi.inLearnerZone(page.request, baseURL ?? '');
    await api.createPlanWithTwoTodosToday([UNIT_A, UNIT_B]);
    await page.reload();
    await dashboard.expectShown();
    await expect(page.getByRole('button', { name: /집중 시작$/ })).toHaveCount(2);
    await docsScreenshots(page, 'quick-start-dashboard');
  });

  await test.step('one tap: a session, a 40-minute block and an open focus log', async () => {
    await page.getByRole('button', { name: '1 집중 시작', exact: true }).click();
    await expect(page).toHaveURL(/\/focus-block\/current$/);
    await expect(block.timer()).toBeVisible();
    await expect(page.getByRole('timer')).toHaveCount(1);
    const current = (await api.get('/focus-blocks/current')) as CurrentBlock;
    expect(current.plannedDurationMinutes).toBe(40);
    expect(current.focusLogs).toEqual([
      expect.objectContaining({ dailyTodoUnitTitle: UNIT_A, endTime: null }),
    ]);
    // The ring's line; the to-do's row says 집중 중 too.
    await expect(block.focusing()).toBeVisible();
    // Efficiency means nothing in the first seconds: a neutral line says when it will show.
    await expect(page.getByText('집중 효율', { exact: true })).toHaveCount(0);
    await expect(page.getByText('집중 효율은 5분 이상 집중하면 보여 드려요.')).toBeVisible();
  });

  await test.step('the permission is asked on the block, with the reason', async () => {
    await expect(page.getByRole('heading', { name: '다른 앱을 보고 있어도 알려 드릴까요?' })).toBeVisible();
    await toastsGone(page);
    await docsScreenshots(page, 'quick-start-focus-block');
    await context.grantPermissions(['notifications']);
    await page.getByRole('button', { name: '괜찮아요' }).click();
    await expect(page.getByRole('button', { name: '알림 받기' })).toHaveCount(0);
    // Below the ring: the block's figures, the chime and the next block's length.
    await page.getByRole('radio', { name: '40분' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('radio', { name: '40분' })).toBeChecked();
    await docsScreenshots(page, 'quick-start-focus-details');
    await page.evaluate(() => window.scrollTo(0, 0));
  });

  await test.step('a distraction-free full-screen view', async () => {
    await page.getByRole('button', { name: '전체 화면', exact: true }).click();
    await expect(page.getByRole('button', { name: '전체 화면 끝내기' })).toBeVisible();
    await expect(page.getByRole('button', { name: '블록 종료' })).toHaveCount(0);
    await docsScreenshots(page, 'quick-start-focus-fullscreen');
    await page.getByRole('button', { name: '전체 화면 끝내기' }).click();
    await expect(page.getByRole('button', { name: '블록 종료' })).toBeVisible();
  });

  await test.step('focus for 15 seconds, complete it, and nowhere reads 0분', async () => {
    await expect
      .poll(() => block.focusSeconds(), { timeout: 30_000, intervals: [1000] })
      .toBeGreaterThanOrEqual(15);
    await page.getByRole('button', { name: '지금 할 일 완료' }).click();
    await expect(block.todoRow(UNIT_A)).toContainText('완료');
    await expect(block.focusTime()).toHaveText(/^\d{2}초$/);
    await expect(block.completion()).toContainText('100%');
    await expectNoZeroMinutes(page);
    await toastsGone(page);
    await docsScreenshots(page, 'quick-start-focus-completed');
    await block.endBlock().click();
    // Finishing a block opens its own summary: a burst, what happened, today's figures and the break.
    await expect(page).toHaveURL(/\/focus-block\/[0-9a-f-]+$/);
    await expect(page.getByRole('heading', { level: 2, name: /^\d{2}초 집중했어요$/ })).toBeVisible();
    await expect(page.getByText('할 일 1개를 끝냈어요.')).toBeVisible();
    await expect(block.figure('오늘 총 집중')).toHaveText(/^\d{2}초$/);
    await expect(block.figure('연속 공부')).toHaveText('1일');
    await expect(page.getByTestId('celebration-burst')).toHaveCount(1);
    await docsScreenshots(page, 'focus-block-done');
    await page.getByRole('button', { name: '세션으로 돌아가기' }).click();
    await expect(page.getByRole('list', { name: '집중 블록 목록' })).toContainText(/집중 \d{2}초/);
    await expectNoZeroMinutes(page);
    await toastsGone(page);
    await docsScreenshots(page, 'quick-start-session');
    await page.getByRole('list', { name: '집중 블록 목록' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/focus-block\/[0-9a-f-]+$/);
    await expect(block.figure('이 블록 집중')).toHaveText(/^\d{2}초/);
    await expect(page.getByRole('list', { name: '집중 기록' })).toContainText(/\d{2}초/);
    await expectNoZeroMinutes(page);
    await docsScreenshots(page, 'quick-start-ended-block');
    await page.goto('/dashboard');
    // The session runs on with no block: the big button starts the next to-do in it.
    await expect(dashboard.focusButton()).toHaveText(`‘2 ${UNIT_B}’ 집중하기`);
    // The big number shows the seconds of a focus under a minute, not 0:00.
    await expect(page.getByTestId('today-study-time')).toHaveText(/^\d{2}초$/);
    await expectNoZeroMinutes(page);
    await docsScreenshots(page, 'dashboard-seconds');
  });

  await test.step('a session that is not there says so and leads home, without a retry', async () => {
    await page.goto('/focus-session/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('끝났거나 없는 집중 세션이에요')).toBeVisible();
    await expect(page.getByRole('button', { name: '다시 시도' })).toHaveCount(0);
    await docsScreenshots(page, 'focus-session-missing');
    // The browser reports the 404 this step asks for; that one line is expected, nothing else is.
    const missing = consoleMessages.findIndex((line) => line.includes('404 (Not Found)'));
    expect(missing).toBeGreaterThanOrEqual(0);
    consoleMessages.splice(missing, 1);
    await page.getByRole('link', { name: '홈으로' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  await test.step('in another tab, the block’s alert arrives as a system notification', async () => {
    // A 5-minute block is inside its last five minutes from the start.
    await page.evaluate(() =>
      localStorage.setItem(
        'molip-focus-preferences',
        JSON.stringify({ state: { blockMinutes: 5, endSound: true, notificationsAsked: true }, version: 0 }),
      ),
    );
    await page.reload();
    await expect(page.getByRole('button', { name: '2 집중 시작', exact: true })).toBeVisible();
    await page.evaluate(() => window.__setHidden(true));
    await page.getByRole('button', { name: '2 집중 시작', exact: true }).click();
    await expect(page).toHaveURL(/\/focus-block\/current$/);
    await expect
      .poll(() => page.evaluate(() => window.__notifications))
      .toEqual([{ title: '몰입', body: '집중 블록이 5분 남았어요.' }]);
    await page.evaluate(() => window.__setHidden(false));
    const current = (await api.get('/focus-blocks/current')) as CurrentBlock;
    expect(current.plannedDurationMinutes).toBe(5);
    expect(current.focusLogs.at(-1)).toMatchObject({ dailyTodoUnitTitle: UNIT_B, endTime: null });
  });

  await test.step('a block that ends while the tab is hidden asks 아직 공부하고 있나요? on return', async () => {
    // Only the page's clock moves: the alerts and the question are the browser's alone.
    await page.clock.install();
    await page.reload();
    await expect(block.timer()).toBeVisible();
    await page.evaluate(() => window.__setHidden(true));
    await page.clock.fastForward('04:30');
    await page.clock.fastForward('01:30');
    await expect
      .poll(() => page.evaluate(() => window.__notifications.map((entry) => entry.body)))
      .toEqual(['집중 블록이 1분 남았어요.', '계획한 블록 시간이 끝났어요. 여기까지의 집중을 기록했어요.']);
    await page.evaluate(() => window.__setHidden(false));
    const question = page.getByRole('dialog', { name: '아직 공부하고 있나요?' });
    await expect(question).toBeVisible();
    await docsScreenshots(page, 'quick-start-still-studying');
    await question.getByRole('button', { name: '블록 종료' }).click();
    await expect(page).toHaveURL(/\/focus-block\/[0-9a-f-]+$/);
  });
});
