import { expect, type Locator, type Page } from '@playwright/test';

/** The dashboard's "오늘의 할 일" rows and their long-press action sheet. */
export class TodayTodosSection {
  constructor(private readonly page: Page) {}

  readonly row = (name: string) => this.page.getByRole('checkbox', { name, exact: true });
  readonly sheet = (shortTitle: string) => this.page.getByRole('dialog', { name: shortTitle });

  /**
   * Press and hold like a finger: the sheet must open while the pointer is still down (after 500 ms),
   * and expect's polling waits for it instead of a fixed sleep.
   */
  async longPress(row: Locator, shortTitle: string): Promise<Locator> {
    // A touch leaves no cursor behind: the mouse of an earlier click, resting over the rows, would get a
    // pointerleave from the browser when the list shifts under it (a card or a snackbar arriving).
    await this.page.mouse.move(0, 0);
    const box = await row.boundingBox();
    const point = { clientX: (box?.x ?? 0) + 40, clientY: (box?.y ?? 0) + 20 };
    // A handle, not the role locator: the open sheet hides the page from the accessibility tree.
    const handle = await row.elementHandle();
    await row.dispatchEvent('pointerdown', { pointerType: 'touch', isPrimary: true, button: 0, ...point });
    const sheet = this.sheet(shortTitle);
    await expect(sheet).toBeVisible();
    await handle?.dispatchEvent('pointerup', { pointerType: 'touch', isPrimary: true, button: 0, ...point });
    await handle?.dispose();
    return sheet;
  }

  async expectSheetActions(sheet: Locator, labels: string[]) {
    await expect(sheet.getByRole('listitem').getByRole('button')).toHaveText(labels);
    await expect(sheet.getByRole('button', { name: '취소' })).toBeVisible();
  }
}
