import type { DailyTodoGroup } from '@molip/domain/daily-todo';
import type { Locator, Page } from '@playwright/test';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, expectAccessible, inWebFont, test, themedScreenshots } from './fixtures';
import { FocusApi } from './focus-api';
import { DashboardPage } from './pages/dashboard-page';
import { TodayTodosSection } from './pages/today-todos-section';
import { signUp } from './sign-up';
import { newLearner } from './test-users';

/*
 * A learner's first evening on a 390×844 phone: nothing covers what they act on (toasts above the pinned
 * bar, never over an open sheet or the row just changed), a long press never presses the sheet it opens,
 * offline the changes are off with one reason, a to-do whose session ended is not "집중 중", and a
 * desktop-wide window puts the big button beside the list.
 */

const shotsDir = join(dirname(fileURLToPath(import.meta.url)), 'screenshots', 'first-evening');
const UNITS = ['수열의 극한', '급수', '지수함수', '로그함수', '삼각함수', '미분계수', '도함수', '적분'];

/** A book of eight units and a plan studying all of them today; the to-dos' ids in list order. */
async function planWithEightTodosToday(api: FocusApi): Promise<string[]> {
  const content = (await api.post('/learning-contents', {
    title: `첫날 저녁 교재 ${Date.now()}`,
    author: '몰입 출판',
    type: 'BOOK',
    category: '수학',
    contentUnits: UNITS.map((title) => ({ title })),
  })) as { id: string };
  const units = (await api.get(`/learning-contents/${content.id}/content-units`)) as { id: string }[];
  const { date } = await api.today();
  await api.post('/study-plans', {
    title: '미적분 첫날 계획',
    learningContentId: content.id,
    contentUnitIds: units.map((unit) => unit.id),
    startDate: date,
    restDays: [],
    studySpeed: UNITS.length,
    bufferDayInterval: 0,
  });
  return (await todayStatuses(api)).map((todo) => todo.id);
}

async function todayStatuses(api: FocusApi) {
  const groups = (await api.get('/daily-todos/today')) as DailyTodoGroup[];
  return groups.flatMap((group) => group.dailyTodoUnitResponses);
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, 'the element is laid out').not.toBeNull();
  return found ?? { x: 0, y: 0, width: 0, height: 0 };
}

/** Whether two boxes share any area on screen. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [first, second] = [await box(a), await box(b)];
  return (
    first.x < second.x + second.width &&
    second.x < first.x + first.width &&
    first.y < second.y + second.height &&
    second.y < first.y + first.height
  );
}

/** Once the sheet's slide-in (a CSS transition) has finished. */
async function settled(page: Page) {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  );
}

