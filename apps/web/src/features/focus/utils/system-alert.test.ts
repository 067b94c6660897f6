import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendSystemAlert } from './system-alert';

const alert = { body: '블록 종료까지 5분 남았어요.', tag: 'block-1', chime: false };

describe('sendSystemAlert', () => {
  const pageNotifications: string[] = [];

  beforeEach(() => {
    pageNotifications.length = 0;
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    class FakeNotification {
      static permission: NotificationPermission = 'granted';
      onclick: (() => void) | null = null;
      constructor(_title: string, options?: NotificationOptions) {
        pageNotifications.push(options?.body ?? '');
      }
    }
    vi.stubGlobal('Notification', FakeNotification);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  function stubServiceWorker(registration: Partial<ServiceWorkerRegistration> | undefined) {
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: vi.fn(async () => registration) },
    });
  }

  it('shows the alert through the active service worker, the way Android Chrome allows', async () => {
    const showNotification = vi.fn(async () => undefined);
    stubServiceWorker({ active: {} as ServiceWorker, showNotification });
    sendSystemAlert(alert);
    await vi.waitFor(() =>
      expect(showNotification).toHaveBeenCalledWith('몰입', { body: alert.body, tag: alert.tag }),
    );
    expect(pageNotifications).toEqual([]);
  });

  it('falls back to a page notification when no worker is registered', async () => {
    stubServiceWorker(undefined);
    sendSystemAlert(alert);
    await vi.waitFor(() => expect(pageNotifications).toEqual([alert.body]));
  });

  it('sends nothing, and throws nothing, where the browser has no notifications (an iPhone Safari tab)', async () => {
    vi.stubGlobal('Notification', undefined);
    Reflect.deleteProperty(window, 'Notification');
    const showNotification = vi.fn(async () => undefined);
    stubServiceWorker({ active: {} as ServiceWorker, showNotification });
    expect(() => sendSystemAlert(alert)).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(showNotification).not.toHaveBeenCalled();
    expect(pageNotifications).toEqual([]);
  });
});
