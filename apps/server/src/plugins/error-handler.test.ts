import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError } from '@molip/domain/api-error';
import { DatabaseConnectError } from '../db/database-errors.ts';
import { DATABASE_UNAVAILABLE_MESSAGE, registerErrorHandling } from './error-handler.ts';

function serverError(code: string, severity = 'ERROR'): pg.DatabaseError {
  const error = new pg.DatabaseError('server said no', 0, 'error');
  error.code = code;
  error.severity = severity;
  return error;
}

const socketError = (code: string) => Object.assign(new Error(`connect ${code}`), { code });
const failedQuery = (cause: Error) =>
  new DrizzleQueryError('select "id" from "users" where "email" = $1', ['a@example.com'], cause);

// Each route throws one failure the way a service or the authentication hook would.
const failures: Record<string, () => Error> = {
  'admin-shutdown': () => failedQuery(serverError('57P01', 'FATAL')),
  'not-accepting': () => failedQuery(serverError('55000', 'FATAL')),
  'too-many-connections': () => failedQuery(serverError('53300', 'FATAL')),
  'connection-exception': () => failedQuery(serverError('08006')),
  'statement-timeout': () => failedQuery(serverError('57014')),
  refused: () => failedQuery(socketError('ECONNREFUSED')),
  reset: () => failedQuery(socketError('ECONNRESET')),
  'read-timeout': () => failedQuery(new Error('Query read timeout')),
  terminated: () => failedQuery(new Error('Connection terminated unexpectedly')),
  'checkout-timeout': () => new DatabaseConnectError(new Error('timeout exceeded when trying to connect')),
  duplicate: () => failedQuery(serverError('23505')),
  'reference-gone': () => failedQuery(serverError('23503')),
  'invalid-text': () => failedQuery(serverError('22P02')),
  'other-service-refused': () => socketError('ECONNREFUSED'),
  bug: () => failedQuery(serverError('42703')),
  'listed-fastify-code': () =>
    Object.assign(new Error('Body is not valid JSON'), {
      statusCode: 400,
      code: 'FST_ERR_CTP_INVALID_JSON_BODY',
    }),
  'unlisted-plugin-code': () =>
    Object.assign(new Error('a plugin refused'), { statusCode: 400, code: 'FST_SOME_PLUGIN_ERR' }),
};

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  registerErrorHandling(app);
  app.get<{ Params: { failure: string } }>('/fail/:failure', async (request) => {
    const failure = failures[request.params.failure];
    if (!failure) throw new Error('unknown failure');
    throw failure();
  });
  // An onRequest hook, like the account read in the authentication hook, fails the same way.
  app.register(async (scope) => {
    scope.addHook('onRequest', async () => {
      throw failedQuery(serverError('57P01', 'FATAL'));
    });
    scope.get('/hooked', async () => ({ ok: true }));
  });
  await app.ready();
});

afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url });

describe('the error handler and an unavailable database', () => {
  it.each([
    'admin-shutdown',
    'not-accepting',
    'too-many-connections',
    'connection-exception',
    'statement-timeout',
    'refused',
    'reset',
    'read-timeout',
    'terminated',
    'checkout-timeout',
  ])('answers %s with 503 DATABASE_UNAVAILABLE, a Korean message and Retry-After', async (failure) => {
    const response = await get(`/fail/${failure}`);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(apiError.parse(response.json())).toEqual({
      statusCode: 503,
      code: 'DATABASE_UNAVAILABLE',
      error: 'Service Unavailable',
      message: DATABASE_UNAVAILABLE_MESSAGE,
    });
  });

  it('answers a failure in a request hook the same way', async () => {
    const response = await get('/hooked');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
  });

  it.each([
    ['duplicate', 409, 'DUPLICATE'],
    ['reference-gone', 409, 'REFERENCE_GONE'],
    ['invalid-text', 400, 'INVALID_VALUE'],
    ['other-service-refused', 500, 'INTERNAL_ERROR'],
    ['bug', 500, 'INTERNAL_ERROR'],
  ])('keeps its answer for %s (%i %s), without Retry-After', async (failure, status, code) => {
    const response = await get(`/fail/${failure}`);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code });
    expect(response.headers['retry-after']).toBeUndefined();
  });
});

describe('the error handler and the closed list of codes', () => {
  it("passes a listed Fastify code through with the app's Korean sentence", async () => {
    const response = await get('/fail/listed-fastify-code');
    expect(apiError.parse(response.json())).toMatchObject({
      statusCode: 400,
      code: 'FST_ERR_CTP_INVALID_JSON_BODY',
      message: '요청 본문의 JSON 형식이 올바르지 않아요.',
    });
  });

  it("answers a plugin's unlisted 4xx code as BAD_REQUEST, keeping its status", async () => {
    const response = await get('/fail/unlisted-plugin-code');
    expect(response.statusCode).toBe(400);
    expect(apiError.parse(response.json())).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST' });
  });
});
