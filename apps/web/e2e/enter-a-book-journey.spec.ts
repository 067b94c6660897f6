import type { ContentUnit, LearningContentList } from '@molip/domain/learning-content';
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import { expect, expectAccessible, test, themedScreenshots } from './fixtures';
import { FocusApi } from './focus-api';
import { ContentCreatePage } from './pages/content-create-page';
import { PlanWizardPage } from './pages/plan-wizard-page';
import { signUp } from './sign-up';
import { newLearner } from './test-users';

const screens = join(import.meta.dirname, 'screenshots', 'enter-a-book');

// A 목차 as a bookstore page prints it: 3 chapters, 7 sections, 18 topics (28 lines), page numbers, dot
// leaders and a blank line between chapters.
const tableOfContents = `제1장 수와 식 ······ 9
1. 다항식의 연산 ······ 10
(1) 다항식의 덧셈과 뺄셈 ······ 11
(2) 다항식의 곱셈 ······ 14
(3) 다항식의 나눗셈 ······ 18
2. 나머지정리 ······ 22
(1) 항등식 ······ 23
(2) 나머지정리 ······ 26
(3) 인수정리 ······ 29
3. 인수분해 ······ 32
(1) 인수분해 공식 ······ 33
(2) 복잡한 식의 인수분해 ······ 37
(3) 조립제법의 활용 ······ 40

제2장 방정식과 부등식 ······ 45
1. 복소수 ······ 46
(1) 복소수의 뜻 ······ 47
(2) 복소수의 연산 ······ 50
2. 이차방정식 ······ 55
(1) 판별식 ······ 56
(2) 근과 계수의 관계 ······ 60

제3장 도형의 방정식 ······ 71
1. 평면좌표 ······ 72
(1) 두 점 사이의 거리 ······ 73
(2) 선분의 내분점 ······ 76
(3) 삼각형의 무게중심 ······ 79
2. 직선의 방정식 ······ 84
(1) 기울기와 y절편 ······ 85
(2) 두 직선의 위치 관계 ······ 88`;

/** Counts the learner's taps, so a journey can say how few it took. */
function tapCounter(page: Page) {
  let taps = 0;
  return {
    tap: async (name: string | RegExp) => {
      taps += 1;
      await page.getByRole('button', { name }).click();
    },
    count: () => taps,
  };
}

async function contentUnits(page: Page, title: string): Promise<ContentUnit[]> {
  const api = await FocusApi.signedIn(page.request, new URL(page.url()).origin);
  const list = (await api.get(
    `/learning-contents?mine=true&search=${encodeURIComponent(title)}`,
  )) as LearningContentList;
  const id = list.contents[0]?.id ?? '';
  return (await api.get(`/learning-contents/${id}/content-units`)) as ContentUnit[];
}

async function startContent(page: Page, title: string) {
  const content = new ContentCreatePage(page);
  await page.goto('/learning-content/create');
  await content.fillMetadata({ title, category: '수학', author: '몰입 출판' });
  await content.nextButton().click();
  await expect(page).toHaveURL(/\/learning-content\/create\/structure$/);
  return content;
}

