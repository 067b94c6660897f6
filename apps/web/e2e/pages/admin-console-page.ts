import { expect, type Page } from '@playwright/test';

/** `/admin`: the four sections and the actions an operator takes there. */
export class AdminConsolePage {
  constructor(private readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { name: '관리자 대시보드', level: 1 });
  readonly tab = (name: '개요' | '사용자' | '약관' | '감사 기록') => this.page.getByRole('tab', { name });
  readonly searchBox = () => this.page.getByRole('searchbox', { name: '사용자 검색' });
  readonly userRow = (email: string) =>
    this.page.getByRole('list', { name: '사용자' }).getByRole('listitem').filter({ hasText: email });
  readonly editor = () => this.page.getByRole('region', { name: '새 버전 게시' });
  readonly publishDialog = () => this.page.getByRole('dialog', { name: /새 버전을 게시할까요\?$/ });
  readonly auditLog = () => this.page.getByRole('list', { name: '감사 기록' });

  async open(section: '개요' | '사용자' | '약관' | '감사 기록'): Promise<void> {
    await this.tab(section).click();
    await expect(this.tab(section)).toHaveAttribute('aria-selected', 'true');
  }

  async findUser(email: string): Promise<void> {
    await this.open('사용자');
    await this.searchBox().fill(email);
    await expect(this.page.getByRole('list', { name: '사용자' }).getByRole('listitem')).toHaveCount(1);
    await expect(this.userRow(email)).toBeVisible();
  }

  /** Opens the editor for a type and waits until the latest version's text has been filled in. */
  async startNewVersion(typeName: string): Promise<void> {
    await this.open('약관');
    await this.page.getByRole('button', { name: `${typeName} 새 버전 게시` }).click();
    await expect(this.editor().getByLabel('내용 (마크다운)')).toHaveValue(/^## /);
  }
}
