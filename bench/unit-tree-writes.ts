import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../scripts/free-port.ts';
import { startBenchServer, type BenchServer } from './bench-server.ts';
import { postJson, signInOverHttp } from './http-session.ts';

type Headers = Record<string, string>;

/** How often /healthz is asked while a heavy write runs: a stalled event loop shows as one slow answer. */
const HEALTH_POLL_MS = 20;
export const UNIT_TREE_SIZE = 5000;

const percentile = (sorted: readonly number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;

/** Asks /healthz every HEALTH_POLL_MS (one at a time) until stopped; gives each answer's latency in ms. */
function pollHealth(baseUrl: string) {
  const latencies: number[] = [];
  let stopped = false;
  const polling = (async () => {
    while (!stopped) {
      const started = performance.now();
      const response = await fetch(`${baseUrl}/healthz`);
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      if (!response.ok) throw new Error(`/healthz answered ${response.status}`);
      await new Promise((resolve) => setTimeout(resolve, HEALTH_POLL_MS));
    }
  })();
  return async () => {
    stopped = true;
    await polling;
    return latencies.sort((a, b) => a - b);
  };
}

export type HeavyWrite = {
  name: string;
  ms: number;
  /** The server process's CPU time during the write (and the polls it answered meanwhile). */
  serverCpuMs: number;
  healthPolls: number;
  healthP50: number;
  healthP99: number;
  healthMax: number;
};

/** Times one request while /healthz is polled; any answer but 2xx throws. */
async function timeWhilePolling(
  server: BenchServer,
  name: string,
  request: () => Promise<Response>,
): Promise<HeavyWrite> {
  const stopPolling = pollHealth(server.baseUrl);
  const cpuBefore = server.cpuMilliseconds();
  const started = performance.now();
  const response = await request();
  const text = await response.text();
  const ms = performance.now() - started;
  const serverCpuMs = server.cpuMilliseconds() - cpuBefore;
  const latencies = await stopPolling();
  if (!response.ok) throw new Error(`${name}: ${response.status} ${text.slice(0, 300)}`);
  return {
    name,
    ms,
    serverCpuMs,
    healthPolls: latencies.length,
    healthP50: percentile(latencies, 0.5),
    healthP99: percentile(latencies, 0.99),
    healthMax: latencies.at(-1) ?? 0,
  };
}

const problems = (prefix: string) =>
  Array.from({ length: UNIT_TREE_SIZE }, (_, index) => ({ title: `${prefix} ${index + 1}` }));

async function createContent(baseUrl: string, headers: Headers, title: string) {
  const content = await postJson<{ id: string }>(`${baseUrl}/api/learning-contents`, headers, {
    title,
    author: '벤치마크',
    type: 'PROBLEM_SET',
    contentUnits: problems('문제'),
  });
  return content.id;
}

/**
 * The heavy unit-tree writes: a 5,000-unit content's tree replaced by 5,000 new units (every old unit
 * goes), and a 5,000-unit content deleted, each while /healthz is polled every HEALTH_POLL_MS.
 */
export async function measureUnitTreeWrites(server: BenchServer, headers: Headers): Promise<HeavyWrite[]> {
  const { baseUrl } = server;
  const json = { ...headers, 'content-type': 'application/json' };
  const replacedId = await createContent(baseUrl, headers, `벤치 단원 교체 ${Date.now()}`);
  const replaced = await timeWhilePolling(
    server,
    `PUT …/content-units: ${UNIT_TREE_SIZE} units replaced by ${UNIT_TREE_SIZE} new ones`,
    () =>
      fetch(`${baseUrl}/api/learning-contents/${replacedId}/content-units`, {
        method: 'PUT',
        headers: json,
        body: JSON.stringify({ contentUnits: problems('새 문제') }),
      }),
  );
  const deletedId = await createContent(baseUrl, headers, `벤치 삭제 ${Date.now()}`);
  const deleted = await timeWhilePolling(
    server,
    `DELETE /api/learning-contents/:id of ${UNIT_TREE_SIZE} units`,
    () => fetch(`${baseUrl}/api/learning-contents/${deletedId}`, { method: 'DELETE', headers }),
  );
  return [replaced, deleted];
}

/** The console table's row of one heavy write, with its targets. */
export const heavyWriteRow = (write: HeavyWrite) => ({
  write: write.name,
  'ms (≤ 1,000)': Math.round(write.ms),
  'server CPU ms': Math.round(write.serverCpuMs),
  '/healthz polls': write.healthPolls,
  '/healthz p50 ms': Math.round(write.healthP50),
  '/healthz p99 ms (≤ 200)': Math.round(write.healthP99),
  '/healthz max ms': Math.round(write.healthMax),
});

/**
 * `BENCH_ONLY=unit-trees npm run bench`: only the heavy unit-tree writes, on a fresh server (a new embedded
 * PGlite, or the DATABASE_URL PostgreSQL), so they can be measured in a minute.
 */
export async function runUnitTreeWritesAlone() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'molip-bench-unit-trees-'));
  const server = await startBenchServer(await freePort(), { DATA_DIR: dataDir });
  try {
    const { accessToken } = await signInOverHttp(server.baseUrl, `bench-units-${Date.now()}@example.com`);
    const store = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)';
    console.log(`Molip benchmark, heavy unit-tree writes only — ${store}`);
    const writes = await measureUnitTreeWrites(server, { authorization: `Bearer ${accessToken}` });
    console.table(writes.map(heavyWriteRow));
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