test('a pasted 28-line, 3-level 목차 becomes 28 units in the right tree in a few taps', async ({ page }) => {
  const title = `수학 상 ${Date.now().toString(36)}`;
  await signUp(page, newLearner('toc'));
  const content = await startContent(page, title);
  const { tap, count } = tapCounter(page);

  await test.step('paste: the tree it read is shown before it is added', async () => {
    await tap('목차 붙여넣기');
    const dialog = page.getByRole('dialog', { name: '목차 붙여넣기' });
    await dialog.getByRole('textbox', { name: '목차' }).fill(tableOfContents);
    await expect(dialog.getByText('단원 28개, 3단계로 읽었어요.', { exact: false })).toBeVisible();
    const outline = dialog.getByRole('list', { name: '읽은 목차' });
    await expect(outline.getByRole('listitem')).toHaveCount(28);
    // Each unit's pages run to the next line's page; the last one's end is asked.
    await expect(outline.getByRole('spinbutton', { name: '‘다항식의 덧셈과 뺄셈’ 쪽수' })).toHaveValue('3');
    await expect(outline.getByRole('spinbutton', { name: '‘근과 계수의 관계’ 쪽수' })).toHaveValue('11');
    await expect(outline.getByRole('spinbutton', { name: '‘두 직선의 위치 관계’ 쪽수' })).toHaveValue('');
    await dialog.getByRole('spinbutton', { name: '마지막 쪽' }).fill('92');
    await expect(outline.getByRole('spinbutton', { name: '‘두 직선의 위치 관계’ 쪽수' })).toHaveValue('5');
    await themedScreenshots(page, screens, 'paste-preview');
    await expectAccessible(page);
    await tap('단원 28개 넣기');
    await expect(dialog).toHaveCount(0);
  });

  await test.step('register: the button counts the 18 units a plan will schedule', async () => {
    await expect(content.unitTitle('1')).toHaveValue('제1장 수와 식');
    await expect(content.unitTitle('1.1.1')).toHaveValue('다항식의 덧셈과 뺄셈');
    await expect(content.unitTitle('3.2.2')).toHaveValue('두 직선의 위치 관계');
    await expect(
      page.getByText('단원 28개 중 하위 단원이 없는 18개가 계획에 들어가요.', { exact: false }),
    ).toBeVisible();
    await themedScreenshots(page, screens, 'structure-pasted');
    await page.getByRole('button', { name: '학습 단원 18개로 등록하기' }).scrollIntoViewIfNeeded();
    await themedScreenshots(page, screens, 'structure-register');
    await tap('학습 단원 18개로 등록하기');
    await expect(page.getByRole('heading', { name: '학습 자료를 등록했어요' })).toBeVisible();
    expect(count()).toBeLessThanOrEqual(6);
  });

  await test.step('the server holds the tree: 28 units, 3 levels, in order', async () => {
    const units = await contentUnits(page, title);
    expect(units).toHaveLength(28);
    expect(units.filter((unit) => unit.depth === 0).map((unit) => unit.title)).toEqual([
      '제1장 수와 식',
      '제2장 방정식과 부등식',
      '제3장 도형의 방정식',
    ]);
    expect(units.filter((unit) => unit.depth === 1)).toHaveLength(7);
    expect(units.filter((unit) => unit.depth === 2)).toHaveLength(18);
    expect(units.find((unit) => unit.title === '근과 계수의 관계')?.shortTitle).toBe('2.2.2');
    // The units a plan schedules carry their pages, up to the last page asked for the last one.
    const leaves = units.filter((unit) => unit.depth === 2);
    expect(leaves.find((unit) => unit.title === '조립제법의 활용')?.unitVolume).toBe(5);
    expect(leaves.find((unit) => unit.title === '두 직선의 위치 관계')?.unitVolume).toBe(5);
  });
});

test('a 350-page book split into 14 units gives each its 25 pages as volume', async ({ page }) => {
  const title = `영어 독해 ${Date.now().toString(36)}`;
  await signUp(page, newLearner('pages'));
  const content = await startContent(page, title);

  const dialog = await content.splitByPages({ pages: 350, units: 14 });
  await expect(dialog.getByText('단원 14개, 단원마다 25쪽: p.1–25 … p.326–350')).toBeVisible();
  await themedScreenshots(page, screens, 'split-pages');
  await dialog.getByRole('button', { name: '단원 14개 만들기' }).click();

  await expect(content.unitTitle('1')).toHaveValue('p.1–25');
  await expect(content.unitTitle('14')).toHaveValue('p.326–350');
  await expect(page.getByText('25쪽')).toHaveCount(14);
  await page.getByRole('button', { name: '학습 단원 14개로 등록하기' }).click();
  await expect(page.getByRole('heading', { name: '학습 자료를 등록했어요' })).toBeVisible();
  // A reload on the way (say, back from the bookstore tab) keeps what was registered in view.
  await page.reload();
  await expect(page.getByRole('heading', { name: '학습 자료를 등록했어요' })).toBeVisible();
  await expect(page.getByText(title)).toBeVisible();
  await expect(page.getByText('단원 14개', { exact: false })).toBeVisible();

  const units = await contentUnits(page, title);
  expect(units.map((unit) => [unit.title, unit.unitVolume])).toEqual(
    Array.from({ length: 14 }, (_, index) => [`p.${index * 25 + 1}–${index * 25 + 25}`, 25]),
  );

  // The creator's editor offers the same paste and splits, and shows each unit's pages.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.getByRole('button', { name: '이 자료로 학습 계획 만들기' }).click();
  await page.getByRole('link', { name: '학습 자료 수정' }).click();
  await expect(page.getByRole('button', { name: '목차 붙여넣기' })).toBeVisible();
  await expect(page.getByText('25쪽')).toHaveCount(14);
  await themedScreenshots(page, screens, 'content-editor-360');
});

