/** The web app's only configuration. Everything is same-origin: the API server also serves this app. */
export const env = {
  apiBaseUrl: '/api',
  isDev: import.meta.env.DEV,
} as const;
