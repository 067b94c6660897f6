import { expect, type Locator, type Page } from '@playwright/test';

/** The value of one labelled figure tile (`dt` label, its first `dd`; a second one is the figure's hint). */
const figure = (page: Page, label: string) =>
  page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

/** `/focus-session/create`. */
export class FocusSessionCreatePage {
  constructor(private readonly page: Page) {}

  readonly form = () => this.page.getByRole('form', { name: '집중 세션 만들기' });
  readonly focusTime = () => this.page.getByLabel('목표 집중 시간(분)');
  readonly sessionType = () => this.page.getByLabel('세션 유형');
  readonly submit = () => this.page.getByRole('button', { name: '세션 시작' });

  async expectShown(): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: '집중 세션 만들기' })).toBeVisible();
    await expect(this.form()).toBeVisible();
  }
}

/** `/focus-session/current` and `/focus-session/{id}`. */
export class FocusSessionPage {
  constructor(private readonly page: Page) {}

  readonly newBlock = () => this.page.getByRole('button', { name: '새 집중 블록' });
  readonly endSession = () => this.page.getByRole('button', { name: '세션 종료' });
  readonly blocks = () => this.page.getByRole('list', { name: '집중 블록 목록' });
  readonly confirmDialog = () => this.page.getByRole('dialog', { name: '세션을 종료할까요?' });
  readonly autoEndDialog = () => this.page.getByRole('dialog', { name: '세션이 끝났어요' });
  readonly timeAlert = (text: string) =>
    this.page.getByRole('alert').filter({ hasText: '남은 시간' }).filter({ hasText: text });
  readonly focusTime = () => figure(this.page, '실제 집중');

  /** The session's actual focus in seconds, kept exactly on its figure (which people read as `40초`, `3분`). */
  async focusSeconds(): Promise<number> {
    return Number(await this.focusTime().getAttribute('data-seconds'));
  }

  async expectActive(): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: '진행 중인 집중 세션' })).toBeVisible();
    await expect(this.page.getByText('진행 중', { exact: true }).first()).toBeVisible();
  }
}

/** Block creation steps 1 and 2. */
export class BlockCreatePages {
  constructor(private readonly page: Page) {}

  readonly focusMinutes = () => this.page.getByLabel('집중 시간(분)');
  readonly startTime = () => this.page.getByLabel('시작 시간');
  readonly endTime = () => this.page.getByText('종료 예정').locator('xpath=following-sibling::span');
  readonly next = () => this.page.getByRole('button', { name: '다음' });
  readonly reset = () => this.page.getByRole('button', { name: '초기화' });
  readonly todo = (name: string | RegExp) => this.page.getByRole('checkbox', { name });
  readonly start = () => this.page.getByRole('button', { name: '집중 블록 시작' });
}

/** `/focus-block/current` and `/focus-block/{id}`. */
export class FocusBlockPage {
  constructor(private readonly page: Page) {}

  readonly timer = () => this.page.getByRole('timer', { name: '남은 블록 시간' });
  readonly todoRow = (title: string): Locator => this.page.getByRole('listitem', { name: title });
  /** The block's end below its to-dos (the last one: the stage above may offer it too). */
  readonly endBlock = () => this.page.getByRole('button', { name: '블록 종료' }).last();
  /** The ring, what is being studied and its big buttons. */
  readonly stage = () => this.page.locator('section[aria-labelledby="block-heading"]');
  /** The lines under the ring: "집중 중" and the to-do being studied. */
  readonly focusing = () => this.page.locator('[aria-live="polite"]', { hasText: '집중 중' });
  /** The same lines while paused: "일시 정지됨" and the paused to-do. */
  readonly paused = () => this.page.locator('[aria-live="polite"]', { hasText: '일시 정지됨' });
  readonly figure = (label: string) => figure(this.page, label);
  readonly focusTime = () => figure(this.page, '집중 시간');
  readonly completion = () => figure(this.page, '완료율');

  /** The block's focus time in seconds, kept exactly on its figure (which people read as `40초`, `3분`). */
  async focusSeconds(): Promise<number> {
    return Number(await this.focusTime().getAttribute('data-seconds'));
  }

  /** Any figure's exact seconds (the summary's "이 블록 집중", "오늘 총 집중"). */
  async figureSeconds(label: string): Promise<number> {
    return Number(await this.figure(label).getAttribute('data-seconds'));
  }

  /** The learner's own focus time in the ring while paused or once the block's time is up. */
  async ringFocusSeconds(): Promise<number> {
    return Number(await this.page.getByTestId('ring-focus-time').getAttribute('data-seconds'));
  }
}