test('pasted chapters split by pages plan by pages a day, and a reload mid-wizard keeps the step and choices', async ({
  page,
}) => {
  const title = `통합과학 ${Date.now().toString(36)}`;
  const wizard = new PlanWizardPage(page);
  await signUp(page, newLearner('volume'));
  const content = await startContent(page, title);

  await test.step('paste two chapters, split each by its pages, change one volume', async () => {
    const paste = await content.pasteTableOfContents('1장 물질과 규칙성\n2장 시스템과 상호작용', 2);
    await paste.getByRole('button', { name: '단원 2개 넣기' }).click();
    const first = await content.splitByPages({ under: '1', pages: 40, units: 2 });
    await first.getByRole('button', { name: '단원 2개 만들기' }).click();
    const second = await content.splitByPages({ under: '2', pages: 60, units: 3, start: 41 });
    await second.getByRole('button', { name: '단원 3개 만들기' }).click();
    await expect(content.unitTitle('1.2')).toHaveValue('p.21–40');
    await expect(content.unitTitle('2.3')).toHaveValue('p.81–100');
    await content.openTools('2.3');
    await content.unitTools('2.3').getByRole('spinbutton', { name: /분량/ }).fill('12');
    await expect(page.getByText('12쪽')).toBeVisible();
    await themedScreenshots(page, screens, 'structure-mixed');
    await page.getByRole('button', { name: '학습 단원 5개로 등록하기' }).click();
    await expect(page.getByRole('heading', { name: '학습 자료를 등록했어요' })).toBeVisible();
    await expect(page.getByText('단원 5개')).toBeVisible();
    await page.getByRole('button', { name: '이 자료로 학습 계획 만들기' }).click();
  });

  await test.step('the wizard counts the same five units', async () => {
    // A new content starts with every unit selected.
    await expect(wizard.unitCheckbox('전체 선택')).toHaveAttribute('aria-checked', 'true');
    await wizard.next('단원 5개 선택 · 다음');
    await expect(wizard.step(2, '시작일')).toBeVisible();
    await page.reload();
    await expect(wizard.step(2, '시작일')).toBeVisible();
    await wizard.next('다음: 쉬는 날');
    await wizard.next('다음: 학습 속도');
  });

  await test.step('spread by pages a day; a reload keeps the step and the pace', async () => {
    await expect(wizard.step(4, '학습 속도')).toBeVisible();
    // The segments are labels around visually hidden radios: the learner taps the label.
    await page.getByText('쪽수로', { exact: true }).click();
    await expect(page.getByRole('radio', { name: '쪽수로' })).toBeChecked();
    const pace = page.getByRole('spinbutton', { name: '하루 분량(쪽)' });
    await pace.fill('40');
    await expect(page.getByText('모두 92쪽, 학습일 3일에 나눠 공부해요.')).toBeVisible();
    await page.reload();
    await expect(wizard.step(4, '학습 속도')).toBeVisible();
    await expect(page.getByRole('radio', { name: '쪽수로' })).toBeChecked();
    await expect(pace).toHaveValue('40');
    await wizard.expectPreview();
    await themedScreenshots(page, screens, 'wizard-speed-by-pages');
    await expectAccessible(page);
    await wizard.next('다음: 여유일');
  });

  await test.step('the plan is made by pages a day', async () => {
    await expect(wizard.step(5, '여유일')).toBeVisible();
    await page.reload();
    await expect(wizard.step(5, '여유일')).toBeVisible();
    await wizard.next('학습 계획 만들기');
    await expect(page).toHaveURL(/\/study-plan\/[0-9a-f-]+$/);
    await expect(page.getByText('하루 40쪽')).toBeVisible();
    await expect(page.getByText('단원 0/5', { exact: true })).toBeVisible();
    await themedScreenshots(page, screens, 'plan-by-pages');
  });
});
