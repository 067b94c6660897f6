import type { Page } from '@playwright/test';
import { docsScreenshots, expect, expectAccessible, inWebFont, test } from './fixtures';
import { FocusApi } from './focus-api';
import { LEARNER_ZONE_LABEL } from './learner-time-zone';
import { signUp } from './sign-up';
import { newLearner } from './test-users';

type TodayGroup = { dailyTodoUnitResponses: { id: string; title: string; status: string }[] };
type FreeBlock = {
  focusLogs: { dailyTodoUnitId: string | null; endTime: string | null; actualFocusSeconds: number }[];
};

/** Today's to-dos as the server has them, by title. */
async function statusesOnServer(api: FocusApi): Promise<Record<string, string>> {
  const groups = (await api.get('/daily-todos/today')) as TodayGroup[];
  return Object.fromEntries(
    groups.flatMap((group) => group.dailyTodoUnitResponses.map((todo) => [todo.title, todo.status])),
  );
}

const row = (page: Page, title: string) => page.getByRole('checkbox', { name: new RegExp(`${title}$`) });
const snackbar = (page: Page) => page.getByTestId('snackbar');

/**
 * Pauses the page's clock a second on from its own "now", which an earlier pause left ahead of the test's by up
 * to that second: a pause at the test's "now" would then lie in the page's past.
 */
async function pauseForPictures(page: Page): Promise<void> {
  const pageNow = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(new Date(pageNow + 1000));
}

