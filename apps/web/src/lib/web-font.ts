import pretendardStylesheet from '@/styles/pretendard.css?url';
import { whenPageSettles } from './page-settled';
import { readsInFlight } from './query-client';

const WEB_FONT_CLASS = 'web-font';
const FAMILY = '"Pretendard Variable"';

function switchToWebFont() {
  document.documentElement.classList.add(WEB_FONT_CLASS);
}

/**
 * Pretendard's @font-face rules (half of the app's CSS) load beside the app instead of blocking its first
 * paint. A first visit shows the system's Korean font until the page has settled, then loads the subsets
 * its text needs and switches once: one layout, not one per subset as each arrives, on a slow phone's
 * busiest seconds. With the service worker in charge (a returning learner), the subsets used before come
 * from its cache, so the web font is used from the first paint.
 */
export function loadWebFont() {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = pretendardStylesheet;
  document.head.append(link);
  if (navigator.serviceWorker?.controller) {
    switchToWebFont();
    return;
  }
  whenPageSettles(
    () =>
      void document.fonts
        .load(`1em ${FAMILY}`, document.body.textContent ?? '')
        // A subset that failed to load leaves its characters to the system font, as before the switch.
        .catch(() => undefined)
        .then(switchToWebFont),
    readsInFlight,
  );
}
