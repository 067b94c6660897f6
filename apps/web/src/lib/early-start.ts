import { REFRESH_CSRF_HEADER, REFRESH_CSRF_VALUE } from '@molip/domain/constants';
import { LOGIN_PATH } from '@molip/domain/safe-redirect';

/** Where zustand keeps the signed-in flag (`features/auth/stores/auth-store.ts`). */
export const AUTH_STORAGE_KEY = 'molip-auth';
/** One refresh at a time across tabs: the server rotates the refresh token on every refresh. */
export const REFRESH_LOCK_NAME = 'molip:auth-refresh';
/** The session refresh, as the app and index.html's early start both send it. */
export const REFRESH_REQUEST: { url: string; init: RequestInit } = {
  url: '/api/auth/refresh',
  init: {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json', [REFRESH_CSRF_HEADER]: REFRESH_CSRF_VALUE },
  },
};
/** Where index.html leaves the refresh it started, for the app to take once. */
export const EARLY_REFRESH_KEY = '__molipEarlyRefresh';

export type EarlyStartOptions = {
  /** The signed-in app's first chunks: fetched at once on any page but the sign-in page. */
  appChunks: readonly string[];
  /** The sign-in page's screen: fetched at once on that page. */
  signInChunks: readonly string[];
};

type EarlyRefresh = { startedAt: number; response: Promise<Response> };
type EarlyStartWindow = Window & { [EARLY_REFRESH_KEY]?: EarlyRefresh };

/**
 * index.html's inline script, run while the page is parsed, before the app's code has arrived: a returning
 * learner's session refresh and the app's chunks start at once instead of after the entry script. Written
 * out as it runs (`earlyStartScript`), so it uses nothing from outside but its arguments.
 */
export function earlyStart(
  options: EarlyStartOptions & {
    signInPath: string;
    authStorageKey: string;
    lockName: string;
    refresh: { url: string; init: RequestInit };
    handoverKey: string;
  },
  page: EarlyStartWindow,
): void {
  const onSignIn = page.location.pathname === options.signInPath;
  (onSignIn ? options.signInChunks : options.appChunks).forEach((href) => {
    const link = page.document.createElement('link');
    link.rel = 'modulepreload';
    // The app's after the stylesheet and the entry script, which the first paint waits for; the sign-in
    // screen is part of that first paint.
    if (!onSignIn) link.setAttribute('fetchpriority', 'low');
    link.crossOrigin = '';
    link.href = href;
    page.document.head.appendChild(link);
  });
  try {
    const saved = JSON.parse(page.localStorage.getItem(options.authStorageKey) ?? 'null') as {
      state?: { isAuthenticated?: boolean };
    } | null;
    if (!saved?.state?.isAuthenticated) return;
    const refresh = () => page.fetch(options.refresh.url, options.refresh.init);
    const locks = page.navigator.locks;
    // The lock is released once the answer's headers (and its new refresh cookie) are in.
    const response = (locks ? locks.request(options.lockName, refresh) : refresh()) as Promise<Response>;
    // Offline, it fails before the app is there to take it: the app handles that failure, not the page.
    response.catch(() => undefined);
    (page as unknown as Record<string, EarlyRefresh>)[options.handoverKey] = {
      startedAt: Date.now(),
      response,
    };
  } catch {
    // No storage (a private window), or a broken entry: the app restores the session itself.
  }
}

/** The inline script for index.html (the build adds it; the server allows it by its hash). */
export function earlyStartScript(options: EarlyStartOptions): string {
  const all = {
    ...options,
    signInPath: LOGIN_PATH,
    authStorageKey: AUTH_STORAGE_KEY,
    lockName: REFRESH_LOCK_NAME,
    refresh: REFRESH_REQUEST,
    handoverKey: EARLY_REFRESH_KEY,
  };
  return `(${earlyStart.toString()})(${JSON.stringify(all)}, window);`;
}

// A refresh answer older than this is not taken: its access token may be close to expiry.
const EARLY_REFRESH_TTL_MS = 30_000;

/** The refresh index.html started, once and only while fresh; null when there is none. */
export function takeEarlyRefresh(page: EarlyStartWindow = window): Promise<Response> | null {
  const early = page[EARLY_REFRESH_KEY];
  if (!early) return null;
  delete page[EARLY_REFRESH_KEY];
  return Date.now() - early.startedAt < EARLY_REFRESH_TTL_MS ? early.response : null;
}
