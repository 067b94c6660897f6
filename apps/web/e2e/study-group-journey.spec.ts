import type { Browser } from '@playwright/test';
import { docsScreenshots, expect, expectAccessible, screenshot, test } from './fixtures';
import { FocusApi } from './focus-api';
import { DashboardPage } from './pages/dashboard-page';
import { signUp, type Learner } from './sign-up';
import { newLearner } from './test-users';

/** A second learner in a browser of their own, in the default group, with a to-do today to focus on. */
async function groupMember(browser: Browser, baseURL: string, learner: Learner) {
  const context = await browser.newContext({
    baseURL,
    locale: 'ko-KR',
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await signUp(page, learner);
  const api = await FocusApi.signedIn(context.request, baseURL);
  await api.post('/group/1/join', {});
  await api.createPlanWithTwoTodosToday(['1단원', '2단원']);
  let focusedTodoId = '';
  return {
    context,
    /** Opens a session and a block from now and starts focusing on the first to-do. */
    async startFocusing(): Promise<void> {
      const today = (await api.get('/daily-todos/today')) as { dailyTodoUnitResponses: { id: string }[] }[];
      const todoId = today[0]?.dailyTodoUnitResponses[0]?.id ?? '';
      await api.startBlockNow([todoId]);
      await api.post('/focus-logs/start', { dailyTodoUnitId: todoId });
      focusedTodoId = todoId;
    },
    /** Pauses the to-do being focused on (the block stays open), then resumes it. */
    async pauseFocusing(): Promise<void> {
      await api.post('/focus-logs/pause', { dailyTodoUnitId: focusedTodoId });
    },
    async resumeFocusing(): Promise<void> {
      await api.post('/focus-logs/start', { dailyTodoUnitId: focusedTodoId });
    },
  };
}

test('a learner joins the default group, sees themselves ranked, and sees a member’s desk light turn on live', async ({
  page,
  browser,
  baseURL,
}) => {
  const me = newLearner('grp');
  const friend = newLearner('frd');

  const member = await test.step('a friend is already in the default group', () =>
    groupMember(browser, baseURL ?? '', friend));

  await test.step('sign up and open the study group tab', async () => {
    await signUp(page, me);
    await new DashboardPage(page).tabBar().getByRole('link', { name: '스터디 그룹' }).click();
  });

  await test.step('join the default group from the empty state and see myself in the ranking', async () => {
    await expect(page.getByRole('heading', { name: '아직 참여한 그룹이 없어요' })).toBeVisible();
    await page.getByRole('button', { name: '기본 그룹에 참여하기' }).click();
    await expect(page.getByRole('heading', { name: '몰입 스터디' })).toBeVisible();
    await expect(page.getByText(me.username, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(friend.username, { exact: true }).first()).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'study-group-joined');
  });

  await test.step('the friend starts focusing: their presence dot turns on without a reload', async () => {
    await member.startFocusing();
    await expect(page.getByRole('img', { name: `${friend.username} (지금 집중 중)` }).first()).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText('지금 집중 중 1명')).toBeVisible();
    // The friend agreed to be ranked, so the plan they study is shown too.
    await expect(
      page.getByRole('list', { name: '주간 순위' }).getByText('미적분 집중 계획 공부 중'),
    ).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'study-group-presence');
    await docsScreenshots(page, 'study-group-presence');
  });

  await test.step('the dashboard strip follows the same live stream, and a tap opens the group tab', async () => {
    const dashboard = new DashboardPage(page);
    await dashboard.tabBar().getByRole('link', { name: '대시보드' }).click();
    const strip = page.getByRole('link', { name: /지금 집중 중 1명/ });
    await expect(strip).toBeVisible();
    await docsScreenshots(page, 'dashboard-focusing-now');
    await member.pauseFocusing();
    await expect(strip).toBeHidden({ timeout: 15_000 });
    await member.resumeFocusing();
    await expect(strip).toBeVisible({ timeout: 15_000 });
    await strip.click();
    await expect(page.getByRole('heading', { name: '몰입 스터디' })).toBeVisible();
    await member.context.close();
  });
});
