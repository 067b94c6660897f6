import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAccessStore } from './guards/access-store';
import { OfflineNotice } from '@/components/ui/offline-notice';
import { ProtectedOutlet } from './protected-outlet';

function renderProtectedPage(path = '/') {
  const router = createMemoryRouter(
    [
      {
        Component: ProtectedOutlet,
        children: [
          { index: true, element: <h1>대시보드</h1> },
          { path: '/terms-test', element: <h1>약관 동의 현황</h1> },
          { path: '*', element: <h1>페이지를 찾을 수 없어요</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

describe('the shell offline', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    useAccessStore.getState().reset();
  });

  it('keeps a page behind the gates until they are passed', () => {
    renderProtectedPage();
    expect(screen.queryByRole('heading', { name: '대시보드' })).not.toBeInTheDocument();
    act(() => useAccessStore.getState().grant());
    expect(screen.getByRole('heading', { name: '대시보드' })).toBeInTheDocument();
  });

  it('opens a page that skips the terms check on a direct load, where no gate will ever grant it', () => {
    renderProtectedPage('/terms-test');
    expect(screen.getByRole('heading', { name: '약관 동의 현황' })).toBeInTheDocument();
  });

  it('shows the not-found screen for an unknown path under a prefix that skips the terms check', () => {
    renderProtectedPage('/privacy');
    expect(screen.getByRole('heading', { name: '페이지를 찾을 수 없어요' })).toBeInTheDocument();
  });

  it('opens the page offline, where the gates cannot be asked, and keeps it open when the network is back', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderProtectedPage();
    expect(screen.getByRole('heading', { name: '대시보드' })).toBeInTheDocument();
    setOnline(true);
    expect(screen.getByRole('heading', { name: '대시보드' })).toBeInTheDocument();
  });

  it('says it is offline while the device has no network', () => {
    render(<OfflineNotice />);
    expect(screen.queryByText(/오프라인이에요/)).not.toBeInTheDocument();
    setOnline(false);
    expect(screen.getByText('오프라인이에요. 연결되면 다시 불러올게요.')).toBeInTheDocument();
    setOnline(true);
    expect(screen.queryByText(/오프라인이에요/)).not.toBeInTheDocument();
  });
});
