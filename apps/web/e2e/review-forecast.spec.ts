import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expectAccessible, expect, test, themedScreenshots } from './fixtures';
import { FocusApi } from './focus-api';
import { PlanWizardPage } from './pages/plan-wizard-page';
import { signUp } from './sign-up';
import { newLearner } from './test-users';

/*
 * A learner opts into review in the wizard, weighs 목표 기억률 by the workload it forecasts (90 %, then 95 %),
 * makes the plan at 90 %, then on the plan page lowers it and gives reviews a daily time.
 */

const screenshotDir = join(import.meta.dirname, 'screenshots');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** The reviews the forecast counts in its window, from its sentence (a day's average, or the window's count). */
async function reviewsInWindow(page: Page): Promise<number> {
  const line = page.getByText(/^(하루 평균 복습 [\d.]+개|30일 동안 복습 \d+개)/);
  await expect(line).toBeVisible();
  const text = (await line.textContent()) ?? '';
  const average = /하루 평균 복습 ([\d.]+)개/.exec(text);
  if (average) return Number(average[1]) * 30;
  return Number(/30일 동안 복습 (\d+)개/.exec(text)?.[1] ?? Number.NaN);
}

/** The page at the phone's and the desktop's size, light and dark, the review setting in view. */
async function screenshotsAtBothSizes(page: Page, name: string) {
  // The snackbar of the last change would cover the forecast.
  await expect(page.getByTestId('snackbar')).toHaveCount(0);
  await expect(page.getByText('계획을 만들었어요')).toHaveCount(0);
  for (const [size, viewport] of [
    ['390', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await page
      .getByTestId('review-setting')
      .evaluate((setting) => setting.scrollIntoView({ block: 'center' }));
    await themedScreenshots(page, screenshotDir, `${name}-${size}`);
  }
  await page.setViewportSize(PHONE);
}

test('the workload preview follows 목표 기억률 in the wizard and on the plan page', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const wizard = new PlanWizardPage(page);
  await signUp(page, newLearner('forecast'));
  const api = await FocusApi.signedIn(page.request, baseURL ?? '');
  const content = (await api.post('/learning-contents', {
    title: `기억률 교재 ${Date.now()}`,
    author: '몰입 출판',
    type: 'BOOK',
    category: '영어',
    contentUnits: ['문장의 형식', '시제', '조동사', '수동태', '부정사', '동명사', '분사', '관계사'].map(
      (title) => ({ title }),
    ),
  })) as { id: string };

  let at90 = 0;
  await test.step('the wizard forecasts the reviews of the next 30 days at 90 %, then at 95 %', async () => {
    await page.goto(`/study-plans/create/content-selection/${content.id}`);
    await expect(wizard.unitCheckbox('전체 선택')).toHaveAttribute('aria-checked', 'true');
    await wizard.next('단원 8개 선택 · 다음');
    await wizard.next('다음: 쉬는 날');
    await wizard.next('다음: 학습 속도');
    await page.getByRole('switch', { name: '복습 일정 넣기' }).click();
    await expect(page.getByRole('radio', { name: '90%' })).toBeChecked();
    await expect(page.getByRole('combobox', { name: '하루 복습 시간' })).toHaveValue('off');
    const forecast = page.getByTestId('review-forecast');
    await expect(forecast.getByRole('heading')).toHaveText('앞으로 30일 복습 예상 · 목표 기억률 90%');
    await expect(forecast).toContainText('복습 1개에 5분으로 어림했어요.');
    at90 = await reviewsInWindow(page);
    expect(at90).toBeGreaterThan(0);

    await page.getByText('95%', { exact: true }).click();
    await expect(forecast.getByRole('heading')).toHaveText('앞으로 30일 복습 예상 · 목표 기억률 95%');
    await expect(forecast).toHaveAttribute('aria-busy', 'false');
    expect(await reviewsInWindow(page)).toBeGreaterThan(at90);
    await screenshotsAtBothSizes(page, 'review-forecast-wizard');
    await expectAccessible(page);

    await page.getByText('90%', { exact: true }).click();
    await expect(forecast.getByRole('heading')).toHaveText('앞으로 30일 복습 예상 · 목표 기억률 90%');
    await expect(forecast).toHaveAttribute('aria-busy', 'false');
    expect(await reviewsInWindow(page)).toBe(at90);
    await wizard.next('다음: 여유일');
    await expect(page.getByTestId('review-choice')).toHaveText('복습 일정하루 최대 3개 · 기억률 90%');
    await wizard.next('학습 계획 만들기');
  });

  await test.step('the plan page saves a lower retention and a daily review time at once', async () => {
    await expect(page).toHaveURL(/\/study-plan\/[0-9a-f-]+$/);
    const planId = page.url().split('/').at(-1) ?? '';
    await expect(page.getByRole('radio', { name: '90%' })).toBeChecked();
    const forecast = page.getByTestId('review-forecast');
    await expect(forecast.getByRole('heading')).toHaveText('앞으로 30일 복습 예상 · 목표 기억률 90%');

    await page.getByText('85%', { exact: true }).click();
    await expect(page.getByTestId('snackbar')).toContainText('목표 기억률을 85%로 바꿨어요.');
    await expect(page.getByRole('radio', { name: '85%' })).toBeChecked();
    await expect(forecast.getByRole('heading')).toHaveText('앞으로 30일 복습 예상 · 목표 기억률 85%');

    const minutes = page.getByRole('combobox', { name: '하루 복습 시간' });
    await minutes.selectOption('30');
    await expect(page.getByTestId('snackbar')).toContainText('하루 복습 시간을 30분으로 정했어요.');
    await expect(minutes).toHaveAccessibleDescription('복습은 하루 30분 안에서 넣어요.');
    const plan = (await api.get(`/study-plans/${planId}`)) as {
      targetRetentionPercent: number;
      reviewMinutesPerDay: number | null;
      reviewsPerDay: number | null;
    };
    expect(plan).toMatchObject({ targetRetentionPercent: 85, reviewMinutesPerDay: 30, reviewsPerDay: 3 });
    await expect(forecast).toHaveAttribute('aria-busy', 'false');
    await screenshotsAtBothSizes(page, 'review-forecast-plan-page');
    await expectAccessible(page);
  });
});
