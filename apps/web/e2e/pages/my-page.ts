import { expect, type Page } from '@playwright/test';

export class MyPage {
  constructor(private readonly page: Page) {}

  async expectProfile(profile: { displayName: string; username: string; email: string }): Promise<void> {
    const summary = this.page.getByRole('region', { name: '내 프로필' });
    await expect(summary.getByText(profile.displayName, { exact: true })).toBeVisible();
    await expect(summary.getByText(`@${profile.username}`)).toBeVisible();
    await expect(summary.getByText(profile.email)).toBeVisible();
  }

  async logout(): Promise<void> {
    await this.page.getByRole('button', { name: '로그아웃' }).click();
  }
}
