import type { Page } from '@playwright/test';
import { clockInZone } from '@molip/domain/zoned-time';
import { expect, expectAccessible as expectAccessibleNow, screenshot, test } from './fixtures';
import { FocusApi } from './focus-api';
import { DashboardPage } from './pages/dashboard-page';
import {
  BlockCreatePages,
  FocusBlockPage,
  FocusSessionCreatePage,
  FocusSessionPage,
} from './pages/focus-pages';
import { signUp } from './sign-up';
import { newLearner } from './test-users';

/*
 * Time in this journey. The server measures focus with its own clock and ignores any minutes a client
 * sends, so Playwright's clock cannot make the server credit 25 simulated minutes. The journey therefore
 * focuses for a short real interval (just over a minute, so the to-do and the dashboard show "1분"), and
 * checks the restored timer against the server's own `serverTime` and log start. The page clock
 * (`page.clock.install` / `fastForward`) is used only where the browser alone decides: the session's
 * time alerts at 5 and 1 minutes left and the automatic end once the planned end has passed.
 */

/** Waits until the toasts are gone, so screenshots show the page and axe never sees a toast mid-fade. */
async function toastsGone(page: Page): Promise<void> {
  await expect(page.getByRole('region', { name: '알림' }).locator('.animate-rise-in')).toHaveCount(0, {
    timeout: 6000,
  });
}

async function expectAccessible(page: Page): Promise<void> {
  await toastsGone(page);
  await expectAccessibleNow(page);
}

async function pageShot(page: Page, name: string, fullPage = false): Promise<void> {
  await toastsGone(page);
  await screenshot(page, name, fullPage);
}

const UNIT_A = '함수의 극한';
const UNIT_B = '미분계수';

type CurrentBlock = {
  serverTime: string;
  focusLogs: { startTime: string; endTime: string | null }[];
};

type SessionDetail = { id: string; actualFocusSeconds: number; serverTime: string };

