import { expect, expectAccessible, screenshot, test } from './fixtures';
import { AccessGates } from './pages/access-gates';
import { DashboardPage } from './pages/dashboard-page';
import { LoginPage } from './pages/login-page';
import { MyPage } from './pages/my-page';
import { newLearner } from './test-users';

test('a learner changes the optional ranking consent on the my-page, then deletes the account and starts afresh', async ({
  page,
}) => {
  // Signs up without the optional consent, so the switch starts off.
  const learner = newLearner('del');
  const login = new LoginPage(page);
  const gates = new AccessGates(page);
  const myPage = new MyPage(page);

  await test.step('sign in, agree to the required terms only and set a username', async () => {
    await page.goto('/login');
    await login.signInWithPopup(learner);
    const terms = gates.termsDialog();
    await expect(terms).toBeVisible();
    // Every required term, whatever the catalogue holds: tick all, then untick the optional one.
    await gates.ageAnswer('만 14세 이상이에요').click();
    await terms.getByRole('checkbox', { name: /전체 동의/ }).click();
    await terms.getByRole('checkbox', { name: /학습 통계 및 랭킹/ }).click();
    await terms.getByRole('button', { name: '동의하고 시작하기' }).click();
    await expect(terms).toBeHidden();
    await gates.setUsername(learner.username);
    await new DashboardPage(page).expectShown();
  });

  await test.step('the consent switch reflects the saved state and persists across a reload', async () => {
    await myPage.goto();
    await myPage.expectProfile(learner);
    await myPage.expectRankingConsent(false);
    await myPage.toggleRankingConsent('동의했어요.');
    await myPage.expectRankingConsent(true);
    await page.reload();
    await myPage.expectRankingConsent(true);
    await myPage.rankingConsent().scrollIntoViewIfNeeded();
    await screenshot(page, 'mypage-consent-on');

    await myPage.toggleRankingConsent('동의를 철회했어요. 스터디 그룹 랭킹에서 빠져요.');
    await myPage.expectRankingConsent(false);
    await page.reload();
    await myPage.expectRankingConsent(false);
    await expect(page.getByRole('link', { name: /학습 통계 및 랭킹 참여 동의 전문 보기/ })).toHaveAttribute(
      'href',
      /^\/terms\/\d+$/,
    );
    await screenshot(page, 'mypage-settings', true);
    await expectAccessible(page);
  });

  await test.step('the deletion dialog needs the exact username and gives focus back when cancelled', async () => {
    await myPage.deleteAccountButton().scrollIntoViewIfNeeded();
    await screenshot(page, 'mypage-bottom');
    await myPage.openDeletionDialog();
    await expect(myPage.confirmDeletionButton()).toBeDisabled();
    await myPage.typeDeletionConfirmation(learner.username.slice(0, -1));
    await expect(myPage.confirmDeletionButton()).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(myPage.deletionDialog()).toBeHidden();
    await expect(myPage.deleteAccountButton()).toBeFocused();

    await myPage.openDeletionDialog();
    await myPage.typeDeletionConfirmation(learner.username);
    await expect(myPage.confirmDeletionButton()).toBeEnabled();
    await screenshot(page, 'mypage-deletion-modal');
    await expectAccessible(page);
  });

  await test.step('deleting the account signs out to /login with a thank-you note', async () => {
    await myPage.confirmDeletionButton().click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(
      page.getByRole('status').filter({ hasText: '탈퇴했어요. 그동안 몰입을 이용해 주셔서 고마워요.' }),
    ).toBeVisible();
    await login.expectShown();
    await screenshot(page, 'mypage-deleted-login');
    // The session is gone: the my-page now asks for a sign-in.
    await page.goto('/my-page');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fmy-page$/);
  });

  await test.step('signing in again with the same e-mail starts a fresh account', async () => {
    await login.signInWithPopup(learner);
    await expect(gates.termsDialog()).toBeVisible();
    await gates.agreeToAllTerms();
    await expect(gates.usernameDialog()).toBeVisible();
    await gates.setUsername(learner.username);
    await myPage.goto();
    await myPage.expectProfile(learner);
    // The fresh account agreed to everything in the terms modal just now.
    await myPage.expectRankingConsent(true);
  });
});
