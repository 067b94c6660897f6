import { openPglite } from './client.ts';
import { MIGRATIONS_FOLDER } from './migrations-folder.ts';

/**
 * Run by `createPgliteDataDir` in a process of its own: makes a new embedded store in the directory given as
 * the only argument (initdb) and migrates it, then exits and gives all that memory back. The server seeds the
 * terms when it opens the store, at its own clock.
 */
const pgdata = process.argv[2];
if (!pgdata) throw new Error('usage: create-pglite-data-dir.ts <new pgdata directory>');
const handle = await openPglite(pgdata);
try {
  await handle.migrate(MIGRATIONS_FOLDER);
} finally {
  await handle.close();
}
