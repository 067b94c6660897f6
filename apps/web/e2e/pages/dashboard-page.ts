import { expect, type Page } from '@playwright/test';

export class DashboardPage {
  constructor(private readonly page: Page) {}

  readonly greeting = () => this.page.getByRole('heading', { level: 1, name: /오늘도 몰입해 볼까요/ });
  readonly avatarLink = () => this.page.getByRole('link', { name: '마이페이지' });
  readonly adminButton = () => this.page.getByRole('link', { name: '관리자' });
  readonly tabBar = () => this.page.getByRole('navigation', { name: '주요 메뉴' });
  /** The big button: "‘<to-do>’ 집중하기" with a to-do left today, "바로 집중하기" without. */
  readonly focusButton = () => this.page.getByRole('button', { name: /^(‘.+’|바로) 집중하기$/ });
  readonly setUpByHand = () => this.page.getByRole('link', { name: '직접 설정해서 시작' });

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
