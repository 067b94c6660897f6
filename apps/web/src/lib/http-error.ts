import type { ApiError } from '@molip/domain/api-error';

/** `http`: the server answered with an error status; `network`: no answer; `timeout`: no answer in time. */
export type HttpErrorKind = 'http' | 'network' | 'timeout';

/** The one error type the HTTP client throws; `describeError` turns it into Korean. */
export class HttpError extends Error {
  readonly kind: HttpErrorKind;
  readonly status: number | null;
  readonly body: ApiError | null;
  readonly retryAfterSeconds: number | null;

  constructor(init: {
    kind: HttpErrorKind;
    status?: number | null;
    body?: ApiError | null;
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