test('completing a to-do is celebrated with today’s figures, and the snackbar undoes it', async ({
  page,
  baseURL,
  consoleMessages,
}) => {
  test.setTimeout(120_000);
  await page.clock.install();
  let api: FocusApi;
  let planId = '';

  await test.step('a learner with two to-dos today', async () => {
    await signUp(page, newLearner('ack'));
    api = await FocusApi.inLearnerZone(page.request, baseURL ?? '');
    planId = await api.createPlanWithTwoTodosToday(['수열의 극한', '급수']);
    await page.reload();
    // The font is in before the clock is paused for pictures: the app loads it once the page has settled.
    await inWebFont(page);
    await expect(row(page, '수열의 극한')).toHaveAttribute('aria-checked', 'false');
  });

  await test.step('completing one shows a burst and the summary above the tab bar', async () => {
    await row(page, '수열의 극한').click();
    await expect(snackbar(page)).toContainText('할 일을 완료했어요.');
    // The pointer on it stops its clock: it stays however slowly it is read (here, until 되돌리기 below).
    await snackbar(page).hover();
    await expect(snackbar(page).getByTestId('today-progress')).toHaveText('할 일 1/2 · 1일 연속');
    await expect(page.getByTestId('celebration-burst')).toHaveCount(1);
    // Above the tab bar, never over the header.
    const bar = await page.getByRole('navigation', { name: '주요 메뉴' }).boundingBox();
    const toast = await snackbar(page).boundingBox();
    expect((toast?.y ?? 0) + (toast?.height ?? 0)).toBeLessThanOrEqual(bar?.y ?? 0);
    expect(toast?.y ?? 0).toBeGreaterThan(200);
  });

  await test.step('되돌리기 opens the to-do again, on the server too', async () => {
    await snackbar(page).getByRole('button', { name: '되돌리기' }).click();
    await expect(snackbar(page)).toContainText('되돌렸어요.');
    await expect(row(page, '수열의 극한')).toHaveAttribute('aria-checked', 'false');
    await expect.poll(async () => (await statusesOnServer(api))['수열의 극한']).toBe('PENDING');
  });

  await test.step('completed again, the snackbar is shown in both themes', async () => {
    await row(page, '수열의 극한').click();
    await expect(snackbar(page).getByTestId('today-progress')).toHaveText('할 일 1/2 · 1일 연속');
    // Paused so the snackbar stays for both themes' screenshots (axe needs the clock running).
    await pauseForPictures(page);
    await docsScreenshots(page, 'acknowledgement-todo-done');
    await page.clock.resume();
  });

  await test.step('the day’s last to-do brings the all-done card', async () => {
    await row(page, '급수').click();
    const allDone = page.getByTestId('all-done');
    await expect(allDone).toContainText('오늘 할 일을 모두 끝냈어요 🎉');
    await expect(allDone.getByTestId('today-progress')).toHaveText('할 일 2/2 · 1일 연속');
    await expect(allDone.getByRole('link', { name: '오늘 기록 보기' })).toBeVisible();
    // The card in the middle of the screen, clear of the snackbar above the tab bar.
    await allDone.evaluate((card) => card.scrollIntoView({ block: 'center' }));
    await pauseForPictures(page);
    await docsScreenshots(page, 'acknowledgement-all-done');
    await page.clock.resume();
    await expectAccessible(page);
    await expect
      .poll(async () => Object.values(await statusesOnServer(api)))
      .toEqual(['COMPLETED', 'COMPLETED']);
  });

  await test.step('자유롭게 집중하기 starts a focus on no to-do, counted in today’s total', async () => {
    await page.getByTestId('all-done').getByRole('button', { name: '자유롭게 집중하기' }).click();
    await expect(page).toHaveURL(/\/focus-block\/current$/);
    await expect(page.getByText('자유 집중', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: '자유 집중 일시 정지' })).toBeVisible();
    // The server holds one open log on no to-do; a few real seconds pass on its clock.
    await expect
      .poll(async () => {
        const block = (await api.get('/focus-blocks/current')) as FreeBlock;
        return block.focusLogs.map((log) => [log.dailyTodoUnitId, log.endTime, log.actualFocusSeconds >= 3]);
      })
      .toEqual([[null, null, true]]);
    await page.getByRole('button', { name: '전체 화면', exact: true }).scrollIntoViewIfNeeded();
    await pauseForPictures(page);
    await docsScreenshots(page, 'free-focus-block');
    await page.clock.resume();
    // The ring's own button; the one below the figures does the same.
    await page.getByRole('button', { name: '블록 종료' }).first().click();
    // The block's own summary says what happened, in place of a snackbar.
    await expect(page).toHaveURL(/\/focus-block\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 2, name: /초 집중했어요$/ })).toBeVisible();
    const stats = (await api.get('/user/stats?days=7')) as { today: { studySeconds: number } };
    expect(stats.today.studySeconds).toBeGreaterThanOrEqual(3);
    await page.goto('/');
    await expect(page.getByTestId('today-study-time')).toHaveText(`${stats.today.studySeconds}초`);
    await expect(page.getByTestId('all-done').getByTestId('today-progress')).toHaveText(
      `오늘 ${stats.today.studySeconds}초 집중 · 할 일 2/2 · 1일 연속`,
    );
    await api.patch('/focus-sessions/end');
  });

  await test.step('내일 분량 미리 하기 brings the next study day’s to-do to today', async () => {
    const content = (await api.post('/learning-contents', {
      title: `미리 하기 교재 ${Date.now()}`,
      author: '몰입 출판',
      type: 'BOOK',
      category: '수학',
      contentUnits: [{ title: '행렬' }, { title: '벡터' }],
    })) as { id: string };
    const units = (await api.get(`/learning-contents/${content.id}/content-units`)) as { id: string }[];
    await api.post('/study-plans', {
      title: '선형대수 하루 한 단원',
      learningContentId: content.id,
      contentUnitIds: units.map((unit) => unit.id),
      startDate: (await api.today()).date,
      restDays: [],
      studySpeed: 1,
      bufferDayInterval: 0,
    });
    await page.reload();
    await row(page, '행렬').click();
    await expect(snackbar(page)).toContainText('할 일을 완료했어요.');
    const allDone = page.getByTestId('all-done');
    await allDone.getByRole('button', { name: '내일 분량 미리 하기' }).click();
    await expect(snackbar(page)).toContainText('다음 할 일 1개를 오늘로 가져왔어요.');
    await expect(row(page, '벡터')).toHaveAttribute('aria-checked', 'false');
    await expect(allDone).toHaveCount(0);
    await expect.poll(async () => (await statusesOnServer(api))['벡터']).toBe('PENDING');
  });

  await test.step('the plan keeps its actions in the ⋯ menu above a schedule on screen', async () => {
    await page.goto(`/study-plan/${planId}`);
    await expect(page.getByRole('heading', { name: '날짜별 일정' })).toBeInViewport();
    await docsScreenshots(page, 'plan-detail');
    await page.getByRole('button', { name: '계획 관리' }).click();
    const sheet = page.getByRole('dialog', { name: '미적분 집중 계획' });
    await expect(sheet.getByRole('listitem').getByRole('button')).toHaveText([
      // Every unit is done, so the plan completed itself: nothing to reschedule or pause.
      '이름 바꾸기',
      '보관하기',
      '계획 삭제',
    ]);
    await docsScreenshots(page, 'plan-detail-menu');
    await sheet.getByRole('button', { name: '보관하기' }).click();
    await page
      .getByRole('dialog', { name: '‘미적분 집중 계획’ 계획을 보관할까요?' })
      .getByRole('button', { name: '보관' })
      .click();
    await expect(snackbar(page)).toContainText('계획을 보관했어요.');
  });

  await test.step('an archived plan stays in the list; a missing one leads back to it', async () => {
    await page.goto('/study-plans');
    await expect(page.getByRole('button', { name: '보관됨' })).toBeInViewport();
    await expect(page.getByRole('link', { name: /미적분 집중 계획/ })).toContainText('보관됨');
    await docsScreenshots(page, 'plan-list');
    await page.goto('/study-plan/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('삭제되었거나 없는 계획이에요')).toBeVisible();
    await expect(page.getByRole('button', { name: '다시 시도' })).toHaveCount(0);
    await docsScreenshots(page, 'plan-missing');
    // The browser reports the 404 this step asks for; that one line is expected, nothing else is.
    const missingPlan = consoleMessages.findIndex((line) => line.includes('404 (Not Found)'));
    expect(missingPlan).toBeGreaterThanOrEqual(0);
    consoleMessages.splice(missingPlan, 1);
    await page.getByRole('link', { name: '목록으로' }).click();
    await expect(page).toHaveURL(/\/study-plans$/);
  });

  await test.step('the copy pass: a time zone in words, no estimate before content, inline form messages', async () => {
    await page.goto('/my-page');
    const studyDay = page.getByRole('region', { name: '학습일 설정' });
    await expect(studyDay).toContainText(LEARNER_ZONE_LABEL);
    await studyDay.scrollIntoViewIfNeeded();
    await docsScreenshots(page, 'my-page-study-day');
    await page.goto('/study-plans/create');
    await expect(page.getByTestId('preview-waiting')).toBeVisible();
    await expect(page.getByTestId('estimated-end')).toHaveCount(0);
    await docsScreenshots(page, 'wizard-before-content');
    await page.goto('/learning-content/create');
    await page.getByRole('button', { name: '다음: 단원 구성' }).click();
    await expect(page.getByText('제목을 입력해 주세요.')).toBeVisible();
    await docsScreenshots(page, 'content-form-inline-errors');
  });
});
