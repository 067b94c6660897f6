import type { ApiErrorCode } from '@molip/domain/api-error';

/** The server's one error type: a status, a stable code for clients, and a Korean message a person can act on. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: Record<string, string[]>,
    /** Sent as Retry-After: when asking again makes sense (quotas). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = '요청한 정보를 찾을 수 없어요.') =>
  new AppError(404, 'NOT_FOUND', message);
export const conflict = (code: ApiErrorCode, message: string) => new AppError(409, code, message);
export const forbidden = (message = '권한이 없어요.') => new AppError(403, 'FORBIDDEN', message);
export const unauthorized = (message = '인증이 필요해요. 다시 로그인해 주세요.') =>
  new AppError(401, 'UNAUTHORIZED', message);
export const badRequest = (message: string, details?: Record<string, string[]>) =>
  new AppError(400, 'BAD_REQUEST', message, details);
