import { mkdirSync } from 'node:fs';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { DatabaseConnectError, isConnectionLost } from './database-errors.ts';
import * as schema from './schema.ts';
import { prepareNothingByName } from './prepared-statements.ts';

// Arbitrary but fixed: every instance of the app contends for the same lock.
const MIGRATION_LOCK_KEY = 7_264_500_113;

export type Schema = typeof schema;
/** Either driver's database: code is written once against the shared pg-core API. */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations under `pg_advisory_lock`, so instances starting together take turns. */
  migrate(migrationsFolder: string): Promise<void>;
  listen: ListenToChannel;
  close(): Promise<void>;
};

/**
 * Calls `onPayload` for every `NOTIFY` on `channel` (after the notifying transaction commits); resolves to
 * the function that stops listening.
 */
export type ListenToChannel = (
  channel: string,
  onPayload: (payload: string) => void,
) => Promise<() => Promise<void>>;

/** A dropped listening connection is opened again after this pause. */
const LISTEN_RECONNECT_MS = 1_000;

export type PostgresOptions = {
  /**
   * A connection string that reaches PostgreSQL itself, for LISTEN and the migration lock, which need one
   * backend for their whole life; `url` may then be a pooler's.
   */
  directUrl?: string;
  /**
   * `url` is a pooler in transaction mode (PgBouncer): a backend serves one transaction at a time, so nothing is
   * prepared by name, and the statement and idle limits are the role's (set at start-up), not startup parameters.
   */
  transactionPooler?: boolean;
  max?: number;
  /** Longest wait for a connection, new or free in the pool, before the request fails as unavailable. */
  connectTimeoutMs?: number;
  /** Longest a statement may run on the server; the driver stops waiting for any answer a second later. */
  statementTimeoutMs?: number;
  /** A connection failed while idle or in use; the pool replaces it, and this only reports it. */
  onConnectionError?: (error: Error) => void;
};

export const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;
export const DEFAULT_STATEMENT_TIMEOUT_MS = 5_000;
// The server cancels a slow statement first and keeps the connection; only a silent database hits this margin.
const QUERY_REPLY_MARGIN_MS = 1_000;
// A transaction the app left open (a connection lost mid-way) must not hold a learner's row lock for long.
const IDLE_IN_TRANSACTION_TIMEOUT_MS = 10_000;
const KEEP_ALIVE_DELAY_MS = 10_000;

type ConnectCallback = Parameters<pg.Pool['connect']>[0];

// The release function of the current promise-style checkout (a drizzle transaction) of each client.
const transactionReleases = new WeakMap<pg.PoolClient, (error?: Error) => void>();
const guardedClients = new WeakSet<pg.PoolClient>();

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

const isBegin = (config: unknown) =>
  typeof config === 'object' &&
  config !== null &&
  'text' in config &&
  typeof config.text === 'string' &&
  /^\s*begin\b/i.test(config.text);

/**
 * drizzle's transaction() runs `begin` outside its try/finally and releases its client without the error
 * (drizzle-orm#6241): a failed `begin` would leak a pool slot for good, and a client whose reply never came
 * would go back to the pool still waiting for it. So a transaction's client is released with the error, and
 * thereby destroyed, as soon as `begin` fails or its connection is lost; drizzle's own release is then a no-op.
 */
function releaseOnFailure(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let released = false;
  const releaseOnce = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    transactionReleases.delete(client);
    release(error);
  };
  client.release = releaseOnce;
  transactionReleases.set(client, releaseOnce);
  if (!guardedClients.has(client)) {
    guardedClients.add(client);
    const query = client.query;
    Object.defineProperty(client, 'query', {
      configurable: true,
      writable: true,
      value: (...args: unknown[]): unknown => {
        const result: unknown = Reflect.apply(query, client, args);
        if (result instanceof Promise) {
          result.catch((error: unknown) => {
            if (isBegin(args[0]) || isConnectionLost(error))
              transactionReleases.get(client)?.(asError(error));
          });
        }
        return result;
      },
    });
  }
  return client;
}

/** A statement that runs past the limit is cancelled; a transaction left open is ended. */
const sessionLimits = (statementTimeoutMs: number) => ({
  statement_timeout: statementTimeoutMs,
  idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
});

/**
 * Behind a transaction pooler the limits cannot travel as startup parameters (PgBouncer refuses or drops
 * them): they become the role's defaults in this database, which every new backend session takes.
 */
async function setRoleLimits(connection: pg.Client, statementTimeoutMs: number) {
  const limits = sessionLimits(statementTimeoutMs);
  const { rows } = await connection.query<{ name: string }>('select current_database() as name');
  const database = connection.escapeIdentifier(rows[0]?.name ?? '');
  for (const [setting, value] of Object.entries(limits)) {
    await connection.query(
      `alter role current_user in database ${database} set ${setting} = ${Math.trunc(value)}`,
    );
  }
}

