import { existsSync } from 'node:fs';

/** Debian's Chromium (`npx playwright install` cannot download browsers here); CHROMIUM_PATH overrides. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumAvailable = existsSync(chromiumPath);

/**
 * Debian's build of Chromium's headless shell, which Playwright itself runs headless: the journeys take a
 * seventh less time in it than in the whole browser. It has no notifications or push, so the journeys that
 * need them keep the browser (playwright.config.ts); without the shell every journey does.
 */
const headlessShellPath = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
export const journeyChromiumPath = existsSync(headlessShellPath) ? headlessShellPath : chromiumPath;

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * A Korean browser, as our learners use: `<input type="time">` shows 오전/오후, not AM/PM. Playwright's
 * `locale` only sets navigator.language, Intl and Accept-Language; form controls follow the browser's UI
 * language, which Chromium on Linux takes from LANGUAGE (not `--lang`) and finds in Debian's
 * chromium-l10n package (.ci/run installs it).
 */
export const chromiumEnv = { ...process.env, LANGUAGE: 'ko' };
