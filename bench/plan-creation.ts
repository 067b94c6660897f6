import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { todayInZone } from '@molip/domain/calendar-date';
import { DEFAULT_TIMEZONE } from '@molip/domain/constants';
import { freePort } from '../scripts/free-port.ts';
import { processCpuMilliseconds, startBenchServer } from './bench-server.ts';
import { postJson, signInOverHttp } from './http-session.ts';

/**
 * `node --import tsx bench/plan-creation.ts` (after `npm run build -w @molip/server`): the bench's plan creation
 * alone on a fresh server — a 5,000-unit content, PLAN_RUNS plans of its first 3,650 units at 10 a day — with
 * each creation's wall time, the server's CPU and, on PostgreSQL (DATABASE_URL), its backends' CPU, which vary
 * less than wall time on a machine shared with other work.
 */
const runs = Number(process.env.PLAN_RUNS ?? 7);
const databaseUrl = process.env.DATABASE_URL;

/** CPU used so far by every other backend of the database (Linux /proc; PostgreSQL on this machine). */
async function backendsCpuMilliseconds(admin: pg.Client | undefined): Promise<number> {
  if (!admin) return 0;
  const { rows } = await admin.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  return rows.reduce((total, { pid }) => total + (processCpuMilliseconds(pid) ?? 0), 0);
}

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'molip-plan-creation-'));
  const server = await startBenchServer(await freePort(), { DATA_DIR: dataDir });
  const admin = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : undefined;
  await admin?.connect();
  try {
    const { baseUrl } = server;
    const { accessToken } = await signInOverHttp(baseUrl, `plan-creation-${Date.now()}@example.com`);
    const headers = { authorization: `Bearer ${accessToken}` };
    const content = await postJson<{ id: string }>(`${baseUrl}/api/learning-contents`, headers, {
      title: `계획 벤치 문제집 ${Date.now()}`,
      author: '벤치마크',
      type: 'PROBLEM_SET',
      contentUnits: Array.from({ length: 5000 }, (_, index) => ({ title: `문제 ${index + 1}` })),
    });
    const units = (await (
      await fetch(`${baseUrl}/api/learning-contents/${content.id}/content-units`, { headers })
    ).json()) as { id: string }[];
    const draft = {
      learningContentId: content.id,
      contentUnitIds: units.slice(0, 3650).map((unit) => unit.id),
      startDate: todayInZone(new Date(), DEFAULT_TIMEZONE),
      restDays: [],
      studySpeed: 10,
      bufferDayInterval: 0,
    };
    const rows: { wallMs: number; serverCpuMs: number; postgresCpuMs: number }[] = [];
    for (let run = 0; run < runs; run += 1) {
      const serverCpu = server.cpuMilliseconds();
      const postgresCpu = await backendsCpuMilliseconds(admin);
      const started = performance.now();
      await postJson(`${baseUrl}/api/study-plans`, headers, draft);
      rows.push({
        wallMs: Math.round(performance.now() - started),
        serverCpuMs: server.cpuMilliseconds() - serverCpu,
        postgresCpuMs: (await backendsCpuMilliseconds(admin)) - postgresCpu,
      });
    }
    console.log(`POST /api/study-plans, 3,650 to-dos — ${databaseUrl ? 'PostgreSQL' : 'PGlite (embedded)'}`);
    console.table(rows);
    console.log(
      `median: ${median(rows.map((row) => row.wallMs))} ms wall, ` +
        `${median(rows.map((row) => row.serverCpuMs))} ms server CPU` +
        (admin ? `, ${median(rows.map((row) => row.postgresCpuMs))} ms PostgreSQL CPU` : ''),
    );
  } finally {
    await admin?.end();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
