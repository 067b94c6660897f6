import { join } from 'node:path';
import { expect, expectAccessible, screenshot, test, themedScreenshots } from './fixtures';
import { AccessGates } from './pages/access-gates';
import { DashboardPage } from './pages/dashboard-page';
import { LoginPage } from './pages/login-page';
import { MyPage } from './pages/my-page';
import { signUp } from './sign-up';
import { newLearner } from './test-users';

const shots = () => join(test.info().outputDir, 'shots');

test('sign-up asks 만 14세 first: under 14 leaves with nothing kept, over 14 signs up with light consents and can rename later', async ({
  page,
  browser,
  baseURL,
  consoleMessages,
}) => {
  test.setTimeout(180_000);
  const learner = newLearner('age');
  const login = new LoginPage(page);
  const gates = new AccessGates(page);
  const myPage = new MyPage(page);
  const terms = gates.termsDialog();

  await test.step('the terms step: the age apart, [필수] and [선택] items, and a notice to read', async () => {
    await page.goto('/login');
    await login.signInWithPopup(learner);
    await expect(terms).toBeVisible();
    await expect(gates.ageAnswer('만 14세 이상이에요')).toHaveAttribute('aria-checked', 'false');
    await expect(terms.getByRole('checkbox', { name: /^\[필수\]\s*서비스 이용약관/ })).toBeVisible();
    await expect(
      terms.getByRole('checkbox', { name: /^\[선택\]\s*학습 통계 및 랭킹 참여 동의/ }),
    ).toBeVisible();
    // What the service needs to work is read, not ticked.
    await expect(terms.getByRole('heading', { name: '개인정보 처리 안내' })).toBeVisible();
    await expect(terms.getByRole('checkbox', { name: /개인정보 처리방침/ })).toHaveCount(0);
    await terms.getByRole('button', { name: '개인정보 처리방침 내용 보기' }).click();
    await expect(terms.getByRole('heading', { name: /처리하는 개인정보 항목/ })).toBeVisible();
    await terms.getByRole('button', { name: '개인정보 처리방침 내용 접기' }).click();
    // 전체 동의 ticks every item shown but never answers the age.
    await terms.getByRole('checkbox', { name: /전체 동의/ }).click();
    await expect(terms.getByRole('button', { name: '동의하고 시작하기' })).toBeDisabled();
    await themedScreenshots(page, shots(), 'terms-step');
    await expectAccessible(page);
  });

  await test.step('만 14세 미만: the account goes and a screen says why and what is kept', async () => {
    await gates.ageAnswer('만 14세 미만이에요').click();
    await expect(terms.getByText(/보호자의 동의가 있어야 가입할 수 있어요/)).toBeVisible();
    await expect(terms.getByRole('checkbox', { name: /전체 동의/ })).toHaveCount(0);
    await themedScreenshots(page, shots(), 'terms-under-14');
    await terms.getByRole('button', { name: '다음', exact: true }).click();
    await expect(page).toHaveURL(/\/signup\/under-14$/);
    await expect(page.getByRole('heading', { name: '보호자의 동의가 필요해요' })).toBeVisible();
    await expect(page.getByText(/가입하려 했다는 기록도 남기지 않아요/)).toBeVisible();
    await themedScreenshots(page, shots(), 'under-14');
    await expectAccessible(page);
    // Signed out, and nothing left: the protected pages ask for a sign-in.
    await page.getByRole('link', { name: '처음으로' }).click();
    await login.expectShown();
  });

  await test.step('the same person signing in again starts from nothing: the age is asked again', async () => {
    await login.signInWithPopup(learner);
    await expect(terms).toBeVisible();
    await expect(gates.ageAnswer('만 14세 이상이에요')).toHaveAttribute('aria-checked', 'false');
    await expect(terms.getByRole('checkbox', { name: /전체 동의/ })).not.toBeChecked();
  });

  await test.step('만 14세 이상, the terms of service, and the [선택] ranking left out', async () => {
    await gates.ageAnswer('만 14세 이상이에요').click();
    const submit = terms.getByRole('button', { name: '동의하고 시작하기' });
    await expect(submit).toBeDisabled();
    await terms.getByRole('checkbox', { name: /서비스 이용약관/ }).click();
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(terms).toBeHidden();
    await gates.setUsername(learner.username);
    await new DashboardPage(page).expectShown();
  });

  await test.step('the [선택] consent is changeable on the my-page', async () => {
    await myPage.goto();
    await myPage.expectRankingConsent(false);
    await myPage.toggleRankingConsent('동의했어요.');
    await myPage.expectRankingConsent(true);
  });

  const other = newLearner('taken');
  await test.step('another learner holds a name', async () => {
    const context = await browser.newContext({
      baseURL,
      locale: 'ko-KR',
      viewport: { width: 390, height: 844 },
    });
    await signUp(await context.newPage(), other);
    await context.close();
  });

  const renamed = `${learner.username.slice(0, 16)}_new`;
  await test.step('the username changes with the sign-up’s rules, then waits 30 days', async () => {
    const card = page.getByRole('region', { name: '사용자명' });
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByText(`@${learner.username}`)).toBeVisible();
    await card.getByRole('button', { name: '바꾸기' }).click();
    const dialog = page.getByRole('dialog', { name: '사용자명 바꾸기' });
    const field = dialog.getByLabel('새 사용자명');
    const confirm = dialog.getByRole('button', { name: '바꾸기' });
    await field.fill('a');
    await expect(dialog.getByText('사용자명은 2자 이상이어야 해요.')).toBeVisible();
    await expect(confirm).toBeDisabled();
    await field.fill(other.username.toUpperCase());
    await confirm.click();
    await expect(dialog.getByText('이미 사용 중인 사용자명이에요. 다른 이름을 입력해 주세요.')).toBeVisible();
    // The browser logs the refused request; that one line is expected.
    const refusal = consoleMessages.findIndex((line) => line.includes('409 (Conflict)'));
    expect(refusal).toBeGreaterThanOrEqual(0);
    consoleMessages.splice(refusal, 1);
    await field.fill(renamed);
    await themedScreenshots(page, shots(), 'username-change');
    await confirm.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: '사용자명을 바꿨어요.' })).toBeVisible();
    await myPage.expectProfile({ ...learner, username: renamed });
    await expect(
      card.getByText(
        /^사용자명은 30일에 한 번만 바꿀 수 있어요\. \d+월 \d+일 \(.\)부터 다시 바꿀 수 있어요\.$/,
      ),
    ).toBeVisible();
    await expect(card.getByRole('button', { name: '바꾸기' })).toBeDisabled();
    await screenshot(page, 'sign-up-consents-renamed');
    await expectAccessible(page);
  });
});
