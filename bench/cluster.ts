import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { todayInZone } from '@molip/domain/calendar-date';
import { DEFAULT_TIMEZONE, STUDY_SPEED_MAX } from '@molip/domain/constants';
import { STATS_DAYS } from '@molip/domain/study-stats';
import { startBenchServer, type BenchServer } from './bench-server.ts';
import { freePort } from '../scripts/free-port.ts';
import {
  openPostgresProbe,
  openRedisProbe,
  type PostgresFigures,
  type RedisFigures,
} from './cluster-probes.ts';
import {
  countPresenceEvents,
  createRoundRobin,
  type EndpointFigures,
  type RoundRobin,
} from './cluster-traffic.ts';
import { signInOverHttp } from './http-session.ts';

/**
 * `npm run bench:cluster`: CLUSTER_LEARNERS simulated learners (default 60) against CLUSTER_INSTANCES
 * instances of the server's build (default 2) on one PostgreSQL database, created for the run and dropped
 * after it, and one Redis (the shared rate-limit counters). Each learner signs in, agrees to the terms, joins
 * a study room (rooms of 100 fill in order), makes a small plan and opens a presence stream on it (CLUSTER_STREAMS of them, default all); then, for
 * CLUSTER_DURATION seconds (default 60), reads the dashboard, quick-starts focus on a to-do, pauses, completes
 * and reads the current block, with CLUSTER_THINK_MS (default 1000, ±50 %) between steps. Requests go to the
 * instances in turn; learners sign in one at a time, through the instance PUBLIC_URL names. The table
 * (also written to CLUSTER_REPORT when set) gives each endpoint's latency, each instance's CPU time per
 * request, memory and PostgreSQL connections, PostgreSQL's and Redis's load, the presence events delivered
 * and the CPU per online learner (to compare runs with different CLUSTER_LEARNERS).
 */
const learnerCount = Number(process.env.CLUSTER_LEARNERS ?? 60);
const instanceCount = Number(process.env.CLUSTER_INSTANCES ?? 2);
const durationSeconds = Number(process.env.CLUSTER_DURATION ?? 60);
const thinkMs = Number(process.env.CLUSTER_THINK_MS ?? 1000);
/** How many of the learners keep a presence stream open (all unless told), to tell the fan-out's cost apart. */
const streamCount = Number(process.env.CLUSTER_STREAMS ?? learnerCount);
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const reportPath = process.env.CLUSTER_REPORT;

/** Learners signing in and building their plan at once: enough to be quick, few enough not to time out. */
const SETUP_CONCURRENCY = 8;
/** A to-do per unit, all on today's list: the plan studies STUDY_SPEED_MAX units a day. */
const PLAN_UNITS = STUDY_SPEED_MAX;
const QUICK_START_MINUTES = 25;
const SAMPLE_EVERY_MS = 1_000;
/** Past the load, how long set-up, start-up and clean-up may take before the run gives up by itself. */
const WATCHDOG_MARGIN_MS = 5 * 60_000 + learnerCount * 1_000;

type Headers = Record<string, string>;
type Learner = { headers: Headers; todoIds: string[]; roomId: number; stream: AbortController | undefined };
type TodayGroup = { dailyTodoUnitResponses: { id: string }[] };

const think = () => new Promise((resolve) => setTimeout(resolve, thinkMs * (0.5 + Math.random())));

/** Runs `task` for each index with at most `limit` running at a time; answers in index order. */
async function inBatches<T>(count: number, limit: number, task: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array<T>(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      results[index] = await task(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, count) }, worker));
  return results;
}

/** The presence events the learners' streams received while counting, and the member changes they carried. */
const presence = { counting: false, events: 0, memberChanges: 0, focusChanges: 0 };

/**
 * Sign-ins run one after another: the bench's sign-in names each learner after the millisecond it passes
 * the gate, and two at once would ask for the same username.
 */
let signIns: Promise<void> = Promise.resolve();

/**
 * Signs a learner in (through the instance PUBLIC_URL names: the sign-in checks the request's origin against
 * it), then joins a study room, makes a plan of ten units for today and opens a presence stream on the room,
 * through any instance.
 */
