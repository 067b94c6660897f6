import { buildApp, loggerOptions } from './app.ts';
import { ConfigError, loadConfig } from './env.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { openConfiguredDatabase } from './db/open.ts';
import { systemClock } from './lib/clock.ts';
import { resolveJwtSecret } from './lib/jwt-secret.ts';

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

  let database;
  try {
    database = await openConfiguredDatabase(config);
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
    clock: systemClock,
    jwtSecret: resolveJwtSecret(config),
    logger: loggerOptions(config.logLevel),
  });
  if (database.warning) app.log.warn(database.warning);
  if (config.authMode === 'local')
    app.log.warn('AUTH_MODE=local: anyone can sign in with any e-mail (trial mode).');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
    } finally {
      await database.close();
      process.exit(0);
    }
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
