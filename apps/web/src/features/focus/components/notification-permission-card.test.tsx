import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/render';
import { useFocusPreferencesStore } from '../stores/focus-preferences-store';
import { NotificationPermissionCard } from './notification-permission-card';

function stubNotification(permission: NotificationPermission, answer: NotificationPermission = 'granted') {
  const requestPermission = vi.fn(async () => answer);
  vi.stubGlobal('Notification', Object.assign(vi.fn(), { permission, requestPermission }));
  return requestPermission;
}

describe('NotificationPermissionCard', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    useFocusPreferencesStore.setState({ notificationsAsked: false });
  });

  it('asks only when the learner taps 알림 받기, saying why, and then goes away', async () => {
    const requestPermission = stubNotification('default');
    render(<NotificationPermissionCard />);
    expect(screen.getByText('다른 앱을 보고 있어도 알려 드릴까요?')).toBeInTheDocument();
    expect(requestPermission).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '알림 받기' }));
    expect(requestPermission).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByText('다른 앱을 보고 있어도 알려 드릴까요?')).toBeNull());
    expect(useFocusPreferencesStore.getState().notificationsAsked).toBe(true);
  });

  it('turns 알림 받기 off while offline, pointing at the offline notice, as the other server actions do', () => {
    const requestPermission = stubNotification('default');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      act(() => void window.dispatchEvent(new Event('offline')));
      render(<NotificationPermissionCard />);
      const allow = screen.getByRole('button', { name: '알림 받기' });
      expect(allow).toBeDisabled();
      expect(allow).toHaveAttribute('aria-describedby', 'offline-notice');
      fireEvent.click(allow);
      expect(requestPermission).not.toHaveBeenCalled();
    } finally {
      vi.restoreAllMocks();
      act(() => void window.dispatchEvent(new Event('online')));
    }
    expect(screen.getByRole('button', { name: '알림 받기' })).toBeEnabled();
  });

  it('also subscribes this device to pushes once allowed, so a closed tab still hears the block end', async () => {
    stubNotification('default');
    const subscription = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/device',
      toJSON: () => ({
        endpoint: 'https://fcm.googleapis.com/fcm/send/device',
        keys: { p256dh: 'B', auth: 'a' },
      }),
    };
    const subscribe = vi.fn(async () => subscription);
    vi.stubGlobal('PushManager', function PushManager() {});
    vi.stubGlobal('navigator', {
      ...navigator,
      userAgent: navigator.userAgent,
      maxTouchPoints: 0,
      serviceWorker: {
        getRegistration: async () => ({ pushManager: { subscribe, getSubscription: async () => null } }),
      },
    });
    const fetchMock = vi.fn<typeof fetch>(async (input) =>
      String(input).endsWith('/vapid-public-key')
        ? jsonResponse({ publicKey: 'BAEC' })
        : jsonResponse({ endpoint: subscription.endpoint }, 201),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(<NotificationPermissionCard />);
    fireEvent.click(screen.getByRole('button', { name: '알림 받기' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/push/subscriptions',
        expect.objectContaining({ method: 'POST' }),
      ),
    );
    expect(subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: new Uint8Array([4, 1, 2]),
    });
  });

  it('waits while offline, where the subscription could not reach the server, and says why', () => {
    const requestPermission = stubNotification('default');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<NotificationPermissionCard />);
    const allow = screen.getByRole('button', { name: '알림 받기' });
    expect(allow).toBeDisabled();
    expect(screen.getByText('오프라인이라 지금은 할 수 없어요.')).toBeVisible();
    fireEvent.click(allow);
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('is not shown once answered or asked before', () => {
    stubNotification('granted');
    const { unmount } = render(<NotificationPermissionCard />);
    expect(screen.queryByRole('button', { name: '알림 받기' })).toBeNull();
    unmount();
    stubNotification('default');
    useFocusPreferencesStore.setState({ notificationsAsked: true });
    render(<NotificationPermissionCard />);
    expect(screen.queryByRole('button', { name: '알림 받기' })).toBeNull();
  });

  it('offers nothing in a browser tab without notifications (iPhone Safari outside an installed app)', () => {
    vi.stubGlobal('Notification', undefined);
    Reflect.deleteProperty(window, 'Notification');
    render(<NotificationPermissionCard />);
    expect(screen.queryByRole('button', { name: '알림 받기' })).toBeNull();
  });
});
