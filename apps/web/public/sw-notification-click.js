// Imported by the service worker (build/pwa.ts): it shows the server's pushes, and tapping a notification
// (a push or a focus alert) brings the app back to the front on the screen it names.

/*
 * A push is Declarative Web Push JSON (docs/product-rules.md#web-push): { web_push: 8030, notification:
 * { title, body, navigate, lang, tag, app_badge }, app_badge }. Safari 18.4+ shows it without waking this
 * worker; every other browser lands here and shows the same notification. Every push shows one: a push
 * that shows nothing makes iOS revoke the subscription.
 */
self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    // Not ours to read: a browser must still show something for every push it was woken for.
  }
  const declared = message && typeof message.notification === 'object' && message.notification;
  const notification = declared || message || {};
  const text = (value) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
  const title = text(notification.title) || '몰입';
  const badge = Number.isInteger(message.app_badge)
    ? message.app_badge
    : Number.isInteger(notification.app_badge)
      ? notification.app_badge
      : undefined;
  const shown = self.registration.showNotification(title, {
    body: text(notification.body) || '몰입을 열어 확인해 주세요.',
    tag: text(notification.tag),
    lang: 'ko',
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    data: { url: appPath(notification.navigate || notification.url) },
  });
  event.waitUntil(Promise.all([shown, setBadge(badge)]));
});

/** The app badge a push names; 0 clears it. Where badging is missing nothing happens. */
function setBadge(count) {
  if (count === undefined || !('setAppBadge' in self.navigator)) return Promise.resolve();
  const done = count > 0 ? self.navigator.setAppBadge(count) : self.navigator.clearAppBadge();
  return done.catch(() => undefined);
}

/** Only a path of this app: a push can never send the learner to another site. */
function appPath(url) {
  if (typeof url !== 'string') return '/';
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  try {
    const parsed = new URL(url);
    return parsed.origin === self.location.origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : '/';
  } catch {
    return '/';
  }
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = appPath(event.notification.data && event.notification.data.url);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows[0];
      if (!open) return self.clients.openWindow(target);
      // A focus alert carries no url: the open tab is brought to the front as it is.
      const url = event.notification.data && event.notification.data.url;
      return url && 'navigate' in open
        ? open.focus().then((focused) => focused.navigate(target))
        : open.focus();
    }),
  );
});

/*
 * The browser replaced or dropped the subscription (where it says so at all): subscribe again with the same
 * server key, so the app's next open hands the new one to the server (this worker has no sign-in to send it).
 */
self.addEventListener('pushsubscriptionchange', (event) => {
  const previous = event.oldSubscription;
  if (event.newSubscription || !previous || !previous.options.applicationServerKey) return;
  event.waitUntil(
    self.registration.pushManager
      .subscribe({ userVisibleOnly: true, applicationServerKey: previous.options.applicationServerKey })
      .catch(() => undefined),
  );
});