async function prepareLearner(traffic: RoundRobin, publicUrl: string, index: number): Promise<Learner> {
  const signingIn = signIns.then(() =>
    signInOverHttp(publicUrl, `cluster-${index}-${Date.now()}@example.com`),
  );
  signIns = signingIn.then(
    () => undefined,
    () => undefined,
  );
  const { accessToken } = await signingIn;
  const headers = { authorization: `Bearer ${accessToken}` };
  const room = await traffic.sendOrThrow<{ id: number }>(
    'POST /api/group/rooms/join',
    '/api/group/rooms/join',
    headers,
    {},
  );
  const content = await traffic.sendOrThrow<{ id: string; contentUnits: { id: string }[] }>(
    'POST /api/learning-contents',
    '/api/learning-contents',
    headers,
    {
      title: `클러스터 교재 ${index}`,
      type: 'BOOK',
      contentUnits: Array.from({ length: PLAN_UNITS }, (_, unit) => ({ title: `${unit + 1}단원` })),
    },
  );
  await traffic.sendOrThrow('POST /api/study-plans', '/api/study-plans', headers, {
    learningContentId: content.id,
    contentUnitIds: content.contentUnits.map((unit) => unit.id),
    startDate: todayInZone(new Date(), DEFAULT_TIMEZONE),
    restDays: [],
    studySpeed: STUDY_SPEED_MAX,
    bufferDayInterval: 0,
  });
  const today = await traffic.sendOrThrow<TodayGroup[]>(
    'GET /api/daily-todos/today',
    '/api/daily-todos/today',
    headers,
  );
  const todoIds = today.flatMap((group) => group.dailyTodoUnitResponses.map((unit) => unit.id));
  if (todoIds.length === 0) throw new Error('the plan has no to-do today');

  if (index >= streamCount) return { headers, todoIds, roomId: room.id, stream: undefined };
  const stream = new AbortController();
  const { baseUrl } = traffic.pick();
  const response = await fetch(`${baseUrl}/api/group/${room.id}/events`, {
    headers,
    signal: stream.signal,
  });
  if (response.status !== 200 || !response.body) throw new Error(`presence stream: ${response.status}`);
  void countPresenceEvents(response.body, (changes) => {
    if (!presence.counting) return;
    presence.events += 1;
    presence.memberChanges += changes;
  });
  return { headers, todoIds, roomId: room.id, stream };
}

/** What a learner does until `deadline`: the dashboard, then a quick start, a pause, a completion and a look. */
async function runLearner(traffic: RoundRobin, learner: Learner, deadline: number) {
  const { headers } = learner;
  // Learners start spread over one think time, not all in the same millisecond.
  await think();
  for (let round = 0; Date.now() < deadline; round += 1) {
    await Promise.all([
      traffic.send('GET /api/daily-todos/today', '/api/daily-todos/today', headers),
      traffic.send(
        `GET /api/user/stats?days=${STATS_DAYS.min}`,
        `/api/user/stats?days=${STATS_DAYS.min}`,
        headers,
      ),
    ]);
    await think();
    const dailyTodoUnitId = learner.todoIds[round % learner.todoIds.length] ?? '';
    // Past the list's end, a completed to-do is reopened (완료 취소) before it is focused on again.
    if (round >= learner.todoIds.length) {
      await traffic.send(
        'PATCH /api/daily-todo-units/:id/status',
        `/api/daily-todo-units/${dailyTodoUnitId}/status`,
        headers,
        {
          status: 'PENDING',
        },
      );
    }
    const focusChange = async (endpoint: string, body: object) => {
      const answer = await traffic.send(endpoint, endpoint.slice(endpoint.indexOf(' ') + 1), headers, body);
      if (answer !== undefined && presence.counting) presence.focusChanges += 1;
    };
    await focusChange('POST /api/focus-logs/quick-start', {
      dailyTodoUnitId,
      blockMinutes: QUICK_START_MINUTES,
    });
    await think();
    await focusChange('POST /api/focus-logs/pause', { dailyTodoUnitId });
    await think();
    await focusChange('POST /api/focus-logs/complete', { dailyTodoUnitId, completed: true });
    await traffic.send('GET /api/focus-blocks/current', '/api/focus-blocks/current', headers);
    await think();
  }
}

type InstanceFigures = {
  requests: number;
  cpuMs: number;
  memory: { now: number; peak: number };
  connections: { now: number; peak: number };
};

