import { expect, type Page } from '@playwright/test';

/** The shell's terms and username modals. */
export class AccessGates {
  constructor(private readonly page: Page) {}

  readonly termsDialog = () => this.page.getByRole('dialog', { name: '서비스 이용 약관 동의' });
  readonly usernameDialog = () => this.page.getByRole('dialog', { name: '사용자명 설정' });
  readonly ageAnswer = (answer: '만 14세 이상이에요' | '만 14세 미만이에요') =>
    this.termsDialog().getByRole('radio', { name: answer });

  /**
   * Answers 만 14세 이상 when the step asks it (a new account; not a new terms version later), then ticks
   * 전체 동의, [선택] items included, and starts.
   */
  async agreeToAllTerms(): Promise<void> {
    const dialog = this.termsDialog();
    await expect(dialog).toBeVisible();
    const submit = dialog.getByRole('button', { name: '동의하고 시작하기' });
    await expect(submit).toBeDisabled();
    if ((await this.ageAnswer('만 14세 이상이에요').count()) > 0) {
      await this.ageAnswer('만 14세 이상이에요').click();
      await expect(this.ageAnswer('만 14세 이상이에요')).toHaveAttribute('aria-checked', 'true');
    }
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
