import type { Page } from '@playwright/test';
import { clockInZone } from '@molip/domain/zoned-time';
import { join } from 'node:path';
import { expect, test, themedScreenshots, warmGlyphs } from './fixtures';
import { FocusApi } from './focus-api';
import { forgiveOfflineLines } from './offline-lines';
import { DashboardPage } from './pages/dashboard-page';
import { BlockCreatePages, FocusBlockPage } from './pages/focus-pages';
import { signUp } from './sign-up';
import { newLearner } from './test-users';

/*
 * The loop after the first block at 390×844: a block whose to-do is done carries on with today's next one in
 * one tap, and whatever runs — a block, a session with none, nothing — the dashboard's big button is one tap
 * from a running timer, offline too when a block runs.
 */

const UNIT_A = '수열의 극한';
const UNIT_B = '급수';

type CurrentBlock = {
  id: string;
  sessionId: string;
  plannedDurationMinutes: number;
  plannedDailyTodoUnits: { dailyTodoUnits: { title: string; status: string }[] }[];
  focusLogs: { dailyTodoUnitTitle: string; endTime: string | null }[];
};
type SessionStatus = { hasActive: boolean; id: string | null };

const shots = () => join(test.info().outputDir, 'shots');

/** Waits until the toasts are gone, so a screenshot shows the page itself. */
async function toastsGone(page: Page): Promise<void> {
  await expect(page.getByRole('region', { name: '알림' }).locator('.animate-rise-in')).toHaveCount(0, {
    timeout: 8000,
  });
}

test('a block whose to-do is done goes on to the next one of today in one tap, then offers free focus', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const block = new FocusBlockPage(page);
  await signUp(page, newLearner('carryon'));
  const api = await FocusApi.inLearnerZone(page.request, baseURL ?? '');
  await api.createPlanWithTwoTodosToday([UNIT_A, UNIT_B]);
  const ids = await api.todayTodoIds();
  // A block planned with the first to-do only, focusing on it.
  await api.startBlockNow([ids[UNIT_A] ?? '']);
  await api.post('/focus-logs/start', { dailyTodoUnitId: ids[UNIT_A] });
  await page.goto('/focus-block/current');
  await expect(block.focusing()).toContainText(UNIT_A);
  const started = (await api.get('/focus-blocks/current')) as CurrentBlock;

  await block.todoRow(UNIT_A).getByRole('button', { name: /완료$/ }).click();
  // Today still has a to-do: the block offers it, not "모든 할 일을 마쳤어요".
  await expect(block.stage().getByText('다음 할 일', { exact: true })).toBeVisible();
  await expect(block.stage()).toContainText(`2${UNIT_B}`);
  await expect(block.stage().getByText('모든 할 일을 마쳤어요')).toHaveCount(0);
  await toastsGone(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await themedScreenshots(page, shots(), 'block-next-todo');
  await page.setViewportSize({ width: 1280, height: 800 });
  await themedScreenshots(page, shots(), 'block-next-todo-desktop');
  await page.setViewportSize({ width: 390, height: 844 });

  await block
    .stage()
    .getByRole('button', { name: `2 ${UNIT_B} 집중 시작` })
    .click();
  await expect(block.focusing()).toContainText(UNIT_B);
  await expect(page).toHaveURL(/\/focus-block\/current$/);
  const carriedOn = (await api.get('/focus-blocks/current')) as CurrentBlock;
  expect(carriedOn.id).toBe(started.id);
  expect(
    carriedOn.plannedDailyTodoUnits.flatMap((plan) => plan.dailyTodoUnits.map((todo) => todo.title)),
  ).toEqual([UNIT_A, UNIT_B]);
  expect(carriedOn.focusLogs.filter((log) => log.endTime === null)).toEqual([
    expect.objectContaining({ dailyTodoUnitTitle: UNIT_B }),
  ]);

  // Nothing left today: now, and only now, all is done — the rest of the block is free focus or its end.
  await block.todoRow(UNIT_B).getByRole('button', { name: /완료$/ }).click();
  await expect(block.stage().getByText('모든 할 일을 마쳤어요')).toBeVisible();
  await expect(block.stage().getByRole('button', { name: '블록 종료' })).toBeVisible();
  await toastsGone(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await themedScreenshots(page, shots(), 'block-all-done');
  await block.stage().getByRole('button', { name: '자유롭게 집중하기' }).click();
  await expect(block.focusing()).toContainText('자유 집중');
  const free = (await api.get('/focus-blocks/current')) as CurrentBlock;
  expect(free.id).toBe(started.id);
});

test('after a block ends, the big button gives a running timer in one tap, in the same session', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const dashboard = new DashboardPage(page);
  const block = new FocusBlockPage(page);
  await signUp(page, newLearner('afterblock'));
  const api = await FocusApi.inLearnerZone(page.request, baseURL ?? '');
  await api.createPlanWithTwoTodosToday([UNIT_A, UNIT_B]);
  await page.goto('/');

  await dashboard.focusButton().click();
  await expect(block.focusing()).toContainText(UNIT_A);
  const session = (await api.get('/focus-sessions/status')) as SessionStatus;
  await block.endBlock().click();
  await expect(page).toHaveURL(/\/focus-block\/[0-9a-f-]{36}$/);

  await page.goto('/');
  // A session with no block: the big button starts the next to-do in it, never a screen without a timer.
  await expect(dashboard.focusButton()).toHaveText(`‘1 ${UNIT_A}’ 집중하기`);
  await toastsGone(page);
  await themedScreenshots(page, shots(), 'big-button-after-block');
  await dashboard.focusButton().click();
  await expect(page).toHaveURL(/\/focus-block\/current$/);
  await expect(block.focusing()).toContainText(UNIT_A);
  const current = (await api.get('/focus-blocks/current')) as CurrentBlock;
  expect(current.sessionId).toBe(session.id);

  // A running block: the big button goes back to its timer.
  await page.goto('/');
  await page.getByRole('button', { name: '집중 화면으로 돌아가기' }).click();
  await expect(page).toHaveURL(/\/focus-block\/current$/);
  await expect(block.focusing()).toContainText(UNIT_A);
});

