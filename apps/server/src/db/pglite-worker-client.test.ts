import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import {
  bigint,
  boolean,
  customType,
  date,
  integer,
  interval,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ON_POSTGRES } from '../../test/test-database-kind.ts';
import { sqlState, uniqueViolationConstraint } from './database-errors.ts';
import { PgliteWorkerClient } from './pglite-worker-client.ts';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

// Every kind of value the server stores, read back through drizzle's own mapping.
const samples = pgTable('worker_samples', {
  id: integer('id').primaryKey(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }),
  atText: timestamp('at_text', { withTimezone: true, mode: 'string' }),
  local: timestamp('local', { mode: 'date' }),
  day: date('day'),
  data: jsonb('data'),
  amount: numeric('amount'),
  big: bigint('big', { mode: 'bigint' }),
  count: bigint('count', { mode: 'number' }),
  tags: text('tags').array(),
  numbers: integer('numbers').array(),
  span: interval('span'),
  flag: boolean('flag'),
  key: uuid('key'),
  bytes: bytea('bytes'),
});

const CREATE_SAMPLES = `create table worker_samples (
  id integer primary key, at timestamptz, at_text timestamptz, local timestamp, day date, data jsonb,
  amount numeric, big bigint, count bigint, tags text[], numbers integer[], span interval, flag boolean,
  key uuid unique, bytes bytea)`;

const SAMPLE = {
  id: 1,
  at: new Date('2026-11-28T10:11:12.345Z'),
  atText: '2026-11-28 19:11:12.345+09',
  local: new Date('2026-11-28T01:02:03.000Z'),
  day: '2026-11-28',
  data: { title: '수학의 정석', units: [1, 2, { deep: null }], ok: true },
  amount: '12345678901234567890.123456789',
  big: 9_007_199_254_740_993n,
  count: 42,
  tags: ['가', 'b,c', ''],
  numbers: [1, -2, 3],
  span: '1 day 02:03:04',
  flag: true,
  key: '6f1c1e0c-5d6a-4c8e-9f57-2b1f0f3b2a11',
  bytes: new Uint8Array([0, 1, 254, 255]),
};

/** The same statements on PGlite in this thread, as the server ran it before, and through the worker. */
describe.skipIf(ON_POSTGRES)('the embedded database in its worker thread', () => {
  let inThread: PGlite;
  let worker: PgliteWorkerClient;

  beforeAll(async () => {
    const template = readFileSync(inject('pgliteTemplate'));
    inThread = await PGlite.create({ loadDataDir: new Blob([template]) });
    worker = await PgliteWorkerClient.open({
      dataDir: undefined,
      startParams: PGlite.defaultStartParams,
      template: new Uint8Array(template).buffer,
    });
    for (const client of [inThread, worker]) {
      await client.query(CREATE_SAMPLES);
      await client.query(
        'create table worker_children (parent integer not null references worker_samples (id))',
      );
      await drizzle(client as unknown as PGlite)
        .insert(samples)
        .values(SAMPLE);
    }
  });

  afterAll(async () => {
    await inThread.close();
    await worker.close();
  });

  // drizzle's pglite driver calls only `query` and `transaction`, which the worker's client has as PGlite's.
  const throughWorker = () => drizzle(worker as unknown as PGlite);

  it('reads every kind of value exactly as PGlite in this thread does', async () => {
    const expected = await drizzle(inThread).select().from(samples);
    const actual = await throughWorker().select().from(samples);
    expect(actual).toStrictEqual(expected);
    expect(actual[0]).toMatchObject({ at: SAMPLE.at, big: SAMPLE.big, amount: SAMPLE.amount });
    expect(actual[0]?.bytes).toStrictEqual(expected[0]?.bytes);

    const raw = sql`select *, at::date as cast_day, array[at] as instants from worker_samples`;
    expect((await throughWorker().execute(raw)).rows).toStrictEqual(
      (await drizzle(inThread).execute(raw)).rows,
    );
  });

  it('keeps a PostgreSQL error’s code and constraint, so they map to 409 and 400 as before', async () => {
    const duplicate = throughWorker()
      .insert(samples)
      .values({ ...SAMPLE, id: 2 });
    const error: unknown = await duplicate.then(
      () => undefined,
      (rejection: unknown) => rejection,
    );
    expect(uniqueViolationConstraint(error)).toBe('worker_samples_key_key');

    const orphan: unknown = await throughWorker()
      .execute(sql`insert into worker_children values (99)`)
      .then(
        () => undefined,
        (rejection: unknown) => rejection,
      );
    expect(sqlState(orphan)).toEqual({ code: '23503', constraint: 'worker_children_parent_fkey' });
  });

  it('rolls a transaction back when its callback throws, and commits it otherwise', async () => {
    const db = throughWorker();
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(samples).values({ id: 10 });
        throw new Error('cancelled');
      }),
    ).rejects.toThrow('cancelled');
    await db.transaction(async (tx) => {
      await tx.insert(samples).values({ id: 11 });
      // A nested transaction is a savepoint inside the same worker transaction.
      await tx
        .transaction(async (inner) => {
          await inner.insert(samples).values({ id: 12 });
          throw new Error('inner only');
        })
        .catch(() => undefined);
    });
    const ids = await db.execute(sql`select id from worker_samples where id >= 10 order by id`);
    expect(ids.rows).toEqual([{ id: 11 }]);
  });

  it('makes a query from outside wait until the open transaction ends, as PGlite does', async () => {
    const db = throughWorker();
    const order: string[] = [];
    let outside: Promise<unknown> = Promise.resolve();
    await db.transaction(async (tx) => {
      await tx.insert(samples).values({ id: 20 });
      outside = db
        .execute(sql`select count(*)::int as n from worker_samples where id = 20`)
        .then((result) => order.push(`outside saw ${JSON.stringify(result.rows)}`));
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.execute(sql`select 1`);
      order.push('transaction done');
    });
    await outside;
    expect(order).toEqual(['transaction done', 'outside saw [{"n":1}]']);
  });

  it('delivers a NOTIFY once its transaction commits, and never one that rolled back', async () => {
    const payloads: string[] = [];
    const unlisten = await worker.listen('worker_channel', (payload) => payloads.push(payload));
    const db = throughWorker();
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`select pg_notify('worker_channel', 'rolled back')`);
        throw new Error('undo');
      })
      .catch(() => undefined);
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('worker_channel', 'committed')`);
      expect(payloads).toEqual([]);
    });
    await expect.poll(() => payloads).toEqual(['committed']);
    await unlisten();
    await db.execute(sql`select pg_notify('worker_channel', 'after unlisten')`);
    await db.execute(sql`select 1`);
    expect(payloads).toEqual(['committed']);
  });

  it('leaves this thread free while a long statement runs', async () => {
    const gaps: number[] = [];
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      gaps.push(now - last);
      last = now;
    }, 5);
    const started = performance.now();
    try {
      await worker.query('select count(*) from generate_series(1, 3000) a, generate_series(1, 1000) b');
    } finally {
      clearInterval(ticker);
    }
    const statementMs = performance.now() - started;
    // The statement held the worker; the timers here kept firing all along.
    expect(statementMs).toBeGreaterThan(150);
    expect(gaps.length).toBeGreaterThan(3);
    expect(Math.max(...gaps)).toBeLessThan(Math.max(100, statementMs / 3));
  });
});