const table = (header: string[], rows: (string | number)[][]) =>
  [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');

const fixed = (value: number, digits = 1) => value.toFixed(digits);

function report(figures: {
  seconds: number;
  setupSeconds: number;
  endpoints: EndpointFigures[];
  instances: InstanceFigures[];
  postgres: PostgresFigures;
  redis: RedisFigures;
  streams: number;
  rooms: number;
  failureExamples: string[];
}): string {
  const { seconds, endpoints, instances, postgres, redis } = figures;
  const requests = endpoints.reduce((sum, endpoint) => sum + endpoint.requests, 0);
  const failed = endpoints.reduce((sum, endpoint) => sum + endpoint.failed, 0);
  const instanceCpu = instances.reduce((sum, instance) => sum + instance.cpuMs, 0);
  const lines = [
    `# Molip cluster bench — ${new Date().toISOString()}`,
    '',
    `${learnerCount} learners, ${instanceCount} instances (the server's build, \`npm run serve\`'s flags), one ` +
      `PostgreSQL database and one Redis; think time ${thinkMs} ms ±50 %; ${fixed(seconds)} s measured after ` +
      `${fixed(figures.setupSeconds)} s of set-up (sign-in, terms, group, plan, presence stream).`,
    '',
    table(
      ['endpoint', 'requests', 'failed', 'p50 ms', 'p99 ms'],
      [
        ...endpoints
          .sort((a, b) => b.requests - a.requests)
          .map((row) => [row.endpoint, row.requests, row.failed, fixed(row.p50), fixed(row.p99)]),
        ['**all**', requests, failed, '', ''],
      ],
    ),
    '',
    table(
      [
        'instance',
        'requests',
        'req/s',
        'CPU ms/req',
        'CPU % of a core',
        'RSS MB (peak)',
        'PostgreSQL connections (peak)',
      ],
      instances.map((instance, index) => [
        index + 1,
        instance.requests,
        fixed(instance.requests / seconds),
        fixed(instance.cpuMs / Math.max(1, instance.requests), 2),
        fixed(instance.cpuMs / seconds / 10),
        `${instance.memory.now} (${instance.memory.peak})`,
        `${instance.connections.now} (${instance.connections.peak})`,
      ]),
    ),
    '',
    table(
      ['PostgreSQL (this database)', 'value'],
      [
        ['transactions committed /s', fixed(postgres.commits / seconds)],
        ['transactions committed per request', fixed(postgres.commits / Math.max(1, requests), 2)],
        ['rolled back', postgres.rollbacks],
        ['client backends at the end (peak)', `${postgres.backends.now} (${postgres.backends.peak})`],
        ['backend CPU ms per request', fixed(postgres.backendCpuMs / Math.max(1, requests), 2)],
        ['backend CPU % of a core', fixed(postgres.backendCpuMs / seconds / 10)],
      ],
    ),
    '',
    table(
      ['Redis (the whole server)', 'value'],
      [
        ['commands /s', fixed(redis.commands / seconds)],
        ['commands per request', fixed(redis.commands / Math.max(1, requests), 2)],
        ['CPU ms per request', fixed(redis.cpuMs / Math.max(1, requests), 3)],
      ],
    ),
    '',
    table(
      ['presence', 'value'],
      [
        ['study rooms (of at most 100)', figures.rooms],
        ['streams open', figures.streams],
        ['focus changes answered 2xx (quick-start, pause, complete)', presence.focusChanges],
        ['events delivered to streams', presence.events],
        ['events per stream /s', fixed(presence.events / Math.max(1, figures.streams) / seconds, 2)],
        ['events per focus change', fixed(presence.events / Math.max(1, presence.focusChanges), 1)],
        ['member changes carried per event', fixed(presence.memberChanges / Math.max(1, presence.events), 1)],
      ],
    ),
    '',
    table(
      ['per online learner', 'value'],
      [
        ['requests /s', fixed(requests / seconds / learnerCount, 3)],
        ['instance CPU ms a second', fixed(instanceCpu / seconds / learnerCount, 2)],
        ['PostgreSQL CPU ms a second', fixed(postgres.backendCpuMs / seconds / learnerCount, 2)],
        ['presence events a second', fixed(presence.events / seconds / learnerCount, 2)],
      ],
    ),
    '',
    `All instances: ${fixed(instanceCpu / Math.max(1, requests), 2)} CPU ms per request (presence fan-out ` +
      `included); with PostgreSQL's backends ${fixed((instanceCpu + postgres.backendCpuMs) / Math.max(1, requests), 2)} ms.`,
  ];
  if (figures.failureExamples.length > 0) {
    lines.push('', 'Failures (first distinct ones):', ...figures.failureExamples.map((line) => `- ${line}`));
  }
  return lines.join('\n');
}

async function main() {
  const database = `molip_cluster_${Date.now()}`;
  const postgres = await openPostgresProbe(adminUrl, database);
  const redis = await openRedisProbe(redisUrl);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'molip-cluster-'));
  const servers: BenchServer[] = [];
  const learners: Learner[] = [];
  let cleanedUp: Promise<void> | undefined;
  const cleanUp = () =>
    (cleanedUp ??= (async () => {
      for (const learner of learners) learner.stream?.abort();
      await Promise.all(servers.map((server) => server.stop()));
      await postgres.query(`drop database if exists ${database} with (force)`);
      await Promise.all([postgres.close(), redis.close()]);
      rmSync(dataDir, { recursive: true, force: true });
    })());
  const watchdog = setTimeout(
    () => {
      console.error('cluster bench: still running past its time limit, stopping');
      process.exitCode = 1;
      void cleanUp().finally(() => process.exit(1));
    },
    durationSeconds * 1000 + WATCHDOG_MARGIN_MS,
  );
  watchdog.unref();

  await postgres.query(`create database ${database}`);
  try {
    const ports = await Promise.all(Array.from({ length: instanceCount }, () => freePort()));
    const publicUrl = `http://127.0.0.1:${ports[0]}`;
    const databaseUrl = new URL(adminUrl);
    databaseUrl.pathname = `/${database}`;
    const jwtSecret = randomBytes(48).toString('base64');
    // One by one: the first runs the migrations, the others would only wait for its lock.
    for (const [index, port] of ports.entries()) {
      // Each instance names itself to PostgreSQL, so its connections can be counted.
      databaseUrl.searchParams.set('application_name', `molip-cluster-${index + 1}`);
      servers.push(
        await startBenchServer(port, {
          DATABASE_URL: databaseUrl.toString(),
          REDIS_URL: redisUrl,
          DATA_DIR: dataDir,
          JWT_SECRET: jwtSecret,
          PUBLIC_URL: publicUrl,
          AUTH_MODE: 'local',
        }),
      );
    }
    const traffic = createRoundRobin(servers.map((server) => server.baseUrl));

    const setupStarted = performance.now();
    learners.push(
      ...(await inBatches(learnerCount, SETUP_CONCURRENCY, (index) =>
        prepareLearner(traffic, publicUrl, index),
      )),
    );
    const setupSeconds = (performance.now() - setupStarted) / 1000;
    console.log(
      `${learnerCount} learners ready in ${setupSeconds.toFixed(1)} s; load for ${durationSeconds} s`,
    );

    await postgres.sample();
    await Promise.all([postgres.startMeasuring(), redis.startMeasuring()]);
    const cpuBefore = servers.map((server) => server.cpuMilliseconds());
    traffic.startRecording();
    presence.counting = true;
    const started = performance.now();
    const sampler = setInterval(() => void postgres.sample().catch(() => undefined), SAMPLE_EVERY_MS);
    const deadline = Date.now() + durationSeconds * 1000;
    await Promise.all(learners.map((learner) => runLearner(traffic, learner, deadline)));
    clearInterval(sampler);
    const seconds = (performance.now() - started) / 1000;
    traffic.stopRecording();
    presence.counting = false;
    const cpuUsed = servers.map((server, index) => server.cpuMilliseconds() - (cpuBefore[index] ?? 0));
    const [postgresFigures, redisFigures] = await Promise.all([postgres.finish(), redis.finish()]);
    const served = traffic.served();
    const text = report({
      seconds,
      setupSeconds,
      endpoints: traffic.endpoints(),
      instances: servers.map((server, index) => ({
        requests: served[index] ?? 0,
        cpuMs: cpuUsed[index] ?? 0,
        memory: server.memory(),
        connections: postgresFigures.connectionsOf.get(`molip-cluster-${index + 1}`) ?? { now: 0, peak: 0 },
      })),
      postgres: postgresFigures,
      redis: redisFigures,
      streams: learners.filter((learner) => learner.stream).length,
      rooms: new Set(learners.map((learner) => learner.roomId)).size,
      failureExamples: traffic.failureExamples(),
    });
    console.log(text);
    if (reportPath) writeFileSync(reportPath, `${text}\n`);
    if (traffic.endpoints().some((endpoint) => endpoint.failed > 0)) process.exitCode = 1;
  } finally {
    await cleanUp();
    clearTimeout(watchdog);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
