import type { ApiErrorCode } from '@molip/domain/api-error';
import type { RefreshResponse } from '@molip/domain/auth';
import { CLIENT_HTTP_TIMEOUT_MS, REFRESH_CSRF_HEADER, REFRESH_CSRF_VALUE } from '@molip/domain/constants';
import type { UserProfile } from '@molip/domain/user';
import { REFRESH_LOCK_NAME, REFRESH_REQUEST, takeEarlyRefresh } from './early-start';
import type { TokenRefreshResult } from './http-client';
import { untilAborted } from './until-aborted';
import { HttpError, httpErrorFromResponse } from './http-error';

/** `accountDisabled`: an admin disabled the account, which the sign-in page then says. */
export type SessionEnd = { accountDisabled: boolean };
export type SessionEvent = { type: 'refreshed'; user: UserProfile } | ({ type: 'ended' } & SessionEnd);

/**
 * `unauthorized`: the session is over. `network`: no usable answer (offline, a 5xx, a 503 while the
 * database is away); the session stays and the next request tries again.
 */
export type RefreshOutcome =
  | { ok: true; accessToken: string; user: UserProfile }
  | ({ ok: false; reason: 'unauthorized' } & SessionEnd)
  | { ok: false; reason: 'network'; error: HttpError };

type LockManagerLike = {
  request: <T>(name: string, callback: () => Promise<T>) => Promise<T>;
};

export type AuthSessionDeps = {
  fetch: typeof fetch;
  locks: LockManagerLike | null;
  now: () => number;
  /** The refresh index.html started before the app arrived, if any: the first refresh takes it. */
  earlyRefresh?: () => Promise<Response> | null;
};

// Refresh a little before the access token expires, so a request never leaves with a dead token.
const EXPIRY_MARGIN_MS = 30_000;

// The refresh answer's contract (and Zod with it) loads with the first refresh, not with the sign-in page.
const authContracts = () => import('@molip/domain/auth');

/**
 * Holds the access token in memory only (docs/decisions/002-auth-tokens.md) and refreshes it from the
 * HttpOnly cookie. One refresh at a time: in this tab (single-flight) and across tabs (Web Locks), because
 * the server rotates the refresh token and a second concurrent refresh would present a stale one.
 */
export function createAuthSession(deps: AuthSessionDeps) {
  let accessToken: string | null = null;
  let expiresAt = 0;
  let inFlight: Promise<RefreshOutcome> | null = null;
  const listeners = new Set<(event: SessionEvent) => void>();

  const emit = (event: SessionEvent) => listeners.forEach((listener) => listener(event));

  type RawOutcome =
    | { ok: true; data: RefreshResponse }
    | ({ ok: false; reason: 'unauthorized' } & SessionEnd)
    | { ok: false; reason: 'network'; error: HttpError };

  async function callRefresh(): Promise<RawOutcome> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, CLIENT_HTTP_TIMEOUT_MS);
    try {
      // The contract loads while the request is under way, so the refresh waits for neither.
      const early = deps.earlyRefresh?.();
      const [response, { refreshResponse }] = await Promise.all([
        early
          ? untilAborted(early, controller.signal)
          : deps.fetch(REFRESH_REQUEST.url, { ...REFRESH_REQUEST.init, signal: controller.signal }),
        authContracts(),
      ]);
      // Only the server saying "this session is over" ends it; a 503 or a 5xx is a moment, not a verdict.
      if (response.status === 401 || response.status === 403) {
        const refusal = (await response.json().catch(() => null)) as { code?: unknown } | null;
        return {
          ok: false,
          reason: 'unauthorized',
          accountDisabled: refusal?.code === ('USER_DISABLED' satisfies ApiErrorCode),
        };
      }
      const text = await response.text();
      if (!response.ok) {
        const error = await httpErrorFromResponse({
          status: response.status,
          headers: response.headers,
          text,
        });
        return { ok: false, reason: 'network', error };
      }
      return { ok: true, data: refreshResponse.parse(JSON.parse(text)) };
    } catch {
      return {
        ok: false,
        reason: 'network',
        error: new HttpError({ kind: timedOut ? 'timeout' : 'network' }),
      };
    } finally {
      clearTimeout(timer);
    }
  }

  async function refresh(): Promise<RefreshOutcome> {
    inFlight ??= (async (): Promise<RefreshOutcome> => {
      const outcome = deps.locks
        ? await deps.locks.request(REFRESH_LOCK_NAME, callRefresh)
        : await callRefresh();
      if (outcome.ok) {
        accessToken = outcome.data.accessToken;
        expiresAt = deps.now() + outcome.data.expiresIn * 1000;
        emit({ type: 'refreshed', user: outcome.data.user });
        return { ok: true, accessToken: outcome.data.accessToken, user: outcome.data.user };
      }
      if (outcome.reason === 'unauthorized') end({ accountDisabled: outcome.accountDisabled });
      return outcome;
    })().finally(() => {
      inFlight = null;
    });
    return await inFlight;
  }

  function end({ accountDisabled }: SessionEnd = { accountDisabled: false }): void {
    accessToken = null;
    expiresAt = 0;
    emit({ type: 'ended', accountDisabled });
  }

  return {
    refresh,
    /** The current token, refreshed first when it is about to expire. */
    async getAccessToken(): Promise<string | null> {
      if (accessToken !== null && deps.now() > expiresAt - EXPIRY_MARGIN_MS) await refresh();
      return accessToken;
    },
    /** Adapter for the HTTP client's shared 401 refresh. */
    async refreshForHttp(): Promise<TokenRefreshResult> {
      const outcome = await refresh();
      return outcome.ok ? { ok: true, accessToken: outcome.accessToken } : outcome;
    },
    async logout(): Promise<void> {
      try {
        await deps.fetch('/api/auth/logout', {
          method: 'POST',
          credentials: 'same-origin',
          headers: { [REFRESH_CSRF_HEADER]: REFRESH_CSRF_VALUE },
        });
      } finally {
        // Signed out locally even when the network failed: the token is gone from memory either way.
        end();
      }
    },
    end,
    subscribe(listener: (event: SessionEvent) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type AuthSession = ReturnType<typeof createAuthSession>;

function browserLocks(): LockManagerLike | null {
  if (typeof navigator === 'undefined' || !('locks' in navigator) || !navigator.locks) return null;
  const locks = navigator.locks;
  // The lock is held until the callback's promise settles; its result is handed straight to the caller.
  return {
    request: (name, callback) =>
      new Promise((resolve, reject) => {
        locks.request(name, () => callback().then(resolve, reject)).catch(reject);
      }),
  };
}

export const authSession = createAuthSession({
  fetch: (input, init) => fetch(input, init),
  locks: browserLocks(),
  now: () => Date.now(),
  earlyRefresh: () => takeEarlyRefresh(),
});
