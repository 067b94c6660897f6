import { join } from 'node:path';
import { expect, test, themedScreenshots } from './fixtures';
import { FocusApi } from './focus-api';
import { DashboardPage } from './pages/dashboard-page';
import { FocusBlockPage } from './pages/focus-pages';
import { signUp } from './sign-up';
import { newLearner } from './test-users';

/*
 * The second evening at 390×844: a block's to-dos done, the ring carries it on with one 블록 종료 beside the
 * next to-do; the plan page tells the to-do being focused on from a paused one; the block ends on its summary
 * and 다음 블록 시작 opens the next one (the server accepts it); a typed address opens its page.
 */

const shots = process.env.LOOP_SHOTS_DIR ?? join(import.meta.dirname, 'screenshots', 'study-loop');

test('the loop after a first block: carry on, pause, end, start the next', async ({ page, baseURL }) => {
  test.setTimeout(150_000);
  const dashboard = new DashboardPage(page);
  const block = new FocusBlockPage(page);
  await signUp(page, newLearner('loop'));
  const api = await FocusApi.inLearnerZone(page.request, baseURL ?? '');
  const planId = await api.createPlanWithTwoTodosToday(['수열의 극한', '급수']);
  await page.goto('/');

  await test.step('studying a to-do: pause or resume and 완료 on the ring, the block’s end once below', async () => {
    await dashboard.focusButton().click();
    await expect(page).toHaveURL(/\/focus-block\/current$/);
    await expect(block.focusing()).toBeVisible();
    await expect(page.getByRole('button', { name: '블록 종료' })).toHaveCount(1);
  });

  await test.step('its to-dos done, the ring offers the next one and one 블록 종료 beside it', async () => {
    await block.stage().getByRole('button', { name: '지금 할 일 완료' }).click();
    await expect(block.stage()).toContainText('다음 할 일');
    await expect(block.stage().getByRole('button', { name: /급수 집중 시작$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: '블록 종료' })).toHaveCount(1);
    await expect(block.stage().getByRole('button', { name: '블록 종료' })).toBeVisible();
    await themedScreenshots(page, shots, 'block-next-todo');
  });

  await test.step('the plan page says 집중 중 while focusing on a to-do, 일시 정지 once paused', async () => {
    await block
      .stage()
      .getByRole('button', { name: /급수 집중 시작$/ })
      .click();
    await expect(block.focusing()).toBeVisible();
    await page.goto(`/study-plan/${planId}`);
    const row = page.getByRole('listitem').filter({ hasText: '급수' }).last();
    await expect(row).toContainText('집중 중');
    await themedScreenshots(page, shots, 'plan-focusing');
    await page.goto('/focus-block/current');
    await block.stage().getByRole('button', { name: '지금 할 일 일시 정지' }).click();
    await expect(block.paused()).toBeVisible();
    await page.goto(`/study-plan/${planId}`);
    await expect(row).toContainText('일시 정지');
    await expect(row).not.toContainText('집중 중');
  });

  await test.step('the block ends on its summary, and 다음 블록 시작 opens the next block', async () => {
    await page.goto('/focus-block/current');
    await expect(page.getByRole('button', { name: '블록 종료' })).toHaveCount(1);
    await block.endBlock().click();
    await expect(page).toHaveURL(/\/focus-block\/[0-9a-f-]{36}$/);
    const next = page.getByRole('button', { name: '다음 블록 시작' });
    await expect(next).toBeEnabled();
    await themedScreenshots(page, shots, 'block-ended-next');
    await next.click();
    await expect(page).toHaveURL(/\/focus-block\/current$/);
    await expect(block.focusing()).toBeVisible();
    await api.patch('/focus-sessions/end');
  });

  await test.step('a typed address opens its page: /terms-test, and the not-found screen with its way home', async () => {
    await page.goto('/terms-test');
    await expect(page.getByRole('heading', { level: 1, name: '약관 동의 현황' })).toBeVisible();
    await themedScreenshots(page, shots, 'terms-test');
    await page.goto('/privacy');
    await expect(page.getByText('페이지를 찾을 수 없어요')).toBeVisible();
    await page.getByRole('link', { name: '대시보드로 가기' }).click();
    await dashboard.expectShown();
  });
});
