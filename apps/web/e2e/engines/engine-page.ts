/** What a journey asks of a page, whichever engine and driver run it. */
export type Role = 'button' | 'link' | 'checkbox' | 'radio' | 'textbox' | 'heading';

/**
 * An element by its role and accessible name (a substring, or the whole name when `exact`); `enabled`
 * passes over disabled ones (a button waiting for the server). Of several, the last one in the page, or
 * the first with `first`.
 */
export type Query = {
  role: Role;
  name: string | RegExp;
  exact?: boolean;
  enabled?: boolean;
  first?: boolean;
};

/** Where and how an engine opens the app. */
export type EngineOptions = {
  baseUrl: string;
  viewport: { width: number; height: number };
  /** The browser's environment: Korean, on Seoul time. */
  env: Record<string, string>;
  screenshotDir: string;
};

export interface EnginePage {
  goto(path: string): Promise<void>;
  reload(): Promise<void>;
  /** Clicks the element as a pointer would, once it is there and visible. */
  click(query: Query): Promise<void>;
  /** Replaces the text of a text box by typing `text` into it. */
  fill(query: Query, text: string): Promise<void>;
  /** Types into whatever has focus (a unit the editor just added and selected). */
  typeIntoFocused(text: string): Promise<void>;
  pressEnter(): Promise<void>;
  /** Runs `fn` (a function's source, called with `args`) in the page and answers its result. */
  evaluate<T>(fn: string, ...args: unknown[]): Promise<T>;
  /** Opens a window with `open` and hands it to `act`; resolves once that window has closed itself. */
  withPopup(open: () => Promise<void>, act: (popup: EnginePage) => Promise<void>): Promise<void>;
  screenshot(name: string): Promise<void>;
  /** The console errors and warnings and uncaught errors seen so far. */
  problems(): Promise<string[]>;
  close(): Promise<void>;
}

type SerializedQuery = {
  role: Role;
  text: string;
  pattern: { source: string; flags: string } | null;
  exact: boolean;
  enabled: boolean;
  first: boolean;
};

export const serializeQuery = ({
  role,
  name,
  exact = false,
  enabled = false,
  first = false,
}: Query): SerializedQuery =>
  typeof name === 'string'
    ? { role, text: name, pattern: null, exact, enabled, first }
    : { role, text: '', pattern: { source: name.source, flags: name.flags }, exact: false, enabled, first };

/**
 * Finds a visible element by role and accessible name in the page (run there as source, so every driver
 * shares it): the name is aria-label, else aria-labelledby, else an input's label, else its text.
 */
export const FIND_ELEMENT = `(query) => {
  const selectors = {
    button: 'button:not([role]), [role="button"], input[type="submit"]',
    link: 'a[href]',
    checkbox: '[role="checkbox"], input[type="checkbox"]',
    radio: '[role="radio"], input[type="radio"]',
    textbox: 'input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]), textarea',
    heading: 'h1, h2, h3, h4, h5, h6',
  };
  const text = (node) => (node ? node.textContent.replace(/\\s+/g, ' ').trim() : '');
  const nameOf = (element) => {
    const label = element.getAttribute('aria-label');
    if (label) return label.trim();
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) return labelledBy.split(' ').map((id) => text(document.getElementById(id))).join(' ');
    if (element.labels && element.labels.length > 0) return text(element.labels[0]);
    return text(element);
  };
  const visible = (element) =>
    element.getClientRects().length > 0 &&
    !element.closest('[aria-hidden="true"], [inert]') &&
    getComputedStyle(element).visibility !== 'hidden';
  const pattern = query.pattern && new RegExp(query.pattern.source, query.pattern.flags);
  const matches = (name) =>
    pattern ? pattern.test(name) : query.exact ? name === query.text : name.includes(query.text);
  const usable = (element) =>
    !query.enabled || (!element.disabled && element.getAttribute('aria-disabled') !== 'true');
  const found = [...document.querySelectorAll(selectors[query.role])].filter(
    (element) => visible(element) && usable(element) && matches(nameOf(element)),
  );
  return (query.first ? found[0] : found.at(-1)) ?? null;
}`;

/** Problems the app may print by design: the HTTP client's lines for refused and failing requests. */
const EXPECTED_LINES = [/^Authentication error$/, /^Permission denied$/, /^Server error occurred$/];

export const isUnexpected = (line: string) => !EXPECTED_LINES.some((pattern) => pattern.test(line));

/** Polls `check` until it answers true, or fails with `what` after `timeoutMs`. */
export async function waitUntil(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      if (await check()) return;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`timed out waiting for ${what}`, { cause: lastError });
}

/**
 * Finds an element and clicks it. A re-render between the two (the node replaced, or covered or without a box
 * for a moment) makes the driver refuse a click that never happened: found and tried again, three times at most.
 */
export async function clickFound<Element>(
  find: () => Promise<Element>,
  click: (element: Element) => Promise<void>,
  refused: (error: unknown) => boolean,
): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const element = await find();
    try {
      await click(element);
      return;
    } catch (error) {
      if (attempt === 3 || !refused(error)) throw error;
    }
  }
}

export const describeQuery = ({ role, name }: Query) => `${role} "${String(name)}"`;
