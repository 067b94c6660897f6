import { join } from 'node:path';
import {
  CONSOLE_RULE,
  expectAccessible,
  expect,
  test,
  themedScreenshots,
  unexpectedConsole,
} from './fixtures';
import { FocusApi } from './focus-api';
import { PlanWizardPage } from './pages/plan-wizard-page';
import { TodayTodosSection } from './pages/today-todos-section';
import { signUp } from './sign-up';
import { newLearner } from './test-users';

/*
 * A learner opts into spaced review in the wizard, finishes today's unit, and the next day finds it back as a
 * review. The journeys share one server whose clock cannot move, so "the next day" is made with the learner's
 * zone, as the recovery journey does: today is lived in Pago Pago (UTC−11), then the learner — profile and
 * browser both — moves to Kiritimati (UTC+14), 25 hours ahead, where the unit's first review (a day after it
 * was done) is due today, or yesterday late in Pago Pago's evening (then it waits in today's list as overdue).
 */

const BEHIND_ZONE = 'Pacific/Pago_Pago';
const AHEAD_ZONE = 'Pacific/Kiritimati';
const screenshotDir = join(import.meta.dirname, 'screenshots');

test.use({ timezoneId: BEHIND_ZONE });

test('a unit done today comes back the next day as a review, rated in one tap', async ({
  page,
  baseURL,
  browser,
  contextOptions,
}) => {
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
    await wizard.unitCheckbox('전체 선택').click();
    await wizard.next('단원 2개 선택 · 다음');
    await wizard.next('다음: 쉬는 날');
    await wizard.next('다음: 학습 속도');
    const review = page.getByRole('switch', { name: '복습 일정 넣기' });
    await expect(review).toHaveAccessibleDescription('끝낸 단원을 1·3·7·14·30일 뒤에 다시 보여 드려요.');
    await review.click();
    await page.getByRole('combobox', { name: '하루 최대 복습' }).selectOption('2');
    await review.scrollIntoViewIfNeeded();
    await themedScreenshots(page, screenshotDir, 'review-wizard');
    await expectAccessible(page);
    await wizard.next('다음: 여유일');
    await expect(page.getByTestId('review-choice')).toHaveText('복습 일정하루 최대 2개');
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

  // The next day: the learner moves to Kiritimati, and the browser too (a context's zone is fixed), with the
  // same session, so the app's own zone report agrees with the profile.
  await api.put('/user/me', { timezone: AHEAD_ZONE });
  const ahead = await browser.newContext({
    ...contextOptions,
    baseURL,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    locale: 'ko-KR',
    serviceWorkers: 'block',
    timezoneId: AHEAD_ZONE,
    storageState: await page.context().storageState(),
  });
  // A second context: the test's own console watch covers only the first.
  const aheadConsole = unexpectedConsole(ahead);
  const nextDay = await ahead.newPage();
  const nextTodos = new TodayTodosSection(nextDay);
  const review = nextTodos.row('1 집합');
  await test.step('the next day, in Kiritimati: the unit is back in today’s list as a review', async () => {
    await nextDay.goto('/');
    await expect(review).toHaveAttribute('aria-checked', 'false');
    await expect(review).toHaveAccessibleDescription(/^복습 1회차/);
    await expect(nextTodos.row('2 명제')).not.toHaveAccessibleDescription(/복습/);
  });

  await test.step('ticked, it asks how it went; 쉬움 says when it comes back', async () => {
    await review.click();
    const question = nextDay.getByRole('group', { name: '어땠어요?' });
    await question.getByRole('button', { name: '쉬움' }).click();
    // 쉬움 skips a rung: the third review, a week after today.
    const answer = nextDay.getByText('7일 뒤에 다시 볼게요');
    await expect(answer).toBeVisible();
    // The row grew with the question and the answer: the completion's snackbar, still up, stays below it.
    const snackbar = nextDay.getByTestId('snackbar');
    await expect
      .poll(async () => {
        const [said, line] = [await answer.boundingBox(), await snackbar.boundingBox()];
        return line === null || (said !== null && said.y + said.height <= line.y);
      })
      .toBe(true);
    await expect(question.getByRole('button', { name: '쉬움' })).toHaveAttribute('aria-pressed', 'true');
    await expectAccessible(nextDay);
    await themedScreenshots(nextDay, screenshotDir, 'review-rated');
    // From 1024 px the list moves beside the big button; the row still says when the unit comes back.
    await nextDay.setViewportSize({ width: 1280, height: 800 });
    await expect(answer).toBeVisible();
    await themedScreenshots(nextDay, screenshotDir, 'review-dashboard-wide');
  });
  await ahead.close();
  expect(aheadConsole, CONSOLE_RULE).toEqual([]);
});
