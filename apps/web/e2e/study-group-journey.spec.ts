import type { Browser } from '@playwright/test';
import { docsScreenshots, expect, expectAccessible, screenshot, test } from './fixtures';
import { FocusApi } from './focus-api';
import { DashboardPage } from './pages/dashboard-page';
import { signUp, type Learner } from './sign-up';
import { newLearner } from './test-users';

/** A second learner in a browser of their own, seated in a study room, with a to-do today to focus on. */
async function groupMember(browser: Browser, baseURL: string, learner: Learner) {
  const context = await browser.newContext({
    baseURL,
    locale: 'ko-KR',
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await signUp(page, learner);
  const api = await FocusApi.signedIn(context.request, baseURL);
  const room = (await api.post('/group/rooms/join', {})) as { name: string };
  await api.createPlanWithTwoTodosToday(['1단원', '2단원']);
  let focusedTodoId = '';
  return {
    context,
    /** The study room they were seated in: the next learner to join fills the same room. */
    roomName: room.name,
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

test('a learner joins a study room, sees themselves ranked, sees a member’s desk light turn on live, and moves rooms', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two browsers, a live stream followed on two screens and a move between rooms.
  test.setTimeout(120_000);
  const me = newLearner('grp');
  const friend = newLearner('frd');

  const member = await test.step('a friend is already in a study room', () =>
    groupMember(browser, baseURL ?? '', friend));

  await test.step('sign up and open the study group tab', async () => {
    await signUp(page, me);
    await new DashboardPage(page).tabBar().getByRole('link', { name: '스터디 그룹' }).click();
  });

  await test.step('join a study room from the empty state and see myself in the ranking', async () => {
    await expect(page.getByRole('heading', { name: '아직 참여한 그룹이 없어요' })).toBeVisible();
    await docsScreenshots(page, 'study-room-empty');
    await page.getByRole('button', { name: '스터디룸에 들어가기' }).click();
    // Rooms fill in order: the friend's room had space, so I am seated beside them.
    await expect(page.getByRole('heading', { name: member.roomName })).toBeVisible();
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
      page.getByRole('list', { name: '주간 순위' }).getByText('미적분 집중 계획 집중 중'),
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
    await expect(page.getByRole('heading', { name: member.roomName })).toBeVisible();
  });

  await test.step('move to another study room: the friend stays behind in the old one', async () => {
    await page.getByRole('button', { name: '다른 방으로 옮기기' }).click();
    const dialog = page.getByRole('dialog', { name: '다른 스터디룸으로 옮길까요?' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await docsScreenshots(page, 'study-room-switch');
    await dialog.getByRole('button', { name: '옮기기' }).click();
    const heading = page.getByRole('heading', { name: /^몰입 스터디룸 \d+$/ });
    await expect(heading).toBeVisible();
    await expect(heading).not.toHaveText(member.roomName);
    await expect(page.getByText(friend.username, { exact: true })).toHaveCount(0);
    await expect(page.getByText(me.username, { exact: true }).first()).toBeVisible();
    await docsScreenshots(page, 'study-room-moved');
    await member.context.close();
  });
});
