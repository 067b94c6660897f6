import { expect, screenshot, test, themedScreenshots } from './fixtures';
import { FocusApi } from './focus-api';
import { DashboardPage } from './pages/dashboard-page';
import { FocusBlockPage } from './pages/focus-pages';
import { signUp } from './sign-up';
import { newLearner } from './test-users';
import { join } from 'node:path';

/*
 * The dashboard's big button reaches a running timer in one tap: on the next open to-do of today when
 * there is one, on no to-do (free focus) when there is none — a learner's first evening with no plan yet.
 */

type CurrentBlock = { focusLogs: { dailyTodoUnitTitle: string; endTime: string | null }[] };

test('a learner with no plan focuses from the big button in one tap', async ({ page, baseURL }) => {
  const dashboard = new DashboardPage(page);
  const block = new FocusBlockPage(page);
  await signUp(page, newLearner('bignoplan'));
  const api = await FocusApi.inLearnerZone(page.request, baseURL ?? '');
  await page.goto('/');
  await expect(dashboard.focusButton()).toHaveText('바로 집중하기');
  await themedScreenshots(page, join(test.info().outputDir, 'shots'), 'big-button-no-plan');
  await dashboard.focusButton().click();
  await expect(page).toHaveURL(/\/focus-block\/current$/);
  await expect(block.timer()).toBeVisible();
  const current = (await api.get('/focus-blocks/current')) as CurrentBlock;
  expect(current.focusLogs).toEqual([expect.objectContaining({ endTime: null })]);
  await screenshot(page, 'big-button-free-focus');
});

test('a learner with to-dos focuses on the next one from the big button in one tap', async ({
  page,
  baseURL,
}) => {
  const dashboard = new DashboardPage(page);
  const block = new FocusBlockPage(page);
  await signUp(page, newLearner('bigtodos'));
  const api = await FocusApi.inLearnerZone(page.request, baseURL ?? '');
  await api.createPlanWithTwoTodosToday(['수열의 극한', '급수']);
  await page.goto('/');
  await expect(dashboard.focusButton()).toHaveText('‘1 수열의 극한’ 집중하기');
  await themedScreenshots(page, join(test.info().outputDir, 'shots'), 'big-button-next-todo');
  await dashboard.focusButton().click();
  await expect(page).toHaveURL(/\/focus-block\/current$/);
  await expect(block.timer()).toBeVisible();
  const current = (await api.get('/focus-blocks/current')) as CurrentBlock;
  expect(current.focusLogs).toEqual([
    expect.objectContaining({ dailyTodoUnitTitle: '수열의 극한', endTime: null }),
  ]);
});
