import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isApiErrorCode, type ApiError, type ApiErrorCode } from '@molip/domain/api-error';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  isDatabaseUnavailable,
  isStatementTimeout,
  loggableError,
  sqlState,
} from '../db/database-errors.ts';
import { AppError } from '../lib/app-error.ts';

const STATUS_TEXT: Record<number, { error: string; message: string }> = {
  400: { error: 'Bad Request', message: '잘못된 요청이에요. 입력값을 확인해 주세요.' },
  401: { error: 'Unauthorized', message: '인증이 필요해요. 다시 로그인해 주세요.' },
  403: { error: 'Forbidden', message: '권한이 없어요.' },
  404: { error: 'Not Found', message: '요청한 정보를 찾을 수 없어요.' },
  405: { error: 'Method Not Allowed', message: '허용되지 않는 요청 방식이에요.' },
  406: { error: 'Not Acceptable', message: '요청한 응답 형식을 제공할 수 없어요.' },
  408: { error: 'Request Timeout', message: '요청이 제시간에 도착하지 않았어요. 다시 시도해 주세요.' },
  409: { error: 'Conflict', message: '요청이 지금 상태와 맞지 않아요.' },
  413: { error: 'Payload Too Large', message: '요청 본문이 너무 커요.' },
  414: { error: 'URI Too Long', message: '요청 주소가 너무 길어요.' },
  415: { error: 'Unsupported Media Type', message: '지원하지 않는 요청 형식이에요. JSON으로 보내 주세요.' },
  422: { error: 'Unprocessable Content', message: '요청을 처리할 수 없어요. 입력한 내용을 확인해 주세요.' },
  431: {
    error: 'Request Header Fields Too Large',
    message: '요청 헤더가 너무 커요. 이 사이트의 쿠키를 지우고 다시 시도해 주세요.',
  },
  429: { error: 'Too Many Requests', message: '요청이 너무 많아요. 잠시 후 다시 시도해 주세요.' },
  500: { error: 'Internal Server Error', message: '서버 오류가 발생했어요. 잠시 후 다시 시도해 주세요.' },
  503: {
    error: 'Service Unavailable',
    message: '서비스를 일시적으로 사용할 수 없어요. 잠시 후 다시 시도해 주세요.',
  },
};

// Fastify's own client-side failures, reworded for people.
const FASTIFY_CODE_MESSAGES: Partial<Record<ApiErrorCode, string>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: '요청 본문의 JSON 형식이 올바르지 않아요.',
  FST_ERR_CTP_EMPTY_JSON_BODY: '요청 본문이 비어 있어요. JSON 본문을 보내 주세요.',
  FST_ERR_CTP_BODY_TOO_LARGE: STATUS_TEXT[413]?.message ?? '',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: STATUS_TEXT[415]?.message ?? '',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '요청 본문의 길이가 올바르지 않아요.',
  FST_ERR_BAD_URL: '요청 주소가 올바르지 않아요.',
  FST_ERR_MAX_PARAM_LENGTH: '요청 주소가 너무 길어요.',
  FST_ERR_ASYNC_CONSTRAINT: '잘못된 요청이에요.',
};

export function errorBody(
  statusCode: number,
  code: ApiErrorCode,
  message?: string,
  details?: ApiError['details'],
): ApiError {
  const text = STATUS_TEXT[statusCode] ?? (statusCode >= 500 ? STATUS_TEXT[500] : STATUS_TEXT[400]);
  return {
    statusCode,
    code,
    error: text?.error ?? 'Error',
    message: message ?? text?.message ?? '요청을 처리하지 못했어요.',
    ...(details ? { details } : {}),
  };
}

/** Every error answer, public routes' too: no cache keeps a refusal in place of what a retry would get. */
function sendError(reply: FastifyReply, body: ApiError) {
  return reply
    .status(body.statusCode)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(body);
}

type ValidationIssue = { instancePath?: string; message?: string };

