/**
 * What reaches a learner who is not looking at the page: a system notification (only while the tab is
 * hidden and the learner allowed it), a vibration where the device has one, and an optional soft chime.
 */

import { playChime } from './chime';

const VIBRATION_PATTERN_MS = [200, 100, 200];
const APP_NAME = '몰입';

export type SystemAlert = {
  body: string;
  /** One notification per tag: a later stage replaces an earlier one instead of stacking. */
  tag: string;
  chime: boolean;
};

/** Whether this browser can show system notifications at all. */
export const canNotify = () => typeof window !== 'undefined' && 'Notification' in window;

function notifyFromPage(options: NotificationOptions): void {
  try {
    const notification = new Notification(APP_NAME, options);
    notification.onclick = () => {
      window.focus();
      notification.close();
    };
  } catch {
    // Android Chrome refuses page notifications without a service worker; the in-app alert still shows.
  }
}

/** Through the service worker when one is active (the only way Android Chrome shows them), else the page. */
function notify(options: NotificationOptions): void {
  if (!('serviceWorker' in navigator)) {
    notifyFromPage(options);
    return;
  }
  void navigator.serviceWorker
    .getRegistration()
    .then((registration) =>
      registration?.active ? registration.showNotification(APP_NAME, options) : notifyFromPage(options),
    )
    .catch(() => notifyFromPage(options));
}

export function sendSystemAlert(alert: SystemAlert): void {
  if (document.visibilityState === 'hidden' && canNotify() && Notification.permission === 'granted') {
    notify({ body: alert.body, tag: alert.tag });
  }
  // Chrome refuses (and logs) a vibration on a page the learner has not tapped since it loaded.
  if (navigator.userActivation?.hasBeenActive ?? true) navigator.vibrate?.(VIBRATION_PATTERN_MS);
  if (alert.chime) playChime();
}
