import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { todayInZone } from '@molip/domain/calendar-date';
import { DEFAULT_TIMEZONE } from '@molip/domain/constants';
import { clockInZone } from '@molip/domain/zoned-time';
import { createAccessTokens } from '../apps/server/src/lib/access-tokens.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { startBenchServer, type BenchServer, type ResidentMemory } from './bench-server.ts';
import { freePort } from '../scripts/free-port.ts';
import { postJson, signInOverHttp } from './http-session.ts';
import { measurePresenceLatency } from './presence-latency.ts';
import { BENCH_GROUP_INVITE_CODE, seedBeforeStart } from './seed-activity.ts';
import { heavyWriteRow, measureUnitTreeWrites, runUnitTreeWritesAlone } from './unit-tree-writes.ts';

/**
 * `npm run bench`: starts the real server on loopback (PostgreSQL when DATABASE_URL is set, else a fresh
 * embedded PGlite) and drives it with autocannon. BENCH_DURATION (s) and BENCH_CONNECTIONS tune the load.
 * On PostgreSQL it then times presence between two instances. Each endpoint's row also gives the server's CPU
 * time per request (Linux /proc), which varies less than req/s when other work shares the machine.
 */
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const PRESENCE_SAMPLES = 100;

type Result = {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  /** Connection errors and timeouts (autocannon gives up on a request after 10 s). */
  errors: number;
  /** The server's CPU time per answered request: steadier than req/s on a machine shared with other work. */
  cpuMsPerRequest: number;
};

type Headers = Record<string, string>;

async function measure(
  name: string,
  server: BenchServer,
  path: string,
  headers: Headers = {},
  /** Each connection sends requests with these headers in turn (several readers), else always `headers`. */
  rotate: Headers[] = [],
): Promise<Result> {
  const url = `${server.baseUrl}${path}`;
  // A second of load first, so the route is compiled and the pools are open before the measured run.
  await (await fetch(url, { headers })).arrayBuffer();
  await autocannon({ url, connections, duration: 1, headers });
  const requests = rotate.map((each) => ({ method: 'GET' as const, headers: each }));
  const cpuBefore = server.cpuMilliseconds();
  const result = await autocannon({
    url,
    connections,
    duration,
    headers,
    ...(rotate.length ? { requests } : {}),
  });
  const cpuUsed = server.cpuMilliseconds() - cpuBefore;
  // Requests still in flight when the load stops finish within about one p99; the next endpoint waits for them.
  await new Promise((resolve) => setTimeout(resolve, Math.min(result.latency.p99, 30_000)));
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    cpuMsPerRequest: cpuUsed / Math.max(1, result.requests.total),
  };
}

const row = (result: Result) => ({
  endpoint: result.name,
  'req/s': Math.round(result.requestsPerSecond),
  'p50 ms': result.p50,
  'p99 ms': result.p99,
  'CPU ms/req': Number(result.cpuMsPerRequest.toFixed(2)),
  non2xx: result.non2xx,
  errors: result.errors,
});

/** One endpoint's requests per second as a share of another's. */
const ratio = (result: Result, base: Result) =>
  (result.requestsPerSecond / base.requestsPerSecond).toFixed(2);

/** One endpoint's server CPU time per request as a multiple of another's. */
const cpuRatio = (result: Result, base: Result) => (result.cpuMsPerRequest / base.cpuMsPerRequest).toFixed(2);

/** Starts the server once on the new, empty data dir and notes its memory once it is ready. */
async function measureFirstStart(port: number, dataDir: string): Promise<ResidentMemory> {
  const server = await startBenchServer(port, { DATA_DIR: dataDir });
  const memory = server.memory();
  await server.stop();
  return memory;
}

type CreatedContent = { id: string };
type FlatUnit = { id: string };

async function createContent(baseUrl: string, headers: Headers, title: string, unitCount: number) {
  const content = await postJson<CreatedContent>(`${baseUrl}/api/learning-contents`, headers, {
    title,
    author: '벤치마크',
    type: 'PROBLEM_SET',
    contentUnits: Array.from({ length: unitCount }, (_, index) => ({ title: `문제 ${index + 1}` })),
  });
  const units = (await (
    await fetch(`${baseUrl}/api/learning-contents/${content.id}/content-units`, { headers })
  ).json()) as FlatUnit[];
  return { contentId: content.id, unitIds: units.map((unit) => unit.id) };
}

