import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import {
  docsScreenshots,
  expect,
  expectAccessible,
  expectPretendardLoaded,
  screenshot,
  test,
} from './fixtures';
import { FocusApi } from './focus-api';
import { signUp } from './sign-up';
import { newLearner } from './test-users';

/*
 * Time. The server measures focus with its own clock, so the dashboard's live number is checked twice: for
 * a few real seconds (the open log's seconds grow from the server's `focusingSince`), then with Playwright's
 * page clock moved forward — only the browser's "now" moves, and the number must follow it from the same
 * server timestamps and stop at the block's planned end, as the server's credit does.
 */

const BLOCK_MINUTES = 40;

/** The summary card at the top of the dashboard and its parts. */
class TodaySummaryCard {
  constructor(private readonly page: Page) {}

  readonly card = () => this.page.getByRole('link', { name: /^오늘 공부한 시간/ });
  readonly bigNumber = () => this.page.getByTestId('today-study-time');
  readonly focusingBadge = () => this.card().getByText('집중 중', { exact: true });

  /** Seconds studied today as the card tells a screen reader ("12초", "5분", "1시간 5분"). */
  async spokenSeconds(): Promise<number> {
    const name = (await this.card().getAttribute('aria-label')) ?? '';
    const match = /오늘 공부한 시간 (?:(\d+)시간 ?)?(?:(\d+)분)?(?:(\d+)초)?,/.exec(name);
    if (!match) throw new Error(`unexpected card label: ${name}`);
    const [, hours = '0', minutes = '0', seconds = '0'] = match;
    return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
  }
}

async function toastsGone(page: Page): Promise<void> {
  await expect(page.getByRole('region', { name: '알림' }).locator('.animate-rise-in')).toHaveCount(0, {
    timeout: 6000,
  });
}

test('the dashboard’s big number moves while focusing and stops at the block’s end; my page keeps the record', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const learner = newLearner('stat');
  const summary = new TodaySummaryCard(page);
  let api: FocusApi;
  let todoIds: string[] = [];

  await test.step('a new learner with two to-dos today sees an encouraging zero', async () => {
    await signUp(page, learner);
    api = await FocusApi.inLearnerZone(page.request, baseURL ?? '');
    await api.createPlanWithTwoTodosToday(['수열의 극한', '급수']);
    const today = (await api.get('/daily-todos/today')) as { dailyTodoUnitResponses: { id: string }[] }[];
    todoIds = today.flatMap((group) => group.dailyTodoUnitResponses.map((todo) => todo.id));
    await page.reload();
    await expect(summary.bigNumber()).toHaveText('0분');
    await expect(summary.card()).toContainText('오늘 첫 집중을 시작해 볼까요?');
    await expect(summary.card()).toContainText('할 일 0/2');
    await expect(summary.card()).toContainText('0일 연속');
    await expectAccessible(page);
    await expectPretendardLoaded(page);
    await screenshot(page, 'dashboard-stats-zero');
  });

  await test.step('focusing: the seconds grow from the server’s start of the open log', async () => {
    await api.startBlockNow(todoIds, BLOCK_MINUTES);
    await api.post('/focus-logs/start', { dailyTodoUnitId: todoIds[0] });
    await page.reload();
    await expect(summary.focusingBadge()).toBeVisible();
    await expect(summary.card()).toContainText('0일 연속');
    await expectAccessible(page);
    // Completing a to-do refreshes the card without a reload: one done is a streak day like ten minutes.
    await page.getByRole('checkbox', { name: /급수/ }).click();
    await expect(summary.card()).toContainText('할 일 1/2');
    await expect(summary.card()).toContainText('1일 연속');
    const first = await summary.spokenSeconds();
    await expect.poll(() => summary.spokenSeconds(), { timeout: 5000 }).toBeGreaterThan(first);
  });

  await test.step('with the page clock five minutes on, the big number reads 5분', async () => {
    await page.clock.install();
    await page.reload();
    await expect(summary.focusingBadge()).toBeVisible();
    await page.clock.fastForward('05:00');
    await expect(summary.bigNumber()).toHaveText('5분');
    await toastsGone(page);
    await docsScreenshots(page, 'dashboard-stats');
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'dashboard-stats-desktop');
    await docsScreenshots(page, 'dashboard-stats-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
  });

  await test.step('past the block’s planned end the number stops where the server’s credit stops', async () => {
    const { today } = (await api.get('/user/stats?days=7')) as {
      today: { closedStudySeconds: number; focusingSince: string; focusCreditEndsAt: string };
    };
    // The block began at its HH:mm start, before the log opened: the credit is a little under 40 minutes.
    const creditedMinutes = Math.floor(
      (today.closedStudySeconds * 1000 +
        Date.parse(today.focusCreditEndsAt) -
        Date.parse(today.focusingSince)) /
        60_000,
    );
    expect(creditedMinutes).toBeGreaterThanOrEqual(BLOCK_MINUTES - 1);
    await page.clock.fastForward(`${BLOCK_MINUTES}:00`);
    await expect(summary.bigNumber()).toHaveText(`${creditedMinutes}분`);
    await expect(summary.focusingBadge()).toBeHidden();
    await summary.card().click();
    await expect(page).toHaveURL(/\/statistics$/);
  });

  await test.step('my page: the study-record card and both downloads', async () => {
    await page.goto('/my-page');
    const record = page.getByRole('link', { name: /^이번 주 공부 .+, 연속 공부 1일/ });
    await expect(record).toBeVisible();
    await expect(record).toHaveAttribute('href', '/statistics');
    await record.scrollIntoViewIfNeeded();
    await screenshot(page, 'my-page-study-record');
    await docsScreenshots(page, 'my-page-study-record');

    const downloads = page.getByRole('region', { name: '내 학습 기록 내려받기' });
    const json = page.waitForEvent('download');
    await downloads.getByRole('button', { name: 'JSON 전체' }).click();
    const jsonFile = await json;
    expect(jsonFile.suggestedFilename()).toMatch(/^molip-records-\d{4}-\d{2}-\d{2}\.json$/);
    const records = JSON.parse(await readFile(await jsonFile.path(), 'utf8')) as Record<string, unknown>;
    expect(JSON.stringify(records)).toContain(learner.email);

    const csv = page.waitForEvent('download');
    await downloads.getByRole('button', { name: 'CSV 집중 기록' }).click();
    const csvFile = await csv;
    expect(csvFile.suggestedFilename()).toMatch(/\.csv$/);
    await downloads.scrollIntoViewIfNeeded();
    await expectAccessible(page);
    await screenshot(page, 'my-page-downloads');
  });
});
