import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const usesWebFont = () => document.documentElement.classList.contains('web-font');

const webFont = () => import('./web-font');

/** The page settles; the font's stylesheet is then added, and arrives. */
async function settleAndLoadFontFaces() {
  await vi.advanceTimersByTimeAsync(1_000);
  const link = document.head.querySelector('link[rel="stylesheet"]');
  expect(link).not.toBeNull();
  link?.dispatchEvent(new Event('load'));
  await vi.advanceTimersByTimeAsync(0);
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'hidden', { value: state === 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('the web font', () => {
  const load = vi.fn<(font: string, text: string) => Promise<FontFace[]>>();

  beforeEach(() => {
    vi.useFakeTimers();
    load.mockReset().mockResolvedValue([]);
    Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
    Object.defineProperty(document, 'hidden', { value: false, configurable: true });
    document.body.textContent = '오늘도 몰입해 볼까요?';
  });

  afterEach(() => {
    // Whoever else listens (TanStack's focus manager, shared by the worker's files) hears the page come back.
    setVisibility('visible');
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.documentElement.classList.remove('web-font');
    delete document.documentElement.dataset.webFont;
    document.head.querySelectorAll('link').forEach((link) => link.remove());
  });

  it('on a first visit loads the subsets its text needs once the page has settled, and switches only when the page is hidden', async () => {
    let finishLoading = () => {};
    load.mockReturnValue(new Promise((resolve) => (finishLoading = () => resolve([]))));
    (await webFont()).loadWebFont();
    expect(document.head.querySelector('link[rel="stylesheet"]')).toBeNull();

    await settleAndLoadFontFaces();
    expect(load).toHaveBeenCalledWith('1em "Pretendard Variable"', '오늘도 몰입해 볼까요?');
    finishLoading();
    await vi.advanceTimersByTimeAsync(0);
    expect(usesWebFont()).toBe(false);

    setVisibility('hidden');
    expect(usesWebFont()).toBe(true);
  });

  it('switches when a new screen replaces the page, once the subsets are in', async () => {
    const { loadWebFont, switchToWebFontOnNewScreen } = await webFont();
    loadWebFont();
    switchToWebFontOnNewScreen();
    expect(usesWebFont()).toBe(false);

    await settleAndLoadFontFaces();
    switchToWebFontOnNewScreen();
    expect(usesWebFont()).toBe(true);
  });

  it('switches on a new address, not on the first render', async () => {
    const { loadWebFont, useWebFontOnNewScreen } = await webFont();
    loadWebFont();
    await settleAndLoadFontFaces();
    const { rerender } = renderHook(({ screen }) => useWebFontOnNewScreen(screen), {
      initialProps: { screen: '/' },
    });
    expect(usesWebFont()).toBe(false);
    rerender({ screen: '/statistics' });
    expect(usesWebFont()).toBe(true);
  });

  it('still switches when a subset fails to load (its characters keep the system font)', async () => {
    load.mockRejectedValue(new Error('network'));
    const { loadWebFont, switchToWebFontOnNewScreen } = await webFont();
    loadWebFont();
    await settleAndLoadFontFaces();
    switchToWebFontOnNewScreen();
    expect(usesWebFont()).toBe(true);
  });

  it('uses the web font from the first paint when the service worker serves the page', async () => {
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { controller: {} } });
    (await webFont()).loadWebFont();
    expect(document.head.querySelector('link[rel="stylesheet"]')).not.toBeNull();
    expect(usesWebFont()).toBe(true);
    expect(load).not.toHaveBeenCalled();
  });
});
