import { expect, type Page } from '@playwright/test';

/** The shell's terms and username modals. */
export class AccessGates {
  constructor(private readonly page: Page) {}

  readonly termsDialog = () => this.page.getByRole('dialog', { name: '서비스 이용 약관 동의' });
  readonly usernameDialog = () => this.page.getByRole('dialog', { name: '사용자명 설정' });

  async agreeToAllTerms(): Promise<void> {
    const dialog = this.termsDialog();
    await expect(dialog).toBeVisible();
    const submit = dialog.getByRole('button', { name: '동의하고 시작하기' });
    await expect(submit).toBeDisabled();
    await dialog.getByRole('checkbox', { name: /전체 동의/ }).click();
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(dialog).toBeHidden();
  }

  async typeUsername(name: string): Promise<void> {
    await this.usernameDialog().getByLabel('사용자명').fill(name);
  }

  readonly confirmUsername = () => this.usernameDialog().getByRole('button', { name: '확인' });

  async setUsername(name: string): Promise<void> {
    await this.typeUsername(name);
    await this.confirmUsername().click();
    await expect(this.usernameDialog()).toBeHidden();
  }
}
