import { useLayoutEffect, useRef } from 'react';
import pretendardStylesheet from '@/styles/pretendard.css?url';
import { firstScreenArriving } from './first-screen';
import { whenPageSettles } from './page-settled';

const WEB_FONT_CLASS = 'web-font';
const FAMILY = '"Pretendard Variable"';

const root = document.documentElement;
const switchToWebFont = () => root.classList.add(WEB_FONT_CLASS);

const switchWhileHidden = () => document.hidden && switchToWebFont();

/** Pretendard's @font-face rules, half of the app's CSS: a stylesheet of their own, never render-blocking. */
function addFontFaces(): Promise<unknown> {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = pretendardStylesheet;
  document.head.append(link);
  return new Promise((settle) => (link.onload = link.onerror = settle));
}

/**
 * With the service worker in charge (a returning learner) the subsets used before come from its cache, so
 * the web font is used from the first paint. A first visit shows the system's Korean font; once the page has
 * settled it loads the font's rules and the subsets its text needs, then switches when the learner cannot
 * see the text move: when a new screen replaces this one (`switchToWebFontOnNewScreen`) or the page is hidden.
 */
export function loadWebFont() {
  if (navigator.serviceWorker?.controller) {
    void addFontFaces();
    switchToWebFont();
    return;
  }
  whenPageSettles(
    () =>
      void addFontFaces()
        .then(() => document.fonts.load(`1em ${FAMILY}`, document.body.textContent ?? ''))
        // A subset that failed to load leaves its characters to the system font, as before the switch.
        .catch(() => undefined)
        .then(() => {
          // Marked on the page, not in a variable: the subsets are in, the switch waits for an unseen moment.
          root.dataset.webFont = 'loaded';
          document.addEventListener('visibilitychange', switchWhileHidden);
          switchWhileHidden();
        }),
    firstScreenArriving,
  );
}

/** A new screen is replacing the page: its first paint is in the web font once the subsets are in. */
export function switchToWebFontOnNewScreen() {
  if (root.dataset.webFont) switchToWebFont();
}

/** `switchToWebFontOnNewScreen` whenever `screen` (the page's address) changes, before the new screen paints. */
export function useWebFontOnNewScreen(screen: string) {
  const first = useRef(screen);
  useLayoutEffect(() => {
    if (screen !== first.current) switchToWebFontOnNewScreen();
  }, [screen]);
}
