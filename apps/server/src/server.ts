import { constants } from 'node:os';
import pino from 'pino';
import { buildApp, loggerOptions } from './app.ts';
import { ConfigError, loadConfig } from './env.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { describeDatabaseError, loggableError } from './db/database-errors.ts';
import { openConfiguredDatabase } from './db/open.ts';
import { systemClock } from './lib/clock.ts';
import { resolveJwtSecret } from './lib/jwt-secret.ts';

// After SIGTERM/SIGINT, requests still running get this long to finish before their connections are cut.
const REQUEST_DRAIN_MS = 10_000;
// Whatever hangs (a plugin's close hook, the database), the process is gone this long after the signal.
const SHUTDOWN_DEADLINE_MS = 20_000;

/**
 * Log lines go to stdout as they are written. pino's default buffers them and flushes on exit with a loop
 * that retries a write to a closed pipe forever (EPIPE): a server whose parent had gone never exited.
 */
function synchronousStdout() {
  return pino.destination({ dest: 1, sync: true });
}

type WarnLogger = { warn: (details: object, message: string) => void };

async function main() {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Molip cannot start: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  // Until the app's logger exists, connection failures during migrations go to stderr.
  let logger: WarnLogger = { warn: (details, message) => console.warn(message, JSON.stringify(details)) };
  const reportConnectionError = (error: Error) =>
    logger.warn(
      { database: describeDatabaseError(error) ?? { errorClass: error.constructor.name } },
      'database connection lost; the pool opens a new one when needed',
    );

  let database;
  try {
    database = await openConfiguredDatabase(config, { onConnectionError: reportConnectionError });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`Molip cannot start: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp({
    config,
    db: database.db,
    listen: database.listen,
    clock: systemClock,
    jwtSecret: resolveJwtSecret(config),
    logger: loggerOptions(config.logLevel, synchronousStdout()),
  });
  logger = app.log;
  if (database.warning) app.log.warn(database.warning);
  if (config.authMode === 'local')
    app.log.warn('AUTH_MODE=local: anyone can sign in with any e-mail (trial mode).');

  const openDatabase = database;
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) {
      // A second Ctrl-C means "now": free the data directory for the next start and leave at once.
      app.log.warn({ signal }, 'second signal: exiting without waiting');
      openDatabase.abandon();
      process.exit(128 + constants.signals[signal]);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown did not finish in time: exiting anyway');
      openDatabase.abandon();
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    let clean = true;
    const drain = setTimeout(() => {
      app.log.warn(`requests still running after ${REQUEST_DRAIN_MS} ms: closing their connections`);
      clean = false;
      app.server.closeAllConnections();
    }, REQUEST_DRAIN_MS);
    try {
      await app.close();
    } catch (error) {
      clean = false;
      app.log.error(loggableError(error), 'closing the server failed');
    } finally {
      clearTimeout(drain);
    }
    try {
      await openDatabase.close();
    } catch (error) {
      clean = false;
      app.log.error(loggableError(error), 'closing the database failed');
    }
    process.exit(clean ? 0 : 1);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Molip is running at ${config.publicUrl ?? `http://localhost:${config.port}`}`);
}

main().catch((error: unknown) => {
  console.error('Molip failed to start:', error);
  process.exit(1);
});
