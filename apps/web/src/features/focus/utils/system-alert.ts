/**
 * What reaches a learner who is not looking at the page: a system notification (only while the tab is
 * hidden and the learner allowed it), a vibration where the device has one, and an optional soft chime.
 */

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

let audio: AudioContext | null = null;

/** Opens the audio output during a tap, so a chime may play later while the tab is hidden. */
export function unlockChime(): void {
  if (typeof AudioContext === 'undefined') return;
  audio ??= new AudioContext();
  if (audio.state === 'suspended') void audio.resume();
}

/** A soft two-note chime (sine waves fading out over a second), drawn by Web Audio: no file to load. */
export function playChime(): void {
  if (typeof AudioContext === 'undefined') return;
  audio ??= new AudioContext();
  const context = audio;
  const start = context.currentTime;
  [660, 880].forEach((frequency, index) => {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    const at = start + index * 0.25;
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0, at);
    gain.gain.linearRampToValueAtTime(0.15, at + 0.03);
    gain.gain.exponentialRampToValueAtTime(0.001, at + 1);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + 1);
  });
}
