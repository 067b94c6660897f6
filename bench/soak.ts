import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { todayInZone } from '@molip/domain/calendar-date';
import { STATS_DAYS } from '@molip/domain/study-stats';
import { startBenchServer, type BenchServer } from './bench-server.ts';
import { percentile } from './cluster-traffic.ts';
import { signInOverHttp } from './http-session.ts';
import { freePort } from '../scripts/free-port.ts';
import { zoneNearestNoon } from '../scripts/zone-nearest-noon.ts';
import { startNginxFront, type NginxFront } from '../scripts/nginx-front.ts';

/**
 * `npm run soak`: three instances of the server's build behind the shipped nginx configuration (a private
 * nginx on 127.0.0.1) on one PostgreSQL database (created for the run, dropped after) and Redis, at the
 * design load of docs/operations.md for SOAK_MINUTES (default 30) after a warm-up: SOAK_LEARNERS online
 * learners (default 200, the evening peak of 1,000 registered; living where it is near noon, so no run meets
 * the end of their study day), each sending 3 requests a minute, starting and
 * ending focus every 10 minutes (Idempotency-Key on the focus writes, as the web app sends them), refreshing
 * its token a minute before it expires (every 9 minutes) and keeping one presence stream open. It passes when no request fails, no
 * instance's resident memory grows more than 10 % after the warm-up, p99 stays flat (the last 5 minutes within
 * 1.2 × the first 5; for runs under 25 minutes the last and first fifth) and the idempotency and session
 * tables hold no more rows than the writes made. Prints a pass/fail line per criterion; exits 1 on a failure.
 */
const minutes = Number(process.env.SOAK_MINUTES ?? 30);
const learnerCount = Number(process.env.SOAK_LEARNERS ?? 200);
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const reportPath = process.env.SOAK_REPORT;

const INSTANCES = 3;
/** The design's requests per online learner per minute (docs/operations.md, the activity model). */
const REQUESTS_PER_MINUTE = 3;
/** A focus start and its end every 10 minutes: 0.2 focus changes a minute. */
const FOCUS_CYCLE_STEPS = 30;
const QUICK_START_MINUTES = 25;
/** Like the web app, a learner refreshes its access token when it is this close to expiring. */
const REFRESH_MARGIN_MS = 60_000;
const PLAN_UNITS = 5;
/** Learners signing in and building their plan at once: enough to be quick, few enough not to time out. */
const SETUP_CONCURRENCY = 8;
const runTag = Date.now().toString(36);
/** The learners live where it is near noon, so no run meets the end of their study day (no minute left to focus). */
const learnerZone = zoneNearestNoon(new Date());
const REQUEST_TIMEOUT_MS = 10_000;
const SAMPLE_EVERY_MS = 5_000;
const COUNT_ROWS_EVERY_MS = 30_000;
const MEMORY_GROWTH_MAX = 0.1;
const P99_GROWTH_MAX = 1.2;
/** Below this, a difference between two p99s is scheduling noise on a shared machine, not a trend. */
const P99_NOISE_MS = 25;
const FAILURE_EXAMPLES = 8;
/** Past the run, how long set-up and clean-up may take before the soak gives up by itself. */
const WATCHDOG_MARGIN_MS = 10 * 60_000;

const runMs = minutes * 60_000;
/**
 * Caches, JIT, pools and the heap settle first: 1/15 of the run, between 45 s and 2 minutes, not judged. After
 * 20 s an instance beside other work could still be filling its heap (119 MB, then 132 at its steady peak).
 */
const warmUpMs = Math.min(120_000, Math.max(45_000, runMs / 15));
/** The windows compared: 5 minutes of a long run, a fifth of a short one. */
const windowMs = runMs >= 25 * 60_000 ? 5 * 60_000 : runMs / 5;
/**
 * Memory's windows hold at least a minute, one whole saw-tooth of the garbage collector: a short run's fifth
 * (24 s) could catch an instance at a trough after the warm-up and at a peak at the end (122 → 133 MB).
 */
const memoryWindowMs = Math.max(windowMs, 60_000);
const stepMs = 60_000 / REQUESTS_PER_MINUTE;

type Headers = Record<string, string>;
type Learner = {
  index: number;
  headers: Headers;
  /** When the access token in `headers` expires (the web app refreshes a minute before). */
  accessExpiresAt: number;
  refreshCookie: string;
  todoIds: string[];
  groupId: number;
  stream: AbortController | undefined;
};
type Sample = { at: number; ms: number };