/** A finger held on one spot until the sheet opens, then lifted there (Chromium taps on a short hold). */
async function holdAndLift(page: Page, point: { x: number; y: number }, sheet: Locator) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await expect(sheet).toBeVisible();
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test.describe('the first evening', () => {
  test('toasts sit above the pinned bar, never over an open sheet or the row just changed', async ({
    page,
    baseURL,
    consoleMessages,
  }) => {
    const dashboard = new DashboardPage(page);
    const todos = new TodayTodosSection(page);
    await signUp(page, newLearner('evetoast'));
    const api = await FocusApi.inLearnerZone(page.request, baseURL ?? '');
    await planWithEightTodosToday(api);
    await page.goto('/');
    await dashboard.expectShown();
    const snackbar = page.getByTestId('snackbar');

    await test.step('completing and un-completing says so above the big button', async () => {
      await todos.row('1 수열의 극한').click();
      await expect(snackbar).toContainText('할 일을 완료했어요.');
      expect((await box(snackbar)).y + (await box(snackbar)).height).toBeLessThanOrEqual(
        (await box(dashboard.focusButton())).y,
      );
      await todos.row('1 수열의 극한').click();
      await expect(snackbar).toContainText('완료를 취소했어요.');
      await themedScreenshots(page, shotsDir, 'snackbar-above-bar');
    });

    await test.step('an open sheet is never covered: the snackbar waits unseen', async () => {
      await page.getByRole('button', { name: '2 작업 선택' }).click();
      const sheet = todos.sheet('2');
      await expect(sheet).toBeVisible();
      await expect(snackbar).toBeHidden();
      await themedScreenshots(page, shotsDir, 'sheet-open-no-toast');
      await sheet.getByRole('button', { name: '내일로 미루기' }).click();
      await expect(sheet).toBeHidden();
      await expect(snackbar).toContainText('내일로 미뤘어요.');
    });

    await test.step('an alert waits too while a sheet is open', async () => {
      await page.route('**/api/daily-todo-units/*/status', (route) =>
        route.fulfill({ status: 500, json: { success: false, message: '잠시 후 다시 시도해 주세요.' } }),
      );
      await todos.row('3 지수함수').click();
      const alert = page.getByRole('alert');
      await expect(alert).toBeVisible();
      await page.getByRole('button', { name: '4 작업 선택' }).click();
      await expect(todos.sheet('4')).toBeVisible();
      await expect(alert).toBeHidden();
      await page.keyboard.press('Escape');
      await expect(todos.sheet('4')).toBeHidden();
      await expect(alert).toBeVisible();
      await page.unroute('**/api/daily-todo-units/*/status');
      // The refused change the browser reports: the failure this step provoked.
      const refusal = consoleMessages.findIndex((line) => line.includes('500 (Internal Server Error)'));
      expect(refusal).toBeGreaterThanOrEqual(0);
      consoleMessages.splice(refusal, 1);
    });

    await test.step('skipping the last row keeps that row clear of the snackbar', async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const last = todos.row('8 적분');
      await expect(last).toBeInViewport();
      await page.getByRole('button', { name: '8 작업 선택' }).click();
      await todos.sheet('8').getByRole('button', { name: '건너뛰기' }).click();
      await expect(snackbar).toContainText('건너뛰었어요.');
      await expect(last).toContainText('건너뜀');
      await expect.poll(() => overlap(snackbar, last)).toBe(false);
      await expect(last).toBeInViewport();
      await themedScreenshots(page, shotsDir, 'skipped-row-in-sight');
    });
  });

  test('lifting the finger that opened the sheet presses none of its buttons', async ({ page, baseURL }) => {
    const dashboard = new DashboardPage(page);
    const todos = new TodayTodosSection(page);
    await signUp(page, newLearner('evepress'));
    const api = await FocusApi.inLearnerZone(page.request, baseURL ?? '');
    await planWithEightTodosToday(api);
    await page.goto('/');
    await dashboard.expectShown();

    // Where the sheet's first button comes to rest, so the hold can end exactly on it.
    await page.getByRole('button', { name: '5 작업 선택' }).click();
    await expect(todos.sheet('5')).toBeVisible();
    await settled(page);
    const target = await box(todos.sheet('5').getByRole('button', { name: '완료' }));
    await page.keyboard.press('Escape');
    await expect(todos.sheet('5')).toBeHidden();

    const row = todos.row('5 삼각함수');
    const rowBox = await box(row);
    const spot = { x: target.x + target.width / 2, y: target.y + target.height / 2 };
    await page.evaluate((by) => window.scrollBy(0, by), rowBox.y + rowBox.height / 2 - spot.y);
    const under = await box(row);
    expect(Math.abs(under.y + under.height / 2 - spot.y)).toBeLessThan(under.height / 2);

    await holdAndLift(page, { x: Math.min(spot.x, under.x + 60), y: spot.y }, todos.sheet('5'));
    await expect(todos.sheet('5')).toBeVisible();
    await expect(page.getByTestId('snackbar')).toBeHidden();
    expect((await todayStatuses(api)).map((todo) => todo.status)).toEqual(UNITS.map(() => 'PENDING'));

    // A tap of its own on the sheet does choose.
    await todos.sheet('5').getByRole('button', { name: '완료' }).tap();
    await expect(todos.sheet('5')).toBeHidden();
    await expect(row).toHaveAttribute('aria-checked', 'true');
  });

  test('offline, changes are off with one reason and nothing pretends to succeed', async ({
    page,
    context,
    baseURL,
  }) => {
    const dashboard = new DashboardPage(page);
    const todos = new TodayTodosSection(page);
    await signUp(page, newLearner('eveoffline'));
    const api = await FocusApi.inLearnerZone(page.request, baseURL ?? '');
    await planWithEightTodosToday(api);
    await page.goto('/');
    await dashboard.expectShown();
    // The service worker (blocked in these runs) keeps the app's files offline; here the page has them first.
    await inWebFont(page);
    await page.getByRole('button', { name: '1 작업 선택' }).click();
    await expect(todos.sheet('1')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(todos.sheet('1')).toBeHidden();

    await context.setOffline(true);
    await expect(page.getByText('그동안 완료·저장 같은 변경은 할 수 없어요.')).toBeVisible();
    const row = todos.row('1 수열의 극한');
    await expect(row).toHaveAttribute('aria-disabled', 'true');
    await expect(row).toHaveAccessibleDescription(/그동안 완료·저장 같은 변경은 할 수 없어요/);
    // Pressed anyway (it is only marked off): nothing is sent, nothing shows as done.
    // In the middle of the screen, clear of the pinned bar the list scrolls under.
    await row.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await row.click({ force: true });
    await expect(row).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByTestId('snackbar')).toBeHidden();
    await themedScreenshots(page, shotsDir, 'offline-dashboard');
    await expectAccessible(page);

    await page.getByRole('button', { name: '1 작업 선택' }).click();
    const sheet = todos.sheet('1');
    await expect(sheet.getByText('오프라인이라 지금은 할 수 없어요.')).toBeVisible();
    for (const name of ['완료', '내일로 미루기', '건너뛰기'])
      await expect(sheet.getByRole('button', { name })).toBeDisabled();
    await themedScreenshots(page, shotsDir, 'offline-sheet');
    await page.keyboard.press('Escape');

    await context.setOffline(false);
    await expect(page.getByText('그동안 완료·저장 같은 변경은 할 수 없어요.')).toBeHidden();
    expect((await todayStatuses(api)).map((todo) => todo.status)).toEqual(UNITS.map(() => 'PENDING'));
    await row.click();
    await expect(page.getByTestId('snackbar')).toContainText('할 일을 완료했어요.');
  });

  test('a to-do whose session ended no longer reads 집중 중', async ({ page, baseURL }) => {
    const dashboard = new DashboardPage(page);
    const todos = new TodayTodosSection(page);
    await signUp(page, newLearner('eveended'));
    const api = await FocusApi.inLearnerZone(page.request, baseURL ?? '');
    const [first] = await planWithEightTodosToday(api);
    await api.startBlockNow([first ?? '']);
    await api.post('/focus-logs/start', { dailyTodoUnitId: first });
    await page.goto('/');
    await expect(todos.row('1 수열의 극한')).toHaveAccessibleDescription(/집중 중/);

    // Ended elsewhere (another tab, or its planned end): this page is opened afresh afterwards.
    await page.goto('about:blank');
    await api.patch('/focus-sessions/end');
    await page.goto('/');
    await dashboard.expectShown();
    await expect(todos.row('1 수열의 극한')).not.toHaveAccessibleDescription(/집중 중|일시 정지/);
    expect((await todayStatuses(api))[0]?.status).toBe('PENDING');
  });

  test('a desktop-wide window puts the big button and plans beside the to-dos', async ({ page, baseURL }) => {
    const dashboard = new DashboardPage(page);
    await signUp(page, newLearner('evedesk'));
    const api = await FocusApi.inLearnerZone(page.request, baseURL ?? '');
    await planWithEightTodosToday(api);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await dashboard.expectShown();
    const list = page.getByRole('list', { name: '미적분 첫날 계획 할 일' });
    const button = await box(dashboard.focusButton());
    const listBox = await box(list);
    expect(button.x + button.width).toBeLessThan(listBox.x);
    expect(listBox.width).toBeGreaterThan(500);
    // The pinned bar holds only the tab bar now: the list's last row scrolls clear of it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByRole('checkbox', { name: '8 적분' })).toBeInViewport();
    expect(await overlap(page.getByRole('checkbox', { name: '8 적분' }), dashboard.tabBar())).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 0));
    await themedScreenshots(page, shotsDir, 'desktop-dashboard');
    await expectAccessible(page);
  });
});
