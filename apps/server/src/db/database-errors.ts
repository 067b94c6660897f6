import { DrizzleQueryError } from 'drizzle-orm/errors';

/** Seconds a client is asked to wait before retrying while the database is away (the Retry-After header). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

// SQLSTATEs that mean the connection is gone or was refused: class 08 (connection exception) and these.
const CONNECTION_LOST_SQLSTATES = new Set([
  '57P01', // admin_shutdown: the backend was terminated (pg_terminate_backend, a restart)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: the server is starting or shutting down
  '53300', // too_many_connections
  '25P03', // idle_in_transaction_session_timeout ended the session
]);

// The statement ran past statement_timeout (or was cancelled): the database is overloaded or stalled and the
// transaction rolled back, so "try again shortly" is the honest answer, not a server fault.
const STATEMENT_TIMEOUT_SQLSTATE = '57014';

const NETWORK_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// node-postgres reports lost connections and its own timeouts by message only, without a code.
const CONNECTION_LOST_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Query read timeout$/,
  /is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
];

const MAX_CHAIN_LENGTH = 10;

/** A pool checkout that failed: marks a bare socket error (ECONNREFUSED…) as the database's, not another service's. */
export class DatabaseConnectError extends Error {
  constructor(cause: unknown) {
    super('Could not get a database connection', { cause });
    this.name = 'DatabaseConnectError';
  }
}

const isDatabaseWrapper = (value: object) =>
  value instanceof DrizzleQueryError || value instanceof DatabaseConnectError;

/** The error and its causes (Drizzle wraps driver errors; a refused connection may be an AggregateError). */
function* errorChain(error: unknown): Generator<object> {
  const pending: unknown[] = [error];
  let seen = 0;
  while (pending.length > 0 && seen < MAX_CHAIN_LENGTH) {
    const current = pending.shift();
    if (typeof current !== 'object' || current === null) continue;
    seen += 1;
    yield current;
    if ('cause' in current) pending.push(current.cause);
    if (current instanceof AggregateError) pending.push(...current.errors);
  }
}

function stringField(
  value: object,
  field: 'code' | 'severity' | 'message' | 'stack' | 'constraint',
): string | undefined {
  const fieldValue: unknown = Reflect.get(value, field);
  return typeof fieldValue === 'string' ? fieldValue : undefined;
}

function connectionLost(value: object, fromDatabase: boolean): boolean {
  const code = stringField(value, 'code');
  if (code && (code.startsWith('08') || CONNECTION_LOST_SQLSTATES.has(code))) return true;
  // Socket codes are shared with every other service (the identity provider, Redis): only a query's count.
  if (code && fromDatabase && NETWORK_ERROR_CODES.has(code)) return true;
  // A FATAL error ends the session whatever its SQLSTATE (e.g. "database is not accepting connections").
  const severity = stringField(value, 'severity');
  if (severity === 'FATAL' || severity === 'PANIC') return true;
  const message = stringField(value, 'message') ?? '';
  return CONNECTION_LOST_MESSAGES.some((pattern) => pattern.test(message));
}

/** The connection to the database broke or could not be made: the request did not reach the data. */
export function isConnectionLost(error: unknown): boolean {
  let fromDatabase = false;
  for (const link of errorChain(error)) {
    fromDatabase ||= isDatabaseWrapper(link);
    if (connectionLost(link, fromDatabase)) return true;
  }
  return false;
}

/** The database is away (unreachable, refusing, or too slow to answer): the client should retry later. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return isConnectionLost(error) || isStatementTimeout(error);
}

/** The statement ran past the statement timeout: unlike a lost connection, it may point at a slow query. */
export function isStatementTimeout(error: unknown): boolean {
  for (const link of errorChain(error))
    if (stringField(link, 'code') === STATEMENT_TIMEOUT_SQLSTATE) return true;
  return false;
}

/**
 * What a log line may say about a failed query. Drizzle's message and a driver's `detail` carry the query's
 * parameters (e-mails, names) and offending values, so only codes, class names and a short label are kept.
 */
export type DatabaseErrorSummary = {
  /** The outermost error's class, e.g. `DrizzleQueryError`. */
  errorClass: string;
  /** The driver's error class, e.g. `DatabaseError` (pg) or `Error` (a socket failure). */
  driverError?: string;
  /** A SQLSTATE (`23505`) or a socket error code (`ECONNREFUSED`). */
  code?: string;
  /** The statement's verb and first table, e.g. `insert users`; never its values. */
  query?: string;
  /** Stack frames only: the first stack line repeats the message. */
  stack?: string;
};

/** A statement's verb and first table, enough to find the call site without its values. */
export function queryLabel(text: string): string {
  const verb = /^\s*(\w+)/.exec(text)?.[1]?.toLowerCase() ?? 'query';
  const table = /\b(?:from|into|update|join)\s+"?([\w.]+)"?/i.exec(text)?.[1];
  return table ? `${verb} ${table}` : verb;
}

function stackFrames(error: object): string | undefined {
  const stack = stringField(error, 'stack');
  if (!stack) return undefined;
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return frames.length > 0 ? frames.join('\n') : undefined;
}

/** A log-safe summary when the error came from the database (or the way to it), else undefined. */
export function describeDatabaseError(error: unknown): DatabaseErrorSummary | undefined {
  let query: string | undefined;
  let driver: object | undefined;
  let code: string | undefined;
  let fromDatabase = false;
  for (const link of errorChain(error)) {
    if (isDatabaseWrapper(link)) {
      fromDatabase = true;
      if (link instanceof DrizzleQueryError) query ??= queryLabel(link.query);
      continue;
    }
    const linkCode = stringField(link, 'code');
    if (
      stringField(link, 'severity') ||
      connectionLost(link, fromDatabase) ||
      linkCode === STATEMENT_TIMEOUT_SQLSTATE
    ) {
      fromDatabase = true;
      driver ??= link;
      code ??= linkCode;
    }
  }
  if (!fromDatabase || typeof error !== 'object' || error === null) return undefined;
  const stack = stackFrames(error);
  return {
    errorClass: error.constructor.name,
    ...(driver ? { driverError: driver.constructor.name } : {}),
    ...(code ? { code } : {}),
    ...(query ? { query } : {}),
    ...(stack ? { stack } : {}),
  };
}

/** Log fields for any failure: the summary for a database error, the whole error otherwise. */
export function loggableError(error: unknown): { database: DatabaseErrorSummary } | { err: unknown } {
  const database = describeDatabaseError(error);
  return database ? { database } : { err: error };
}

/** The SQLSTATE of a database error (or of the driver error Drizzle wrapped), with the constraint it names. */
export function sqlState(error: unknown): { code: string; constraint: string | undefined } | undefined {
  for (const link of errorChain(error)) {
    const code = stringField(link, 'code');
    if (code && /^[0-9A-Z]{5}$/.test(code)) return { code, constraint: stringField(link, 'constraint') };
  }
  return undefined;
}

/** The violated unique constraint's name ('' when unnamed), or undefined when it is no unique violation. */
export function uniqueViolationConstraint(error: unknown): string | undefined {
  const state = sqlState(error);
  return state?.code === '23505' ? (state.constraint ?? '') : undefined;
}
