import { expect, type Page } from '@playwright/test';

/** The five-step study plan wizard (`/study-plans/create` … `/buffer-day-selection`). */
export class PlanWizardPage {
  constructor(private readonly page: Page) {}

  readonly step = (current: number, label: string) => this.page.getByText(`${current} / 5 단계 · ${label}`);
  readonly estimatedEnd = () => this.page.getByTestId('estimated-end');
  readonly unitCheckbox = (name: string | RegExp) => this.page.getByRole('checkbox', { name });

  async next(label: string | RegExp) {
    await this.page.getByRole('button', { name: label }).click();
  }

  /** Before content and units are chosen the preview names no date: any would be a guess. */
  async expectNoEstimateYet() {
    await expect(this.page.getByRole('heading', { name: '미리보기' })).toBeVisible();
    await expect(this.page.getByTestId('preview-waiting')).toBeVisible();
    await expect(this.estimatedEnd()).toHaveCount(0);
  }

  async expectPreview() {
    await expect(this.page.getByRole('heading', { name: '미리보기' })).toBeVisible();
    await expect(this.estimatedEnd()).toContainText('예상 종료일');
  }
}
