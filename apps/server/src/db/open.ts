import path from 'node:path';
import type { Config } from '../env.ts';
import { shiftedClock } from '../lib/clock.ts';
import { withDeadline } from '../lib/deadline.ts';
import { openPglite, openPostgres, type DatabaseHandle } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { createPgliteDataDir, holdsPgliteStore } from './pglite-first-start.ts';
import { MIGRATIONS_FOLDER } from './migrations-folder.ts';
import { seedTerms } from './seed/terms.ts';

// Closing waits for in-use connections (PostgreSQL) or a checkpoint (PGlite); a shutdown must not wait forever.
const CLOSE_TIMEOUT_MS = 5_000;

export type OpenedDatabase = Omit<DatabaseHandle, 'close'> & {
  warning: string | undefined;
  /** Closes within a bounded time and releases the data-dir lock whatever happens; rejects if it had to give up. */
  close(): Promise<void>;
  /** For an immediate exit: gives up the data-dir lock without waiting for the database to close. */
  abandon(): void;
};

export type OpenOptions = {
  /** A PostgreSQL connection failed while idle or in use (the pool replaces it; this only reports). */
  onConnectionError?: (error: Error) => void;
};

/** Opens the configured store (PostgreSQL when DATABASE_URL is set, else embedded PGlite), migrated and seeded. */
export async function openConfiguredDatabase(
  config: Config,
  options: OpenOptions = {},
): Promise<OpenedDatabase> {
  let handle: DatabaseHandle;
  let release: () => void = () => undefined;
  let warning: string | undefined;
  if (config.databaseUrl) {
    handle = await openPostgres(config.databaseUrl, {
      ...(config.databaseDirectUrl ? { directUrl: config.databaseDirectUrl } : {}),
      transactionPooler: config.databaseBehindTransactionPooler,
      connectTimeoutMs: config.databaseTimeouts.connectMs,
      statementTimeoutMs: config.databaseTimeouts.statementMs,
      ...(options.onConnectionError ? { onConnectionError: options.onConnectionError } : {}),
    });
  } else {
    release = lockDataDir(config.dataDir);
    try {
      const pgdata = path.join(config.dataDir, 'pgdata');
      if (!holdsPgliteStore(pgdata)) await createPgliteDataDir(pgdata);
      handle = await openPglite(pgdata);
    } catch (error) {
      release();
      throw error;
    }
    warning =
      `Using the embedded PGlite database in ${path.resolve(config.dataDir)}. It is for one machine and one ` +
      'process and is not crash-durable (no fsync): set DATABASE_URL to PostgreSQL for production, and take ' +
      'backups with `npm run backup`.';
  }
  let released = false;
  const releaseOnce = () => {
    if (released) return;
    released = true;
    release();
  };
  const close = async () => {
    try {
      await withDeadline(handle.close(), CLOSE_TIMEOUT_MS, 'closing the database');
    } finally {
      releaseOnce();
    }
  };
  try {
    await handle.migrate(MIGRATIONS_FOLDER);
    // The server's clock (CLOCK_OFFSET_MS included), which decides when terms are in force.
    await seedTerms(handle.db, shiftedClock(config.clockOffsetMs).now());
  } catch (error) {
    // The start-up failure is what the operator needs to see, not a slow close after it.
    await close().catch(() => undefined);
    throw error;
  }
  return {
    db: handle.db,
    kind: handle.kind,
    migrate: handle.migrate,
    listen: handle.listen,
    warning,
    close,
    abandon: releaseOnce,
  };
}
