import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Debian's Chromium (`npx playwright install` cannot download browsers here); CHROMIUM_PATH overrides. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumAvailable = existsSync(chromiumPath);

const koreanRenderer = fileURLToPath(new URL('./chromium-korean-renderer.sh', import.meta.url));

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // A Korean browser, as our learners use: `<input type="time">` shows 오전/오후, not AM/PM. (Playwright's
  // `locale` only sets navigator.language, Intl and Accept-Language; form controls follow the UI language.)
  '--lang=ko-KR',
  // Debian's Chromium ships only the en-US language pack, so `--lang` alone falls back to English there;
  // the renderers, which lay out the form controls, are started with Korean instead.
  `--renderer-cmd-prefix=${koreanRenderer}`,
];
