import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useReportVisibility } from './use-report-visibility';

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** The `visible` flags sent so far, checking each went out as a keepalive PUT. */
function reports(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>): boolean[] {
  return fetchMock.mock.calls.map(([url, init]) => {
    expect(url).toBe('/api/push/visibility');
    expect(init).toMatchObject({ method: 'PUT', keepalive: true });
    return (JSON.parse(String(init?.body)) as { visible: boolean }).visible;
  });
}

describe('useReportVisibility', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    setVisibility('visible');
  });

  it('reports the tab in front at once, every 30 s while it stays, behind when hidden and when unmounted', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    setVisibility('visible');
    const { unmount } = renderHook(() => useReportVisibility(true));
    await vi.advanceTimersByTimeAsync(30_000);
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(30_000);
    unmount();
    await vi.advanceTimersByTimeAsync(0);
    expect(reports(fetchMock)).toEqual([true, true, false, false]);
  });

  it('says nothing while off', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    renderHook(() => useReportVisibility(false));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
