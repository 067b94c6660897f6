import { join } from 'node:path';
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import {
  clickFound,
  describeQuery,
  FIND_ELEMENT,
  isUnexpected,
  serializeQuery,
  waitUntil,
  type EngineOptions,
  type EnginePage,
  type Query,
} from './engine-page';

/** Firefox reports a web font whose download a reload cut short (NS_ERROR_NOT_AVAILABLE) as an error. */
const FONT_LOAD_CUT_SHORT = /downloadable font: download failed .*status=2147746065/;

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** Firefox ESR (Gecko) over WebDriver BiDi with puppeteer-core: a phone-sized window, Korean, on Seoul time. */
export async function openFirefox(options: EngineOptions): Promise<EnginePage> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    env: { ...process.env, ...options.env },
    extraPrefsFirefox: { 'intl.locale.requested': 'ko-KR', 'intl.accept_languages': 'ko-KR, ko' },
  });
  const page = await browser.newPage();
  await page.setViewport(options.viewport);
  return new FirefoxPage(browser, page, options);
}

class FirefoxPage implements EnginePage {
  readonly #problems: string[] = [];

  constructor(
    private readonly browser: Browser | undefined,
    private readonly page: Page,
    private readonly options: EngineOptions,
  ) {
    page.on('console', (message) => {
      const type = message.type();
      if ((type === 'error' || type === 'warn') && isUnexpected(message.text()))
        this.#problems.push(`[${type}] ${message.text()}`);
    });
    page.on('pageerror', (error) => {
      if (!FONT_LOAD_CUT_SHORT.test(String(error))) this.#problems.push(`[pageerror] ${String(error)}`);
    });
  }

  async goto(path: string) {
    await this.page.goto(new URL(path, this.options.baseUrl).href);
  }

  async reload() {
    await this.page.reload();
  }

  async #find(query: Query): Promise<ElementHandle<Element>> {
    let found: ElementHandle<Element> | null = null;
    await waitUntil(describeQuery(query), async () => {
      const handle = await this.page.evaluateHandle(
        `(${FIND_ELEMENT})(${JSON.stringify(serializeQuery(query))})`,
      );
      found = handle.asElement() as ElementHandle<Element> | null;
      return found !== null;
    });
    if (!found) throw new Error(`no ${describeQuery(query)}`);
    return found;
  }

  async click(query: Query) {
    // Puppeteer's words for a node a re-render replaced: detached, or without a box for a moment.
    await clickFound(
      () => this.#find({ ...query, enabled: true }),
      (element) => element.click(),
      (error) => /detached|not clickable/i.test(String(error)),
    );
  }

  async fill(query: Query, text: string) {
    const element = await this.#find(query);
    await element.evaluate((input) => {
      (input as HTMLInputElement).focus();
      (input as HTMLInputElement).select();
    });
    await this.page.keyboard.type(text);
  }

  async typeIntoFocused(text: string) {
    await this.page.keyboard.type(text);
  }

  async pressEnter() {
    await this.page.keyboard.press('Enter');
  }

  async evaluate<T>(fn: string, ...args: unknown[]): Promise<T> {
    return (await this.page.evaluate(`(${fn})(...${JSON.stringify(args)})`)) as T;
  }

  async withPopup(open: () => Promise<void>, act: (popup: EnginePage) => Promise<void>) {
    const opened = new Promise<Page | null>((resolve) => this.page.once('popup', resolve));
    await open();
    const popup = await opened;
    if (!popup) throw new Error('the popup did not open');
    const closed = new Promise((resolve) => popup.once('close', resolve));
    await act(new FirefoxPage(undefined, popup, this.options));
    await closed;
  }

  async screenshot(name: string) {
    await this.page.screenshot({ path: join(this.options.screenshotDir, `firefox-${name}.png`) });
  }

  async problems() {
    return [...this.#problems];
  }

  async close() {
    await this.browser?.close();
  }
}