test('a session with little time left: the big button starts a block that fits it, and the form opens valid', async ({
  page,
  baseURL,
}) => {
  const dashboard = new DashboardPage(page);
  const block = new FocusBlockPage(page);
  const blockCreate = new BlockCreatePages(page);
  await signUp(page, newLearner('shortsession'));
  const api = await FocusApi.inLearnerZone(page.request, baseURL ?? '');
  await api.createPlanWithTwoTodosToday([UNIT_A, UNIT_B]);
  const { timeZone } = await api.today();
  const now = new Date();
  await api.post('/focus-sessions', {
    startTime: clockInZone(now, timeZone),
    endTime: clockInZone(new Date(now.getTime() + 32 * 60_000), timeZone),
    focusTime: 30,
  });

  // Setting a block up by hand opens with a length the session allows (not the usual 40 against 32).
  await page.goto('/focus-block/create/time-period-select');
  await expect(blockCreate.focusMinutes()).toHaveValue(/^(31|32)$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(blockCreate.next()).toBeEnabled();
  await themedScreenshots(page, shots(), 'block-time-fits-session');

  await page.goto('/');
  await dashboard.focusButton().click();
  await expect(page).toHaveURL(/\/focus-block\/current$/);
  await expect(block.focusing()).toContainText(UNIT_A);
  const current = (await api.get('/focus-blocks/current')) as CurrentBlock;
  // The remembered 40 minutes, clipped to what the session has left.
  expect(current.plannedDurationMinutes).toBeGreaterThan(25);
  expect(current.plannedDurationMinutes).toBeLessThanOrEqual(32);
});

test('offline, the big button still leads back to a running block, and otherwise says focusing waits', async ({
  page,
  context,
  baseURL,
  consoleMessages,
}) => {
  const dashboard = new DashboardPage(page);
  const block = new FocusBlockPage(page);
  await signUp(page, newLearner('bigoffline'));
  await FocusApi.inLearnerZone(page.request, baseURL ?? '');
  await page.goto('/');
  await expect(dashboard.focusButton()).toHaveText('바로 집중하기');
  await warmGlyphs(
    page,
    '연결되면 바로 집중할 수 있어요 집중 화면으로 돌아가기 오프라인이에요. 연결되면 다시 불러올게요. 그동안 완료·저장 같은 변경은 할 수 없어요.',
  );

  await context.setOffline(true);
  const waiting = page.getByRole('button', { name: '연결되면 바로 집중할 수 있어요' });
  await expect(waiting).toBeDisabled();
  await expect(waiting).toHaveAccessibleDescription(/그동안 완료·저장 같은 변경은 할 수 없어요/);
  await themedScreenshots(page, shots(), 'big-button-offline-idle');
  await context.setOffline(false);

  await dashboard.focusButton().click();
  await expect(block.focusing()).toBeVisible();
  await context.setOffline(true);
  // Back to the dashboard inside the app (no reload): the block still runs, and its timer is one tap away.
  await page.goBack();
  const back = page.getByRole('button', { name: '집중 화면으로 돌아가기' });
  await expect(back).toBeEnabled();
  await themedScreenshots(page, shots(), 'big-button-offline-running');
  await back.click();
  await expect(page).toHaveURL(/\/focus-block\/current$/);
  await expect(block.timer()).toBeVisible();
  await context.setOffline(false);
  forgiveOfflineLines(consoleMessages);
});