const planDraft = (contentId: string, unitIds: string[], studySpeed: number) => ({
  learningContentId: contentId,
  contentUnitIds: unitIds,
  // New users study on Seoul time (DEFAULT_TIMEZONE).
  startDate: todayInZone(new Date(), DEFAULT_TIMEZONE),
  restDays: [],
  studySpeed,
  bufferDayInterval: 0,
});

/**
 * Creating a plan from a 5,000-unit content: load and select from all 5,000 units, schedule the 3,650 that
 * fit the 365-day limit at the top speed (10 a day), and insert 3,650 to-do rows in one transaction.
 */
async function measurePlanCreation(baseUrl: string, headers: Headers, runs = 5) {
  const { contentId, unitIds } = await createContent(baseUrl, headers, `벤치 문제집 ${Date.now()}`, 5000);
  const timings: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await postJson(`${baseUrl}/api/study-plans`, headers, planDraft(contentId, unitIds.slice(0, 3650), 10));
    timings.push(performance.now() - started);
  }
  // These plans are archived so the to-do list benchmark sees exactly its 20 plans.
  const list = (await (await fetch(`${baseUrl}/api/study-plans?me=true&limit=100`, { headers })).json()) as {
    studyPlans: { id: string }[];
  };
  for (const plan of list.studyPlans) {
    await fetch(`${baseUrl}/api/study-plans/${plan.id}`, {
      method: 'PATCH',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'ARCHIVED' }),
    });
  }
  timings.sort((a, b) => a - b);
  return { median: timings[Math.floor(runs / 2)] ?? 0, max: timings.at(-1) ?? 0, runs };
}

async function createActivePlans(baseUrl: string, headers: Headers, count: number) {
  for (let index = 0; index < count; index += 1) {
    const { contentId, unitIds } = await createContent(
      baseUrl,
      headers,
      `벤치 교재 ${Date.now()}-${index}`,
      30,
    );
    await postJson(`${baseUrl}/api/study-plans`, headers, planDraft(contentId, unitIds, 3));
  }
}

/** A session and a block over every to-do of today, for the focus endpoints. */
async function startFocusBlock(baseUrl: string, headers: Headers): Promise<string[]> {
  const groups = (await (await fetch(`${baseUrl}/api/daily-todos/today`, { headers })).json()) as {
    dailyTodoUnitResponses: { id: string }[];
  }[];
  const todoIds = groups.flatMap((group) => group.dailyTodoUnitResponses.map((unit) => unit.id));
  // Starting now and ending in 23 hours keeps the whole run inside the session's window.
  const now = Date.now();
  const clock = (offsetMinutes: number) =>
    clockInZone(new Date(now + offsetMinutes * 60_000), DEFAULT_TIMEZONE);
  await postJson(`${baseUrl}/api/focus-sessions`, headers, {
    startTime: clock(0),
    endTime: clock(23 * 60),
    focusTime: 60,
  });
  await postJson(`${baseUrl}/api/focus-blocks`, headers, {
    intendedDailyTodoUnitIds: todoIds.slice(0, 60),
    plannedDurationMinutes: 22 * 60,
    startTime: clock(0),
  });
  return todoIds.slice(0, 60);
}

/** Start then complete focus on one to-do after another: the write path of a focus block. */
async function measureFocusLoop(baseUrl: string, headers: Headers, todoIds: string[]) {
  const timings: number[] = [];
  const started = performance.now();
  for (const dailyTodoUnitId of todoIds) {
    const pairStart = performance.now();
    await postJson(`${baseUrl}/api/focus-logs/start`, headers, { dailyTodoUnitId });
    await postJson(`${baseUrl}/api/focus-logs/complete`, headers, { dailyTodoUnitId, completed: true });
    timings.push(performance.now() - pairStart);
  }
  const elapsed = (performance.now() - started) / 1000;
  timings.sort((a, b) => a - b);
  return {
    pairs: timings.length,
    perSecond: timings.length / elapsed,
    median: timings[Math.floor(timings.length / 2)] ?? 0,
  };
}

