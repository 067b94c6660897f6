import { CONSOLE_RULE, docsScreenshots, expect, test } from './fixtures';
import { FocusApi } from './focus-api';
import { LEARNER_TIME_ZONE } from './learner-time-zone';
import { phoneOnOwnServer, startOwnServer, type OwnServer } from './own-server';
import { FocusSessionPage } from './pages/focus-pages';
import { TodayTodosSection } from './pages/today-todos-section';
import { signUp } from './sign-up';
import { newLearner } from './test-users';

/*
 * One study time, one way of writing it (docs/product-rules.md#study-time-on-screen). The server credits
 * focus by its own clock, up to the block's end: on a server of the journey's own, the log opens 40.7 s before
 * its 1-minute block ends (the server started again with its clock moved on), then the clock moves past the
 * end and the to-do is completed. 40 seconds credited, none of them waited.
 */

const FOCUS_SECONDS = 40;
/** The log opens this long before the block's end; the request's own latency (under 0.7 s) keeps it at 40 s. */
const LOG_OPENS_BEFORE_BLOCK_END_MS = 40_700;
/** Real time given to each restart before the log opens; a slower one tries again with the next. */
const RESTART_BUDGETS_MS = [5_000, 12_000];
const UNIT = '삼각함수';

type FocusLogAnswer = {
  data: { activeLog: { startTime: string } | null; creditedSeconds: number; totalStudySeconds: number };
};

/**
 * Starts the server again with its clock set so that, at a real moment a restart's budget away, it reads
 * `serverMs`; waits for that moment. The clock's offset it chose.
 */
async function restartToReadAt(server: OwnServer, serverMs: number): Promise<number> {
  for (const budget of RESTART_BUDGETS_MS) {
    const realMs = Date.now() + budget;
    await server.restartWithClock(serverMs - realMs);
    const early = realMs - Date.now();
    if (early > 0) {
      await new Promise((resolve) => setTimeout(resolve, early));
      return serverMs - realMs;
    }
  }
  throw new Error(`The server took over ${RESTART_BUDGETS_MS.at(-1)} ms to start again`);
}

test('40 seconds of focus read 40초 on every screen that shows study time', async ({
  browser,
  contextOptions,
}) => {
  test.setTimeout(120_000);
  const server = await startOwnServer('study-time');
  const phone = await phoneOnOwnServer(browser, contextOptions, server.baseUrl, LEARNER_TIME_ZONE);
  try {
    const { request } = phone.context;
    let planId = '';

    await test.step('focus on a to-do for the last 40 seconds of its block, then complete it', async () => {
      // A page only to sign up: none is open while the server starts again.
      const signingUp = await phone.context.newPage();
      await signUp(signingUp, newLearner('time'));
      let api = await FocusApi.inLearnerZone(request, server.baseUrl);
      await signingUp.close();
      await api.post('/group/rooms/join', {});
      planId = await api.createPlanWithTwoTodosToday([UNIT, '지수함수']);
      const todoId = (await api.todayTodoIds())[UNIT] ?? '';
      await api.startBlockNow([todoId], 1);
      const block = (await api.get('/focus-blocks/current')) as { id: string; startTime: string };
      const blockEndMs = Date.parse(block.startTime) + 60_000;

      const offset = await restartToReadAt(server, blockEndMs - LOG_OPENS_BEFORE_BLOCK_END_MS);
      api = await FocusApi.signedIn(request, server.baseUrl);
      const started = (await api.post('/focus-logs/start', { dailyTodoUnitId: todoId })) as FocusLogAnswer;
      const openedBeforeEndMs = blockEndMs - Date.parse(started.data.activeLog?.startTime ?? '');
      expect(Math.floor(openedBeforeEndMs / 1000), 'whole seconds between the log and the block’s end').toBe(
        FOCUS_SECONDS,
      );

      // Past the block's end: the log is credited up to it.
      await server.restartWithClock(offset + 60_000);
      api = await FocusApi.signedIn(request, server.baseUrl);
      const completed = (await api.post('/focus-logs/complete', {
        dailyTodoUnitId: todoId,
        completed: true,
      })) as FocusLogAnswer;
      expect(completed.data.totalStudySeconds).toBe(FOCUS_SECONDS);
      await api.patch('/focus-blocks/end', { focusBlockId: block.id });
    });
    const page = await phone.context.newPage();

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
    expect(phone.contextConsole, CONSOLE_RULE).toEqual([]);
  } finally {
    await phone.context.close();
    await server.dispose();
  }
});
