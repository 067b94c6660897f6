import { spawn, type ChildProcess } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Builder, error as driverErrors, Key, type WebDriver, type WebElement } from 'selenium-webdriver';
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
import { freePort } from '../../../../scripts/free-port.ts';

export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const MINIBROWSER_PATH =
  process.env.WEBKIT_MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/**
 * Classic WebDriver has no console events: the page gets a recorder of console errors and warnings and
 * uncaught errors, read back and put in place again at every step (what a page prints between its load
 * and the next step is not seen).
 */
const RECORD_PROBLEMS = `(() => {
  if (window.__engineProblems) return;
  const problems = (window.__engineProblems = []);
  for (const type of ['error', 'warn']) {
    const original = console[type].bind(console);
    console[type] = (...args) => {
      problems.push('[' + type + '] ' + args.map(String).join(' '));
      original(...args);
    };
  }
  addEventListener('error', (event) => problems.push('[pageerror] ' + event.message));
  addEventListener('unhandledrejection', (event) => problems.push('[pageerror] ' + String(event.reason)));
})()`;

// WebDriver's refusals of a click that never happened: the node replaced, covered, or not interactable yet.
const REFUSED_CLICKS = [
  driverErrors.StaleElementReferenceError,
  driverErrors.ElementClickInterceptedError,
  driverErrors.ElementNotInteractableError,
];

/** Sets an input's value past React's own tracker and tells React, as autofill does. */
const SET_VALUE = `const [input, value] = arguments;
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value').set;
  input.focus();
  setter.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));`;

/**
 * WebKitGTK (Safari's engine) through Debian's WebKitWebDriver and MiniBrowser, which needs a display
 * (run under xvfb-run). MiniBrowser's window is at least 447 px wide, so the page is too.
 */
export async function openWebKit(options: EngineOptions): Promise<EnginePage> {
  const port = await freePort();
  const driverProcess = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], {
    env: { ...process.env, ...options.env },
    stdio: 'ignore',
  });
  await waitUntil('WebKitWebDriver', async () => (await fetch(`http://127.0.0.1:${port}/status`)).ok);
  const driver = await new Builder()
    .usingServer(`http://127.0.0.1:${port}`)
    .withCapabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] },
    })
    .build();
  await driver.manage().window().setRect(options.viewport);
  return new WebKitPage(driver, driverProcess, options);
}

class WebKitPage implements EnginePage {
  readonly #problems: string[] = [];

  constructor(
    private readonly driver: WebDriver,
    private readonly driverProcess: ChildProcess | undefined,
    private readonly options: EngineOptions,
  ) {}

  /** Reads what the recorder saw since the last step and makes sure it records the next. */
  async #checkpoint() {
    const lines = (await this.driver.executeScript(
      `const lines = window.__engineProblems ? window.__engineProblems.splice(0) : []; ${RECORD_PROBLEMS}; return lines;`,
    )) as string[];
    this.#problems.push(...lines.filter((line) => isUnexpected(line.replace(/^\[\w+\] /, ''))));
  }

  async goto(path: string) {
    await this.#checkpoint();
    await this.driver.get(new URL(path, this.options.baseUrl).href);
    await this.#checkpoint();
  }

  async reload() {
    await this.#checkpoint();
    await this.driver.navigate().refresh();
    await this.#checkpoint();
  }

  async #find(query: Query): Promise<WebElement> {
    await this.#checkpoint();
    let found: WebElement | null = null;
    await waitUntil(describeQuery(query), async () => {
      found = (await this.driver.executeScript(
        `return (${FIND_ELEMENT})(arguments[0])`,
        serializeQuery(query),
      )) as WebElement | null;
      return found !== null;
    });
    if (!found) throw new Error(`no ${describeQuery(query)}`);
    return found;
  }

  async click(query: Query) {
    await clickFound(
      () => this.#find({ ...query, enabled: true }),
      (element) => element.click(),
      (error) => REFUSED_CLICKS.some((refusal) => error instanceof refusal),
    );
  }

  /**
   * Typed through the driver, except what needs Shift, which its keyboard under Xvfb drops ('@', '_',
   * capitals): such a value is set as the browser's own autofill would, with an input event.
   */
  async fill(query: Query, text: string) {
    const element = await this.#find(query);
    if (/^[\p{Ll}\p{Lo}\p{N} .-]*$/u.test(text)) {
      await this.driver.executeScript('arguments[0].focus(); arguments[0].select();', element);
      await element.sendKeys(text);
      return;
    }
    await this.driver.executeScript(SET_VALUE, element, text);
  }

  async typeIntoFocused(text: string) {
    await this.driver.switchTo().activeElement().sendKeys(text);
  }

  async pressEnter() {
    await this.driver.switchTo().activeElement().sendKeys(Key.ENTER);
  }

  async evaluate<T>(fn: string, ...args: unknown[]): Promise<T> {
    await this.#checkpoint();
    return (await this.driver.executeScript(`return (${fn})(...arguments)`, ...args)) as T;
  }

  async withPopup(open: () => Promise<void>, act: (popup: EnginePage) => Promise<void>) {
    const opener = await this.driver.getWindowHandle();
    const before = await this.driver.getAllWindowHandles();
    await open();
    let popup: string | undefined;
    await waitUntil('the popup', async () => {
      popup = (await this.driver.getAllWindowHandles()).find((handle) => !before.includes(handle));
      return popup !== undefined;
    });
    await this.driver.switchTo().window(popup ?? '');
    await act(new WebKitPage(this.driver, undefined, this.options));
    await waitUntil('the popup to close', async () =>
      (await this.driver.getAllWindowHandles()).every((handle) => handle !== popup),
    );
    await this.driver.switchTo().window(opener);
  }

  async screenshot(name: string) {
    const png = await this.driver.takeScreenshot();
    await writeFile(join(this.options.screenshotDir, `webkit-${name}.png`), Buffer.from(png, 'base64'));
  }

  async problems() {
    await this.#checkpoint();
    return [...this.#problems];
  }

  async close() {
    await this.driver.quit().catch(() => undefined);
    this.driverProcess?.kill();
  }
}
