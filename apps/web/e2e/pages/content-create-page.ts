import { expect, type Page } from '@playwright/test';

/** `/learning-content/create` and `/structure`: metadata, the unit tree editor, the completion step. */
export class ContentCreatePage {
  constructor(private readonly page: Page) {}

  readonly nextButton = () => this.page.getByRole('button', { name: '다음: 단원 구성' });
  readonly unitTitle = (number: string) =>
    this.page.getByRole('textbox', { name: `${number} 단원 제목`, exact: true });
  readonly unitTools = (number: string) =>
    this.page.getByRole('group', { name: `${number} 단원 도구`, exact: true });

  async fillMetadata({ title, category, author }: { title: string; category: string; author: string }) {
    await expect(this.page.getByRole('heading', { name: '학습 자료 등록', level: 1 })).toBeVisible();
    // Pressed too early, the button says what is missing next to each field instead of staying greyed out.
    await this.nextButton().click();
    await expect(this.page.getByText('제목을 입력해 주세요.')).toBeVisible();
    await expect(this.page.getByText('분류를 입력하거나 아래에서 골라 주세요.')).toBeVisible();
    await this.page.getByLabel('제목 (필수)').fill(title);
    await this.page.getByRole('button', { name: category, exact: true }).click();
    await expect(this.page.getByRole('radio', { name: '책' })).toBeChecked();
    await this.page.getByLabel('저자').fill(author);
    await expect(this.page.getByText('제목을 입력해 주세요.')).toHaveCount(0);
  }

  async renameUnit(number: string, title: string) {
    await this.unitTitle(number).fill(title);
  }

  async openTools(number: string) {
    await this.page.getByRole('button', { name: `${number} 단원 편집`, exact: true }).click();
    await expect(this.unitTools(number)).toBeVisible();
  }

  async addChild(number: string, title: string) {
    await this.openTools(number);
    await this.unitTools(number).getByRole('button', { name: '하위 단원 추가' }).click();
    // The new unit takes focus with "새 단원" selected, so typing replaces it.
    await this.page.keyboard.type(title);
  }

  async addBelow(number: string, title: string) {
    await this.openTools(number);
    await this.unitTools(number).getByRole('button', { name: '아래에 추가' }).click();
    await this.page.keyboard.type(title);
  }

  async moveUp(number: string) {
    await this.openTools(number);
    await this.unitTools(number).getByRole('button', { name: '위로' }).click();
  }

  /** "목차 붙여넣기": pastes the text, waits for the tree it read, and adds it (two taps). */
  async pasteTableOfContents(text: string, unitCount: number) {
    await this.page.getByRole('button', { name: '목차 붙여넣기' }).click();
    const dialog = this.page.getByRole('dialog', { name: '목차 붙여넣기' });
    await dialog.getByRole('textbox', { name: '목차' }).fill(text);
    await expect(dialog.getByRole('list', { name: '읽은 목차' }).getByRole('listitem')).toHaveCount(
      unitCount,
    );
    return dialog;
  }

  /** "쪽수로 나누기" at the end of the outline, or under unit `number` from its tools: pages in N units. */
  async splitByPages({
    under,
    pages,
    units,
    start,
  }: {
    under?: string;
    pages: number;
    units: number;
    start?: number;
  }) {
    if (under) {
      await this.openTools(under);
      await this.unitTools(under).getByRole('button', { name: '쪽수로 나누기' }).click();
    } else {
      await this.page
        .getByRole('group', { name: '한 번에 만들기' })
        .getByRole('button', { name: '쪽수로 나누기' })
        .click();
    }
    const dialog = this.page.getByRole('dialog', { name: '쪽수로 나누기' });
    await dialog.getByRole('spinbutton', { name: '쪽수' }).fill(String(pages));
    await dialog.getByRole('spinbutton', { name: '단원 수' }).fill(String(units));
    if (start !== undefined) await dialog.getByRole('spinbutton', { name: '시작 쪽' }).fill(String(start));
    return dialog;
  }

  async save() {
    await this.page.getByRole('button', { name: /개로 등록하기$/ }).click();
    await expect(this.page.getByRole('heading', { name: '학습 자료를 등록했어요' })).toBeVisible();
  }
}
