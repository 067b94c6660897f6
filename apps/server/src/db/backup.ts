import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, loadConfig } from '../env.ts';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

const timestamp = () => new Date().toISOString().replace(/[:.]/g, '-');

/** Dumps the embedded database to a gzip tarball that `restorePglite` (or `new PGlite({ loadDataDir })`) reloads. */
export async function backupPglite(dataDir: string, outDir: string): Promise<string> {
  const release = lockDataDir(dataDir);
  try {
    if (!existsSync(path.join(dataDir, 'pgdata'))) {
      throw new Error(
        `There is no embedded database in ${path.resolve(dataDir)} (set DATA_DIR or DATABASE_URL).`,
      );
    }
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create(path.join(dataDir, 'pgdata'));
    try {
      const dump = await db.dumpDataDir('gzip');
      mkdirSync(outDir, { recursive: true });
      const file = path.join(outDir, `molip-pglite-${timestamp()}.tar.gz`);
      await writeFile(file, Buffer.from(await dump.arrayBuffer()));
      return file;
    } finally {
      await db.close();
    }
  } finally {
    release();
  }
}

/** Loads a PGlite backup into an empty data directory. */
export async function restorePglite(file: string, dataDir: string): Promise<void> {
  const pgdata = path.join(dataDir, 'pgdata');
  if (existsSync(pgdata) && readdirSync(pgdata).length > 0) {
    throw new Error(`${path.resolve(pgdata)} is not empty: restore into a new DATA_DIR, then switch to it.`);
  }
  const release = lockDataDir(dataDir);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create(pgdata, { loadDataDir: new Blob([await readFile(file)]) });
    await db.close();
  } finally {
    release();
  }
}

/** PostgreSQL: pg_dump's custom format, restorable with `pg_restore -d <url> <file>`. */
export async function backupPostgres(databaseUrl: string, outDir: string): Promise<string> {
  mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `molip-postgres-${timestamp()}.dump`);
  await new Promise<void>((resolve, reject) => {
    const child = spawn('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, databaseUrl], {
      stdio: 'inherit',
    });
    child.on('error', (error) =>
      reject(new Error(`pg_dump could not run (${error.message}); install the PostgreSQL client tools.`)),
    );
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`pg_dump exited with ${code}`))));
  });
  return file;
}

async function main(args: string[]) {
  const config = loadConfig(process.env);
  const outDir = process.env.BACKUP_DIR ?? 'backups';
  const restoreIndex = args.indexOf('--restore');
  if (restoreIndex >= 0) {
    const file = args[restoreIndex + 1];
    if (!file) throw new Error('Usage: npm run backup -- --restore <file.tar.gz>');
    if (config.databaseUrl)
      throw new Error('For PostgreSQL use: pg_restore --clean -d "$DATABASE_URL" <file.dump>');
    await restorePglite(file, config.dataDir);
    console.log(`Restored ${file} into ${path.resolve(config.dataDir)}.`);
    return;
  }
  const file = config.databaseUrl
    ? await backupPostgres(config.databaseUrl, outDir)
    : await backupPglite(config.dataDir, outDir);
  console.log(`Backup written to ${path.resolve(file)}`);
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    const message =
      error instanceof DataDirLockedError
        ? `${error.message} (the embedded database can only be backed up while the server is stopped)`
        : error instanceof ConfigError || error instanceof Error
          ? error.message
          : String(error);
    console.error(`Backup failed: ${message}`);
    process.exit(1);
  });
}
