import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/render';
import { keepThisDeviceSubscribed, unsubscribeThisDevice } from './device-push';

const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/device';

/** A browser whose service worker holds a subscription. */
function stubSubscribedBrowser() {
  const unsubscribe = vi.fn(async () => true);
  vi.stubGlobal('Notification', Object.assign(vi.fn(), { permission: 'granted' }));
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('navigator', {
    ...navigator,
    // A desktop browser: the spread leaves out what the prototype holds.
    userAgent: navigator.userAgent,
    maxTouchPoints: 0,
    serviceWorker: {
      getRegistration: async () => ({
        pushManager: { getSubscription: async () => ({ endpoint: ENDPOINT, unsubscribe }) },
      }),
    },
  });
  return unsubscribe;
}

describe('unsubscribeThisDevice (sign-out, the my-page switch)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('has the server forget the device, then drops the browser subscription', async () => {
    const unsubscribe = stubSubscribedBrowser();
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    await unsubscribeThisDevice();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/push/subscriptions',
      expect.objectContaining({ method: 'DELETE', body: JSON.stringify({ endpoint: ENDPOINT }) }),
    );
    expect(unsubscribe).toHaveBeenCalledOnce();
  });

  it('takes a device the server no longer knows as already off', async () => {
    const unsubscribe = stubSubscribedBrowser();
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () =>
        jsonResponse({ statusCode: 404, code: 'NOT_FOUND', error: 'Not Found', message: '없어요.' }, 404),
      ),
    );
    await unsubscribeThisDevice();
    expect(unsubscribe).toHaveBeenCalledOnce();
  });
});

const VAPID_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const serverKey = () => {
  const base64 = VAPID_KEY.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (c) => c.charCodeAt(0))
    .buffer;
};

/** A browser with permission granted whose push manager holds `existing` (or nothing) and can subscribe anew. */
function stubGrantedBrowser(existing: { key: ArrayBuffer } | null) {
  const subscriptionOf = (endpoint: string, key: ArrayBuffer) => ({
    endpoint,
    options: { applicationServerKey: key },
    toJSON: () => ({ endpoint, keys: { p256dh: 'p', auth: 'a' } }),
    unsubscribe: vi.fn(async () => true),
  });
  let current = existing ? subscriptionOf(ENDPOINT, existing.key) : null;
  const old = current;
  const subscribe = vi.fn(async () => (current = subscriptionOf(`${ENDPOINT}-new`, serverKey())));
  vi.stubGlobal('Notification', Object.assign(vi.fn(), { permission: 'granted' }));
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('navigator', {
    ...navigator,
    // A desktop browser: the spread leaves out what the prototype holds.
    userAgent: navigator.userAgent,
    maxTouchPoints: 0,
    serviceWorker: {
      getRegistration: async () => ({ pushManager: { getSubscription: async () => current, subscribe } }),
    },
  });
  return { subscribe, old };
}

/** The server: its key, and every subscription the app hands over. */
function stubServer() {
  const saved: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      if (String(input).endsWith('/vapid-public-key')) return jsonResponse({ publicKey: VAPID_KEY });
      const body = JSON.parse(String(init?.body)) as { endpoint: string };
      saved.push(body.endpoint);
      return jsonResponse({ endpoint: body.endpoint }, 201);
    }),
  );
  return saved;
}

describe('keepThisDeviceSubscribed (every app open)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('hands the subscription to the server again, so one the server forgot is taken back', async () => {
    const { subscribe } = stubGrantedBrowser({ key: serverKey() });
    const saved = stubServer();
    expect(await keepThisDeviceSubscribed()).toBe('kept');
    expect(saved).toEqual([ENDPOINT]);
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('subscribes anew when the browser lost the subscription of a device that had pushes on', async () => {
    localStorage.setItem('molip.push.device-wanted', '1');
    const { subscribe } = stubGrantedBrowser(null);
    const saved = stubServer();
    expect(await keepThisDeviceSubscribed()).toBe('renewed');
    expect(subscribe).toHaveBeenCalledOnce();
    expect(saved).toEqual([`${ENDPOINT}-new`]);
  });

  it('replaces a subscription made with another server key', async () => {
    const { subscribe, old } = stubGrantedBrowser({ key: new Uint8Array(65).buffer });
    const saved = stubServer();
    expect(await keepThisDeviceSubscribed()).toBe('renewed');
    expect(old?.unsubscribe).toHaveBeenCalledOnce();
    expect(subscribe).toHaveBeenCalledOnce();
    expect(saved).toEqual([`${ENDPOINT}-new`]);
  });

  it('leaves a device that never turned pushes on alone', async () => {
    const { subscribe } = stubGrantedBrowser(null);
    const saved = stubServer();
    expect(await keepThisDeviceSubscribed()).toBe('off');
    expect(subscribe).not.toHaveBeenCalled();
    expect(saved).toEqual([]);
  });
});
