import { pushSubscriptionAnswer, vapidPublicKey, type PushSubscriptionBody } from '@molip/domain/push';
import { api } from '@/lib/api-client';
import { isHttpError } from '@/lib/http-error';

/*
 * This browser's Web Push subscription, shared by my page's switch, the block screen's notification ask and
 * sign-out (which stops a shared device from getting the previous learner's alerts).
 */

const getVapidPublicKey = () => api.get('/push/vapid-public-key', vapidPublicKey);
const savePushSubscription = (body: PushSubscriptionBody) =>
  api.request('POST', '/push/subscriptions', { body }, pushSubscriptionAnswer);
const deletePushSubscription = (endpoint: string) =>
  api.request('DELETE', '/push/subscriptions', { body: { endpoint } });

/** Whether this browser can take pushes: iPhone and iPad only from the app added to the home screen. */
export type DevicePushSupport = 'supported' | 'ios-needs-home-screen' | 'unsupported';

const isAppleMobile = () =>
  /iPhone|iPad|iPod/.test(navigator.userAgent) ||
  (navigator.userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1);

const isInstalled = () =>
  window.matchMedia?.('(display-mode: standalone)').matches === true ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

export function devicePushSupport(): DevicePushSupport {
  const capable = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  if (capable) return 'supported';
  return isAppleMobile() && !isInstalled() ? 'ios-needs-home-screen' : 'unsupported';
}

async function pushManager(): Promise<PushManager | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return registration?.pushManager ?? null;
}

/** This browser's subscription, if it has one. */
export async function currentDeviceSubscription(): Promise<PushSubscription | null> {
  if (devicePushSupport() !== 'supported') return null;
  return (await pushManager())?.getSubscription() ?? null;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

export class DevicePushError extends Error {}

/** Asks for permission, subscribes with the server's key and hands the subscription to the server. */
export async function subscribeThisDevice(): Promise<'subscribed' | 'denied'> {
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  const manager = await pushManager();
  if (!manager) throw new DevicePushError('알림을 준비하지 못했어요. 페이지를 새로 고친 뒤 다시 켜 주세요.');
  const { publicKey } = await getVapidPublicKey();
  const subscription = await manager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  await savePushSubscription(subscription.toJSON() as PushSubscriptionBody);
  return 'subscribed';
}

/** Stops pushes here: the server forgets the device, then the browser drops the subscription. */
export async function unsubscribeThisDevice(): Promise<void> {
  const subscription = await currentDeviceSubscription();
  if (!subscription) return;
  await deletePushSubscription(subscription.endpoint).catch((error: unknown) => {
    // Already gone on the server (another tab turned it off) is what we wanted.
    if (!(isHttpError(error) && error.status === 404)) throw error;
  });
  await subscription.unsubscribe();
}
