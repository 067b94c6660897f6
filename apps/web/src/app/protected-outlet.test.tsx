import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAccessStore } from './guards/access-store';
import { OfflineNotice } from '@/components/ui/offline-notice';
import { ProtectedOutlet } from './protected-outlet';

function renderProtectedPage() {
  const router = createMemoryRouter([
    { Component: ProtectedOutlet, children: [{ index: true, element: <h1>대시보드</h1> }] },
  ]);
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
