import { join } from 'node:path';
import { expectAccessible, expect, test, themedScreenshots } from './fixtures';
import { FocusApi } from './focus-api';
import { signUp } from './sign-up';
import { newLearner } from './test-users';

/*
 * A learner comes back behind schedule and catches up from the dashboard in one tap. The journeys share one
 * server, whose clock CLOCK_OFFSET_MS would move for all of them (the three-day restart is the process test
 * apps/server/test/plan-recovery-restart.test.ts), and it refuses a plan starting in the past, so the past is
 * made with the learner's own zone:
 * the plan is made while the learner lives in Pago Pago (UTC−11), then the learner moves to Kiritimati
 * (UTC+14), 25 hours ahead, where the plan's first study day is already yesterday — one missed day, with
 * the buffer days ahead to absorb it. The browser lives in Kiritimati too, so the app's own zone report
 * agrees with the profile and does not move the learner back.
 */

const BEHIND_ZONE = 'Pacific/Pago_Pago';
const AHEAD_ZONE = 'Pacific/Kiritimati';
const screenshotDir = join(import.meta.dirname, 'screenshots');

test.use({ timezoneId: AHEAD_ZONE });

const dateIn = (timeZone: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );

/** Six units, one a day with a buffer day after each, starting on the behind zone's today. */
async function planMadeADayAgo(api: FocusApi): Promise<{ endDate: string }> {
  await api.put('/user/me', { timezone: BEHIND_ZONE });
  const content = (await api.post('/learning-contents', {
    title: `따라잡기 교재 ${Date.now()}`,
    author: '몰입 출판',
    type: 'BOOK',
    category: '수학',
    contentUnits: ['집합', '명제', '함수', '수열', '극한', '미분'].map((title) => ({ title })),
  })) as { id: string };
  const units = (await api.get(`/learning-contents/${content.id}/content-units`)) as { id: string }[];
  const plan = (await api.post('/study-plans', {
    title: '수학 따라잡기',
    learningContentId: content.id,
    contentUnitIds: units.map((unit) => unit.id),
    startDate: dateIn(BEHIND_ZONE),
    restDays: [],
    studySpeed: 1,
    bufferDayInterval: 1,
  })) as { endDate: string };
  await api.put('/user/me', { timezone: AHEAD_ZONE });
  return plan;
}

const monthDay = (date: string): string => {
  const [, month, day] = date.split('-');
  return `${Number(month)}월 ${Number(day)}일`;
};

test('a learner behind schedule catches up from the dashboard in one tap, and can undo it', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signUp(page, newLearner('recovery'));
  const api = await FocusApi.signedIn(page.request, baseURL ?? '');
  await expect
    .poll(async () => ((await api.get('/user/me')) as { timezone: string }).timezone)
    .toBe(AHEAD_ZONE);
  const { endDate } = await planMadeADayAgo(api);
  await page.reload();

  const card = page.getByRole('article', { name: /^수학 따라잡기 \d일 밀렸어요$/ });
  const spread = card.getByRole('button', { name: /여유일 1일로 따라잡아요/ });
  await test.step('the dashboard offers both ways to catch up', async () => {
    await expect(card).toBeVisible();
    await expect(card.getByRole('heading')).toHaveText('1일 밀렸어요');
    await expect(card).toContainText('밀린 할 일 1개, 어떻게 따라잡을까요?');
    await expect(spread).toContainText(`종료일 그대로 ${monthDay(endDate)}`);
    await expect(card.getByRole('button', { name: /종료일을 .+로 1일 미뤄요/ })).toContainText(
      '여유일은 그대로 남겨요',
    );
    await expectAccessible(page);
    // Clear of the big focus button pinned at the bottom.
    await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await themedScreenshots(page, screenshotDir, 'recovery-card');
  });

  const snackbar = page.getByTestId('snackbar');
  await test.step('one tap spreads the missed unit over a buffer day and keeps the end date', async () => {
    await spread.click();
    await expect(snackbar).toContainText('밀린 할 일을 남은 날에 나눠 담았어요. 종료일은 그대로예요.');
    await expect(card).toHaveCount(0);
    await themedScreenshots(page, screenshotDir, 'recovery-applied');
  });

  await test.step('undo brings the missed day back, and the other way moves the end date', async () => {
    await snackbar.getByRole('button', { name: '되돌리기' }).click();
    await expect(snackbar).toContainText('따라잡기 전 일정으로 되돌렸어요.');
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: /종료일을 .+로 1일 미뤄요/ }).click();
    await expect(snackbar).toContainText(/밀린 할 일을 나눠 담고 종료일을 \d+월 \d+일로 미뤘어요\./);
    await expect(card).toHaveCount(0);
  });
});

test('once a to-do is studied with the timer, the others show their expected time and the day its total', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signUp(page, newLearner('expected'));
  const api = await FocusApi.signedIn(page.request, baseURL ?? '');
  await expect
    .poll(async () => ((await api.get('/user/me')) as { timezone: string }).timezone)
    .toBe(AHEAD_ZONE);
  await api.createPlanWithTwoTodosToday(['수열', '급수']);
  const [group] = (await api.get('/daily-todos/today')) as { dailyTodoUnitResponses: { id: string }[] }[];
  const first = group?.dailyTodoUnitResponses[0]?.id ?? '';

  // A few real seconds of focus on the first to-do, measured by the server's clock.
  await api.post('/focus-logs/quick-start', { dailyTodoUnitId: first });
  await page.waitForTimeout(4_000);
  await api.post('/focus-logs/complete', { dailyTodoUnitId: first, completed: true });
  await page.reload();

  const todos = page.getByRole('region', { name: '오늘의 할 일' });
  await expect(todos.getByRole('checkbox', { name: /급수/ })).toHaveAccessibleDescription(/^예상 \d+초$/);
  await expect(page.getByTestId('expected-day-total')).toHaveText(/^예상 \d+초$/);
  await todos.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await themedScreenshots(page, screenshotDir, 'expected-time');
});
