import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY, earlyStartScript, takeEarlyRefresh } from './early-start';

const APP_CHUNKS = ['/assets/app-1.js', '/assets/contracts-1.js'];
const SIGN_IN_CHUNKS = ['/assets/sign-in-1.js'];

/** Runs the script exactly as index.html carries it, on a page at `path`. */
function runInlineScript(path: string) {
  window.history.replaceState(null, '', path);
  new Function(earlyStartScript({ appChunks: APP_CHUNKS, signInChunks: SIGN_IN_CHUNKS }))();
}

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
    (link) => new URL(link.href).pathname,
  );

const signedIn = (isAuthenticated: boolean) =>
  localStorage.setItem(
    AUTH_STORAGE_KEY,
    JSON.stringify({ state: { user: null, isAuthenticated }, version: 0 }),
  );

describe("index.html's early start", () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    fetchMock.mockReset().mockResolvedValue(new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    takeEarlyRefresh();
    document.head.replaceChildren();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it("fetches the app's chunks beside the entry on the app's pages, and only the sign-in screen on its page", () => {
    runInlineScript('/statistics');
    expect(preloaded()).toEqual(APP_CHUNKS);
    const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(links().map((link) => link.getAttribute('fetchpriority'))).toEqual(['low', 'low']);

    document.head.replaceChildren();
    runInlineScript('/login');
    // Part of that page's first paint: at the browser's own priority.
    expect(preloaded()).toEqual(SIGN_IN_CHUNKS);
    expect(links().map((link) => link.getAttribute('fetchpriority'))).toEqual([null]);
  });

  it("starts a signed-in learner's refresh, which the app takes once", async () => {
    signedIn(true);
    runInlineScript('/');

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/refresh');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'x-requested-with': 'molip' },
    });
    await expect(takeEarlyRefresh()).resolves.toBeInstanceOf(Response);
    expect(takeEarlyRefresh()).toBeNull();
  });

  it('lets a refresh that fails offline wait for the app, without an unhandled rejection', async () => {
    fetchMock.mockReset().mockRejectedValue(new TypeError('Failed to fetch'));
    signedIn(true);
    runInlineScript('/');
    await new Promise((resolve) => setTimeout(resolve, 0));

    await expect(takeEarlyRefresh()).rejects.toThrow('Failed to fetch');
  });

  it('asks nothing for a signed-out visitor or an unreadable saved state', () => {
    signedIn(false);
    runInlineScript('/');
    localStorage.setItem(AUTH_STORAGE_KEY, '{broken');
    runInlineScript('/');

    expect(fetchMock).not.toHaveBeenCalled();
    expect(takeEarlyRefresh()).toBeNull();
  });

  it('leaves an answer older than half a minute to the app to ask again', () => {
    vi.useFakeTimers();
    try {
      signedIn(true);
      runInlineScript('/');
      vi.advanceTimersByTime(30_000);
      expect(takeEarlyRefresh()).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
