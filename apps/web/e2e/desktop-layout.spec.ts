import type { Locator, Page } from '@playwright/test';
import { join } from 'node:path';
import { expect, test, themedScreenshots } from './fixtures';
import { FocusApi } from './focus-api';
import { AdminConsolePage } from './pages/admin-console-page';
import { ContentCreatePage } from './pages/content-create-page';
import { DashboardPage } from './pages/dashboard-page';
import { FocusBlockPage, FocusSessionCreatePage, FocusSessionPage } from './pages/focus-pages';
import { PlanWizardPage } from './pages/plan-wizard-page';
import { signUp } from './sign-up';
import { READER_ADMIN_EMAIL, newLearner } from './test-users';

/*
 * Desktop from 1024 px: every screen sits beside the side navigation, without the phone's tab bar, in a main
 * column a desktop reader would respect (never the phone's 480 px). Each screen is kept light and dark.
 */

const DESKTOP = { width: 1280, height: 800 };
const MIN_MAIN_WIDTH = 720;
const PLAN_TITLE = '미적분 집중 계획';
const shotsDir = process.env.DESKTOP_SHOTS_DIR ?? join(import.meta.dirname, 'screenshots', 'desktop');

/** What every signed-in desktop page shares: the side navigation, the hidden tab bar and a wide main column. */
class DesktopFrame {
  constructor(private readonly page: Page) {}

  /** Roles see only what is shown: the phone's tab bar has the same name but is hidden from 1024 px. */
  readonly sideNav = () => this.page.getByRole('navigation', { name: '주요 메뉴' });
  /** The tab bar holds the dashboard and the study group only; the side navigation also 학습 통계. */
  readonly phoneTabBar = () =>
    this.page.locator('nav[aria-label="주요 메뉴"]').filter({ hasNotText: '학습 통계' });
  readonly main = () => this.page.getByRole('main');

