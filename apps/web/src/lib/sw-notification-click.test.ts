import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

/*
 * The service worker's push and click handlers (public/sw-notification-click.js), run against a stand-in
 * of the worker's global: the browser's own worker is exercised by the PWA journey only.
 */
const source = readFileSync(join(import.meta.dirname, '../../public/sw-notification-click.js'), 'utf8');

type Handler = (event: { waitUntil: (work: Promise<unknown>) => void } & Record<string, unknown>) => void;

function loadWorker(
  windows: { focus: () => Promise<unknown>; navigate?: (url: string) => Promise<unknown> }[],
) {
  const handlers: Record<string, Handler> = {};
  const showNotification = vi.fn(async () => undefined);
  const openWindow = vi.fn(async () => undefined);
  const setAppBadge = vi.fn(async () => undefined);
  const clearAppBadge = vi.fn(async () => undefined);
  const self = {
    addEventListener: (type: string, handler: Handler) => (handlers[type] = handler),
    registration: { showNotification },
    clients: { matchAll: async () => windows, openWindow },
    navigator: { setAppBadge, clearAppBadge },
    location: { origin: 'https://molip.example' },
  };
  new Function('self', source)(self);
  const fire = async (type: string, event: Record<string, unknown>) => {
    let work: Promise<unknown> = Promise.resolve();
    handlers[type]?.({ ...event, waitUntil: (promise) => (work = promise) });
    await work;
  };
  return { fire, showNotification, openWindow, setAppBadge, clearAppBadge };
}

const pushEvent = (payload: unknown) => ({ data: { json: () => payload } });
const clickEvent = (data: unknown) => ({ notification: { close: vi.fn(), data } });

describe('the service worker', () => {
  it('shows a Declarative Web Push message as Safari would, keeping its screen for the tap and setting the badge', async () => {
    const worker = loadWorker([]);
    await worker.fire(
      'push',
      pushEvent({
        web_push: 8030,
        notification: {
          title: '오늘 할 일이 2개 남았어요.',
          body: '몰입을 열고 하나씩 끝내 볼까요?',
          navigate: 'https://molip.example/?from=push',
          lang: 'ko',
          tag: 'daily-reminder',
          app_badge: 2,
        },
        app_badge: 2,
      }),
    );
    expect(worker.showNotification).toHaveBeenCalledWith('오늘 할 일이 2개 남았어요.', {
      body: '몰입을 열고 하나씩 끝내 볼까요?',
      tag: 'daily-reminder',
      lang: 'ko',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: '/?from=push' },
    });
    expect(worker.setAppBadge).toHaveBeenCalledWith(2);
  });

  it('clears the badge with 0, leaves it alone without one, and never navigates to another site', async () => {
    const cleared = loadWorker([]);
    await cleared.fire(
      'push',
      pushEvent({
        web_push: 8030,
        notification: { title: '제목', navigate: 'https://evil.example/' },
        app_badge: 0,
      }),
    );
    expect(cleared.clearAppBadge).toHaveBeenCalledOnce();
    expect(cleared.showNotification).toHaveBeenCalledWith(
      '제목',
      expect.objectContaining({ data: { url: '/' } }),
    );
    const untouched = loadWorker([]);
    await untouched.fire(
      'push',
      pushEvent({ web_push: 8030, notification: { title: '제목', navigate: '/' } }),
    );
    expect(untouched.setAppBadge).not.toHaveBeenCalled();
    expect(untouched.clearAppBadge).not.toHaveBeenCalled();
  });

  it('shows a push with its Korean title, body and tag, keeping its url for the tap', async () => {
    const worker = loadWorker([]);
    await worker.fire(
      'push',
      pushEvent({
        title: '계획한 블록 시간이 끝났어요.',
        body: '마무리해 주세요.',
        url: '/focus-block/current',
        tag: 'molip-time-1',
      }),
    );
    expect(worker.showNotification).toHaveBeenCalledWith('계획한 블록 시간이 끝났어요.', {
      body: '마무리해 주세요.',
      tag: 'molip-time-1',
      lang: 'ko',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: '/focus-block/current' },
    });
  });

  it('still shows something for a push it cannot read', async () => {
    const worker = loadWorker([]);
    await worker.fire('push', {
      data: {
        json: () => {
          throw new SyntaxError('not JSON');
        },
      },
    });
    expect(worker.showNotification).toHaveBeenCalledWith(
      '몰입',
      expect.objectContaining({ data: { url: '/' } }),
    );
  });

  it("opens a push's url in the open tab, or in a new window when none is open", async () => {
    const navigate = vi.fn(async () => undefined);
    const tab = { focus: vi.fn(async () => tab), navigate };
    const withTab = loadWorker([tab]);
    await withTab.fire('notificationclick', clickEvent({ url: '/focus-block/current' }));
    expect(tab.focus).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/focus-block/current');

    const none = loadWorker([]);
    await none.fire('notificationclick', clickEvent({ url: '/' }));
    expect(none.openWindow).toHaveBeenCalledWith('/');
  });

  it('never leaves the app: another site in url opens the app instead', async () => {
    const worker = loadWorker([]);
    await worker.fire('notificationclick', clickEvent({ url: '//evil.example/' }));
    await worker.fire('notificationclick', clickEvent({ url: 'https://evil.example/' }));
    expect(worker.openWindow.mock.calls).toEqual([['/'], ['/']]);
  });

  it('brings the tab to the front as it is for a focus alert, which carries no url', async () => {
    const navigate = vi.fn(async () => undefined);
    const tab = { focus: vi.fn(async () => tab), navigate };
    const worker = loadWorker([tab]);
    await worker.fire('notificationclick', clickEvent(undefined));
    expect(tab.focus).toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });
});