test('a learner runs a focus session: block with two to-dos, focus, reload, switch, complete, end', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const learner = newLearner('focus');
  const dashboard = new DashboardPage(page);
  const createSession = new FocusSessionCreatePage(page);
  const session = new FocusSessionPage(page);
  const blockCreate = new BlockCreatePages(page);
  const block = new FocusBlockPage(page);
  let api: FocusApi;

  await test.step('sign in and get a plan with two to-dos today', async () => {
    await signUp(page, learner);
    api = await FocusApi.inLearnerZone(page.request, baseURL ?? '');
    await api.createPlanWithTwoTodosToday([UNIT_A, UNIT_B]);
    await page.reload();
    await dashboard.expectShown();
    await screenshot(page, 'focus-01-dashboard');
  });

  await test.step('create a session: defaults, validation and the expected duration', async () => {
    await dashboard.setUpByHand().click();
    await expect(page).toHaveURL(/\/focus-session\/create$/);
    await createSession.expectShown();
    await expect(createSession.focusTime()).toHaveValue('60');
    await expect(createSession.sessionType()).toHaveValue('집중 학습');
    await expect(page.getByText('예상 소요 시간 2시간')).toBeVisible();
    await createSession.focusTime().fill('0');
    await expect(page.getByText('집중 시간은 0분보다 길어야 해요.')).toBeVisible();
    await createSession.focusTime().fill('500');
    await expect(page.getByText('집중 시간은 전체 시간보다 길 수 없어요.')).toBeVisible();
    await screenshot(page, 'focus-02-session-create-invalid');
    await createSession.focusTime().fill('60');
    await screenshot(page, 'focus-03-session-create');
    await expectAccessible(page);
    await createSession.submit().click();
    await expect(page).toHaveURL(/\/focus-session\/current$/);
    await session.expectActive();
    await expect(page.getByText('아직 집중 블록이 없어요')).toBeVisible();
    await pageShot(page, 'focus-04-session-current');
    await expectAccessible(page);
  });

  await test.step('create a block: step 1 time with the session limit, step 2 two to-dos', async () => {
    await session.newBlock().click();
    await expect(page).toHaveURL(/\/focus-block\/create\/time-period-select$/);
    await expect(blockCreate.focusMinutes()).toHaveValue('40');
    await blockCreate.focusMinutes().fill('500');
    await expect(
      page.getByRole('alert').filter({ hasText: /끝날 예정이라 집중 시간은 최대 \d+분/ }),
    ).toBeVisible();
    await expect(blockCreate.next()).toBeDisabled();
    await screenshot(page, 'focus-05-block-time-limit');
    await blockCreate.reset().click();
    await expect(blockCreate.focusMinutes()).toHaveValue('40');
    await expect(blockCreate.next()).toBeEnabled();
    await screenshot(page, 'focus-06-block-time');
    await expectAccessible(page);
    const startTime = await blockCreate.startTime().inputValue();
    await blockCreate.next().click();
    await expect(page).toHaveURL(/\/focus-block\/create\/todo-select$/);
    await expect(blockCreate.start()).toBeDisabled();
    await blockCreate.todo(new RegExp(UNIT_A)).click();
    await blockCreate.todo(new RegExp(UNIT_B)).click();
    await expect(page.getByText('2개 선택됨')).toBeVisible();
    await screenshot(page, 'focus-07-block-todos');
    await expectAccessible(page);
    // The draft lives in session storage: a reload on step 2 keeps the time and both ticks.
    await page.reload();
    await expect(page).toHaveURL(/\/focus-block\/create\/todo-select$/);
    await expect(page.getByText(`${startTime}부터 40분`)).toBeVisible();
    await expect(blockCreate.todo(new RegExp(UNIT_A))).toBeChecked();
    await expect(blockCreate.todo(new RegExp(UNIT_B))).toBeChecked();
    await expect(page.getByText('2개 선택됨')).toBeVisible();
    await expect(blockCreate.start()).toBeEnabled();
    await screenshot(page, 'focus-07-block-todos-after-reload');
    await blockCreate.start().click();
    await expect(page).toHaveURL(/\/focus-block\/current$/);
    await expect(block.timer()).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '미적분 집중 계획' })).toBeVisible();
    await screenshot(page, 'focus-08-block-current');
    await expectAccessible(page);
  });

  await test.step('focus on the first to-do; a reload restores the running timer from the server', async () => {
    await block.todoRow(UNIT_A).getByRole('button', { name: '집중 시작' }).click();
    await expect(block.focusing()).toContainText(UNIT_A);
    await expect(page).toHaveTitle(/남음 · 집중 블록/);
    await expect.poll(() => block.focusSeconds()).toBeGreaterThanOrEqual(5);
    await page.reload();
    // Restored within 1 s: the running log comes back and its time matches the server's measurement.
    await expect(block.focusing()).toContainText(UNIT_A, { timeout: 1000 });
    const current = (await api.get('/focus-blocks/current')) as CurrentBlock;
    const open = current.focusLogs.find((log) => log.endTime === null);
    expect(open).toBeDefined();
    const serverSeconds = (Date.parse(current.serverTime) - Date.parse(open?.startTime ?? '')) / 1000;
    expect(Math.abs((await block.focusSeconds()) - serverSeconds)).toBeLessThanOrEqual(1.5);
    await screenshot(page, 'focus-09-block-focusing');
  });

  await test.step('the session pages show the focus time growing live while focusing', async () => {
    await page.goto('/focus-session/current');
    await session.expectActive();
    // The open log's time since the session answer is added every second, without a refetch.
    const shown = await session.focusSeconds();
    const answer = (await api.get('/focus-sessions/detail?current=true')) as SessionDetail;
    expect(Math.abs(shown - answer.actualFocusSeconds)).toBeLessThanOrEqual(2);
    await expect.poll(() => session.focusSeconds(), { timeout: 5000 }).toBeGreaterThanOrEqual(shown + 2);
    await expect(session.blocks()).toContainText(/진행 중.*집중 \d+초/);
    await pageShot(page, 'focus-09-session-focusing');
    await expectAccessible(page);

    await page.goto(`/focus-session/${answer.id}`);
    await expect(page.getByRole('heading', { level: 1, name: '집중 세션' })).toBeVisible();
    const detailShown = await session.focusSeconds();
    await expect
      .poll(() => session.focusSeconds(), { timeout: 5000 })
      .toBeGreaterThanOrEqual(detailShown + 2);

    await session.blocks().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/focus-block\/current$/);
    await expect(block.focusing()).toContainText(UNIT_A);
  });

  await test.step('after real focus, switch to the second to-do; the first keeps its seconds', async () => {
    // At least ten seconds by the server's clock, so the credit shows as two-digit seconds.
    await expect
      .poll(() => block.focusSeconds(), { timeout: 30_000, intervals: [1000] })
      .toBeGreaterThanOrEqual(12);
    await block.todoRow(UNIT_B).getByRole('button', { name: '이 할 일로 전환' }).click();
    await expect(block.focusing()).toContainText(UNIT_B);
    await expect(block.todoRow(UNIT_A)).toContainText(/누적 \d{2}초/);
    await screenshot(page, 'focus-10-block-switched');
  });

  await test.step('complete both to-dos, then end the block', async () => {
    await block.todoRow(UNIT_B).getByRole('button', { name: '완료' }).click();
    await expect(block.todoRow(UNIT_B)).toContainText('완료');
    await expect(block.completion()).toContainText('50%');
    await block.todoRow(UNIT_A).getByRole('button', { name: '완료' }).click();
    await expect(block.completion()).toContainText('100%');
    await expect(block.todoRow(UNIT_A)).toContainText(/누적 \d{2}초/);
    await pageShot(page, 'focus-11-block-completed-todos');
    await block.endBlock().click();
    await expect(page).toHaveURL(/\/focus-block\/[0-9a-f-]{36}$/);
    await expect(page.getByText('할 일 2개를 끝냈어요.')).toBeVisible();
    await page.getByRole('button', { name: '세션으로 돌아가기' }).click();
    await expect(session.blocks().getByText('완료', { exact: true })).toBeVisible();
    await pageShot(page, 'focus-12-session-with-block');
  });

  await test.step('the finished block keeps its record', async () => {
    await session.blocks().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/focus-block\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: '집중 블록 기록' })).toBeVisible();
    await expect(page.getByRole('list', { name: '집중 기록' })).toContainText(UNIT_A);
    await pageShot(page, 'focus-13-block-detail', true);
    await expectAccessible(page);
    await page.goBack();
  });

  await test.step('end the session', async () => {
    await session.endSession().click();
    await expect(session.confirmDialog()).toBeVisible();
    await screenshot(page, 'focus-14-session-end-confirm');
    await session.confirmDialog().getByRole('button', { name: '종료', exact: true }).click();
    await expect(page).toHaveURL(/\/focus-session\/[0-9a-f-]{36}$/);
    await expect(page.getByText('종료됨')).toBeVisible();
    await pageShot(page, 'focus-15-session-ended');
    await expectAccessible(page);
  });

  await test.step('the focus time shows on the dashboard, and the button offers a new session', async () => {
    await page.goto('/');
    await expect(dashboard.focusButton()).toBeVisible();
    await expect(page.locator('#today-todos-heading').locator('xpath=ancestor::section[1]')).toContainText(
      /\d{2}초/,
    );
    await pageShot(page, 'focus-16-dashboard-after');
  });

  await test.step('time alerts at 5 and 1 minutes left, then the automatic end with its modal', async () => {
    // A 7-minute session; the page's clock then jumps to each alert while the server keeps real time.
    const { timeZone } = await api.today();
    const clock = (offsetMinutes: number) =>
      clockInZone(new Date(Date.now() + offsetMinutes * 60_000), timeZone);
    const created = (await api.post('/focus-sessions', {
      startTime: clock(0),
      endTime: clock(7),
      focusTime: 5,
      sessionType: '짧은 집중',
    })) as { endTime: string; serverTime: string };
    await page.clock.install();
    await page.goto('/focus-session/current');
    await session.expectActive();
    const remainingMs = Date.parse(created.endTime) - Date.parse(created.serverTime);
    await page.waitForLoadState('networkidle');
    await page.clock.fastForward(remainingMs - 5 * 60_000 + 2000);
    await expect(session.timeAlert('5분 남았어요')).toBeVisible();
    await screenshot(page, 'focus-17-time-alert-5');
    await page.clock.fastForward(4 * 60_000);
    await expect(session.timeAlert('1분 남았어요')).toBeVisible();
    await page.clock.fastForward(62_000);
    await expect(session.timeAlert('세션 시간이 지났어요')).toBeVisible();
    await expect(session.autoEndDialog()).toBeVisible();
    await expect(page).toHaveURL(/\/focus-session\/[0-9a-f-]{36}$/);
    await screenshot(page, 'focus-18-auto-end');
    await session.autoEndDialog().getByRole('button', { name: '확인' }).click();
    await expect(page.getByText('종료됨')).toBeVisible();
    const status = (await api.get('/focus-sessions/status')) as { hasActive: boolean };
    expect(status.hasActive).toBe(false);
  });
});
