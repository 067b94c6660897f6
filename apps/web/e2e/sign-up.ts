import type { Page } from '@playwright/test';
import { AccessGates } from './pages/access-gates';
import { DashboardPage } from './pages/dashboard-page';
import { LoginPage } from './pages/login-page';
import type { newLearner } from './test-users';

export type Learner = ReturnType<typeof newLearner>;

/** Signs in through the popup, agrees to every term (the ranking one included) and picks a username. */
export async function signUp(page: Page, learner: Learner): Promise<void> {
  await page.goto('/login');
  await new LoginPage(page).signInWithPopup(learner);
  const gates = new AccessGates(page);
  await gates.agreeToAllTerms();
  await gates.setUsername(learner.username);
  await new DashboardPage(page).expectShown();
}
