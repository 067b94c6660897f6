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
 * the plan is made while the learner lives in Honolulu (UTC−10), then the learner moves to Kiritimati
 * (UTC+14), exactly a day ahead at any hour, where the plan's first study day is yesterday — one missed day, with
 * the buffer days ahead to absorb it. The browser lives in Kiritimati too, so the app's own zone report
 * agrees with the profile and does not move the learner back.
 */

type OpenBlock = { focusLogs: { dailyTodoUnitId: string | null; actualFocusSeconds: number }[] };

const BEHIND_ZONE = 'Pacific/Honolulu';
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

test('a learner behind schedule catches up from the dashboard in one tap, and can undo it minutes later', async ({
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
  // The browser's clock is the test's to move: the undo's time left must follow it.
  await page.clock.install();
  await page.reload();

  const card = page.getByRole('article', { name: /^수학 따라잡기 \d일 밀렸어요$/ });
  const spread = card.getByRole('button', { name: /여유일 1일로 따라잡아요/ });
  const extend = card.getByRole('button', { name: /종료일을 .+로 1일 미뤄요/ });
  await test.step('the dashboard offers both ways, each with the buffer days it uses and leaves', async () => {
    await expect(card).toBeVisible();
    await expect(card.getByRole('heading')).toHaveText('1일 밀렸어요');
    await expect(card).toContainText('밀린 할 일 1개, 어떻게 따라잡을까요?');
    // Six buffer days from today's: keeping the end date uses today's and leaves five.
    await expect(spread).toContainText(`종료일 그대로 ${monthDay(endDate)} · 여유일 5일이 남아요`);
    await expect(extend).toContainText('여유일 6일은 그대로 남겨요');
    await expectAccessible(page);
    // Clear of the big focus button pinned at the bottom.
    await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await themedScreenshots(page, screenshotDir, 'recovery-card');
  });

  const applied = page.getByRole('article', { name: '수학 따라잡기 밀린 할 일을 따라잡았어요' });
  const undo = applied.getByRole('button', { name: /^되돌리기 \(\d+분 남음\)$/ });
  await test.step('one tap spreads the missed unit over a buffer day; the card keeps 되돌리기', async () => {
    await spread.click();
    await expect(applied).toContainText('종료일은 그대로');
    await expect(applied.getByRole('heading')).toBeFocused();
    await expect(undo).toHaveAccessibleName('되돌리기 (10분 남음)');
    await expect(card).toHaveCount(0);
    await expectAccessible(page);
    await applied.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await themedScreenshots(page, screenshotDir, 'recovery-applied');
  });

  await test.step('reopened and a minute later, the undo is still offered and brings the missed day back', async () => {
    await page.reload();
    await expect(undo).toBeVisible();
    await page.clock.fastForward('01:00');
    await expect(undo).toHaveAccessibleName('되돌리기 (9분 남음)');
    await undo.click();
    await expect(page.getByTestId('snackbar')).toContainText('따라잡기 전 일정으로 되돌렸어요.');
    await expect(card).toBeVisible();
    await expect(applied).toHaveCount(0);
  });

  await test.step('the other way moves the end date, and says so on the card', async () => {
    await extend.click();
    await expect(applied).toContainText(/종료일을 \d+월 \d+일로 미뤘어요\./);
    await expect(undo).toBeVisible();
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
  await expect
    .poll(
      async () => {
        const block = (await api.get('/focus-blocks/current')) as OpenBlock;
        return block.focusLogs.some((log) => log.dailyTodoUnitId === first && log.actualFocusSeconds >= 4);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  await api.post('/focus-logs/complete', { dailyTodoUnitId: first, completed: true });
  await page.reload();

  const todos = page.getByRole('region', { name: '오늘의 할 일' });
  await expect(todos.getByRole('checkbox', { name: /급수/ })).toHaveAccessibleDescription(/^예상 \d+초$/);
  await expect(page.getByTestId('expected-day-total')).toHaveText(/^예상 \d+초$/);
  await todos.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await themedScreenshots(page, screenshotDir, 'expected-time');
});
