import { expect, type Page } from '@playwright/test';

export class DashboardPage {
  constructor(private readonly page: Page) {}

  readonly greeting = () => this.page.getByRole('heading', { level: 1, name: /오늘도 몰입해 볼까요/ });
  readonly avatarLink = () => this.page.getByRole('link', { name: '마이페이지' });
  readonly adminButton = () => this.page.getByRole('link', { name: '관리자' });
  readonly tabBar = () => this.page.getByRole('navigation', { name: '주요 메뉴' });
  readonly focusButton = () => this.page.getByRole('button', { name: '오늘의 할 일 공부하기' });

  async expectShown(): Promise<void> {
    await expect(this.greeting()).toBeVisible();
    await expect(this.page.getByRole('heading', { name: '진행 중인 학습 계획' })).toBeVisible();
    await expect(this.page.getByRole('heading', { name: '오늘의 할 일' })).toBeVisible();
    await expect(this.tabBar().getByRole('link', { name: '대시보드' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(this.focusButton()).toBeVisible();
  }
}
