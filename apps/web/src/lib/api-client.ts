import { env } from '@/config/env';
import { authSession } from './auth-session';
import { fetchWithEarlyReads } from './early-reads';
import { createHttpClient } from './http-client';

/** The app's single HTTP client instance; every feature's `api/` file calls through it. */
export const api = createHttpClient({
  baseUrl: env.apiBaseUrl,
  fetch: (input, init) => fetchWithEarlyReads(String(input), init ?? {}),
  getAccessToken: () => authSession.getAccessToken(),
  refreshAccessToken: () => authSession.refreshForHttp(),
  onSessionExpired: () => authSession.end(),
});
