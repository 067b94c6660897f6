// Imported by the service worker (build/pwa.ts): it shows the server's pushes, and tapping a notification
// (a push or a focus alert) brings the app back to the front on the screen it names.

// A push is JSON { title, body, url, tag } in Korean (docs/product-rules.md#web-push).
self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    // Not ours to read: a browser must still show something for every push it was woken for.
  }
  const title = typeof message.title === 'string' ? message.title : '몰입';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: typeof message.url === 'string' ? message.url : '/' },
    }),
  );
});

/** Only a path of this app: a push can never send the learner to another site. */
function appPath(url) {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/';
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