/** Starts and pauses focus on one to-do until `run.done`: each change drops the group's shared ranking. */
async function churnFocus(
  baseUrl: string,
  headers: Headers,
  dailyTodoUnitId: string,
  run: { done: boolean },
) {
  let changes = 0;
  const started = performance.now();
  while (!run.done) {
    await postJson(`${baseUrl}/api/focus-logs/start`, headers, { dailyTodoUnitId });
    await postJson(`${baseUrl}/api/focus-logs/pause`, headers, { dailyTodoUnitId });
    changes += 2;
  }
  return changes / ((performance.now() - started) / 1000);
}

const GROUP_SEED = { cohort: 'bench-group', members: 200, days: 30, inBenchGroup: true };
/** One learner with a year of daily focus and to-dos, for the statistics read. */
const YEAR_SEED = { cohort: 'bench-year', members: 1, days: 366, inBenchGroup: false };
/** Members who read the ranking in turn with the benchmark user: one shared ranking, each their own row. */
const OTHER_READERS = 7;

type ActivitySummary = {
  periodInfo: { startDate: string; endDate: string };
  memberActivities: { dailyActivities: { totalStudyMinutes: number }[] }[];
};

/** The days a period read covered, its member-days with focus time and its size: context for its figure. */
async function describeActivity(url: string, headers: Headers) {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  const text = await response.text();
  const body = JSON.parse(text) as ActivitySummary;
  const studied = body.memberActivities
    .flatMap((member) => member.dailyActivities)
    .filter((day) => day.totalStudyMinutes > 0).length;
  const kilobytes = Buffer.byteLength(text) / 1024;
  return (
    `${body.periodInfo.startDate}…${body.periodInfo.endDate}, ${body.memberActivities.length} ranked, ` +
    `${studied} member-days with focus time, ${kilobytes.toFixed(0)} KB uncompressed`
  );
}

