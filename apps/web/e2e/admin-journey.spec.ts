import type { Browser, Page } from '@playwright/test';
import { CONSOLE_RULE, docsScreenshots, expect, expectAccessible, test } from './fixtures';
import { LEARNER_TIME_ZONE } from './learner-time-zone';
import { AccessGates } from './pages/access-gates';
import { AdminConsolePage } from './pages/admin-console-page';
import { DashboardPage } from './pages/dashboard-page';
import { MyPage } from './pages/my-page';
import { phoneOnOwnServer, startOwnServer } from './own-server';
import { signUp } from './sign-up';
import { OPERATOR_EMAIL, newLearner } from './test-users';

const NEW_CLAUSE = '## 제99조 (관리자 콘솔 시험)\n\n이 조항은 관리자 콘솔에서 게시한 새 버전입니다.';
const DISABLE_REASON = '다른 학습자에게 스팸 메시지를 반복해서 보냈어요.';
const ACCOUNT_DISABLED = '비활성화된 계정이에요. 관리자에게 문의해 주세요.';

/** A learner signed in to a browser of their own, sitting on the dashboard. */
async function signedInLearner(browser: Browser, baseURL: string) {
  const learner = newLearner('admlrn');
  const context = await browser.newContext({
    baseURL,
    locale: 'ko-KR',
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await signUp(page, learner);
  // The role comes from the server: a learner who types /admin lands on the dashboard, told why.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/\?error=admin_required$/);
  await expect(
    page.getByRole('alert').filter({ hasText: '관리자만 들어갈 수 있는 페이지예요.' }),
  ).toBeVisible();
  return { learner, context, page };
}

/*
 * On a server of the journey's own: publishing a required terms version sends every learner of its database
 * back to the terms modal, which on the shared server would stop the journeys running beside it.
 */
test('an admin publishes a required terms version and disables a learner; the learner is asked again, then refused', async ({
  browser,
  contextOptions,
}) => {
  // Two people, two sign-ups and a screenshot pair plus an axe run per section.
  test.setTimeout(180_000);
  const server = await startOwnServer('admin', { env: { ADMIN_EMAILS: OPERATOR_EMAIL } });
  const operator = await phoneOnOwnServer(browser, contextOptions, server.baseUrl, LEARNER_TIME_ZONE);
  try {
    await adminJourney(browser, server.baseUrl, await operator.context.newPage());
    expect(operator.contextConsole, CONSOLE_RULE).toEqual([]);
  } finally {
    await operator.context.close();
    await server.dispose();
  }
});

async function adminJourney(browser: Browser, baseURL: string, page: Page) {
  const learner = await test.step('a learner is signed in elsewhere', () =>
    signedInLearner(browser, baseURL));
  const admin = new AdminConsolePage(page);

  await test.step('the operator signs up and opens the console from the dashboard', async () => {
    await signUp(page, { ...newLearner('oper'), email: OPERATOR_EMAIL, displayName: '운영자' });
    await new DashboardPage(page).adminButton().click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(admin.heading()).toBeVisible();
    await expect(page.getByText('전체 사용자')).toBeVisible();
    await expect(page.getByRole('img', { name: /최근 30일 하루 활동 사용자 막대그래프/ })).toBeVisible();
    await expectAccessible(page);
    await docsScreenshots(page, 'admin-overview');
  });

  await test.step('finds the learner in the user list', async () => {
    await admin.findUser(learner.learner.email);
    await expect(admin.userRow(learner.learner.email)).toContainText(`@${learner.learner.username}`);
    await admin.searchBox().fill('');
    await expectAccessible(page);
    await docsScreenshots(page, 'admin-users');
    // The console on a desktop: the same column, centred.
    await page.setViewportSize({ width: 1280, height: 800 });
    await docsScreenshots(page, 'admin-users-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
  });

  await test.step('publishes a new version of the terms of service after previewing and confirming', async () => {
    await admin.open('약관');
    const versions = page.getByRole('list', { name: '서비스 이용약관 버전' });
    await expect(versions.getByRole('listitem')).toHaveCount(1);
    await expectAccessible(page);
    await docsScreenshots(page, 'admin-terms');

    await admin.startNewVersion('서비스 이용약관');
    const text = admin.editor().getByLabel('내용 (마크다운)');
    await text.press('ControlOrMeta+End');
    await text.pressSequentially(`\n\n${NEW_CLAUSE}`);
    await admin.editor().getByRole('button', { name: '미리보기' }).click();
    const preview = admin.editor().getByRole('article', { name: '미리보기' });
    await expect(preview.getByRole('heading', { name: '제99조 (관리자 콘솔 시험)' })).toBeVisible();
    await preview.getByRole('heading', { name: '제99조 (관리자 콘솔 시험)' }).scrollIntoViewIfNeeded();
    await docsScreenshots(page, 'admin-terms-preview');

    await admin.editor().getByRole('button', { name: '게시하기' }).click();
    await expect(admin.publishDialog()).toContainText(/사용자 \d+명 모두 다시 동의해야/);
    await expectAccessible(page);
    await docsScreenshots(page, 'admin-terms-confirm');
    await admin.publishDialog().getByRole('button', { name: '게시', exact: true }).click();
    await expect(admin.publishDialog()).toBeHidden();
  });

  await test.step('the operator, a user too, agrees to the new version and returns to the console', async () => {
    await new AccessGates(page).agreeToAllTerms();
    await new DashboardPage(page).adminButton().click();
    await expect(admin.heading()).toBeVisible();
    await admin.open('약관');
    const versions = page.getByRole('list', { name: '서비스 이용약관 버전' }).getByRole('listitem');
    await expect(versions).toHaveCount(2);
    await expect(versions.first()).toContainText('버전 2최신');
    await expect(versions.first()).toContainText('동의 1명');
  });

  await test.step('the learner meets the terms modal on their next navigation and agrees again', async () => {
    // The statistics screen asks for a year of history, which no earlier screen loaded: a fresh request.
    await learner.page.getByRole('link', { name: /통계 보기$/ }).click();
    const gates = new AccessGates(learner.page);
    await expect(gates.termsDialog()).toBeVisible();
    await gates.agreeToAllTerms();
  });

  await test.step('the operator disables the learner with a reason', async () => {
    await admin.findUser(learner.learner.email);
    await admin
      .userRow(learner.learner.email)
      .getByRole('button', { name: /비활성화$/ })
      .click();
    const dialog = page.getByRole('dialog', { name: /계정을 비활성화할까요\?$/ });
    await dialog.getByRole('button', { name: '비활성화', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText('비활성화하는 이유를 적어 주세요.');
    await dialog.getByLabel('비활성화하는 이유').fill(DISABLE_REASON);
    await expectAccessible(page);
    await docsScreenshots(page, 'admin-disable');
    await dialog.getByRole('button', { name: '비활성화', exact: true }).click();
    await expect(dialog).toBeHidden();
    const done = page.getByRole('status').filter({ hasText: '계정을 비활성화했어요.' });
    await expect(done).toBeVisible();
    await expect(admin.userRow(learner.learner.email)).toContainText(`비활성화 · ${DISABLE_REASON}`);
  });

  await test.step('opening the app again, the learner is told why instead of asked to sign in', async () => {
    const again = await learner.page.context().newPage();
    await again.goto('/');
    await expect(again).toHaveURL(/\/login\?error=user_disabled$/);
    await expect(again.getByRole('main').getByText(ACCOUNT_DISABLED)).toBeVisible();
    await again.close();
  });

  await test.step('the learner’s next request is refused: signed out, with the reason', async () => {
    // The learner opens my page and changes a setting. Whichever comes first is the refused request: the
    // screen's own reload when its data has gone stale, or the change.
    await new DashboardPage(learner.page).avatarLink().click();
    await new MyPage(learner.page)
      .rankingConsent()
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    await expect(learner.page).toHaveURL(/\/login\?error=user_disabled$/);
    // The login page says why (an alert may say it too while it fades).
    await expect(learner.page.getByRole('main').getByText(ACCOUNT_DISABLED)).toBeVisible();
    await docsScreenshots(learner.page, 'admin-disabled-learner');
  });

  await test.step('the audit log tells who did what to whom, and why', async () => {
    await expect(page.getByRole('status').filter({ hasText: '계정을 비활성화했어요.' })).toBeHidden();
    await admin.open('감사 기록');
    const entries = admin.auditLog().getByRole('listitem');
    await expect(entries.first()).toContainText('계정 비활성화');
    await expect(entries.first()).toContainText(learner.learner.email);
    await expect(entries.first()).toContainText(`관리자 ${OPERATOR_EMAIL}`);
    await expect(entries.first()).toContainText(DISABLE_REASON);
    await expect(entries.nth(1)).toContainText('서비스 이용약관 버전 2');
    await expectAccessible(page);
    await docsScreenshots(page, 'admin-audit');
  });

  await learner.context.close();
}
