import type { TestProject } from 'vitest/node';
import { openPostgres } from '../src/db/client.ts';
import { prepareTestDatabase } from './pglite-template.ts';

/**
 * Migrates and seeds the shared PostgreSQL once, before any worker starts: otherwise the first of the
 * suite's built servers to open a fresh database could publish the terms at today's date, after every
 * test clock, and put the other files' learners behind the gate.
 */
export default async function setup(project: TestProject) {
  const url = project.config.env['TEST_DATABASE_URL'];
  if (project.config.env['TEST_DB'] !== 'postgres' || !url) return;
  const handle = await openPostgres(url, { max: 1 });
  try {
    await prepareTestDatabase(handle);
  } finally {
    await handle.close();
  }
}
