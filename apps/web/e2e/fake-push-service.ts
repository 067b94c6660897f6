import type { BrowserContext } from '@playwright/test';

/** Where the stand-in keeps this "device's" subscription, as a browser keeps its own across reloads. */
export const FAKE_SUBSCRIPTION_KEY = 'e2e.fake-push-subscription';

/**
 * Headless Chromium has no push service to subscribe with (and the journeys block the service worker), so
 * the context gets a stand-in for the browser's side only: `getRegistration()` answers with a push manager
 * whose subscriptions are real P-256 keys on an FCM endpoint, kept in localStorage. Everything the app does
 * with them (permission, the server's key, the server's answers) is the real thing.
 */
export async function installFakePushService(context: BrowserContext): Promise<void> {
  await context.addInitScript((storageKey: string) => {
    // Documents without service workers (a plain file such as robots.txt opened on the way) keep theirs.
    if (typeof ServiceWorkerContainer === 'undefined') return;
    const base64url = (bytes: ArrayBuffer) =>
      btoa(String.fromCharCode(...new Uint8Array(bytes)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    type Stored = { endpoint: string; p256dh: string; auth: string; key: number[] };
    const subscriptionOf = (stored: Stored) => ({
      endpoint: stored.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: new Uint8Array(stored.key).buffer },
      toJSON: () => ({ endpoint: stored.endpoint, keys: { p256dh: stored.p256dh, auth: stored.auth } }),
      unsubscribe: async () => {
        localStorage.removeItem(storageKey);
        return true;
      },
    });
    const pushManager = {
      getSubscription: async () => {
        const stored = localStorage.getItem(storageKey);
        return stored ? subscriptionOf(JSON.parse(stored) as Stored) : null;
      },
      subscribe: async (options: { applicationServerKey: Uint8Array }) => {
        const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
          'deriveBits',
        ]);
        const stored: Stored = {
          endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${crypto.randomUUID()}`,
          p256dh: base64url(await crypto.subtle.exportKey('raw', pair.publicKey)),
          auth: base64url(crypto.getRandomValues(new Uint8Array(16)).buffer),
          key: [...new Uint8Array(options.applicationServerKey)],
        };
        localStorage.setItem(storageKey, JSON.stringify(stored));
        return subscriptionOf(stored);
      },
    };
    Object.defineProperty(ServiceWorkerContainer.prototype, 'getRegistration', {
      configurable: true,
      value: async () => ({ pushManager }),
    });
  }, FAKE_SUBSCRIPTION_KEY);
}
