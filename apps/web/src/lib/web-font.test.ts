import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadWebFont } from './web-font';

const usesWebFont = () => document.documentElement.classList.contains('web-font');

describe('loadWebFont', () => {
  const load = vi.fn<(font: string, text: string) => Promise<FontFace[]>>();

  beforeEach(() => {
    vi.useFakeTimers();
    load.mockReset().mockResolvedValue([]);
    Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
    document.body.textContent = '오늘도 몰입해 볼까요?';
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.documentElement.classList.remove('web-font');
    document.head.querySelectorAll('link').forEach((link) => link.remove());
  });

  it('adds the stylesheet, and on a first visit switches once the page has settled and its text’s subsets are in', async () => {
    let finishLoading = () => {};
    load.mockReturnValue(new Promise((resolve) => (finishLoading = () => resolve([]))));
    loadWebFont();
    expect(document.head.querySelector('link[rel="stylesheet"]')).not.toBeNull();
    expect(usesWebFont()).toBe(false);

    await vi.advanceTimersByTimeAsync(1_000);
    expect(load).toHaveBeenCalledWith('1em "Pretendard Variable"', '오늘도 몰입해 볼까요?');
    expect(usesWebFont()).toBe(false);

    finishLoading();
    await vi.advanceTimersByTimeAsync(0);
    expect(usesWebFont()).toBe(true);
  });

  it('still switches when a subset fails to load (its characters keep the system font)', async () => {
    load.mockRejectedValue(new Error('network'));
    loadWebFont();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(usesWebFont()).toBe(true);
  });

  it('uses the web font from the first paint when the service worker serves the page', () => {
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { controller: {} } });
    loadWebFont();
    expect(usesWebFont()).toBe(true);
    expect(load).not.toHaveBeenCalled();
  });
});
