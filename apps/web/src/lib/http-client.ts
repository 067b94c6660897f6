import {
  CLIENT_HTTP_TIMEOUT_MS,
  DUPLICATE_REQUEST_CLEANUP_MS,
  DUPLICATE_REQUEST_MAX_AGE_MS,
  HTTP_MAX_RETRIES,
  HTTP_RETRY_BASE_MS,
} from '@molip/domain/constants';
import type { ZodMiniType } from 'zod/mini';
import { hasErrorCode, HttpError, httpErrorFromResponse } from './http-error';
import { isOffline } from './online-status';
import { sleep as defaultSleep } from './sleep';

export type HttpMethod = 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

// Safe methods change nothing on the server, so asking again after a lost answer is always harmless.
const SAFE_METHODS: ReadonlySet<HttpMethod> = new Set(['GET', 'HEAD', 'OPTIONS']);

export type RequestOptions = {
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  /** Send `Authorization: Bearer` (default). Public calls such as `GET /terms/{id}` turn it off. */
  auth?: boolean;
  /** Per-call override of the 10 s client timeout (the 20 s session end, later). */
  timeoutMs?: number;
  /**
   * How many times to retry after a network error, a timeout or a 5xx. Default 3 for safe methods and
   * `idempotent` calls, 0 for any other write: its answer may be lost after the server applied it, and
   * asking again would apply it twice. A write the server makes idempotent by design may set its own.
   */
  retries?: number;
  /**
   * Sends one `Idempotency-Key` on every attempt of this call: the server runs the first and replays its
   * answer to the others, so the call is retried like a read (for creates, which could otherwise add two
   * rows).
   */
  idempotent?: boolean;
  /** The key to send instead of a new one: calls that retry one another by their own policy share it. */
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** Let the request outlive the page (a report sent as the tab closes). */
  keepalive?: boolean;
};

/** A failed refresh says why: `unauthorized` ends the session; anything else (`error`) leaves it for later. */
export type TokenRefreshResult =
  | { ok: true; accessToken: string }
  | { ok: false; reason: 'unauthorized' }
  | { ok: false; reason: 'network'; error?: HttpError };

export type HttpClientDeps = {
  baseUrl: string;
  fetch: typeof fetch;
  getAccessToken: () => Promise<string | null>;
  /** Obtains a new access token; the client shares one call between all requests that hit a 401. */
  refreshAccessToken: () => Promise<TokenRefreshResult>;
  /** Called when the refresh itself was refused: the session is over, so the user is signed out. */
  onSessionExpired: () => void;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  logger?: Pick<Console, 'error' | 'warn'>;
};

type RawResponse = { status: number; ok: boolean; headers: Headers; text: string };

/** One console line per failing status class (the e2e suite allows exactly these), then the call rejects. */
function logFailedStatus(logger: Pick<Console, 'error'>, status: number): void {
  if (status === 401) logger.error('Authentication error');
  else if (status === 403) logger.error('Permission denied');
  else if (status >= 500) logger.error('Server error occurred');
}

// A server asking for a longer pause (Retry-After) is obeyed up to this, so a screen never waits minutes.
const MAX_RETRY_AFTER_MS = 10_000;

/** A random v4 UUID; `crypto.randomUUID` exists only in secure contexts, not on a plain-HTTP LAN address. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const hex = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
  const variant = (8 + (Number.parseInt(hex.charAt(16), 16) % 4)).toString(16);
  const groups = [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `4${hex.slice(13, 16)}`,
    variant + hex.slice(17, 20),
    hex.slice(20),
  ];
  return groups.join('-');
}

/**
 * The one HTTP client of the app: Bearer header, timeout, a single shared token refresh on 401
 * with the queued requests retried once, exponential back-off on network errors, timeouts and 5xx (never
 * shorter than the server's Retry-After) for reads and keyed writes only, and duplicate tracking for writes.
 */
