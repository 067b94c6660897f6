import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';

// Arbitrary but fixed: every instance of the app contends for the same lock.
const MIGRATION_LOCK_KEY = 7_264_500_113;

export type Schema = typeof schema;
/** Either driver's database: code is written once against the shared pg-core API. */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations under `pg_advisory_lock`, so instances starting together take turns. */
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
};

/** PostgreSQL through `pg` — the production store. */
export async function openPostgres(url: string, options: { max?: number } = {}): Promise<DatabaseHandle> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  const db = drizzle(pool, { schema });
  return {
    db,
    kind: 'postgres',
    async migrate(migrationsFolder) {
      // Session-level advisory locks belong to one connection: lock, migrate and unlock on the same one.
      const connection = await pool.connect();
      try {
        await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migrate(drizzle(connection, { schema }), { migrationsFolder });
        } finally {
          await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        connection.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Embedded PGlite: in memory when `dataDir` is undefined (tests), else persisted under it. */
export async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let client;
  if (dataDir) {
    const pgdata = path.join(dataDir, 'pgdata');
    mkdirSync(pgdata, { recursive: true });
    client = await PGlite.create(pgdata);
  } else {
    client = await PGlite.create();
  }
  const db = drizzle(client, { schema });
  return {
    db,
    kind: 'pglite',
    async migrate(migrationsFolder) {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      try {
        await migrate(db, { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      }
    },
    close: () => client.close(),
  };
}
