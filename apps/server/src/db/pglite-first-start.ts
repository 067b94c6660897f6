import { spawn } from 'node:child_process';
import { existsSync, renameSync, rmdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { inServerPackage, RUNS_FROM_BUILD } from '../lib/package-root.ts';

/** The child's command line: the built script beside the server's build, or the source through tsx. */
const CREATE_COMMAND = RUNS_FROM_BUILD
  ? [inServerPackage('dist/create-pglite-data-dir.js')]
  : ['--import', import.meta.resolve('tsx'), inServerPackage('src/db/create-pglite-data-dir.ts')];

/** Whether `pgdata` already holds a store (initdb writes PG_VERSION first). */
export const holdsPgliteStore = (pgdata: string) => existsSync(path.join(pgdata, 'PG_VERSION'));

/**
 * Makes a new embedded store (initdb, migrations) in a short-lived child process, then moves it into
 * place: initdb grows a WebAssembly memory by hundreds of MB, which a server doing it itself would keep for
 * good. A first start cut short leaves only the staging directory, which the next start makes again.
 */
export async function createPgliteDataDir(pgdata: string): Promise<void> {
  const staging = `${pgdata}.new`;
  rmSync(staging, { recursive: true, force: true });
  const exitCode = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, [...CREATE_COMMAND, staging], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (exitCode !== 0) {
    throw new Error(
      `Creating the embedded database in ${path.resolve(staging)} failed (exit code ${exitCode}).`,
    );
  }
  // An empty directory (an earlier start that stopped before initdb) gives way; rmdir refuses one with files.
  if (existsSync(pgdata)) rmdirSync(pgdata);
  renameSync(staging, pgdata);
}
