import type { Page } from '@playwright/test';
import { unitEditMessages } from '@molip/domain/content-unit-edit';
import { learningContentMessages } from '@molip/domain/learning-content';
import { expect, expectAccessible, screenshot, test } from './fixtures';
import { ContentCreatePage } from './pages/content-create-page';
import { PlanWizardPage } from './pages/plan-wizard-page';
import { signUp } from './sign-up';
import { newLearner } from './test-users';

/** The page in light and in dark mode, as `<name>-light` and `<name>-dark`. */
async function screenshotBothSchemes(page: Page, name: string, fullPage = true) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await screenshot(page, `${name}-${colorScheme}`, fullPage);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test('a creator edits a content, plans it, and may then only rename its used units; another learner reads it', async ({
  page,
  browser,
  baseURL,
  consoleMessages,
}) => {
  test.setTimeout(180_000);
  const editor = new ContentCreatePage(page);
  const wizard = new PlanWizardPage(page);
  const stamp = Date.now().toString(36);
  const renamed = `미적분 개념서 ${stamp}`;
  let contentPath = '';

  await test.step('a learner creates a content with three units', async () => {
    await signUp(page, newLearner('edit'));
    await page.goto('/learning-content/create');
    await editor.fillMetadata({ title: `미적분 초안 ${stamp}`, category: '수학', author: '몰입 출판' });
    await editor.nextButton().click();
    await editor.renameUnit('1', '함수');
    await editor.addBelow('1', '수열');
    await editor.addBelow('2', '극한');
    await editor.save();
    await page.getByRole('button', { name: '이 자료로 학습 계획 만들기' }).click();
  });

  await test.step('the unit step leads its creator to the edit page', async () => {
    await page.getByRole('link', { name: '학습 자료 수정' }).click();
    await expect(page).toHaveURL(/\/learning-content\/[0-9a-f-]+$/);
    contentPath = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { name: '학습 자료 수정', level: 1 })).toBeVisible();
  });

  await test.step('rename it, describe it, reorder, remove and add units, and save', async () => {
    await page.getByRole('textbox', { name: '제목', exact: true }).fill(renamed);
    await page.getByLabel('설명 (선택)').fill('고등 미적분을 개념부터 다시 봐요.');
    await editor.moveUp('3');
    await expect(editor.unitTitle('2')).toHaveValue('극한');
    await editor.openTools('3');
    await editor.unitTools('3').getByRole('button', { name: '삭제' }).click();
    await page.getByRole('button', { name: '단원 추가' }).click();
    await page.keyboard.type('미분');
    await expectAccessible(page);
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await expect(page.getByText('학습 자료를 저장했어요.')).toBeVisible();
    await expect(page.getByRole('button', { name: '저장', exact: true })).toBeDisabled();
    await page.reload();
    await expect(page.getByRole('textbox', { name: '제목', exact: true })).toHaveValue(renamed);
    await expect(editor.unitTitle('1')).toHaveValue('함수');
    await expect(editor.unitTitle('2')).toHaveValue('극한');
    await expect(editor.unitTitle('3')).toHaveValue('미분');
    await expect(page.getByText('계획에서 사용 중')).toHaveCount(0);
  });

  await test.step('a plan over every unit', async () => {
    await page.goto(contentPath.replace('/learning-content/', '/study-plans/create/content-selection/'));
    await expect(page.getByRole('heading', { name: renamed, level: 2 })).toBeVisible();
    // The draft kept the units chosen before the edit (one of them is gone): choose them all again.
    await expect(wizard.unitCheckbox('전체 선택')).toHaveAttribute('aria-checked', 'mixed');
    await wizard.unitCheckbox('전체 선택').click();
    await expect(wizard.unitCheckbox('전체 선택')).toHaveAttribute('aria-checked', 'true');
    await wizard.next('단원 3개 선택 · 다음');
    await wizard.next('다음: 쉬는 날');
    await wizard.next('다음: 학습 속도');
    await wizard.next('다음: 여유일');
    await wizard.next('학습 계획 만들기');
    await expect(page).toHaveURL(/\/study-plan\/[0-9a-f-]+$/);
  });

  await test.step('used units are marked: they cannot be removed, nor swapped with each other', async () => {
    await page.goto(contentPath);
    await expect(page.getByText('계획에서 사용 중')).toHaveCount(3);
    await editor.openTools('1');
    await expect(editor.unitTools('1').getByRole('button', { name: '삭제' })).toBeDisabled();
    await expect(editor.unitTools('1')).toContainText('학습 계획에 쓰이고 있어서 삭제할 수 없어요.');
    await editor.renameUnit('1', '함수와 그래프');
    await editor.moveUp('2');
    await expect(page.getByRole('alert')).toHaveText(unitEditMessages.usedUnitsReordered);
    await editor.moveUp('2');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await screenshotBothSchemes(page, 'content-edit');
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await expect(page.getByText('학습 자료를 저장했어요.')).toBeVisible();
  });

  await test.step('deleting is refused while the plan uses it, and the dialog says why', async () => {
    await page.getByRole('button', { name: '학습 자료 삭제' }).click();
    const dialog = page.getByRole('dialog', { name: `‘${renamed}’ 학습 자료를 삭제할까요?` });
    await expect(dialog).toContainText('되돌릴 수 없어요');
    await dialog.getByRole('button', { name: '삭제' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(learningContentMessages.inUse);
    // The refusal is expected: Chromium logs every 4xx answer, so this one line is forgiven.
    const refusal = consoleMessages.findIndex((line) => line.includes('409 (Conflict)'));
    expect(refusal).toBeGreaterThanOrEqual(0);
    consoleMessages.splice(refusal, 1);
    await screenshotBothSchemes(page, 'content-delete-refused', false);
    await dialog.getByRole('button', { name: '취소' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('another learner reads it, with nothing to edit', async () => {
    const context = await browser.newContext({
      baseURL,
      locale: 'ko-KR',
      viewport: { width: 390, height: 844 },
    });
    const other = await context.newPage();
    await signUp(other, newLearner('read'));
    await other.goto(contentPath);
    await expect(other.getByRole('heading', { name: '학습 자료', level: 1 })).toBeVisible();
    await expect(other.getByRole('heading', { name: renamed, level: 2 })).toBeVisible();
    await expect(other.getByText('만든 사람만 고칠 수 있어요.')).toBeVisible();
    await expect(other.getByRole('list', { name: '단원 목록' })).toContainText('함수와 그래프');
    await expect(other.getByRole('textbox')).toHaveCount(0);
    await expect(other.getByRole('button', { name: '학습 자료 삭제' })).toHaveCount(0);
    await expectAccessible(other);
    await screenshotBothSchemes(other, 'content-read-only');
    await context.close();
  });
});
