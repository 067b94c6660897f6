import { join } from 'node:path';
import { addDays } from '@molip/domain/calendar-date';
import { CONSOLE_RULE, expectAccessible, expect, test, themedScreenshots } from './fixtures';
import { FocusApi } from './focus-api';
import { PlanWizardPage } from './pages/plan-wizard-page';
import { TodayTodosSection } from './pages/today-todos-section';
import { phoneOnOwnServer, startOwnServer } from './own-server';
import { signUp } from './sign-up';
import { newLearner } from './test-users';

/*
 * A learner opts into spaced review in the wizard and finishes today's unit: FSRS plans it back a few days on,
 * when it expects the memory to fade. The days after are lived on a server of the journey's own, whose clock
 * the journey moves (the journeys' shared server's cannot move for one of them).
 */

const BEHIND_ZONE = 'Pacific/Pago_Pago';
const screenshotDir = join(import.meta.dirname, 'screenshots');

test.use({ timezoneId: BEHIND_ZONE });

const dateIn = (timeZone: string, at: Date): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    at,
  );

test('a unit done today with review on is planned back a few days later', async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const wizard = new PlanWizardPage(page);
  const todos = new TodayTodosSection(page);
  await signUp(page, newLearner('review'));
  const api = await FocusApi.signedIn(page.request, baseURL ?? '');
  await expect
    .poll(async () => ((await api.get('/user/me')) as { timezone: string }).timezone)
    .toBe(BEHIND_ZONE);
  const content = (await api.post('/learning-contents', {
    title: `복습 교재 ${Date.now()}`,
    author: '몰입 출판',
    type: 'BOOK',
    category: '수학',
    contentUnits: [{ title: '집합' }, { title: '명제' }],
  })) as { id: string };

  await test.step('the wizard offers review beside the daily pace, and its last step repeats it', async () => {
    await page.goto(`/study-plans/create/content-selection/${content.id}`);
    // A new content starts with every unit selected.
    await expect(wizard.unitCheckbox('전체 선택')).toHaveAttribute('aria-checked', 'true');
    await wizard.next('단원 2개 선택 · 다음');
    await wizard.next('다음: 쉬는 날');
    await wizard.next('다음: 학습 속도');
    const review = page.getByRole('switch', { name: '복습 일정 넣기' });
    await expect(review).toHaveAccessibleDescription(
      '끝낸 단원을 잊을 때쯤 다시 보여 드려요. 복습을 평가할수록 간격이 맞춰져요.',
    );
    await review.click();
    await page.getByRole('combobox', { name: '하루 최대 복습' }).selectOption('2');
    await review.scrollIntoViewIfNeeded();
    await themedScreenshots(page, screenshotDir, 'review-wizard');
    await expectAccessible(page);
    await wizard.next('다음: 여유일');
    await expect(page.getByTestId('review-choice')).toHaveText('복습 일정하루 최대 2개 · 기억률 90%');
    await wizard.next('학습 계획 만들기');
  });

  await test.step('the plan page keeps the setting and counts reviews apart', async () => {
    await expect(page).toHaveURL(/\/study-plan\/[0-9a-f-]+$/);
    await expect(page.getByRole('switch', { name: '복습 일정 넣기' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(page.getByRole('combobox', { name: '하루 최대 복습' })).toHaveValue('2');
    await expect(page.getByText('0개 완료')).toBeVisible();
    await page.getByRole('region', { name: '복습' }).scrollIntoViewIfNeeded();
    await themedScreenshots(page, screenshotDir, 'review-plan-page');
  });

  await test.step('today in Pago Pago: the first unit is done', async () => {
    await page.goto('/');
    await todos.row('1 집합').click();
    await expect(todos.row('1 집합')).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByTestId('snackbar')).toContainText('할 일을 완료했어요.');
  });

  await test.step('FSRS plans the unit back three or four days on (its fuzz spreads units done together)', async () => {
    const today = dateIn(BEHIND_ZONE, new Date());
    const { studyPlans } = (await api.get('/study-plans')) as { studyPlans: { id: string }[] };
    const [plan] = studyPlans;
    const detail = (await api.get(`/study-plans/${plan?.id ?? ''}`)) as {
      days: { date: string; units: { title: string; review: { step: number } | null }[] }[];
    };
    const reviewDays = detail.days.filter((day) => day.units.some((unit) => unit.review?.step === 1));
    expect(reviewDays.map((day) => day.date)).toHaveLength(1);
    expect([addDays(today, 3), addDays(today, 4)]).toContain(reviewDays[0]?.date);
  });
});

const SEOUL = 'Asia/Seoul';
const DAY_MS = 24 * 60 * 60 * 1000;
const FIVE_DAYS_MS = 5 * DAY_MS;

/*
 * Reviews across days on a server of the journey's own: the unit is done five days ago (a server and a browser
 * clock five days behind), so its first review, three or four days later, is left from an earlier day; then
 * the same data is served on today's clock, and on tomorrow's.
 */
test('a review left from an earlier day is completed, rated 다시, and back the next day to be rated 쉬움', async ({
  browser,
  contextOptions,
}) => {
  test.setTimeout(300_000);
  const fiveDaysAgo = new Date(Date.now() - FIVE_DAYS_MS);
  const server = await startOwnServer('overdue-review', { clockOffsetMs: -FIVE_DAYS_MS });
  const { context, contextConsole } = await phoneOnOwnServer(browser, contextOptions, server.baseUrl);
  try {
    await test.step('five days ago: a plan with review, its first unit done', async () => {
      await context.clock.install({ time: fiveDaysAgo });
      const then = await context.newPage();
      await signUp(then, newLearner('overdue'));
      const api = await FocusApi.signedIn(then.request, server.baseUrl);
      const content = (await api.post('/learning-contents', {
        title: `밀린 복습 교재 ${Date.now()}`,
        author: '몰입 출판',
        type: 'BOOK',
        category: '수학',
        // One unit: no new unit is left overdue; only the review is behind (the recovery card offers to spread it).
        contentUnits: [{ title: '집합' }],
      })) as { id: string };
      const units = (await api.get(`/learning-contents/${content.id}/content-units`)) as { id: string }[];
      await api.post('/study-plans', {
        title: '밀린 복습',
        learningContentId: content.id,
        contentUnitIds: units.map((unit) => unit.id),
        startDate: dateIn(SEOUL, fiveDaysAgo),
        restDays: [],
        studySpeed: 1,
        bufferDayInterval: 0,
        reviewsPerDay: 1,
      });
      const [plan] = (await api.get('/daily-todos/today')) as { dailyTodoUnitResponses: { id: string }[] }[];
      await api.patch(`/daily-todo-units/${plan?.dailyTodoUnitResponses[0]?.id ?? ''}/status`, {
        status: 'COMPLETED',
      });
      await then.close();
    });

    // Five days on: the same data on today's clock, and the browser back on today too.
    await server.restartWithClock(0);
    await context.clock.setSystemTime(new Date());
    const page = await context.newPage();
    const todos = new TodayTodosSection(page);
    const review = todos.row('1 집합');
    await test.step('the review due earlier waits in today’s list, overdue', async () => {
      await page.goto('/');
      await expect(review).toHaveAttribute('aria-checked', 'false');
      await expect(review).toHaveAccessibleDescription(/^복습 1회차.*밀린 할 일/);
    });

    await test.step('ticked, it stays in the list as done and asks how it went; 다시 brings it back tomorrow', async () => {
      await review.click();
      await expect(review).toHaveAttribute('aria-checked', 'true');
      await expect(page.getByTestId('snackbar')).toContainText('할 일을 완료했어요.');
      // The line counts what was done today, the overdue review too (the all-done card says it as well).
      await expect(page.getByTestId('snackbar').getByTestId('today-progress')).toContainText(/할 일 1\/\d+/);
      const question = page.getByRole('group', { name: '어땠어요?' });
      // Four answers, each named as it reads.
      for (const label of ['다시', '어려움', '보통', '쉬움']) {
        await expect(question.getByRole('button', { name: label, exact: true })).toHaveText(label);
      }
      await question.getByRole('button', { name: '다시' }).click();
      const answer = page.getByText('내일 다시 볼게요');
      await expect(answer).toBeVisible();
      await expect(question.getByRole('button', { name: '다시' })).toHaveAttribute('aria-pressed', 'true');
      await expectAccessible(page);
      await themedScreenshots(page, screenshotDir, 'review-overdue-rated');
      await page.setViewportSize({ width: 360, height: 800 });
      await themedScreenshots(page, screenshotDir, 'review-rated-360');
      // From 1024 px the list moves beside the big button; the row still says when the unit comes back.
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect(answer).toBeVisible();
      await themedScreenshots(page, screenshotDir, 'review-dashboard-wide');
      await page.setViewportSize({ width: 390, height: 844 });
    });

    await test.step('opened again the same day, the row is still there, done and rated', async () => {
      await page.reload();
      await expect(review).toHaveAttribute('aria-checked', 'true');
      await expect(
        page.getByRole('group', { name: '어땠어요?' }).getByRole('button', { name: '다시' }),
      ).toHaveAttribute('aria-pressed', 'true');
    });

    // Tomorrow: the same data on a clock a day ahead.
    await page.close();
    await server.restartWithClock(DAY_MS);
    await context.clock.setSystemTime(new Date(Date.now() + DAY_MS));
    const tomorrow = await context.newPage();
    const next = new TodayTodosSection(tomorrow).row('1 집합');
    await test.step('the next day the forgotten unit is back; 쉬움 sends it further off', async () => {
      await tomorrow.goto('/');
      await expect(next).toHaveAttribute('aria-checked', 'false');
      await expect(next).toHaveAccessibleDescription(/^복습 2회차/);
      await next.click();
      await tomorrow.getByRole('group', { name: '어땠어요?' }).getByRole('button', { name: '쉬움' }).click();
      await expect(tomorrow.getByText(/^\d+일 뒤에 다시 볼게요$/u)).toBeVisible();
    });
  } finally {
    await context.close();
    await server.dispose();
  }
  expect(contextConsole, CONSOLE_RULE).toEqual([]);
});
