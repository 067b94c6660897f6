import { z } from './zod.ts';

/**
 * Every `code` the API can answer with, closed: the server cannot send a code outside it, the OpenAPI
 * document lists it, and the web compares against it. The strings are the wire format: never rename one.
 */
export const apiErrorCodes = [
  // Any request
  'BAD_REQUEST',
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'RATE_LIMITED',
  // An hourly write quota is spent; Retry-After says when it refills.
  'QUOTA_EXCEEDED',
  'INTERNAL_ERROR',
  // The database is away for a moment; Retry-After says when to ask again.
  'DATABASE_UNAVAILABLE',
  // The readiness probe while the instance starts or drains.
  'NOT_READY',
  // Refused by Node's HTTP parser before any route: headers too large, a request too slow, bytes that are not HTTP.
  'HEADERS_TOO_LARGE',
  'REQUEST_TIMEOUT',
  'MALFORMED_REQUEST',
  // Fastify's own refusals, passed through with a Korean message.
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_BODY_TOO_LARGE',
  'FST_ERR_CTP_INVALID_MEDIA_TYPE',
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
  'FST_ERR_BAD_URL',
  'FST_ERR_MAX_PARAM_LENGTH',
  'FST_ERR_ASYNC_CONSTRAINT',
  'FST_ERR_VALIDATION',
  // Input the schemas let through but the database refused.
  'VALUE_OUT_OF_RANGE',
  'INVALID_DATE',
  'INVALID_VALUE',
  // A referenced row vanished meanwhile.
  'REFERENCE_GONE',
  'DUPLICATE',
  // Idempotency-Key: the first request with this key is still running; the key came back with another body.
  'IDEMPOTENCY_IN_PROGRESS',
  'IDEMPOTENCY_KEY_REUSED',
  // Account and sign-in
  'USER_DISABLED',
  // Required terms not agreed yet: the app asks before anything else.
  'TERMS_REQUIRED',
  'USERNAME_REQUIRED',
  // A sign-in provider is not configured or not answering.
  'PROVIDER_UNAVAILABLE',
  'LAST_SIGN_IN_METHOD',
  'USERNAME_TAKEN',
  'USERNAME_ALREADY_SET',
  'USERNAME_NOT_SET',
  'USERNAME_UNCHANGED',
  'USERNAME_CHANGE_TOO_SOON',
  // Learning contents
  'LEARNING_CONTENT_DUPLICATE',
  // Plans study it: it cannot be deleted.
  'LEARNING_CONTENT_IN_USE',
  // A unit with studied to-dos cannot change that way.
  'CONTENT_UNIT_IN_USE',
  // Study plans and their recovery
  'PLAN_TOO_LONG',
  'INVALID_SCHEDULE',
  'INVALID_PLAN_STATUS_CHANGE',
  'NOTHING_TO_RESCHEDULE',
  // Pulling tomorrow forward needs today's to-dos done.
  'TODAY_NOT_DONE',
  'NOTHING_TO_PULL',
  'PLAN_NOT_ACTIVE',
  // A recovery's undo came too late, or after the plan changed again.
  'UNDO_EXPIRED',
  'UNDO_STALE',
  // The plan schedules no reviews.
  'REVIEW_OFF',
  // To-dos and reviews
  // The to-do's later part (after a postponement) has already started.
  'SUCCESSOR_IN_PROGRESS',
  'INVALID_STATUS_TRANSITION',
  // No study day left to place the review on.
  'NO_REVIEW_DAY',
  'NOT_A_REVIEW',
  'REVIEW_NOT_COMPLETED',
  // Focus
  'NO_TIME_LEFT',
  'SESSION_NOT_STARTED',
  'TODO_NOT_OPEN',
  'NO_ACTIVE_SESSION',
  'NO_ACTIVE_BLOCK',
  'TODO_NOT_IN_BLOCK',
  'SESSION_ACTIVE',
  'SESSION_ENDED',
  'BLOCK_ACTIVE',
  'LOG_OPEN',
  // Study groups
  'NOT_GROUP_MEMBER',
  'GROUP_LEADER_ONLY',
  // No free invite code was found after several tries.
  'INVITE_CODE_EXHAUSTED',
  // This instance holds all the live presence streams it can.
  'TOO_MANY_STREAMS',
] as const;
export type ApiErrorCode = (typeof apiErrorCodes)[number];
export const apiErrorCode = z.enum(apiErrorCodes);

const knownCodes: ReadonlySet<string> = new Set(apiErrorCodes);
export function isApiErrorCode(code: unknown): code is ApiErrorCode {
  return typeof code === 'string' && knownCodes.has(code);
}

/** The one error shape every API failure answers with; `message` is a Korean sentence a person can act on. */
export const apiError = z.object({
  statusCode: z.int(),
  code: apiErrorCode,
  error: z.string(),
  message: z.string(),
  details: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type ApiError = z.infer<typeof apiError>;

/**
 * The same shape as a client reads it: a code this build does not know (an older or newer server) becomes
 * null, so the answer is still an error with its Korean message, handled as a generic one.
 */
export const receivedApiError = z.extend(apiError, {
  code: z.pipe(
    z.string(),
    z.transform((code): ApiErrorCode | null => (isApiErrorCode(code) ? code : null)),
  ),
});
export type ReceivedApiError = z.output<typeof receivedApiError>;
