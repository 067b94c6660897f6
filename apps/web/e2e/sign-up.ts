import { expect, type Page } from '@playwright/test';
import { FocusApi } from './focus-api';
import { AccessGates } from './pages/access-gates';
import { DashboardPage } from './pages/dashboard-page';
import { LoginPage } from './pages/login-page';
import type { newLearner } from './test-users';

export type Learner = ReturnType<typeof newLearner>;

/**
 * Signs in through the popup, answers 만 14세 이상, agrees to every term (the [선택] ranking one included) and picks
 * a username.
 */
export async function signUpThroughPages(page: Page, learner: Learner): Promise<void> {
  await page.goto('/login');
  await new LoginPage(page).signInWithPopup(learner);
  const gates = new AccessGates(page);
  await gates.agreeToAllTerms();
  await gates.setUsername(learner.username);
  await new DashboardPage(page).expectShown();
}

/**
 * The account `signUpThroughPages` makes, made over HTTP in the page's own cookie jar (a fifth of the
 * time), then the dashboard opened: for the journeys about what comes after signing up.
 */
export async function signUp(page: Page, learner: Learner): Promise<void> {
  const request = page.request;
  const login = await request.get('/api/auth/login?mode=redirect', { maxRedirects: 0 });
  const form = await request.get(login.headers()['location'] ?? '', { maxRedirects: 0 });
  const state = /name="state" value="([^"]+)"/.exec(await form.text())?.[1] ?? '';
  const signedIn = await request.post('/api/auth/local', {
    form: { email: learner.email, displayName: learner.displayName, state },
    maxRedirects: 0,
  });
  expect(signedIn.status(), await signedIn.text()).toBe(302);
  const api = await FocusApi.signedIn(request, new URL(login.url()).origin);
  const { agreements } = (await api.get('/user-agreements/status')) as {
    agreements: { termsId: number; kind: string }[];
  };
  // As the terms step sends them: 만 14세 이상, the terms of service and every [선택] item; notices are only read.
  await api.post('/user-agreements/bulk-agree', {
    agreements: agreements
      .filter(({ kind }) => kind !== 'NOTICE')
      .map(({ termsId }) => ({ termsId, agreed: true })),
  });
  await api.put('/user/username', { userName: learner.username });
  // Back in the app as from the redirect sign-in, which marks the tab so the app restores the session.
  await page.goto('/robots.txt');
  await page.evaluate(() => sessionStorage.setItem('molip:auth-redirect-pending', '1'));
  await page.goto('/');
  await new DashboardPage(page).expectShown();
}
