import { constants } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';
import { buildApp, loggerOptions } from './app.ts';
import { ConfigError, loadConfig } from './env.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { describeDatabaseError, loggableError } from './db/database-errors.ts';
import { openConfiguredDatabase } from './db/open.ts';
import { shiftedClock } from './lib/clock.ts';
import { resolveJwtSecret } from './lib/jwt-secret.ts';
import { resolveVapidKeys } from './lib/vapid-keys.ts';
import { webPushSender } from './lib/push-sender.ts';

// Once the server stops accepting, requests still running get this long to finish before they are cut.
const REQUEST_DRAIN_MS = 10_000;
// Whatever hangs (a plugin's close hook, the database), the process is gone this long after the grace period.
const SHUTDOWN_DEADLINE_MS = 20_000;
// Started through npm, the server looks this often whether npm is still there.
const PARENT_CHECK_MS = 500;

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

  const { keys: vapidKeys, kept: vapidKeysKept } = resolveVapidKeys(config);
  const app = await buildApp({
    config,
    db: database.db,
    listen: database.listen,
    clock: shiftedClock(config.clockOffsetMs),
    jwtSecret: resolveJwtSecret(config),
    vapidKeys,
    pushSender: webPushSender(vapidKeys, config.publicUrl),
    logger: loggerOptions(config.logLevel, synchronousStdout()),
  });
  logger = app.log;
  if (!vapidKeysKept)
    app.log.warn(
      `Web Push keys could not be kept in ${config.dataDir}: devices subscribed now stop getting pushes after a restart. Set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY.`,
    );
  if (database.warning) app.log.warn(database.warning);
  if (config.localTrial) app.log.warn('AUTH_MODE=local: anyone can sign in with any e-mail (trial mode).');
  if (config.clockOffsetMs !== 0)
    app.log.warn(
      { clockOffsetMs: config.clockOffsetMs },
      "CLOCK_OFFSET_MS: the server's clock is moved (tests only).",
    );

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
    app.log.info({ signal, graceMs: config.shutdownGraceMs }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown did not finish in time: exiting anyway');
      openDatabase.abandon();
      process.exit(1);
    }, config.shutdownGraceMs + SHUTDOWN_DEADLINE_MS).unref();
    // Readiness fails and every answer closes its connection, while requests are still served: a load
    // balancer moves away, and no kept-alive connection is left to carry a request into the stop. An idle one
    // is not closed from here: a proxy may be writing a request on it at that moment (a lost POST); the proxy
    // closes its own idle connections sooner (deploy/nginx.conf's keepalive_timeout).
    app.drain.draining = true;
    await sleep(config.shutdownGraceMs);
    let clean = true;
    const drain = setTimeout(() => {
      app.log.warn(`requests still running after ${REQUEST_DRAIN_MS} ms: closing their connections`);
      clean = false;
      app.server.closeAllConnections();
    }, REQUEST_DRAIN_MS);
    try {
      // Stops accepting, ends the presence streams and waits for the requests still running.
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
  // npm (11) neither forwards SIGTERM to its script nor stops it when it dies of one: started through npm,
  // the server stops as if signalled once its parent is gone. In production, run node directly (README).
  if (process.env.npm_lifecycle_event) {
    const parent = process.ppid;
    setInterval(() => {
      if (!closing && process.ppid !== parent) void shutdown('SIGTERM');
    }, PARENT_CHECK_MS).unref();
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Molip is running at ${config.publicUrl ?? `http://localhost:${config.port}`}`);
}

main().catch((error: unknown) => {
  console.error('Molip failed to start:', error);
  process.exit(1);
});