/** PostgreSQL through `pg` — the production store. Every wait on it is bounded (see the options). */
export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<DatabaseHandle> {
  const { default: pgModule } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const connectTimeoutMs = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
  const statementTimeoutMs = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  const reportConnectionError = options.onConnectionError ?? (() => undefined);
  const directUrl = options.directUrl ?? url;
  const pooled = options.transactionPooler === true;
  // Transactions (drizzle checks clients out with the promise-style connect()) get releaseOnFailure's guard.
  class GuardedPool extends pgModule.Pool {
    override connect(): Promise<pg.PoolClient>;
    override connect(callback: ConnectCallback): void;
    override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
      if (callback) return super.connect(callback);
      return super.connect().then(releaseOnFailure, (error: unknown) => {
        throw new DatabaseConnectError(error);
      });
    }
  }
  const pool = new GuardedPool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: connectTimeoutMs,
    ...(pooled ? {} : sessionLimits(statementTimeoutMs)),
    query_timeout: statementTimeoutMs + QUERY_REPLY_MARGIN_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEP_ALIVE_DELAY_MS,
  });
  // Without a listener, a connection the database drops while checked out or idle would crash the process.
  pool.on('connect', (client) => client.on('error', reportConnectionError));
  // An idle client's error reaches the pool too; the client's own listener above has already reported it.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema });
  if (pooled) prepareNothingByName(db);
  return {
    db,
    kind: 'postgres',
    async migrate(migrationsFolder) {
      // Migrations may wait for another instance's lock and build indexes: their own connection, no statement
      // deadline. Session-level advisory locks belong to one connection: lock, migrate and unlock on it.
      const connection = new pgModule.Client({
        connectionString: directUrl,
        connectionTimeoutMillis: connectTimeoutMs,
        keepAlive: true,
      });
      connection.on('error', reportConnectionError);
      await connection.connect();
      try {
        // No limit here, whatever the role's defaults: a migration may wait for another instance and build indexes.
        await connection.query('set statement_timeout = 0');
        await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migrate(drizzle(connection, { schema }), { migrationsFolder });
          if (pooled) await setRoleLimits(connection, statementTimeoutMs);
        } finally {
          await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        await connection.end();
      }
    },
    // One connection of its own per channel: a pooled one would be handed to other queries.
    async listen(channel, onPayload) {
      let client: pg.Client | undefined;
      let stopped = false;
      let retry: NodeJS.Timeout | undefined;
      const reconnectLater = () => {
        client = undefined;
        if (!stopped) retry = setTimeout(() => void connect(), LISTEN_RECONNECT_MS);
      };
      const connect = async () => {
        const connection = new pgModule.Client({
          connectionString: directUrl,
          connectionTimeoutMillis: connectTimeoutMs,
          keepAlive: true,
        });
        connection.on('error', (error) => {
          reportConnectionError(error);
          void connection.end().catch(() => undefined);
          if (client === connection) reconnectLater();
        });
        connection.on('notification', (message) => {
          if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
        });
        try {
          await connection.connect();
          await connection.query(`LISTEN ${connection.escapeIdentifier(channel)}`);
          if (stopped) {
            await connection.end();
            return;
          }
          client = connection;
        } catch (error) {
          reportConnectionError(asError(error));
          await connection.end().catch(() => undefined);
          reconnectLater();
        }
      };
      await connect();
      return async () => {
        stopped = true;
        clearTimeout(retry);
        await client?.end().catch(() => undefined);
      };
    },
    close: () => pool.end(),
  };
}

/**
 * Postgres settings for one learner-sized embedded store, against the defaults' 128 MB of shared buffers and
 * 1 GB of WAL: the pages a server touches stay resident, and a WebAssembly memory never shrinks.
 */
const PGLITE_SETTINGS = [
  'shared_buffers=16MB',
  'temp_buffers=2MB',
  'wal_buffers=1MB',
  'work_mem=4MB',
  'maintenance_work_mem=16MB',
  'min_wal_size=32MB',
  'max_wal_size=64MB',
];

export type PgliteOptions = {
  /** A `dumpDataDir` tarball an in-memory store starts as a copy of, several times faster than a new one. */
  template?: Blob;
  /**
   * Runs PGlite in the caller's thread instead of a worker: for a test file's throwaway store, where a
   * thread started per file would cost more than the statements it keeps off the caller's thread.
   */
  inCallerThread?: boolean;
};

/**
 * Embedded PGlite: in memory when `pgdata` is undefined (tests), else persisted in that directory. It runs in
 * a worker thread (pglite-worker.ts), so that a long statement does not hold the thread that answers every
 * other request.
 */
export async function openPglite(
  pgdata: string | undefined,
  options: PgliteOptions = {},
): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const { PgliteWorkerClient } = await import('./pglite-worker-client.ts');
  const startParams = [
    ...PGlite.defaultStartParams,
    ...PGLITE_SETTINGS.flatMap((setting) => ['-c', setting]),
  ];
  if (pgdata) mkdirSync(pgdata, { recursive: true });
  const client = options.inCallerThread
    ? await PGlite.create({
        startParams,
        ...(pgdata ? { dataDir: pgdata } : {}),
        ...(options.template ? { loadDataDir: options.template } : {}),
      })
    : await PgliteWorkerClient.open({
        dataDir: pgdata,
        startParams,
        template: options.template ? await options.template.arrayBuffer() : undefined,
      });
  const db = drizzle(client as unknown as InstanceType<typeof PGlite>, { schema });
  return {
    db,
    kind: 'pglite',
    async migrate(migrationsFolder) {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      try {
        await migrate(db, { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      }
    },
    // PGlite delivers its own NOTIFYs to its listeners on commit; the worker passes them on.
    async listen(channel, onPayload) {
      const unlisten = await client.listen(channel, onPayload);
      return () => unlisten();
    },
    close: () => client.close(),
  };
}
