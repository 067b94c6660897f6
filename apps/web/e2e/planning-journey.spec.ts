import { expect, expectAccessible, screenshot, test } from './fixtures';
import { ContentCreatePage } from './pages/content-create-page';
import { PlanWizardPage } from './pages/plan-wizard-page';
import { TodayTodosSection } from './pages/today-todos-section';
import { signUp } from './sign-up';
import { newLearner } from './test-users';

const weekdays = ['일', '월', '화', '수', '목', '금', '토'];

test('a learner creates a content with nested units, plans it, and works through today’s to-dos', async ({
  page,
}) => {
  const learner = newLearner('plan');
  const content = new ContentCreatePage(page);
  const wizard = new PlanWizardPage(page);
  const todos = new TodayTodosSection(page);
  const contentTitle = `몰입 수학 기본편 ${Date.now().toString(36)}`;

  await test.step('sign in to an empty dashboard', async () => {
    await signUp(page, learner);
    await expect(page.getByText('오늘은 할 일이 없어요')).toBeVisible();
    await screenshot(page, 'p01-dashboard-empty');
  });

  await test.step('the dashed box opens the wizard; "새 학습 자료 만들기" opens content creation', async () => {
    await page.getByRole('link', { name: /학습 계획 추가하기/ }).click();
    await expect(page).toHaveURL(/\/study-plans\/create$/);
    await expect(wizard.step(1, '학습 자료')).toBeVisible();
    await wizard.expectNoEstimateYet();
    await screenshot(page, 'p02-wizard-content');
    await page.getByRole('link', { name: '새 학습 자료 만들기' }).click();
    await expect(page).toHaveURL(/\/learning-content\/create$/);
  });

  await test.step('metadata', async () => {
    await content.fillMetadata({ title: contentTitle, category: '수학', author: '몰입 출판' });
    await page.getByLabel('출처 URL').fill('not a url');
    await content.nextButton().click();
    await expect(page.getByText('주소 형식을 확인해 주세요.')).toBeVisible();
    await screenshot(page, 'p03-content-metadata-error');
    await page.getByLabel('출처 URL').fill('https://example.com/book');
    await content.nextButton().click();
    await expect(page).toHaveURL(/\/learning-content\/create\/structure$/);
  });

  await test.step('structure: nested units, keyboard entry, reorder', async () => {
    await expect(content.unitTitle('1')).toHaveValue('새 단원');
    await content.renameUnit('1', '함수');
    await content.addChild('1', '일차함수');
    // Enter in a title adds the next unit below it.
    await page.keyboard.press('Enter');
    await page.keyboard.type('이차함수');
    await content.addBelow('1', '방정식');
    await content.addChild('2', '연립방정식');
    await content.moveUp('1.2');
    await expect(content.unitTitle('1.1')).toHaveValue('이차함수');
    await expect(content.unitTitle('1.2')).toHaveValue('일차함수');
    await expect(content.unitTitle('2.1')).toHaveValue('연립방정식');
    await screenshot(page, 'p04-content-structure', true);
    await expectAccessible(page);
    await content.save();
    await screenshot(page, 'p05-content-created');
    await page.getByRole('button', { name: '이 자료로 학습 계획 만들기' }).click();
  });

  await test.step('wizard step 1: units, all selected at first (a parent selects or clears its leaves)', async () => {
    await expect(page).toHaveURL(/\/study-plans\/create\/content-selection\/[0-9a-f-]+$/);
    await expect(wizard.unitCheckbox('전체 선택')).toHaveAttribute('aria-checked', 'true');
    await wizard.unitCheckbox(/^1 함수/).click();
    await expect(wizard.unitCheckbox(/^1\.1 이차함수/)).toHaveAttribute('aria-checked', 'false');
    await expect(wizard.unitCheckbox('전체 선택')).toHaveAttribute('aria-checked', 'mixed');
    await wizard.unitCheckbox('전체 선택').click();
    await expect(page.getByRole('button', { name: '단원 3개 선택 · 다음' })).toBeEnabled();
    await screenshot(page, 'p06-wizard-units', true);
  });

  await test.step('a reload keeps the draft', async () => {
    await page.reload();
    await expect(page.getByRole('button', { name: '단원 3개 선택 · 다음' })).toBeEnabled();
    await wizard.next('단원 3개 선택 · 다음');
  });

  await test.step('wizard step 2: start date defaults to today', async () => {
    await expect(wizard.step(2, '시작일')).toBeVisible();
    await expect(page.getByRole('button', { name: '오늘' })).toHaveAttribute('aria-pressed', 'true');
    await wizard.expectPreview();
    await screenshot(page, 'p07-wizard-date', true);
    await wizard.next('다음: 쉬는 날');
  });

  await test.step('wizard step 3: a weekly rest day (not today) and a rest date toggled twice', async () => {
    await expect(wizard.step(3, '쉬는 날')).toBeVisible();
    const todayIndex = await page.evaluate(() =>
      new Date().toLocaleDateString('en-US', { weekday: 'short' }),
    );
    const index = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(todayIndex);
    const restWeekday = weekdays[(index + 3) % 7] ?? '일';
    await page.getByRole('button', { name: `매주 ${restWeekday}요일 쉬기` }).click();
    await expect(page.getByRole('button', { name: `매주 ${restWeekday}요일 쉬기` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await screenshot(page, 'p08-wizard-rest-days', true);
  });

  await test.step('leaving and opening the wizard again offers to resume at step 3', async () => {
    // The phone's back button leaves the whole wizard at once: it is one history entry.
    await page.goBack();
    await expect(page).toHaveURL(/:\d+\/$/);
    await page.getByRole('link', { name: /학습 계획 추가하기/ }).click();
    const resume = page.getByRole('region', { name: '작성 중인 학습 계획이 있어요' });
    await expect(resume).toContainText(contentTitle);
    await expect(resume).toContainText('3단계 쉬는 날에서 멈췄어요 · 단원 3개');
    await screenshot(page, 'p-resume');
    await resume.getByRole('button', { name: '이어서 만들기' }).click();
    await expect(page).toHaveURL(/\/study-plans\/create\/rest-days$/);
    await expect(wizard.step(3, '쉬는 날')).toBeVisible();
    await expect(page.getByRole('button', { name: /^매주 .요일 쉬기$/, pressed: true })).toHaveCount(1);
    await wizard.next('다음: 학습 속도');
  });

  await test.step('wizard step 4: speed 2 a day', async () => {
    await expect(wizard.step(4, '학습 속도')).toBeVisible();
    await expect(page.getByRole('slider', { name: '하루 학습 단원 수' })).toHaveValue('1');
    await page.getByRole('button', { name: '하루 단원 수 늘리기' }).click();
    await expect(page.getByRole('slider', { name: '하루 학습 단원 수' })).toHaveValue('2');
    await screenshot(page, 'p09-wizard-speed', true);
    await wizard.next('다음: 여유일');
  });

  await test.step('wizard step 5: buffer days, server preview, create', async () => {
    await expect(wizard.step(5, '여유일')).toBeVisible();
    await page.getByRole('button', { name: '3일마다' }).click();
    await wizard.expectPreview();
    await expect(page.getByText('여유일', { exact: true }).first()).toBeVisible();
    await screenshot(page, 'p10-wizard-buffer', true);
    // The live preview (calendar, rest and buffer days) must stay readable for everyone.
    await expectAccessible(page);
    await wizard.next('학습 계획 만들기');
    await expect(page).toHaveURL(/\/study-plan\/[0-9a-f-]+$/);
    await expect(page.getByRole('status').filter({ hasText: '계획을 만들었어요' })).toBeVisible();
    await expect(page.getByRole('heading', { name: contentTitle, level: 2 })).toBeVisible();
    await screenshot(page, 'p11-plan-detail');
    // The alert fades out after 3 s; axe would measure its contrast mid-animation.
    await expect(page.getByRole('status').filter({ hasText: '계획을 만들었어요' })).toBeHidden();
    await expectAccessible(page);
  });

  await test.step('the dashboard shows the plan and today’s to-dos', async () => {
    // The wizard, with the content made on the way, was one history entry: back leads to the dashboard
    // it was started from, not into its emptied steps.
    await page.getByRole('button', { name: '뒤로 가기' }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.getByRole('link', { name: new RegExp(contentTitle) })).toContainText('0%');
    await expect(todos.row('1.1 이차함수')).toBeVisible();
    await expect(todos.row('1.2 일차함수')).toBeVisible();
    await screenshot(page, 'p12-dashboard-todos');
    await expectAccessible(page);
  });

  await test.step('long-press 1.1 and postpone it', async () => {
    const sheet = await todos.longPress(todos.row('1.1 이차함수'), '1.1');
    await todos.expectSheetActions(sheet, ['완료', '내일로 미루기', '건너뛰기']);
    await screenshot(page, 'p13-todo-sheet');
    await sheet.getByRole('button', { name: '내일로 미루기' }).click();
    await expect(sheet).toBeHidden();
    await expect(todos.row('1.1 이차함수')).toHaveAttribute('data-status', 'POSTPONED');
    await expect(page.getByText('내일로 미룸')).toBeVisible();
  });

  await test.step('tap 1.2 to complete it, then long-press to mark it incomplete, and complete it again', async () => {
    await todos.row('1.2 일차함수').click();
    await expect(todos.row('1.2 일차함수')).toHaveAttribute('aria-checked', 'true');
    // The day is done: its card arrives above the list once the server has confirmed.
    await expect(page.getByTestId('all-done')).toBeVisible();
    const sheet = await todos.longPress(todos.row('1.2 일차함수'), '1.2');
    await todos.expectSheetActions(sheet, ['미완료로 표시']);
    await sheet.getByRole('button', { name: '미완료로 표시' }).click();
    await expect(todos.row('1.2 일차함수')).toHaveAttribute('aria-checked', 'false');
    await todos.row('1.2 일차함수').click();
    await expect(todos.row('1.2 일차함수')).toHaveAttribute('aria-checked', 'true');
    await screenshot(page, 'p14-dashboard-after-actions');
  });

  await test.step('a reload shows the same state', async () => {
    await page.reload();
    await expect(todos.row('1.1 이차함수')).toHaveAttribute('data-status', 'POSTPONED');
    await expect(todos.row('1.2 일차함수')).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('link', { name: new RegExp(contentTitle) })).toContainText('33%');
    await screenshot(page, 'p15-dashboard-reloaded');
  });

  await test.step('/study-plans lists the plan with its progress', async () => {
    await page.getByRole('link', { name: '전체 보기' }).click();
    await expect(page).toHaveURL(/\/study-plans$/);
    await expect(page.getByRole('link', { name: new RegExp(contentTitle) })).toBeVisible();
    await screenshot(page, 'p16-study-plans');
    await expectAccessible(page);
  });

  await test.step('the created plan’s draft is gone: the wizard starts fresh', async () => {
    await page.goto('/study-plans/create');
    await expect(wizard.step(1, '학습 자료')).toBeVisible();
    await expect(page.getByRole('region', { name: '작성 중인 학습 계획이 있어요' })).toHaveCount(0);
  });
});
