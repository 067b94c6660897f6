import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openPglite, type DatabaseHandle } from '../src/db/client.ts';
import { MIGRATIONS_FOLDER } from '../src/db/migrations-folder.ts';
import { seedTerms } from '../src/db/seed/terms.ts';

/**
 * When the shipped terms are published in the test databases: before every test's clock, whatever the day the
 * suite runs (the tests' clocks sit at fixed dates, and terms are in force from their publication).
 */
export const TEST_TERMS_PUBLISHED_AT = new Date('2000-01-01T00:00:00Z');

/** A test database migrated, with the shipped terms published before every test's clock. */
export async function prepareTestDatabase(handle: DatabaseHandle): Promise<void> {
  await handle.migrate(MIGRATIONS_FOLDER);
  await seedTerms(handle.db, TEST_TERMS_PUBLISHED_AT);
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, seeded PGlite data directory as a tarball: each test file starts from a copy. */
    pgliteTemplate: string;
    /** The same store unpacked, for the servers the process tests start on a data directory. */
    pgliteStore: string;
  }
}

/** Builds the template once per run: a new PGlite (initdb) costs seconds, a copy of one a fraction. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'molip-pglite-template-'));
  const file = path.join(dir, 'template.tar');
  const handle = await openPglite(undefined);
  let tarball: Blob;
  try {
    await prepareTestDatabase(handle);
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    tarball = await client.dumpDataDir('none');
    writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
  } finally {
    await handle.close();
  }
  const store = path.join(dir, 'pgdata');
  const { PGlite } = await import('@electric-sql/pglite');
  await (await PGlite.create(store, { loadDataDir: tarball })).close();
  project.provide('pgliteTemplate', file);
  project.provide('pgliteStore', store);
  return () => rmSync(dir, { recursive: true, force: true });
}
