import { expect, expectAccessible, expectPretendardLoaded, screenshot, test } from './fixtures';
import { AccessGates } from './pages/access-gates';
import { DashboardPage } from './pages/dashboard-page';
import { LoginPage } from './pages/login-page';
import { MyPage } from './pages/my-page';
import { LEARNER_ZONE_LABEL } from './learner-time-zone';
import { ADMIN_EMAIL, newLearner } from './test-users';

test('a new learner signs in with the popup, agrees to the terms, sets a username and reaches the dashboard', async ({
  page,
}) => {
  const learner = newLearner('pop');
  const login = new LoginPage(page);
  const gates = new AccessGates(page);
  const dashboard = new DashboardPage(page);

  await test.step('first visit to a protected page goes to /login with the redirect', async () => {
    await page.goto('/study-plans');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fstudy-plans$/);
    await login.expectShown();
    await expectPretendardLoaded(page);
    await screenshot(page, '01-login');
    await expectAccessible(page);
  });

  await test.step('local sign-in in a popup', async () => {
    await login.signInWithPopup(learner);
    await expect(page).toHaveURL(/\/study-plans$/);
  });

  await test.step('the terms modal opens and needs every required term', async () => {
    await expect(gates.termsDialog()).toBeVisible();
    await gates
      .termsDialog()
      .getByRole('button', { name: /서비스 이용약관 내용 보기/ })
      .click();
    await expect(gates.termsDialog().getByRole('heading').nth(1)).toBeVisible();
    await screenshot(page, '02-terms-modal');
    await gates.agreeToAllTerms();
    await expect(page).toHaveURL(/\/$/);
  });

  await test.step('the username modal refuses an invalid name and accepts a valid one', async () => {
    await expect(gates.usernameDialog()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(gates.usernameDialog()).toBeVisible();
    await gates.typeUsername('a');
    await expect(gates.usernameDialog().getByText('사용자명은 2자 이상이어야 해요.')).toBeVisible();
    await expect(gates.confirmUsername()).toBeDisabled();
    await gates.typeUsername('몰입 러');
    await expect(
      gates.usernameDialog().getByText('사용자명은 영문, 숫자, 한글, 밑줄(_), 점(.)만 사용할 수 있어요.'),
    ).toBeVisible();
    await screenshot(page, '03-username-invalid');
    await gates.setUsername(learner.username);
  });

  await test.step('the dashboard', async () => {
    await dashboard.expectShown();
    await expect(dashboard.adminButton()).toHaveCount(0);
    await screenshot(page, '04-dashboard');
    await expectAccessible(page);
  });

  await test.step('a reload keeps the session', async () => {
    await page.reload();
    await dashboard.expectShown();
    await expect(gates.termsDialog()).toHaveCount(0);
    await expect(gates.usernameDialog()).toHaveCount(0);
  });

  await test.step('a non-admin on /admin is sent back with error=admin_required and an alert', async () => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/\?error=admin_required$/);
    await expect(
      page.getByRole('alert').filter({ hasText: '관리자만 들어갈 수 있는 페이지예요.' }),
    ).toBeVisible();
    await screenshot(page, '05-admin-required');
  });

  await test.step('my page shows the profile and the reported time zone', async () => {
    await dashboard.avatarLink().click();
    await expect(page).toHaveURL(/\/my-page$/);
    const myPage = new MyPage(page);
    await myPage.expectProfile(learner);
    // The zone the browser reported, named as people say it.
    await expect(page.getByText(LEARNER_ZONE_LABEL)).toBeVisible();
    await screenshot(page, '06-my-page', true);
    await expectAccessible(page);
  });

  await test.step('/design renders every widget', async () => {
    await page.goto('/design');
    await expect(page.getByRole('heading', { name: '디자인 시스템', level: 1 })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: '100 초과 값은 100으로' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await page.getByRole('button', { name: '모달 열기' }).click();
    await expect(page.getByRole('dialog', { name: '모달 제목' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: '모달 제목' })).toBeHidden();
    await expect(page.getByRole('button', { name: '모달 열기' })).toBeFocused();
    await screenshot(page, '07-design', true);
  });

  await test.step('logout returns to /login', async () => {
    await page.goto('/my-page');
    // The page's reads (and the background terms and username check) finish first: one still under way when
    // the session ends would come back refused, and the browser would log the 401.
    await page.waitForLoadState('networkidle');
    await new MyPage(page).logout();
    await expect(page).toHaveURL(/\/login$/);
    await login.expectShown();
    await page.goto('/');
    await expect(page).toHaveURL(/\/login\?redirect=%2F$/);
  });
});

test('when popups are blocked, sign-in falls back to the redirect flow', async ({ page }) => {
  const learner = newLearner('redir');
  await page.addInitScript(() => {
    window.open = () => null;
  });
  const login = new LoginPage(page);
  await page.goto('/my-page');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmy-page$/);
  await login.signInWithRedirect(learner);
  await expect(page).toHaveURL(/\/my-page$/);
  const gates = new AccessGates(page);
  await gates.agreeToAllTerms();
  await gates.setUsername(learner.username);
  await new DashboardPage(page).expectShown();
});

test('an admin sees the admin button and may open /admin', async ({ page }) => {
  const admin = { ...newLearner('adm'), email: ADMIN_EMAIL };
  const login = new LoginPage(page);
  await page.goto('/login');
  await login.signInWithPopup(admin);
  const gates = new AccessGates(page);
  await gates.agreeToAllTerms();
  await gates.setUsername(admin.username);
  const dashboard = new DashboardPage(page);
  await dashboard.expectShown();
  await dashboard.adminButton().click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: '관리자 대시보드', level: 1 })).toBeVisible();
  await screenshot(page, '08-admin');
});
