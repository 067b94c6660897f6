import { Redis } from 'ioredis';
import pg from 'pg';
import { processCpuMilliseconds } from './bench-server.ts';

/*
 * What the cluster bench reads beside the HTTP traffic: PostgreSQL's own counters and its backends' CPU time,
 * and Redis's command count and CPU time. Both may serve other work on a shared machine: PostgreSQL's
 * figures are limited to the bench's own database, Redis's are the whole server's.
 */

type Connections = { now: number; peak: number };

export type PostgresFigures = {
  commits: number;
  rollbacks: number;
  /** Connections of each application name (one per instance) at the last sample and at the most. */
  connectionsOf: Map<string, Connections>;
  /** Every backend on the bench's database, whoever opened it. */
  backends: Connections;
  /** CPU time of the database's backends while measuring (a backend that ended between samples loses its last second). */
  backendCpuMs: number;
};

/**
 * Samples PostgreSQL from its `postgres` maintenance database (so the probe's own transactions are not
 * counted): connections per application name and in all on `database`, its commits, and its backends' CPU.
 */
export async function openPostgresProbe(adminUrl: string, database: string) {
  const client = new pg.Client({ connectionString: adminUrl, application_name: 'molip-cluster-probe' });
  await client.connect();
  const connectionsOf = new Map<string, Connections>();
  const backends: Connections = { now: 0, peak: 0 };
  // Each backend's CPU when first seen while measuring (0 for one opened since) and when last seen.
  const cpu = new Map<number, { first: number; last: number }>();
  let measuring = false;
  let counters = { commits: 0, rollbacks: 0 };

  async function readCounters() {
    const { rows } = await client.query<{ commits: string; rollbacks: string }>(
      'select xact_commit as commits, xact_rollback as rollbacks from pg_stat_database where datname = $1',
      [database],
    );
    return { commits: Number(rows[0]?.commits ?? 0), rollbacks: Number(rows[0]?.rollbacks ?? 0) };
  }

  async function sample() {
    const { rows } = await client.query<{ pid: number; application_name: string }>(
      "select pid, application_name from pg_stat_activity where datname = $1 and backend_type = 'client backend'",
      [database],
    );
    const counts = new Map<string, number>();
    for (const row of rows) counts.set(row.application_name, (counts.get(row.application_name) ?? 0) + 1);
    for (const [name, count] of counts) {
      const seen = connectionsOf.get(name) ?? { now: 0, peak: 0 };
      connectionsOf.set(name, { now: count, peak: Math.max(seen.peak, count) });
    }
    for (const [name, seen] of connectionsOf) if (!counts.has(name)) seen.now = 0;
    backends.now = rows.length;
    backends.peak = Math.max(backends.peak, rows.length);
    if (!measuring) return;
    for (const { pid } of rows) {
      const used = processCpuMilliseconds(pid);
      if (used === undefined) continue;
      const known = cpu.get(pid);
      cpu.set(pid, { first: known?.first ?? 0, last: used });
    }
  }

  return {
    sample,
    /** Starts counting from now: commits, peaks and the CPU of the backends open at this moment. */
    async startMeasuring() {
      counters = await readCounters();
      const { rows } = await client.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = $1',
        [database],
      );
      cpu.clear();
      for (const { pid } of rows) {
        const used = processCpuMilliseconds(pid);
        if (used !== undefined) cpu.set(pid, { first: used, last: used });
      }
      for (const seen of connectionsOf.values()) seen.peak = seen.now;
      backends.peak = backends.now;
      measuring = true;
    },
    async finish(): Promise<PostgresFigures> {
      await sample();
      measuring = false;
      const end = await readCounters();
      let backendCpuMs = 0;
      for (const { first, last } of cpu.values()) backendCpuMs += last - first;
      return {
        commits: end.commits - counters.commits,
        rollbacks: end.rollbacks - counters.rollbacks,
        connectionsOf,
        backends: { ...backends },
        backendCpuMs,
      };
    },
    /** Runs a statement on the maintenance connection (creating and dropping the bench's database). */
    query: (text: string) => client.query(text),
    close: () => client.end(),
  };
}

export type RedisFigures = { commands: number; cpuMs: number };

const infoField = (info: string, field: string) =>
  Number(new RegExp(`^${field}:([\\d.]+)`, 'm').exec(info)?.[1] ?? 0);

/** Redis's commands processed and CPU time (the whole server's, whoever else uses it) between two reads. */
export async function openRedisProbe(url: string) {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  const read = async () => {
    const info = await redis.info();
    return {
      commands: infoField(info, 'total_commands_processed'),
      cpuMs: (infoField(info, 'used_cpu_sys') + infoField(info, 'used_cpu_user')) * 1000,
    };
  };
  let start = await read();
  return {
    async startMeasuring() {
      start = await read();
    },
    async finish(): Promise<RedisFigures> {
      const end = await read();
      // The probe's own INFO is one of the commands counted.
      return { commands: end.commands - start.commands - 1, cpuMs: end.cpuMs - start.cpuMs };
    },
    close: async () => {
      await redis.quit();
    },
  };
}
