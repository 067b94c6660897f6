import { join } from 'node:path';
import { CONSOLE_RULE, expectAccessible, expect, test, themedScreenshots } from './fixtures';
import { FocusApi } from './focus-api';
import { phoneOnOwnServer, startOwnServer } from './own-server';
import { signUp } from './sign-up';
import { newLearner } from './test-users';

/*
 * A learner with reviews takes a break: twelve days ago they finished the first day's units (a server and a
 * browser clock twelve days behind), then opened nothing. Back today, the recovery card counts the missed
 * reviews apart from the new units and spreads them over the coming days, two a day, never all today.
 */

const SEOUL = 'Asia/Seoul';
const DAY_MS = 24 * 60 * 60 * 1000;
const BREAK_MS = 12 * DAY_MS;
const screenshotDir = join(import.meta.dirname, 'screenshots');

const dateIn = (timeZone: string, at: Date): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    at,
  );

type PlanDetail = { days: { date: string; units: { status: string; review: { step: number } | null }[] }[] };

test('back from a break, the recovery card spreads the missed reviews over the coming days', async ({
  browser,
  contextOptions,
}) => {
  test.setTimeout(300_000);
  const before = new Date(Date.now() - BREAK_MS);
  const server = await startOwnServer('review-break', { clockOffsetMs: -BREAK_MS });
  const { context, contextConsole } = await phoneOnOwnServer(browser, contextOptions, server.baseUrl);
  let planId = '';
  try {
    await test.step('twelve days ago: a plan with review, the first day’s three units done', async () => {
      await context.clock.install({ time: before });
      const then = await context.newPage();
      await signUp(then, newLearner('break'));
      const api = await FocusApi.signedIn(then.request, server.baseUrl);
      const content = (await api.post('/learning-contents', {
        title: `쉬고 온 복습 ${Date.now()}`,
        author: '몰입 출판',
        type: 'BOOK',
        category: '영어',
        contentUnits: ['시제', '조동사', '수동태', '부정사', '동명사', '분사'].map((title) => ({ title })),
      })) as { id: string };
      const units = (await api.get(`/learning-contents/${content.id}/content-units`)) as { id: string }[];
      const plan = (await api.post('/study-plans', {
        title: '영문법 복습',
        learningContentId: content.id,
        contentUnitIds: units.map((unit) => unit.id),
        startDate: dateIn(SEOUL, before),
        restDays: [],
        studySpeed: 3,
        bufferDayInterval: 0,
        reviewsPerDay: 2,
        reviewMinutesPerDay: 20,
      })) as { id: string };
      planId = plan.id;
      const [group] = (await api.get('/daily-todos/today')) as { dailyTodoUnitResponses: { id: string }[] }[];
      for (const todo of group?.dailyTodoUnitResponses ?? []) {
        await api.patch(`/daily-todo-units/${todo.id}/status`, { status: 'COMPLETED' });
      }
      await then.close();
    });

    // Twelve days on: the same data on today's clock, and the browser back on today too.
    await server.restartWithClock(0);
    await context.clock.setSystemTime(new Date());
    const page = await context.newPage();
    const card = page.getByTestId('recovery-card');

    await test.step('the card counts the missed reviews apart from the new units', async () => {
      await page.goto('/');
      await expect(card).toContainText('영문법 복습');
      await expect(card).toContainText('밀린 할 일 3개 · 복습 3개, 어떻게 따라잡을까요?');
      await expect(card).toContainText('복습은 어느 쪽이든 잊기 쉬운 것부터 하루 복습량에 맞춰 나눠 담아요.');
      await card.scrollIntoViewIfNeeded();
      await expectAccessible(page);
      await themedScreenshots(page, screenshotDir, 'review-break-card');
    });

    await test.step('one tap spreads them: two a day from today, none left behind', async () => {
      await card.getByRole('button').first().click();
      await expect(page.getByRole('article', { name: /밀린 할 일을 따라잡았어요/ })).toBeVisible();
      await themedScreenshots(page, screenshotDir, 'review-break-applied');
      const api = await FocusApi.signedIn(page.request, server.baseUrl);
      const today = dateIn(SEOUL, new Date());
      const detail = (await api.get(`/study-plans/${planId}`)) as PlanDetail;
      const open = detail.days.flatMap((day) =>
        day.units.filter((unit) => unit.review && unit.status === 'PENDING').map(() => day.date),
      );
      expect(open).toHaveLength(3);
      expect(open.every((date) => date >= today)).toBe(true);
      expect(open.filter((date) => date === today)).toHaveLength(2);
    });
  } finally {
    await context.close();
    await server.dispose();
  }
  expect(contextConsole, CONSOLE_RULE).toEqual([]);
});
