import { expect, expectAccessible, test, themedScreenshots } from './fixtures';
import { AccessGates } from './pages/access-gates';
import { DashboardPage } from './pages/dashboard-page';
import { LoginPage } from './pages/login-page';
import { MyPage } from './pages/my-page';
import { newLearner } from './test-users';

const SHOTS = process.env.E2E_OUTPUT_DIR
  ? `${process.env.E2E_OUTPUT_DIR}/sign-in-providers`
  : 'test-results/sign-in-providers';

/** What a server with Kakao, Google and a school's OIDC provider configured answers (the e2e server is a local trial). */
const THREE_PROVIDERS = {
  providers: [
    { id: 'kakao', name: '카카오' },
    { id: 'google', name: 'Google' },
    { id: 'oidc', name: '학교 계정' },
  ],
};

test('the sign-in page shows one button per provider, Kakao first in its yellow, and words the refusal of a second provider', async ({
  page,
}) => {
  await page.route('**/api/auth/config', (route) => route.fulfill({ json: THREE_PROVIDERS }));
  await page.goto('/login?error=email_in_use&existing=google&attempted=kakao');
  const buttons = page.getByRole('main').getByRole('button', { name: /시작하기$/ });
  await expect(buttons).toHaveText(['카카오로 시작하기', 'Google로 시작하기', '학교 계정으로 시작하기']);
  await expect(buttons.first()).toHaveCSS('background-color', 'rgb(254, 229, 0)');
  await expect(page.getByRole('alert')).toContainText(
    '이미 Google로 가입한 이메일이에요. Google로 로그인한 뒤 마이페이지에서 카카오를 연결해 주세요.',
  );
  await expectAccessible(page);
  await themedScreenshots(page, SHOTS, 'login-three-providers');
});

test('마이페이지 → 로그인 연결 lists the linked methods, offers the others and never unlinks the last', async ({
  page,
}) => {
  const learner = newLearner('link');
  const login = new LoginPage(page);
  const gates = new AccessGates(page);
  const myPage = new MyPage(page);
  await page.goto('/login');
  await login.signInWithPopup(learner);
  await gates.agreeToAllTerms();
  await gates.setUsername(learner.username);
  await new DashboardPage(page).expectShown();

  await test.step('a local trial account has one method, which cannot be unlinked', async () => {
    await myPage.goto();
    const card = page.getByRole('list', { name: '로그인 방법' });
    await expect(card.getByRole('listitem')).toHaveCount(1);
    await expect(card).toContainText('로컬 체험');
    await expect(card).toContainText('마지막 로그인 방법');
    await expect(card.getByRole('button')).toHaveCount(0);
  });

  await test.step('with Kakao linked beside Google, either can go and the school account can be linked', async () => {
    await page.route('**/api/auth/config', (route) => route.fulfill({ json: THREE_PROVIDERS }));
    await page.route('**/api/user/sign-in-methods', (route) =>
      route.fulfill({
        json: {
          methods: [
            { provider: 'google', email: learner.email, linkedAt: '2026-11-20T09:00:00+09:00' },
            { provider: 'kakao', email: null, linkedAt: '2026-11-28T09:00:00+09:00' },
          ],
        },
      }),
    );
    await page.reload();
    const card = page.getByRole('list', { name: '로그인 방법' });
    await expect(card.getByRole('listitem')).toHaveCount(3);
    await expect(card.getByRole('button', { name: '카카오 연결 해제' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Google 연결 해제' })).toBeVisible();
    await expect(card.getByRole('button', { name: '학교 계정 연결' })).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await themedScreenshots(page, SHOTS, 'my-page-sign-in-methods');

    await card.getByRole('button', { name: '카카오 연결 해제' }).click();
    const dialog = page.getByRole('dialog', { name: '‘카카오’ 연결을 해제할까요?' });
    await expect(dialog).toContainText('앞으로 카카오로는 로그인할 수 없어요.');
    await themedScreenshots(page, SHOTS, 'my-page-unlink-dialog');
    await dialog.getByRole('button', { name: '취소' }).click();
    await expect(dialog).toBeHidden();
  });
});
