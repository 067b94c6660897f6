import type { ApiErrorCode, ReceivedApiError } from '@molip/domain/api-error';

/** `http`: the server answered with an error status; `network`: no answer; `timeout`: no answer in time. */
export type HttpErrorKind = 'http' | 'network' | 'timeout';

/** The one error type the HTTP client throws; `describeError` turns it into Korean. */
export class HttpError extends Error {
  readonly kind: HttpErrorKind;
  readonly status: number | null;
  readonly body: ReceivedApiError | null;
  readonly retryAfterSeconds: number | null;

  constructor(init: {
    kind: HttpErrorKind;
    status?: number | null;
    body?: ReceivedApiError | null;
    retryAfterSeconds?: number | null;
    message?: string;
  }) {
    super(init.message ?? init.body?.message ?? `HTTP ${init.kind}${init.status ? ` ${init.status}` : ''}`);
    this.name = 'HttpError';
    this.kind = init.kind;
    this.status = init.status ?? null;
    this.body = init.body ?? null;
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

/** The server answered with this code; typed to the closed list, so a misspelt code fails typecheck. */
export function hasErrorCode(error: unknown, code: ApiErrorCode): error is HttpError {
  return isHttpError(error) && error.body?.code === code;
}

/** What was asked for by address is not there: unknown or another learner's (404), or a malformed id (400). */
export function isMissing(error: unknown): boolean {
  return isHttpError(error) && error.kind === 'http' && (error.status === 404 || error.status === 400);
}

/** The server is there but cannot serve right now (its database is away, a deploy): worth asking again soon. */
export function isTemporarilyUnavailable(error: unknown): boolean {
  return isHttpError(error) && error.kind === 'http' && error.status === 503;
}

function parseRetryAfter(headers: Headers): number | null {
  const value = headers.get('retry-after');
  if (value === null) return null;
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}

/**
 * The error for a failing answer: its status, the API error body when it has one, and Retry-After. The body's
 * contract (and Zod with it) loads with the first failure, so the sign-in page ships without Zod.
 */
export async function httpErrorFromResponse(response: {
  status: number;
  headers: Headers;
  text: string;
}): Promise<HttpError> {
  const { receivedApiError } = await import('@molip/domain/api-error');
  let body = null;
  try {
    // Lenient on `code`: one this build does not know still yields the body, with the code as null.
    const parsed = receivedApiError.safeParse(JSON.parse(response.text));
    body = parsed.success ? parsed.data : null;
  } catch {
    body = null;
  }
  return new HttpError({
    kind: 'http',
    status: response.status,
    body,
    retryAfterSeconds: parseRetryAfter(response.headers),
  });
}
