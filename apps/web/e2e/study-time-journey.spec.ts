import { docsScreenshots, expect, test } from './fixtures';
import { FocusApi } from './focus-api';
import { FocusSessionPage } from './pages/focus-pages';
import { TodayTodosSection } from './pages/today-todos-section';
import { signUp } from './sign-up';
import { newLearner } from './test-users';

/*
 * One study time, one way of writing it (docs/product-rules.md#study-time-on-screen). The server credits
 * focus by its own clock, so the 40 seconds are real ones: waited once, from the open log's start.
 */

const FOCUS_SECONDS = 40;
/** Completing a little after the 40th second leaves room for the request, never reaching the 41st. */
const COMPLETE_MARGIN_MS = 300;
const UNIT = '삼각함수';

type FocusLogAnswer = {
  data: { activeLog: { startTime: string } | null; creditedSeconds: number; totalStudySeconds: number };
};

test('40 seconds of focus read 40초 on every screen that shows study time', async ({ page, baseURL }) => {
  // Forty real seconds, then eight screens with light and dark pictures.
  test.setTimeout(150_000);
  const learner = newLearner('time');
  let api: FocusApi;
  let planId = '';

  await test.step('focus on a to-do for 40 seconds, then complete it', async () => {
    await signUp(page, learner);
    api = await FocusApi.inLearnerZone(page.request, baseURL ?? '');
    await api.post('/group/rooms/join', {});
    planId = await api.createPlanWithTwoTodosToday([UNIT, '지수함수']);
    const todoId = (await api.todayTodoIds())[UNIT] ?? '';
    await api.startBlockNow([todoId]);
    const started = (await api.post('/focus-logs/start', { dailyTodoUnitId: todoId })) as FocusLogAnswer;
    const startMs = Date.parse(started.data.activeLog?.startTime ?? '');
    expect(Number.isFinite(startMs)).toBe(true);
    // The server's clock cannot be moved: the one real wait of the journey.
    await new Promise((resolve) =>
      setTimeout(resolve, startMs + FOCUS_SECONDS * 1000 + COMPLETE_MARGIN_MS - Date.now()),
    );
    const completed = (await api.post('/focus-logs/complete', {
      dailyTodoUnitId: todoId,
      completed: true,
    })) as FocusLogAnswer;
    expect(completed.data.totalStudySeconds).toBe(FOCUS_SECONDS);
  });

  await test.step('the dashboard: the big number, its spoken label and the to-do row', async () => {
    await page.goto('/dashboard');
    await expect(page.getByTestId('today-study-time')).toHaveText('40초');
    await expect(page.getByRole('link', { name: /^오늘 공부한 시간 40초,/ })).toBeVisible();
    const row = new TodayTodosSection(page).row(`1 ${UNIT}`);
    await expect(row).toContainText('40초');
    await expect(row).toHaveAccessibleDescription(/40초/);
    await docsScreenshots(page, 'study-time-dashboard');
  });

  await test.step('the session screen: its actual focus and its block', async () => {
    await page.goto('/focus-session/current');
    const session = new FocusSessionPage(page);
    await session.expectActive();
    await expect(session.focusTime()).toHaveText('40초');
    await expect(session.blocks()).toContainText('집중 40초');
    await docsScreenshots(page, 'study-time-session');
  });

  await test.step('statistics: the week’s total, today’s bar and its summary', async () => {
    await page.goto('/statistics');
    const studyTime = page.getByRole('region', { name: '공부 시간' });
    await expect(studyTime.locator('p.text-display')).toHaveText('40초');
    await expect(studyTime.getByRole('button', { name: /40초$/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(studyTime.getByText(/모두 40초, 하루 평균 5초/)).toBeAttached();
    await expect(page.getByRole('region', { name: '1년 공부 기록' }).getByRole('img')).toHaveAccessibleName(
      /모두 40초/,
    );
    await docsScreenshots(page, 'study-time-statistics');
  });

  await test.step('the group ranking', async () => {
    await page.goto('/study-group');
    const me = page.getByRole('list', { name: '주간 순위' }).locator('li[aria-current="true"]');
    await expect(me).toContainText('40초');
    await docsScreenshots(page, 'study-time-group');
  });

  await test.step('my page: this week', async () => {
    await page.goto('/my-page');
    const record = page.getByRole('link', { name: /^이번 주 공부 40초,/ });
    await expect(record).toContainText('40초');
    await record.scrollIntoViewIfNeeded();
    await docsScreenshots(page, 'study-time-my-page');
  });

  await test.step('the plan detail: the unit studied', async () => {
    await page.goto(`/study-plan/${planId}`);
    const unit = page.locator('li', { hasText: UNIT }).last();
    await expect(unit).toContainText('40초');
    await unit.scrollIntoViewIfNeeded();
    await docsScreenshots(page, 'study-time-plan-detail');
  });
});
