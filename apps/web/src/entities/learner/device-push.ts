import { pushSubscriptionAnswer, vapidPublicKey, type PushSubscriptionBody } from '@molip/domain/push';
import { api } from '@/lib/api-client';
import { isHttpError } from '@/lib/http-error';

/*
 * This browser's Web Push subscription, shared by my page's switch, the block screen's notification ask,
 * the app's start (which keeps the subscription alive) and sign-out (which stops a shared device from
 * getting the previous learner's alerts).
 */

const getVapidPublicKey = () => api.get('/push/vapid-public-key', vapidPublicKey);
const savePushSubscription = (body: PushSubscriptionBody) =>
  api.request('POST', '/push/subscriptions', { body }, pushSubscriptionAnswer);
const deletePushSubscription = (endpoint: string) =>
  api.request('DELETE', '/push/subscriptions', { body: { endpoint } });

/**
 * Whether this browser can take pushes. iPhone and iPad get them only in the app added to the Home Screen
 * (iOS 16.4+): in Safari itself the learner has to install first, and an older iOS has to update.
 */
export type DevicePushSupport = 'supported' | 'ios-needs-home-screen' | 'ios-needs-update' | 'unsupported';

export const isAppleMobile = () =>
  /iPhone|iPad|iPod/.test(navigator.userAgent) ||
  (navigator.userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1);

/** Opened as the installed app (from the Home Screen or the app launcher), not in a browser tab. */
export const isInstalled = () =>
  window.matchMedia?.('(display-mode: standalone)').matches === true ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

export function devicePushSupport(): DevicePushSupport {
  if (isAppleMobile() && !isInstalled()) return 'ios-needs-home-screen';
  const capable = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  if (capable) return 'supported';
  return isAppleMobile() ? 'ios-needs-update' : 'unsupported';
}

/** The browser's answer for notifications: `default` is not asked yet (or the prompt was dismissed). */
export function notificationPermission(): NotificationPermission {
  return 'Notification' in window ? Notification.permission : 'denied';
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

function sameBytes(left: ArrayBuffer | null | undefined, right: Uint8Array): boolean {
  if (!left || left.byteLength !== right.byteLength) return false;
  const bytes = new Uint8Array(left);
  return bytes.every((byte, index) => byte === right[index]);
}

/** A failure the learner can act on, with its reason in Korean. */
export class DevicePushError extends Error {}

export const devicePushFailures = {
  notReady: '알림을 준비하지 못했어요. 페이지를 새로 고친 뒤 다시 켜 주세요.',
  pushService: '브라우저의 알림 서비스에 연결하지 못했어요. 인터넷 연결을 확인하고 잠시 뒤 다시 켜 주세요.',
} as const;

// Set while this device should get pushes: a subscription the browser lost (an OS update) is then renewed.
const WANTED_KEY = 'molip.push.device-wanted';

const markWanted = (wanted: boolean) => {
  try {
    if (wanted) localStorage.setItem(WANTED_KEY, '1');
    else localStorage.removeItem(WANTED_KEY);
  } catch {
    // Storage off (private mode): the subscription itself still works, it is only not renewed.
  }
};

const isWanted = () => {
  try {
    return localStorage.getItem(WANTED_KEY) === '1';
  } catch {
    return false;
  }
};

/**
 * Subscribes with the server's key (dropping a subscription made with another key) and hands it to the
 * server. Permission must already be granted.
 */
async function subscribeWithServerKey(): Promise<'subscribed' | 'denied'> {
  const manager = await pushManager();
  if (!manager) throw new DevicePushError(devicePushFailures.notReady);
  const { publicKey } = await getVapidPublicKey();
  const applicationServerKey = keyBytes(publicKey);
  const existing = await manager.getSubscription();
  if (existing && !sameBytes(existing.options.applicationServerKey, applicationServerKey))
    await existing.unsubscribe();
  let subscription: PushSubscription;
  try {
    subscription = await manager.subscribe({ userVisibleOnly: true, applicationServerKey });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'NotAllowedError') return 'denied';
    throw new DevicePushError(devicePushFailures.pushService);
  }
  await savePushSubscription(subscription.toJSON() as PushSubscriptionBody);
  markWanted(true);
  return 'subscribed';
}

/**
 * Asks for permission (from the learner's tap), subscribes and hands the subscription to the server.
 * `dismissed`: the prompt was closed without an answer, so it can be asked again.
 */
export async function subscribeThisDevice(): Promise<'subscribed' | 'denied' | 'dismissed'> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'dismissed';
  return subscribeWithServerKey();
}

/** Stops pushes here: the server forgets the device, then the browser drops the subscription. */
export async function unsubscribeThisDevice(): Promise<void> {
  markWanted(false);
  const subscription = await currentDeviceSubscription();
  if (!subscription) return;
  await deletePushSubscription(subscription.endpoint).catch((error: unknown) => {
    // Already gone on the server (another tab turned it off) is what we wanted.
    if (!(isHttpError(error) && error.status === 404)) throw error;
  });
  await subscription.unsubscribe();
}

/**
 * On every app open: the browser's subscription is sent again (the server notes the device as seen, and
 * takes it back if it had forgotten it); one made with another server key is replaced, and one the browser
 * lost while pushes were wanted here is made anew. Needs no tap: permission is already granted.
 */
export async function keepThisDeviceSubscribed(): Promise<'kept' | 'renewed' | 'off'> {
  if (devicePushSupport() !== 'supported' || notificationPermission() !== 'granted') return 'off';
  const manager = await pushManager();
  if (!manager) return 'off';
  const subscription = await manager.getSubscription();
  if (!subscription) {
    if (!isWanted()) return 'off';
    return (await subscribeWithServerKey()) === 'subscribed' ? 'renewed' : 'off';
  }
  const { publicKey } = await getVapidPublicKey();
  if (!sameBytes(subscription.options.applicationServerKey, keyBytes(publicKey))) {
    return (await subscribeWithServerKey()) === 'subscribed' ? 'renewed' : 'off';
  }
  await savePushSubscription(subscription.toJSON() as PushSubscriptionBody);
  markWanted(true);
  return 'kept';
}
