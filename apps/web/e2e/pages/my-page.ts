import { expect, type Page } from '@playwright/test';

export class MyPage {
  constructor(private readonly page: Page) {}

  readonly rankingConsent = () => this.page.getByRole('switch', { name: /학습 통계 및 랭킹 참여/ });
  readonly deleteAccountButton = () => this.page.getByRole('button', { name: '회원 탈퇴', exact: true });
  readonly deletionDialog = () => this.page.getByRole('dialog', { name: '회원 탈퇴' });
  readonly confirmDeletionButton = () => this.deletionDialog().getByRole('button', { name: '탈퇴하기' });

  async goto(): Promise<void> {
    await this.page.goto('/my-page');
    await expect(this.page.getByRole('heading', { name: '마이페이지', level: 1 })).toBeVisible();
  }

  async expectProfile(profile: { displayName: string; username: string; email: string }): Promise<void> {
    const summary = this.page.getByRole('region', { name: '내 프로필' });
    await expect(summary.getByText(profile.displayName, { exact: true })).toBeVisible();
    await expect(summary.getByText(`@${profile.username}`)).toBeVisible();
    await expect(summary.getByText(profile.email)).toBeVisible();
  }

  async expectRankingConsent(agreed: boolean): Promise<void> {
    await expect(this.rankingConsent()).toHaveAttribute('aria-checked', String(agreed));
  }

  /** Flips the consent and waits for the server's answer (the success alert and the enabled switch). */
  async toggleRankingConsent(expectedAlert: string): Promise<void> {
    await this.rankingConsent().click();
    await expect(this.page.getByRole('status').filter({ hasText: expectedAlert })).toBeVisible();
    await expect(this.rankingConsent()).toBeEnabled();
  }

  async openDeletionDialog(): Promise<void> {
    await this.deleteAccountButton().click();
    await expect(this.deletionDialog()).toBeVisible();
  }

  async typeDeletionConfirmation(text: string): Promise<void> {
    await this.deletionDialog().getByRole('textbox').fill(text);
  }

  async logout(): Promise<void> {
    await this.page.getByRole('button', { name: '로그아웃' }).click();
  }
}