  /** Checks the frame, with `current` marked in the side navigation, then keeps the screen light and dark. */
  async expectScreen(name: string, current?: string): Promise<void> {
    await expect(this.sideNav()).toBeVisible();
    await expect(this.sideNav()).toContainText('학습 통계');
    await expect(this.phoneTabBar()).toBeHidden();
    if (current) {
      await expect(this.sideNav().getByRole('link', { name: current })).toHaveAttribute(
        'aria-current',
        'page',
      );
    } else {
      await expect(this.sideNav().locator('[aria-current="page"]')).toHaveCount(0);
    }
    const main = await this.main().boundingBox();
    expect(main?.width ?? 0, `${name}: main column width`).toBeGreaterThanOrEqual(MIN_MAIN_WIDTH);
    await themedScreenshots(this.page, shotsDir, name);
  }
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator.toString()} has no box`);
  return found;
}

test.describe('on a 1280×800 desktop', () => {
  test.use({ viewport: DESKTOP });

  test('every screen of a learner with a plan stands beside the side navigation in a wide main column', async ({
    page,
    baseURL,
  }) => {
    // About twenty-five screens, each measured and kept twice.
    test.setTimeout(300_000);
    const frame = new DesktopFrame(page);
    await signUp(page, newLearner('desk'));
    const api = await FocusApi.inLearnerZone(page.request, baseURL ?? '');
    const planId = await api.createPlanWithTwoTodosToday(['수열의 극한', '급수']);
    const { learningContentId } = (await api.get(`/study-plans/${planId}`)) as { learningContentId: string };
    await api.post('/group/rooms/join', {});

    await test.step('dashboard: the phone tab bar is in the page but hidden, the side navigation shown', async () => {
      await page.goto('/');
      await new DashboardPage(page).expectShown();
      await expect(frame.phoneTabBar()).toHaveCount(1);
      // One 마이페이지: the side navigation's (the header's avatar link is the phone's way there).
      await expect(page.getByRole('link', { name: '마이페이지' })).toHaveCount(1);
      await frame.expectScreen('dashboard', '대시보드');
    });

    await test.step('the keyboard: a skip link first, then the side navigation', async () => {
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: '본문으로 건너뛰기' });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(frame.main()).toBeFocused();
      await expect(page).toHaveURL(/\/$/);

      await page.goto('/');
      await expect(frame.sideNav()).toBeVisible();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(frame.sideNav().getByRole('link', { name: '대시보드' })).toBeFocused();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(frame.sideNav().getByRole('link', { name: '학습 통계' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/statistics$/);
    });

    await test.step('statistics in a grid', async () => {
      await expect(page.getByRole('region', { name: '계획별 진행' })).toBeVisible();
      const streak = await box(page.getByRole('region', { name: '연속 공부' }));
      const studyTime = await box(page.getByRole('region', { name: '공부 시간' }));
      expect(streak.x + streak.width).toBeLessThan(studyTime.x);
      await frame.expectScreen('statistics', '학습 통계');
    });

    await test.step('plans: the list, then a plan with its calendar beside its units', async () => {
      await frame.sideNav().getByRole('link', { name: '학습 계획' }).click();
      await expect(page.getByRole('link', { name: new RegExp(PLAN_TITLE) })).toBeVisible();
      await frame.expectScreen('study-plans', '학습 계획');

      await page.goto(`/study-plan/${planId}`);
      const calendar = page.getByRole('group', { name: '학습 일정 달력' });
      await expect(calendar).toBeVisible();
      const schedule = await box(page.getByRole('region', { name: '날짜별 일정' }));
      const month = await box(calendar);
      expect(month.x + month.width).toBeLessThan(schedule.x);
      await frame.expectScreen('study-plan-detail');
    });

    await test.step('the study group: the ranking beside the people', async () => {
      await frame.sideNav().getByRole('link', { name: '스터디 그룹' }).click();
      const members = page.getByRole('region', { name: /^멤버 \d+명$/ });
      await expect(members).toBeVisible();
      await expect(frame.phoneTabBar()).toHaveCount(1);
      const ranking = await box(page.getByRole('region', { name: '주간 순위' }));
      expect(ranking.x + ranking.width).toBeLessThan((await box(members)).x);
      await frame.expectScreen('study-group', '스터디 그룹');
    });

    await test.step('my page in two columns', async () => {
      await frame.sideNav().getByRole('link', { name: '마이페이지' }).click();
      await expect(page.getByRole('region', { name: '약관 동의 설정' })).toBeVisible();
      await frame.expectScreen('my-page', '마이페이지');

      const { agreements } = (await api.get('/user-agreements/status')) as {
        agreements: { termsId: number }[];
      };
      await page.goto(`/terms/${agreements[0]?.termsId ?? 1}`);
      await expect(page.getByRole('heading', { level: 1, name: '약관' })).toBeVisible();
      await expect(frame.main().getByRole('heading', { level: 2 }).first()).toBeVisible();
      await frame.expectScreen('terms');
    });

    await test.step('the plan wizard: each step beside its live preview', async () => {
      const wizard = new PlanWizardPage(page);
      await page.goto('/study-plans/create');
      await wizard.expectNoEstimateYet();
      await frame.expectScreen('wizard-content', '학습 계획');

      await page.goto(`/study-plans/create/content-selection/${learningContentId}`);
      // A new content starts with every unit selected.
      await expect(wizard.unitCheckbox('전체 선택')).toHaveAttribute('aria-checked', 'true');
      await wizard.expectPreview();
      const steps = await box(page.getByRole('heading', { level: 2 }).first());
      const preview = await box(page.getByRole('heading', { name: '미리보기' }));
      expect(steps.x).toBeLessThan(preview.x);
      await frame.expectScreen('wizard-units', '학습 계획');

      for (const step of ['date-selection', 'rest-days', 'speed-selection', 'buffer-day-selection']) {
        await wizard.next(/^다음: |· 다음$/);
        await expect(page).toHaveURL(new RegExp(`/${step}$`));
        await wizard.expectPreview();
        if (step === 'rest-days') {
          // The month is sized for reading, not stretched over the column: it fits the window's height.
          const month = await box(page.getByRole('group', { name: '쉬는 날짜 선택' }));
          expect(month.width).toBeLessThanOrEqual(400);
          expect(month.height).toBeLessThan(DESKTOP.height / 2);
        }
        await frame.expectScreen(`wizard-${step}`, '학습 계획');
      }
    });

    await test.step('learning contents: a new one, its units, and the plan’s own', async () => {
      const content = new ContentCreatePage(page);
      await page.goto('/learning-content/create');
      await expect(content.nextButton()).toBeVisible();
      await frame.expectScreen('content-create');

      await content.fillMetadata({ title: '데스크톱 확인 교재', category: '수학', author: '몰입 출판' });
      await content.nextButton().click();
      await expect(page).toHaveURL(/\/learning-content\/create\/structure$/);
      await expect(page.getByRole('button', { name: /개로 등록하기$/ })).toBeVisible();
      await frame.expectScreen('content-structure');

      await page.goto(`/learning-content/${learningContentId}`);
      await expect(page.getByRole('heading', { level: 1, name: '학습 자료 수정' })).toBeVisible();
      await expect(page.getByRole('button', { name: '학습 자료 삭제' })).toBeVisible();
      await frame.expectScreen('content-edit');
    });

    await test.step('focus: a new session, the running session and block, and their records', async () => {
      await page.goto('/focus-session/create');
      await new FocusSessionCreatePage(page).expectShown();
      await frame.expectScreen('focus-session-create');

      const today = (await api.get('/daily-todos/today')) as { dailyTodoUnitResponses: { id: string }[] }[];
      await api.startBlockNow(today.flatMap((plan) => plan.dailyTodoUnitResponses.map((todo) => todo.id)));
      const block = (await api.get('/focus-blocks/current')) as { id: string; sessionId: string };

      await page.goto('/focus-session/current');
      await new FocusSessionPage(page).expectActive();
      await frame.expectScreen('focus-session-current');

      await page.goto('/focus-block/current');
      await expect(new FocusBlockPage(page).timer()).toBeVisible();
      await frame.expectScreen('focus-block-current');

      for (const [name, path] of [
        ['focus-block-time-period', '/focus-block/create/time-period-select'],
        ['focus-block-todo-select', '/focus-block/create/todo-select'],
        ['focus-block-record', `/focus-block/${block.id}`],
        ['focus-session-record', `/focus-session/${block.sessionId}`],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('progressbar', { name: '페이지 이동 중' })).toHaveCount(0);
        await frame.expectScreen(name);
      }
      // The study room is shared with the journeys after this one: nobody is left focusing in it.
      await api.patch('/focus-sessions/end');
    });

    await test.step('the design sheet and a page that does not exist', async () => {
      await page.goto('/design');
      await expect(page.getByRole('heading', { level: 1, name: '디자인 시스템' })).toBeVisible();
      await frame.expectScreen('design');

      // Typed or reloaded, a page that skips the terms check opens too (it stayed blank).
      await page.goto('/terms-test');
      await expect(page.getByRole('heading', { level: 1, name: '약관 동의 현황' })).toBeVisible();

      await page.goto('/no-such-page');
      await expect(frame.main().getByText('페이지를 찾을 수 없어요')).toBeVisible();
      await frame.expectScreen('not-found');
    });
  });

  test('the admin console uses the width: figures in rows of three, accounts side by side', async ({
    page,
  }) => {
    const frame = new DesktopFrame(page);
    const admin = new AdminConsolePage(page);
    await signUp(page, { ...newLearner('deskadm'), email: READER_ADMIN_EMAIL, displayName: '관리 담당' });
    await new DashboardPage(page).adminButton().click();
    await expect(admin.heading()).toBeVisible();
    await expect(page.getByText('전체 사용자')).toBeVisible();
    await frame.expectScreen('admin-overview');
    for (const [section, name] of [
      ['사용자', 'admin-users'],
      ['약관', 'admin-terms'],
      ['감사 기록', 'admin-audit'],
    ] as const) {
      await admin.open(section);
      await expect(page.getByTestId(/^admin-.*-skeleton$/)).toHaveCount(0);
      await frame.expectScreen(name);
    }
  });
});

test('a phone keeps its tab bar and has no side navigation', async ({ page }) => {
  await signUp(page, newLearner('deskphone'));
  const tabBar = page.getByRole('navigation', { name: '주요 메뉴' });
  await expect(tabBar).toHaveCount(1);
  await expect(tabBar).not.toContainText('학습 통계');
  await expect(tabBar.getByRole('link', { name: '대시보드' })).toHaveAttribute('aria-current', 'page');
  expect((await box(page.getByRole('main'))).width).toBeLessThanOrEqual(390);
});