const samples: Sample[] = [];
const failures = { count: 0, examples: new Set<string>(), kinds: new Map<string, number>() };
const sent = { requests: 0, keyedWrites: 0, refreshes: 0 };
let measuring = false;
let stopping = false;

function fail(what: string, kind = what) {
  failures.count += 1;
  failures.kinds.set(kind, (failures.kinds.get(kind) ?? 0) + 1);
  if (failures.examples.size < FAILURE_EXAMPLES) failures.examples.add(`${new Date().toISOString()} ${what}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One request through nginx; any answer but 2xx, a network error or no answer in 10 s is a failure. */
async function send<T>(
  baseUrl: string,
  method: string,
  url: string,
  headers: Headers,
  body?: unknown,
): Promise<T | undefined> {
  const started = performance.now();
  try {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    if (measuring) {
      sent.requests += 1;
      samples.push({ at: Date.now(), ms: performance.now() - started });
    }
    if (!response.ok) {
      fail(
        `${method} ${url}: ${response.status} ${text.slice(0, 160)}`,
        `${method} ${url.split('?')[0]} ${response.status}`,
      );
      return undefined;
    }
    return (text ? JSON.parse(text) : null) as T;
  } catch (error) {
    if (measuring) sent.requests += 1;
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
    fail(
      `${method} ${url}: ${String(error)}${cause}`,
      `${method} ${url.split('?')[0]} ${String(error)}${cause}`,
    );
    return undefined;
  }
}

async function sendOrThrow<T>(
  baseUrl: string,
  method: string,
  url: string,
  headers: Headers,
  body?: unknown,
) {
  const answer = await send<T>(baseUrl, method, url, headers, body);
  if (answer === undefined)
    throw new Error(`set-up: ${method} ${url} failed: ${[...failures.examples].join('; ')}`);
  return answer;
}

/** Keeps a presence stream open until the run ends; an end or an error before that is a failure. */
async function holdStream(baseUrl: string, groupId: number, headers: Headers, stream: AbortController) {
  try {
    const response = await fetch(`${baseUrl}/api/group/${groupId}/events`, {
      headers,
      signal: stream.signal,
    });
    if (response.status !== 200 || !response.body) {
      fail(`presence stream: ${response.status}`);
      return;
    }
    for await (const chunk of response.body) void chunk;
    if (!stopping) fail('presence stream ended before the run did');
  } catch (error) {
    if (!stopping) fail(`presence stream: ${String(error)}`);
  }
}

/** Seats the learner in a study room (rooms fill in order), as the group screen does; answers its id. */
async function joinAStudyRoom(baseUrl: string, headers: Headers): Promise<number> {
  const room = await sendOrThrow<{ id: number }>(baseUrl, 'POST', '/api/group/rooms/join', headers, {});
  return room.id;
}

async function prepareLearner(baseUrl: string, index: number): Promise<Learner> {
  const signingIn = signInOverHttp(
    baseUrl,
    `soak-${index}-${runTag}@example.com`,
    '소크 학습자',
    `soak_${runTag}_${index}`,
  );
  const { accessToken, expiresAt, refreshToken } = await signingIn;
  if (!refreshToken) throw new Error('sign-in gave no refresh token');
  const headers = { authorization: `Bearer ${accessToken}` };
  await sendOrThrow(baseUrl, 'PUT', '/api/user/me', headers, { timezone: learnerZone });
  const content = await sendOrThrow<{ id: string; contentUnits: { id: string }[] }>(
    baseUrl,
    'POST',
    '/api/learning-contents',
    headers,
    {
      title: `소크 교재 ${index}`,
      type: 'BOOK',
      contentUnits: Array.from({ length: PLAN_UNITS }, (_, unit) => ({ title: `${unit + 1}단원` })),
    },
  );
  await sendOrThrow(baseUrl, 'POST', '/api/study-plans', headers, {
    learningContentId: content.id,
    contentUnitIds: content.contentUnits.map((unit) => unit.id),
    startDate: todayInZone(new Date(), learnerZone),
    restDays: [],
    studySpeed: PLAN_UNITS,
    bufferDayInterval: 0,
  });
  const today = await sendOrThrow<{ dailyTodoUnitResponses: { id: string }[] }[]>(
    baseUrl,
    'GET',
    '/api/daily-todos/today',
    headers,
  );
  const todoIds = today.flatMap((group) => group.dailyTodoUnitResponses.map((unit) => unit.id));
  if (todoIds.length === 0) throw new Error('the plan has no to-do today');
  const groupId = await joinAStudyRoom(baseUrl, headers);
  const stream = new AbortController();
  void holdStream(baseUrl, groupId, headers, stream);
  return {
    index,
    headers,
    accessExpiresAt: expiresAt,
    refreshCookie: `molip_rt=${refreshToken}`,
    todoIds,
    groupId,
    stream,
  };
}

/** The refresh a page makes before its token expires: a new access token, and the rotated refresh cookie. */
async function refresh(baseUrl: string, learner: Learner) {
  const response = await fetch(`${baseUrl}/api/auth/refresh`, {
    method: 'POST',
    headers: { cookie: learner.refreshCookie, 'x-requested-with': 'molip', origin: new URL(baseUrl).origin },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  }).catch((error: unknown) => error);
  if (!(response instanceof Response) || !response.ok) {
    fail(`POST /api/auth/refresh: ${response instanceof Response ? response.status : String(response)}`);
    return;
  }
  const body = (await response.json()) as { accessToken: string; expiresIn: number };
  const rotated = /molip_rt=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (rotated) learner.refreshCookie = `molip_rt=${rotated}`;
  learner.headers = { authorization: `Bearer ${body.accessToken}` };
  learner.accessExpiresAt = Date.now() + body.expiresIn * 1000;
  if (measuring) sent.refreshes += 1;
}

/**
 * One learner's evening: a request every 20 s (±50 %) from the dashboard's reads, with a quick start on a
 * to-do and, 5 minutes later, its completion; the token refreshed a minute before it expires.
 */
async function runLearner(baseUrl: string, learner: Learner, deadline: number) {
  await sleep(Math.random() * stepMs);
  // A completion only follows a start that was answered, inside the block it opened or joined: a block that
  // ran out is over, as the app shows it.
  let blockEndsAt: number | undefined;
  // Learners are spread over the focus cycle, so starts and ends do not all fall in the same minute.
  for (let step = learner.index % FOCUS_CYCLE_STEPS; Date.now() < deadline; step += 1) {
    if (Date.now() > learner.accessExpiresAt - REFRESH_MARGIN_MS) await refresh(baseUrl, learner);
    const cycle = Math.floor(step / FOCUS_CYCLE_STEPS);
    const todoId = learner.todoIds[cycle % learner.todoIds.length] ?? '';
    const phase = step % FOCUS_CYCLE_STEPS;
    const keyed = { ...learner.headers, 'idempotency-key': randomUUID() };
    if (phase === 0) {
      // A to-do used again is reopened (완료 취소) first.
      if (cycle >= learner.todoIds.length)
        await send(baseUrl, 'PATCH', `/api/daily-todo-units/${todoId}/status`, learner.headers, {
          status: 'PENDING',
        });
      const started = await send<{ data: { block: { endTime: string } } }>(
        baseUrl,
        'POST',
        '/api/focus-logs/quick-start',
        keyed,
        { dailyTodoUnitId: todoId, blockMinutes: QUICK_START_MINUTES },
      );
      blockEndsAt = started ? Date.parse(started.data.block.endTime) : undefined;
      if (measuring) sent.keyedWrites += 1;
    } else if (phase === FOCUS_CYCLE_STEPS / 2 && blockEndsAt !== undefined && Date.now() < blockEndsAt) {
      blockEndsAt = undefined;
      await send(baseUrl, 'POST', '/api/focus-logs/complete', keyed, {
        dailyTodoUnitId: todoId,
        completed: true,
      });
      if (measuring) sent.keyedWrites += 1;
    } else {
      const reads = [
        '/api/daily-todos/today',
        `/api/user/stats?days=${STATS_DAYS.min}`,
        '/api/user/me',
        `/api/group/${learner.groupId}`,
        `/api/group/${learner.groupId}/presence`,
      ];
      await send(baseUrl, 'GET', reads[step % reads.length] ?? '/api/user/me', learner.headers);
    }
    await sleep(Math.min(stepMs * (0.5 + Math.random()), Math.max(0, deadline - Date.now())));
  }
}

type RowCount = { at: number; idempotencyKeys: number; refreshTokens: number };

const fixed = (value: number, digits = 1) => value.toFixed(digits);

function p99Between(from: number, to: number) {
  const sorted = samples
    .filter((sample) => sample.at >= from && sample.at < to)
    .map((sample) => sample.ms)
    .sort((a, b) => a - b);
  return { p99: percentile(sorted, 0.99), requests: sorted.length };
}

async function main() {
  const database = `molip_soak_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl, application_name: 'molip-soak-probe' });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${database}`;
  const probe = new pg.Client({
    connectionString: databaseUrl.toString(),
    application_name: 'molip-soak-probe',
  });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'molip-soak-'));
  const servers: BenchServer[] = [];
  const learners: Learner[] = [];
  let front: NginxFront | undefined;
  let cleanedUp: Promise<void> | undefined;
  const cleanUp = () =>
    (cleanedUp ??= (async () => {
      stopping = true;
      for (const learner of learners) learner.stream?.abort();
      await front?.stop();
      await Promise.all(servers.map((server) => server.stop()));
      await probe.end().catch(() => undefined);
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    })());
  const watchdog = setTimeout(
    () => {
      console.error('soak: still running past its time limit, stopping');
      void cleanUp().finally(() => process.exit(1));
    },
    warmUpMs + runMs + WATCHDOG_MARGIN_MS,
  );
  watchdog.unref();

  try {
    const proxyPort = await freePort();
    const publicUrl = `http://127.0.0.1:${proxyPort}`;
    const ports = await Promise.all(Array.from({ length: INSTANCES }, () => freePort()));
    const jwtSecret = randomBytes(48).toString('base64');
    // One by one: the first runs the migrations, the others would only wait for its lock.
    for (const port of ports)
      servers.push(
        await startBenchServer(port, {
          DATABASE_URL: databaseUrl.toString(),
          REDIS_URL: redisUrl,
          DATA_DIR: dataDir,
          JWT_SECRET: jwtSecret,
          PUBLIC_URL: publicUrl,
          TRUST_PROXY: '1',
          AUTH_MODE: 'local',
        }),
      );
    front = await startNginxFront(proxyPort, ports);
    await probe.connect();

    const setupStarted = performance.now();
    const queue = Array.from({ length: learnerCount }, (_, index) => index);
    await Promise.all(
      Array.from({ length: SETUP_CONCURRENCY }, async () => {
        for (let index = queue.shift(); index !== undefined; index = queue.shift()) {
          learners.push(await prepareLearner(publicUrl, index));
          if (learners.length % 50 === 0) console.log(`${learners.length} learners ready`);
        }
      }),
    );
    const setupSeconds = (performance.now() - setupStarted) / 1000;
    console.log(
      `${learnerCount} learners ready in ${fixed(setupSeconds)} s; warm-up ${fixed(warmUpMs / 1000, 0)} s, ` +
        `then ${minutes} min judged (windows of ${fixed(windowMs / 60_000)} min; ${fixed(memoryWindowMs / 60_000)} min for memory)`,
    );

    const memory: { at: number; rss: number[] }[] = [];
    const rows: RowCount[] = [];
    const countRows = async () => {
      const { rows: [counted] = [] } = await probe.query<{ keys: string; tokens: string }>(
        'select (select count(*) from idempotency_keys) as keys, (select count(*) from refresh_tokens) as tokens',
      );
      rows.push({
        at: Date.now(),
        idempotencyKeys: Number(counted?.keys ?? 0),
        refreshTokens: Number(counted?.tokens ?? 0),
      });
    };
    const loads: number[] = [];
    const sampler = setInterval(() => {
      memory.push({ at: Date.now(), rss: servers.map((server) => server.memory().now) });
      loads.push(loadavg()[0] ?? 0);
    }, SAMPLE_EVERY_MS);
    const rowCounter = setInterval(() => void countRows().catch(() => undefined), COUNT_ROWS_EVERY_MS);

    measuring = true;
    const started = Date.now();
    const judgedFrom = started + warmUpMs;
    const deadline = judgedFrom + runMs;
    await countRows();
    const tokensBefore = rows[0]?.refreshTokens ?? 0;
    await Promise.all(learners.map((learner) => runLearner(publicUrl, learner, deadline)));
    const ended = Date.now();
    measuring = false;
    clearInterval(sampler);
    clearInterval(rowCounter);
    await countRows();

    // Criteria.
    const results: { name: string; pass: boolean; detail: string }[] = [];
    results.push({
      name: 'no failed request',
      pass: failures.count === 0,
      detail: `${failures.count} failed of ${sent.requests} requests and ${learners.length} presence streams`,
    });
    const firstFrom = judgedFrom;
    const lastFrom = deadline - windowMs;
    const lastMemoryFrom = deadline - memoryWindowMs;
    // The peaks of the garbage collector's saw-tooth, compared: after the warm-up, and at the end.
    const memoryIn = (from: number, to: number, instance: number) =>
      Math.max(
        0,
        ...memory
          .filter((sample) => sample.at >= from && sample.at < to)
          .map((sample) => sample.rss[instance] ?? 0),
      );
    const growth = servers.map((_, instance) => {
      const before = memoryIn(firstFrom, firstFrom + memoryWindowMs, instance);
      const after = memoryIn(lastMemoryFrom, deadline, instance);
      return { before, after, growth: after / Math.max(1, before) - 1 };
    });
    results.push({
      name: `resident memory grows ≤ ${MEMORY_GROWTH_MAX * 100} % after the warm-up`,
      pass: growth.every((instance) => instance.growth <= MEMORY_GROWTH_MAX),
      detail: growth
        .map(
          (instance, index) =>
            `instance ${index + 1}: ${fixed(instance.before)} → ${fixed(instance.after)} MB (${instance.growth >= 0 ? '+' : ''}${fixed(instance.growth * 100)} %)`,
        )
        .join('; '),
    });
    const first = p99Between(firstFrom, firstFrom + windowMs);
    const last = p99Between(lastFrom, deadline);
    results.push({
      name: `p99 flat (last window ≤ ${P99_GROWTH_MAX} × first, or within ${P99_NOISE_MS} ms)`,
      pass: last.p99 <= first.p99 * P99_GROWTH_MAX || last.p99 - first.p99 <= P99_NOISE_MS,
      detail: `first ${fixed(windowMs / 60_000)} min: ${fixed(first.p99)} ms over ${first.requests} requests; last: ${fixed(last.p99)} ms over ${last.requests} (× ${fixed(last.p99 / Math.max(1, first.p99), 2)})`,
    });
    const finalRows = rows.at(-1) ?? { at: ended, idempotencyKeys: 0, refreshTokens: 0 };
    // Each keyed write keeps at most one row (a day); a refresh adds one token, a sign-in one.
    const tokensAllowed = tokensBefore + sent.refreshes;
    results.push({
      name: 'idempotency and session tables bounded by the writes made',
      pass: finalRows.idempotencyKeys <= sent.keyedWrites && finalRows.refreshTokens <= tokensAllowed,
      detail:
        `idempotency_keys ${finalRows.idempotencyKeys} rows for ${sent.keyedWrites} keyed writes; ` +
        `refresh_tokens ${finalRows.refreshTokens} rows for ${tokensBefore} sign-ins and ${sent.refreshes} refreshes; ` +
        `over time: ${rows
          .filter(
            (_, index) => index % Math.max(1, Math.floor(rows.length / 6)) === 0 || index === rows.length - 1,
          )
          .map(
            (row) => `${fixed((row.at - started) / 60_000)} min ${row.idempotencyKeys}/${row.refreshTokens}`,
          )
          .join(', ')}`,
    });

    const requestsPerSecond = sent.requests / ((ended - started) / 1000);
    const lines = [
      `# Molip soak — ${new Date(started).toISOString()}`,
      '',
      `${INSTANCES} instances behind nginx (deploy/nginx.conf), PostgreSQL and Redis; ${learnerCount} online learners ` +
        `at ${REQUESTS_PER_MINUTE} requests a minute each, 0.2 focus changes a minute, a refresh before each token expires and a ` +
        `presence stream each: ${fixed(requestsPerSecond)} requests/s; ${fixed(warmUpMs / 1000, 0)} s warm-up, then ` +
        `${minutes} min judged. Load average (1 min) during the run: ${fixed(Math.min(...loads), 2)}–${fixed(Math.max(...loads), 2)} ` +
        `on ${availableParallelism()} cores.`,
      '',
      ...results.map((result) => `${result.pass ? 'PASS' : 'FAIL'}  ${result.name}: ${result.detail}`),
    ];
    if (failures.kinds.size > 0)
      lines.push(
        '',
        'Failures by kind:',
        ...[...failures.kinds].map(([kind, count]) => `- ${count} × ${kind}`),
      );
    if (failures.examples.size > 0)
      lines.push('', 'Failures (first ones):', ...[...failures.examples].map((line) => `- ${line}`));
    const text = lines.join('\n');
    console.log(text);
    if (reportPath) writeFileSync(reportPath, `${text}\n`);
    if (results.some((result) => !result.pass)) process.exitCode = 1;
  } finally {
    await cleanUp();
    clearTimeout(watchdog);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
