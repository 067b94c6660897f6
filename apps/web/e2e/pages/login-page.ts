import { expect, type Page } from '@playwright/test';

type Credentials = { email: string; displayName: string };

/** The server-rendered local sign-in form (AUTH_MODE=local), in the popup or in the page itself. */
async function submitLocalForm(page: Page, { email, displayName }: Credentials): Promise<void> {
  await page.getByLabel('이메일').fill(email);
  await page.getByLabel('이름').fill(displayName);
  await page.getByRole('button', { name: '로그인' }).click();
}

export class LoginPage {
  constructor(private readonly page: Page) {}

  /** The e2e server runs the local trial, whose button names the trial sign-in, not Google. */
  readonly signInButton = () => this.page.getByRole('button', { name: '체험용으로 로그인' });

  async expectShown(): Promise<void> {
    await expect(this.page.getByRole('heading', { name: '몰입', level: 1 })).toBeVisible();
    await expect(this.signInButton()).toBeEnabled();
  }

  /** Popup flow: the form opens in a popup that reports back to the app and closes itself. */
  async signInWithPopup(credentials: Credentials): Promise<void> {
    const popupPromise = this.page.waitForEvent('popup');
    await this.signInButton().click();
    const popup = await popupPromise;
    await popup.waitForLoadState('domcontentloaded');
    // Listen before submitting: the popup reports back and closes itself right after the form posts.
    const closed = popup.waitForEvent('close');
    await submitLocalForm(popup, credentials);
    await closed;
  }

  /** Redirect flow: used when the browser refuses to open a popup. */
  async signInWithRedirect(credentials: Credentials): Promise<void> {
    await this.signInButton().click();
    await this.page.waitForURL(/\/api\/auth\//);
    await submitLocalForm(this.page, credentials);
  }
}
