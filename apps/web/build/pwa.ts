import { VitePWA } from 'vite-plugin-pwa';

// The light theme's app background (`--app` in src/index.css): the splash screen and the browser bar.
const APP_BACKGROUND = '#f7f8fc';

/**
 * Installable and offline: the Korean web app manifest and a Workbox service worker that precaches the
 * shell and the hashed assets, never the API. A new worker waits until the learner taps "새로고침"
 * (`src/app/update-prompt.tsx`).
 */
export const pwa = () =>
  VitePWA({
    registerType: 'prompt',
    // `useRegisterSW` in the app registers the worker; nothing is injected into index.html.
    injectRegister: false,
    includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
    manifest: {
      id: '/',
      name: '몰입',
      short_name: '몰입',
      description: '공부 계획을 세우고 집중 타이머로 오늘의 할 일을 끝내는 학습 플래너예요.',
      lang: 'ko',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: APP_BACKGROUND,
      background_color: APP_BACKGROUND,
      categories: ['education', 'productivity'],
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    // Precached: index.html, every route's JS and CSS (Workbox's default pattern), the icons and the manifest.
    workbox: {
      navigateFallback: '/index.html',
      // Focus alerts are shown through the worker on Android; a tap on one opens the app again.
      importScripts: ['/sw-notification-click.js'],
      // The API (its docs and the local sign-in form included) and files opened by address (robots.txt,
      // the manifest) always go to the network: only the app's own routes are answered with the shell.
      navigateFallbackDenylist: [/^\/api(\/|$)/, /\/[^/]+\.[a-z0-9]+$/i],
      runtimeCaching: [
        {
          // Pretendard's ~90 subsets are not precached: each is fetched when a page needs its characters,
          // then served from this cache (hashed names never change).
          urlPattern: ({ url, request, sameOrigin }) =>
            sameOrigin && request.destination === 'font' && !url.pathname.startsWith('/api/'),
          handler: 'CacheFirst',
          options: {
            cacheName: 'fonts',
            expiration: { maxEntries: 120 },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  });
