import { sql, TransactionRollbackError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { testDatabase } from './test-app.ts';

/**
 * Every foreign key has an index whose leading columns are its own: a deleted or re-keyed parent row finds
 * its children by that index. Without one, deleting a content's 5,000 units scanned the units and the
 * to-dos once per unit, on the store's one thread.
 */

type UnindexedForeignKey = { table: string; constraint: string; columns: string[] };

// A full (not partial) index serves the foreign key when its first columns are exactly the key's columns.
const unindexedForeignKeys = async (db: Database) =>
  (
    (await db.execute(sql`
      select c.conrelid::regclass::text as "table", c.conname as "constraint",
        array(
          select a.attname::text from unnest(c.conkey) with ordinality as k(attnum, ord)
          join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum
          order by k.ord
        ) as "columns"
      from pg_constraint c
      where c.contype = 'f' and c.connamespace = current_schema()::regnamespace
        and not exists (
          select 1 from pg_index i
          where i.indrelid = c.conrelid and i.indpred is null
            and (string_to_array(i.indkey::text, ' ')::int2[])[1:cardinality(c.conkey)] @> c.conkey
            and (string_to_array(i.indkey::text, ' ')::int2[])[1:cardinality(c.conkey)] <@ c.conkey
        )
      order by 1, 2`)) as unknown as { rows: UnindexedForeignKey[] }
  ).rows;

const described = (keys: UnindexedForeignKey[]) =>
  keys.map((key) => `${key.table}.${key.constraint} (${key.columns.join(', ')})`);

/** Runs `body` in a transaction that is always rolled back, so the probe tables never stay. */
async function inRolledBackTransaction(db: Database, body: (tx: Database) => Promise<void>) {
  await expect(
    db.transaction(async (tx) => {
      await body(tx);
      tx.rollback();
    }),
  ).rejects.toBeInstanceOf(TransactionRollbackError);
}

describe('foreign key indexes', () => {
  it('every foreign key of the migrated schema has an index led by its columns', async () => {
    const { db } = await testDatabase();
    expect(described(await unindexedForeignKeys(db))).toEqual([]);
  });

  it('names a foreign key with no index, one led by other columns, or only a partial one', async () => {
    const { db } = await testDatabase();
    await inRolledBackTransaction(db, async (tx) => {
      await tx.execute(sql`create table fk_probe_parent (id int primary key, other int)`);
      await tx.execute(sql`create table fk_probe_child (
        a int references fk_probe_parent (id), b int references fk_probe_parent (id),
        c int references fk_probe_parent (id), d int references fk_probe_parent (id), e int)`);
      await tx.execute(sql`create index fk_probe_child_e_b on fk_probe_child (e, b)`);
      await tx.execute(sql`create index fk_probe_child_c on fk_probe_child (c) where c > 0`);
      await tx.execute(sql`create index fk_probe_child_d_e on fk_probe_child (d, e)`);
      expect(described(await unindexedForeignKeys(tx))).toEqual([
        'fk_probe_child.fk_probe_child_a_fkey (a)',
        'fk_probe_child.fk_probe_child_b_fkey (b)',
        'fk_probe_child.fk_probe_child_c_fkey (c)',
      ]);
    });
  });
});
