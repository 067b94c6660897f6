import path from 'node:path';
import type { Config } from '../env.ts';
import { openPglite, openPostgres, type DatabaseHandle } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { MIGRATIONS_FOLDER } from './migrations-folder.ts';
import { seedTerms } from '../modules/terms/seed.ts';

export type OpenedDatabase = DatabaseHandle & { warning: string | undefined };

/** Opens the configured store (PostgreSQL when DATABASE_URL is set, else embedded PGlite), migrated and seeded. */
export async function openConfiguredDatabase(config: Config): Promise<OpenedDatabase> {
  let handle: DatabaseHandle;
  let warning: string | undefined;
  if (config.databaseUrl) {
    handle = await openPostgres(config.databaseUrl);
  } else {
    const release = lockDataDir(config.dataDir);
    try {
      const embedded = await openPglite(config.dataDir);
      handle = {
        ...embedded,
        close: async () => {
          await embedded.close();
          release();
        },
      };
    } catch (error) {
      release();
      throw error;
    }
    warning =
      `Using the embedded PGlite database in ${path.resolve(config.dataDir)}. It is for one machine and one ` +
      'process and is not crash-durable (no fsync): set DATABASE_URL to PostgreSQL for production, and take ' +
      'backups with `npm run backup`.';
  }
  try {
    await handle.migrate(MIGRATIONS_FOLDER);
    await seedTerms(handle.db);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return { ...handle, warning };
}
