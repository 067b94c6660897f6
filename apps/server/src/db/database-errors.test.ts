import { createServer, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres } from './client.ts';
import {
  DatabaseConnectError,
  describeDatabaseError,
  isConnectionLost,
  isDatabaseUnavailable,
  loggableError,
  queryLabel,
} from './database-errors.ts';

const EMAIL = 'private.learner@example.com';

/** A driver error as pg builds it from a server message. */
function serverError(code: string, severity = 'ERROR', message = 'server said no'): pg.DatabaseError {
  const error = new pg.DatabaseError(message, 0, 'error');
  error.code = code;
  error.severity = severity;
  return error;
}

/** A socket error as Node builds it. */
function socketError(code: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, errno: -1, syscall: 'connect' });
}

const failedQuery = (cause: unknown) =>
  new DrizzleQueryError(
    'select "id" from "users" where "email" = $1',
    [EMAIL],
    cause instanceof Error ? cause : new Error(String(cause)),
  );

describe('which failures mean "the database is away"', () => {
  it.each([
    ['08006 connection failure', serverError('08006')],
    ['08001 cannot establish a connection', serverError('08001')],
    ['57P01 terminated by an administrator', serverError('57P01', 'FATAL')],
    ['57P02 crash shutdown', serverError('57P02', 'FATAL')],
    ['57P03 cannot connect now', serverError('57P03', 'FATAL')],
    ['53300 too many connections', serverError('53300', 'FATAL')],
    ['25P03 idle-in-transaction timeout', serverError('25P03', 'FATAL')],
    ['55000 at connect: database not accepting connections', serverError('55000', 'FATAL')],
    ['57014 statement timeout', serverError('57014')],
    ['ECONNREFUSED', socketError('ECONNREFUSED')],
    ['ECONNRESET', socketError('ECONNRESET')],
    ['ETIMEDOUT', socketError('ETIMEDOUT')],
    ['EPIPE', socketError('EPIPE')],
    ['a lost connection', new Error('Connection terminated unexpectedly')],
    ['a connect timeout', new Error('Connection terminated due to connection timeout')],
    ['a full pool', new Error('timeout exceeded when trying to connect')],
    ['a silent database', new Error('Query read timeout')],
    [
      'a client that lost its connection',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    ['a closed pool', new Error('Cannot use a pool after calling end on the pool')],
    [
      'refused on every address',
      Object.assign(new AggregateError([socketError('ECONNREFUSED'), socketError('ECONNREFUSED')]), {
        code: 'ECONNREFUSED',
      }),
    ],
  ])('%s, wrapped by Drizzle', (_name, cause) => {
    expect(isDatabaseUnavailable(failedQuery(cause))).toBe(true);
  });

  it('recognises a failed pool checkout, which Drizzle does not wrap', () => {
    expect(isDatabaseUnavailable(new DatabaseConnectError(socketError('ECONNREFUSED')))).toBe(true);
    expect(
      isDatabaseUnavailable(new DatabaseConnectError(new Error('timeout exceeded when trying to connect'))),
    ).toBe(true);
  });

  it('counts a statement timeout as unavailable but not as a lost connection', () => {
    expect(isConnectionLost(failedQuery(serverError('57014')))).toBe(false);
    expect(isDatabaseUnavailable(failedQuery(serverError('57014')))).toBe(true);
  });

  it.each([
    ['23505 duplicate', serverError('23505')],
    ['23503 reference gone', serverError('23503')],
    ['22P02 invalid text', serverError('22P02')],
    ['22003 out of range', serverError('22003')],
    ['42P01 a missing table (a bug, not an outage)', serverError('42P01')],
    ['a plain error', new Error('boom')],
  ])('leaves %s to the other answers', (_name, cause) => {
    expect(isDatabaseUnavailable(failedQuery(cause))).toBe(false);
  });

  it('does not blame the database for another service’s socket error', () => {
    // e.g. the identity provider or Redis refusing a connection: not a query, so not DATABASE_UNAVAILABLE.
    expect(isDatabaseUnavailable(socketError('ECONNREFUSED'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('fetch failed', { cause: socketError('ETIMEDOUT') }))).toBe(false);
  });
});

describe('what a log line may say about a database error', () => {
  it('keeps the SQLSTATE, the classes and a short label, and drops the parameters and detail', () => {
    const cause = serverError('23505', 'ERROR', `duplicate key value violates unique constraint`);
    cause.detail = `Key (email)=(${EMAIL}) already exists.`;
    const summary = describeDatabaseError(failedQuery(cause));
    expect(summary).toMatchObject({
      errorClass: 'DrizzleQueryError',
      driverError: 'DatabaseError',
      code: '23505',
      query: 'select users',
    });
    expect(JSON.stringify(summary)).not.toContain(EMAIL);
    expect(JSON.stringify(summary)).not.toContain('Failed query');
  });

  it('logs any other error whole', () => {
    const error = new Error('not from the database');
    expect(loggableError(error)).toEqual({ err: error });
  });

  it.each([
    ['insert into "users" ("email") values ($1)', 'insert users'],
    ['update "focus_logs" set "ended_at" = $1', 'update focus_logs'],
    ['delete from "refresh_tokens" where "id" = $1', 'delete refresh_tokens'],
    ['select "a"."id" from "daily_todos" "a" left join "plans" on true', 'select daily_todos'],
    ['begin', 'begin'],
  ])('labels %s as %s', (text, label) => {
    expect(queryLabel(text)).toBe(label);
  });
});

describe('errors from the real driver', () => {
  const servers: Server[] = [];
  const sockets: Socket[] = [];
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  });

  /** A port that accepts connections and never answers: a database that stopped responding. */
  async function silentPort(): Promise<number> {
    const server = createServer((socket) => sockets.push(socket));
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    return typeof address === 'object' && address ? address.port : 0;
  }

  /** A port nothing listens on: connections are refused. */
  async function closedPort(): Promise<number> {
    const port = await silentPort();
    const server = servers.pop();
    await new Promise((resolve) => server?.close(resolve));
    return port;
  }

  async function failureOf(url: string, work: 'query' | 'transaction') {
    const database = await openPostgres(url, { connectTimeoutMs: 300, statementTimeoutMs: 300 });
    try {
      const query =
        work === 'query'
          ? database.db.execute(sql`select ${EMAIL}`)
          : database.db.transaction(async (tx) => tx.execute(sql`select ${EMAIL}`));
      return await query.then(
        () => undefined,
        (error: unknown) => error,
      );
    } finally {
      await database.close();
    }
  }

  it.each(['query', 'transaction'] as const)('maps a refused connection (%s)', async (work) => {
    const error = await failureOf(`postgres://molip@127.0.0.1:${await closedPort()}/molip`, work);
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(JSON.stringify(loggableError(error))).not.toContain(EMAIL);
  });

  it.each(['query', 'transaction'] as const)('maps a database that never answers (%s)', async (work) => {
    const started = Date.now();
    const error = await failureOf(`postgres://molip@127.0.0.1:${await silentPort()}/molip`, work);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
});
