import { openPglite } from './client.ts';
import { MIGRATIONS_FOLDER } from './migrations-folder.ts';
import { seedTerms } from './seed/terms.ts';

/**
 * Run by `createPgliteDataDir` in a process of its own: makes a new embedded store in the directory given as
 * the only argument (initdb), migrates it and seeds the terms, then exits and gives all that memory back.
 */
const pgdata = process.argv[2];
if (!pgdata) throw new Error('usage: create-pglite-data-dir.ts <new pgdata directory>');
const handle = await openPglite(pgdata);
try {
  await handle.migrate(MIGRATIONS_FOLDER);
  await seedTerms(handle.db);
} finally {
  await handle.close();
}