export function createHttpClient(deps: HttpClientDeps) {
  const sleep = deps.sleep ?? defaultSleep;
  const now = deps.now ?? Date.now;
  const logger = deps.logger ?? console;
  let refreshInFlight: Promise<TokenRefreshResult> | null = null;
  const recentWrites = new Map<string, number>();
  let cleanupTimer: ReturnType<typeof setInterval> | null = null;

  function sharedRefresh(): Promise<TokenRefreshResult> {
    refreshInFlight ??= deps.refreshAccessToken().finally(() => {
      refreshInFlight = null;
    });
    return refreshInFlight;
  }

  function purgeOldWrites(): void {
    const cutoff = now() - DUPLICATE_REQUEST_MAX_AGE_MS;
    for (const [key, sentAt] of recentWrites) if (sentAt < cutoff) recentWrites.delete(key);
  }

  /** Warn-only duplicate detection, to spot double submits in the console: the request is still sent. */
  function trackWrite(method: HttpMethod, url: string, body: string | undefined): void {
    if (SAFE_METHODS.has(method)) return;
    cleanupTimer ??= setInterval(purgeOldWrites, DUPLICATE_REQUEST_CLEANUP_MS);
    const key = `${method} ${url} ${body ?? ''}`;
    const sentAt = recentWrites.get(key);
    if (sentAt !== undefined && now() - sentAt < DUPLICATE_REQUEST_MAX_AGE_MS) {
      logger.warn(`Duplicate request detected: ${method} ${url}`);
    }
    recentWrites.set(key, now());
  }

  function buildUrl(path: string, query: RequestOptions['query']): string {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null) search.set(key, String(value));
    }
    const qs = search.toString();
    return `${deps.baseUrl}${path}${qs ? `?${qs}` : ''}`;
  }

  async function sendOnce(
    method: HttpMethod,
    url: string,
    options: RequestOptions,
    body: string | undefined,
    token: string | null,
    idempotencyKey: string | null,
  ): Promise<RawResponse> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, options.timeoutMs ?? CLIENT_HTTP_TIMEOUT_MS);
    const forwardAbort = () => controller.abort();
    options.signal?.addEventListener('abort', forwardAbort);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
    try {
      const response = await deps.fetch(url, {
        method,
        headers,
        body,
        credentials: 'same-origin',
        signal: controller.signal,
        ...(options.keepalive ? { keepalive: true } : {}),
      });
      // The body is read inside the timeout too: a server that stalls mid-answer counts as a timeout.
      const text = await response.text();
      return { status: response.status, ok: response.ok, headers: response.headers, text };
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw new HttpError({ kind: timedOut ? 'timeout' : 'network' });
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', forwardAbort);
    }
  }

  function request(method: HttpMethod, path: string, options?: RequestOptions): Promise<void>;
  function request<T>(
    method: HttpMethod,
    path: string,
    options: RequestOptions,
    schema: ZodMiniType<T>,
  ): Promise<T>;
  async function request<T>(
    method: HttpMethod,
    path: string,
    options: RequestOptions = {},
    schema?: ZodMiniType<T>,
  ): Promise<T | void> {
    const url = buildUrl(path, options.query);
    const useAuth = options.auth ?? true;
    // One key for every attempt of this call, so the server can tell a retry from a second create.
    const idempotencyKey = options.idempotencyKey ?? (options.idempotent ? newIdempotencyKey() : null);
    const maxRetries =
      options.retries ?? (SAFE_METHODS.has(method) || idempotencyKey !== null ? HTTP_MAX_RETRIES : 0);
    // Serialised once: every attempt sends the same bytes under its key, whatever happens to the object meanwhile
    // (the server refuses a key with another body).
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    trackWrite(method, url, body);
    let retriesUsed = 0;
    let refreshedOnce = false;

    const backOff = async (retryAfterSeconds: number | null = null) => {
      const hinted = retryAfterSeconds === null ? 0 : Math.min(retryAfterSeconds * 1000, MAX_RETRY_AFTER_MS);
      await sleep(Math.max(HTTP_RETRY_BASE_MS * 2 ** retriesUsed, hinted));
      retriesUsed += 1;
    };

    for (;;) {
      const token = useAuth ? await deps.getAccessToken() : null;
      let response: RawResponse;
      try {
        response = await sendOnce(method, url, options, body, token, idempotencyKey);
      } catch (error) {
        // Offline, asking again cannot help: the screen shows its offline state at once instead.
        if (error instanceof HttpError && retriesUsed < maxRetries && !isOffline()) {
          await backOff();
          continue;
        }
        throw error;
      }

      if (response.ok) {
        if (!schema) return;
        return schema.parse(response.text ? JSON.parse(response.text) : undefined);
      }

      logFailedStatus(logger, response.status);

      if (response.status === 401 && useAuth && !refreshedOnce) {
        refreshedOnce = true;
        // Another request may already have refreshed while this one was in flight: just retry with it.
        const current = await deps.getAccessToken();
        if (current && current !== token) continue;
        const refreshed = await sharedRefresh();
        if (refreshed.ok) continue;
        if (refreshed.reason === 'unauthorized') {
          deps.onSessionExpired();
          throw await httpErrorFromResponse(response);
        }
        // The session still stands (the server is busy or unreachable): report that, not "sign in again".
        throw refreshed.error ?? new HttpError({ kind: 'network' });
      }

      const error = await httpErrorFromResponse(response);
      // A keyed request whose first attempt is still running: ask again for its result.
      const firstAttemptRunning =
        idempotencyKey !== null && response.status === 409 && hasErrorCode(error, 'IDEMPOTENCY_IN_PROGRESS');
      if ((response.status >= 500 || firstAttemptRunning) && retriesUsed < maxRetries) {
        await backOff(error.retryAfterSeconds);
        continue;
      }
      throw error;
    }
  }

  return {
    request,
    get: <T>(path: string, schema: ZodMiniType<T>, options?: Omit<RequestOptions, 'body'>) =>
      request('GET', path, options ?? {}, schema),
    /** Stops the duplicate-purge timer (tests). */
    dispose(): void {
      if (cleanupTimer !== null) clearInterval(cleanupTimer);
      cleanupTimer = null;
      recentWrites.clear();
    },
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
