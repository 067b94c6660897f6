import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const repositoryRoot = join(import.meta.dirname, '../../..');
const CREATE_SCRIPT = 'apps/server/dist/create-pglite-data-dir.js';

/**
 * A new embedded store (initdb and migrations) made by the server's build as its first start makes one, in
 * a folder of the run; '' without a server build (each server then makes its own).
 */
export function migratedStore(): string {
  if (!existsSync(join(repositoryRoot, CREATE_SCRIPT))) return '';
  const store = join(mkdtempSync(join(tmpdir(), 'molip-e2e-store-')), 'pgdata');
  const made = spawnSync(process.execPath, [CREATE_SCRIPT, store], { cwd: repositoryRoot, stdio: 'inherit' });
  if (made.status !== 0) throw new Error(`making the journeys' embedded store failed (exit ${made.status})`);
  return store;
}

/**
 * A new data dir holding a copy of the run's migrated store (MOLIP_E2E_STORE, made by playwright.config.ts),
 * so a server started on it skips the seconds of initdb and migrations.
 */
export function newDataDir(prefix: string): string {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const store = process.env.MOLIP_E2E_STORE;
  if (store) cpSync(store, join(dataDir, 'pgdata'), { recursive: true });
  return dataDir;
}

/** Playwright's global teardown: once every journey has ended, the store they copied goes. */
export default function removeMigratedStore() {
  const store = process.env.MOLIP_E2E_STORE;
  if (store) rmSync(dirname(store), { recursive: true, force: true });
}
