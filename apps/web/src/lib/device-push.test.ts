import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/render';
import { unsubscribeThisDevice } from './device-push';

const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/device';

/** A browser whose service worker holds a subscription. */
function stubSubscribedBrowser() {
  const unsubscribe = vi.fn(async () => true);
  vi.stubGlobal('Notification', Object.assign(vi.fn(), { permission: 'granted' }));
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('navigator', {
    ...navigator,
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