async function main() {
  // BENCH_ONLY=unit-trees runs only the heavy unit-tree writes.
  if (process.env.BENCH_ONLY === 'unit-trees') return runUnitTreeWritesAlone();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'molip-bench-'));
  const databaseUrl = process.env.DATABASE_URL;
  // BENCH_CPU_PROFILE=<dir> writes a V8 CPU profile of the server for the whole run.
  const profile = process.env.BENCH_CPU_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`]
    : [];
  // A first start on a new data dir (PGlite's initdb and migrations) is what holds the most memory.
  const firstStart = databaseUrl ? undefined : await measureFirstStart(port, dataDir);
  // PGlite's data dir takes one process at a time: the learners are seeded before the server opens it.
  const seeding = performance.now();
  const cohorts = await seedBeforeStart({ ...process.env, DATA_DIR: dataDir }, [GROUP_SEED, YEAR_SEED]);
  const yearLearnerId = cohorts[1]?.[0] ?? '';
  const seededIn = performance.now() - seeding;
  // The bench signs the seeded year learner's access token itself: they have no way to sign in.
  const jwtSecret = randomBytes(48).toString('base64');
  // The reference server reads a copy of the embedded store: a PGlite dir takes one process at a time.
  const referenceDir = mkdtempSync(path.join(tmpdir(), 'molip-bench-reference-'));
  if (!databaseUrl) cpSync(dataDir, referenceDir, { recursive: true });
  const server = await startBenchServer(port, { DATA_DIR: dataDir, JWT_SECRET: jwtSecret }, profile);
  const { baseUrl } = server;
  const startedMemory = server.memory();
  // The same libraries with no layers, on the same store: the ceiling of Molip's own stack. It verifies
  // Molip's tokens (same secret and issuer) and is measured right after Molip, endpoint by endpoint.
  const reference = await startBenchServer(
    await freePort(),
    { DATA_DIR: referenceDir, JWT_SECRET: jwtSecret, PUBLIC_URL: baseUrl },
    [],
    'bench/reference-server.ts',
  );
  let underLoadMemory = startedMemory;
  const lines: string[] = [];
  try {
    const { accessToken } = await signInOverHttp(baseUrl, `bench-${Date.now()}@example.com`);
    const store = databaseUrl ? 'PostgreSQL' : 'PGlite (embedded)';
    console.log(`Molip benchmark — ${store}, ${connections} connections, ${duration} s per endpoint`);
    console.log(
      `the bench's study group seeded in SQL with ${GROUP_SEED.members} members × ` +
        `${GROUP_SEED.days} days of focus logs in ${(seededIn / 1000).toFixed(1)} s`,
    );

    const auth = { authorization: `Bearer ${accessToken}` };
    const joinBenchGroup = (headers: Record<string, string>) =>
      postJson<{ id: number }>(`${baseUrl}/api/group/join-by-code`, headers, {
        inviteCode: BENCH_GROUP_INVITE_CODE,
      });
    const { id: groupId } = await joinBenchGroup(auth);
    const planCreation = await measurePlanCreation(baseUrl, auth);
    const unitTreeWrites = await measureUnitTreeWrites(server, auth);
    await createActivePlans(baseUrl, auth, 20);

    const activityPath = (period: string) => `/api/group/${groupId}/activity?period=${period}`;
    const periods = {
      WEEK: await describeActivity(`${baseUrl}${activityPath('WEEK')}`, auth),
      MONTH: await describeActivity(`${baseUrl}${activityPath('MONTH')}`, auth),
    };
    const health = await measure('GET /healthz', server, '/healthz');
    const bareHealth = await measure('reference: bare Fastify GET /healthz', reference, '/healthz');
    const yearToken = await createAccessTokens(jwtSecret, baseUrl, systemClock).sign({
      userId: yearLearnerId,
      sessionId: yearLearnerId,
    });
    const yearAuth = { authorization: `Bearer ${yearToken}` };
    // Both read the seeded year learner, the one account both stores hold.
    const me = await measure('GET /api/user/me', server, '/api/user/me', yearAuth);
    const bareMe = await measure(
      'reference: jose + one prepared read GET /api/user/me',
      reference,
      '/api/user/me',
      yearAuth,
    );
    const todayTodos = await measure(
      'GET /api/daily-todos/today (20 plans)',
      server,
      '/api/daily-todos/today',
      auth,
    );
    const todayTodosCompressed = await measure(
      'GET /api/daily-todos/today (20 plans, brotli asked)',
      server,
      '/api/daily-todos/today',
      { ...auth, 'accept-encoding': 'br, gzip' },
    );
    // Right after today's to-dos, so the ratio compares two reads under the same conditions.
    const weekActivity = await measure(
      `GET /api/group/:id/activity?period=WEEK (${GROUP_SEED.members} members)`,
      server,
      activityPath('WEEK'),
      auth,
    );
    const monthActivity = await measure(
      `GET /api/group/:id/activity?period=MONTH (${GROUP_SEED.members} members)`,
      server,
      activityPath('MONTH'),
      auth,
    );
    // What a browser asks for: the same ranking, compressed once for all its readers.
    const monthActivityCompressed = await measure(
      `GET /api/group/:id/activity?period=MONTH (${GROUP_SEED.members} members, as a browser asks: br)`,
      server,
      activityPath('MONTH'),
      { ...auth, 'accept-encoding': 'gzip, deflate, br, zstd' },
    );
    const yearStats = await measure(
      `GET /api/user/stats?days=366 (${YEAR_SEED.days} days of activity)`,
      server,
      '/api/user/stats?days=366',
      yearAuth,
    );
    const results = [
      health,
      bareHealth,
      me,
      bareMe,
      todayTodos,
      todayTodosCompressed,
      weekActivity,
      monthActivity,
      monthActivityCompressed,
      yearStats,
    ];
    const todoIds = await startFocusBlock(baseUrl, auth);
    const currentBlock = await measure(
      'GET /api/focus-blocks/current',
      server,
      '/api/focus-blocks/current',
      auth,
    );
    results.push(currentBlock);
    // The benchmark user is a member: each focus start or pause drops the group's shared ranking.
    const churn = { done: false };
    const churning = churnFocus(baseUrl, auth, todoIds[0] ?? '', churn);
    const churnedActivity = await measure(
      'GET /api/group/:id/activity?period=WEEK (a member starting and pausing focus)',
      server,
      activityPath('WEEK'),
      auth,
    );
    churn.done = true;
    const changesPerSecond = await churning;
    results.push(churnedActivity);
    const readers = [auth];
    for (let index = 0; index < OTHER_READERS; index += 1) {
      const reader = await signInOverHttp(baseUrl, `bench-reader-${index}-${Date.now()}@example.com`);
      const headers = { authorization: `Bearer ${reader.accessToken}` };
      await joinBenchGroup(headers);
      readers.push(headers);
    }
    results.push(
      await measure(
        `GET /api/group/:id/activity?period=WEEK (${readers.length} members reading in turn)`,
        server,
        activityPath('WEEK'),
        auth,
        readers,
      ),
    );
    const focusLoop = await measureFocusLoop(baseUrl, auth, todoIds);
    underLoadMemory = server.memory();
    console.table(results.map(row));
    console.table(unitTreeWrites.map(heavyWriteRow));
    for (const other of results.filter((result) => result !== health)) {
      const share = ratio(other, health);
      console.log(`${other.name}: req/s as a share of /healthz ${share}`);
    }
    console.log(`activity WEEK covered ${periods.WEEK}; MONTH covered ${periods.MONTH}`);
    const activityShare = weekActivity.requestsPerSecond / todayTodos.requestsPerSecond;
    console.log(
      `group activity (WEEK) ÷ today's to-dos, same run: req/s ${activityShare.toFixed(2)} (target ≥ 0.50), ` +
        `p99 ${weekActivity.p99} ms (target ≤ 50 ms at 32 connections)`,
    );
    console.log(
      `group activity MONTH: p99 ${monthActivity.p99} ms plain, ${monthActivityCompressed.p99} ms as a browser asks ` +
        `(target ≤ 100 ms at 32 connections on PostgreSQL)`,
    );
    console.log(
      `statistics for a year of activity: ${Math.round(yearStats.requestsPerSecond)} req/s, p99 ${yearStats.p99} ms ` +
        `(target ≤ 50 ms at 32 connections on PostgreSQL)`,
    );
    console.log(
      `activity WEEK under focus churn: ${changesPerSecond.toFixed(0)} focus changes/s by a member during the run, ` +
        `each dropping the shared ranking`,
    );
    console.log(
      `focus-log start + complete loop: ${focusLoop.perSecond.toFixed(0)} pairs/s, ` +
        `median ${focusLoop.median.toFixed(1)} ms per pair over ${focusLoop.pairs} pairs`,
    );
    console.log(
      `POST /api/study-plans from a 5,000-unit content (3,650 units scheduled): median ` +
        `${planCreation.median.toFixed(0)} ms, max ${planCreation.max.toFixed(0)} ms over ${planCreation.runs} runs`,
    );
    lines.push(
      `Molip's share of its own stack's ceiling, same run: /healthz ${ratio(health, bareHealth)} ` +
        `(target ≥ 0.50), /api/user/me ${ratio(me, bareMe)} (target ≥ 0.70)`,
      `today's to-dos ÷ /api/user/me: req/s ${ratio(todayTodos, me)} (target ≥ 0.50), p99 ${todayTodos.p99} ms ` +
        `(target ≤ 40 ms); with brotli asked ${ratio(todayTodosCompressed, todayTodos)} of uncompressed`,
      `current focus block ÷ /api/user/me: req/s ${ratio(currentBlock, me)} (target ≥ 0.50), ` +
        `p99 ${currentBlock.p99} ms (target ≤ 40 ms)`,
      `server CPU per request as a multiple of /api/user/me's: today's to-dos ${cpuRatio(todayTodos, me)}, ` +
        `current focus block ${cpuRatio(currentBlock, me)}`,
    );
    if (results.some((result) => result.non2xx > 0)) process.exitCode = 1;
  } finally {
    await server.stop();
    await reference.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(referenceDir, { recursive: true, force: true });
  }

  for (const line of lines) console.log(line);
  const memoryLine = (label: string, memory: ResidentMemory) =>
    `${label}: ${memory.now} MB resident, peak ${memory.peak} MB`;
  if (firstStart) console.log(memoryLine('server RSS after a first start on a new data dir', firstStart));
  console.log(memoryLine('server RSS after start', startedMemory));
  console.log(memoryLine('server RSS after the load', underLoadMemory) + ' (target ≤ 300 MB on PGlite)');

  if (!databaseUrl) {
    console.log(
      'presence across instances: skipped — PGlite allows one process per data dir, and the LISTEN/NOTIFY ' +
        'path between two instances needs PostgreSQL (set DATABASE_URL)',
    );
    return;
  }
  const presence = await measurePresenceLatency(databaseUrl, PRESENCE_SAMPLES);
  console.log(
    `presence across two instances (focus start/pause on 1 → SSE event on 2), ${presence.samples} samples: ` +
      `p50 ${presence.p50.toFixed(0)} ms, p99 ${presence.p99.toFixed(0)} ms, max ${presence.max.toFixed(0)} ms ` +
      `(target p99 ≤ 250 ms)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