function validationDetails(context: string | undefined, issues: ValidationIssue[]) {
  const details: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = [context, ...(issue.instancePath ?? '').split('/').filter(Boolean)]
      .filter(Boolean)
      .join('.');
    const key = field || 'request';
    (details[key] ??= []).push(issue.message ?? '올바르지 않은 값이에요.');
  }
  return details;
}

/**
 * Safety net for input the schemas let through but the database refuses: these SQLSTATEs describe the
 * request (a value out of range, a row that vanished meanwhile, a duplicate), never a server fault.
 */
const DATABASE_CLIENT_ERRORS: Record<string, { statusCode: number; code: ApiErrorCode; message: string }> = {
  '22003': {
    statusCode: 400,
    code: 'VALUE_OUT_OF_RANGE',
    message: '입력한 숫자가 허용 범위를 벗어났어요.',
  },
  '22007': { statusCode: 400, code: 'INVALID_DATE', message: '날짜 또는 시간 형식이 올바르지 않아요.' },
  '22008': { statusCode: 400, code: 'INVALID_DATE', message: '날짜 또는 시간이 허용 범위를 벗어났어요.' },
  '22P02': { statusCode: 400, code: 'INVALID_VALUE', message: '입력값의 형식이 올바르지 않아요.' },
  '23503': {
    statusCode: 409,
    code: 'REFERENCE_GONE',
    message: '요청과 관련된 데이터가 더 이상 존재하지 않아요. 새로고침 후 다시 시도해 주세요.',
  },
  '23505': { statusCode: 409, code: 'DUPLICATE', message: '이미 같은 데이터가 있어요.' },
};

export const DATABASE_UNAVAILABLE_MESSAGE = '일시적으로 연결이 원활하지 않아요. 잠시 후 다시 시도해 주세요.';

/** 503 with Retry-After: the database is away for a moment, and the client may simply ask again. */
export function sendDatabaseUnavailable(reply: FastifyReply, code: ApiErrorCode = 'DATABASE_UNAVAILABLE') {
  reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
  return sendError(reply, errorBody(503, code, DATABASE_UNAVAILABLE_MESSAGE));
}

function clientCausedDatabaseError(error: unknown) {
  const state = sqlState(error);
  const known = state ? DATABASE_CLIENT_ERRORS[state.code] : undefined;
  return known ? errorBody(known.statusCode, known.code, known.message) : undefined;
}

/** One error shape for every failure; never a stack trace, never a 5xx for bad input. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return sendError(reply, errorBody(error.statusCode, error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation as ValidationIssue[];
      const details = validationDetails(error.validationContext, issues);
      const first = issues[0]?.message;
      const message = first ? `입력값을 확인해 주세요: ${first}` : undefined;
      return sendError(reply, errorBody(400, 'VALIDATION_ERROR', message, details));
    }
    if (isDatabaseUnavailable(error)) {
      // A statement past its timeout may be a slow query worth fixing; a lost connection is an outage.
      const level = isStatementTimeout(error) ? 'error' : 'warn';
      request.log[level](loggableError(error), 'database unavailable');
      return sendDatabaseUnavailable(reply);
    }
    const databaseAnswer = clientCausedDatabaseError(error);
    if (databaseAnswer) return sendError(reply, databaseAnswer);
    const statusCode = error.statusCode ?? 500;
    if (statusCode === 429) {
      return sendError(reply, errorBody(429, 'RATE_LIMITED'));
    }
    if (statusCode >= 400 && statusCode < 500) {
      // A plugin's code outside the closed list goes out as BAD_REQUEST, so clients only ever see known codes.
      const code = isApiErrorCode(error.code) ? error.code : 'BAD_REQUEST';
      return sendError(reply, errorBody(statusCode, code, FASTIFY_CODE_MESSAGES[code]));
    }
    // Drizzle's message and a driver's detail carry the query's parameters: database errors log a summary.
    request.log.error(loggableError(error), 'request failed');
    return sendError(reply, errorBody(500, 'INTERNAL_ERROR'));
  }
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(handleError);
}
