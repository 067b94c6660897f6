import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { todayInZone } from '@molip/domain/calendar-date';
import { DEFAULT_TIMEZONE } from '@molip/domain/constants';
import { clockInZone } from '@molip/domain/zoned-time';
import { freePort } from '../../../scripts/free-port.ts';
import { SHORT_LIVED_SERVER_NODE_ARGS } from '../../../scripts/short-lived-server.ts';
import { ON_POSTGRES } from './test-database-kind.ts';

/**
 * Runs the server's build (made by test/server-build.ts) as a real process, as `npm run serve` does, for what
 * only a process shows: signals, exits, pools, sockets.
 */

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SERVER_ENTRY = 'apps/server/dist/server.js';
const START_TIMEOUT_MS = 90_000;

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

export type ServerProcess = {
  child: ChildProcess;
  baseUrl: string;
  /** Everything the process wrote so far, stdout and stderr. */
  output: () => string;
  exited: Promise<Exit>;
  /** The exit, once it happened. */
  exit: () => Exit | undefined;
};

const running = new Set<ServerProcess>();

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts the server with an environment built from scratch, so nothing leaks in from the test runner. */
export async function startProcess(vars: Record<string, string>): Promise<ServerProcess> {
  const port = vars.PORT ?? String(await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? tmpdir(),
    HOST: '127.0.0.1',
    PORT: port,
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'info',
    ...vars,
  };
  const child = spawn(
    process.execPath,
    [...SHORT_LIVED_SERVER_NODE_ARGS, '--enable-source-maps', SERVER_ENTRY],
    {
      cwd: REPO_ROOT,
      env,
    },
  );
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  let exit: Exit | undefined;
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => {
      exit = { code, signal };
      resolve(exit);
    }),
  );
  const server: ServerProcess = { child, baseUrl, output: () => output, exited, exit: () => exit };
  running.add(server);
  void exited.then(() => running.delete(server));
  return server;
}

/** Polls /readyz until the server answers, failing early (with its output) if the process exits. */
export async function waitUntilReady(server: ServerProcess, timeoutMs = START_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const exit = server.exit();
    if (exit)
      throw new Error(`server exited (${JSON.stringify(exit)}) before it was ready:\n${server.output()}`);
    try {
      const response = await fetch(`${server.baseUrl}/readyz`, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  throw new Error(`server not ready after ${timeoutMs} ms:\n${server.output()}`);
}

export async function startServer(
  vars: Record<string, string>,
  timeoutMs = START_TIMEOUT_MS,
): Promise<ServerProcess> {
  const server = await startProcess(vars);
  await waitUntilReady(server, timeoutMs);
  return server;
}

const testStoreDirs: string[] = [];

/**
 * A local-sign-in server's environment on this run's store, with lax rate limits: PostgreSQL when the suite
 * runs there, else a copy of the embedded store in a new data dir (removed by `killAllServers`). Started
 * again with the same environment, a server finds its data, keys and secrets where it left them.
 */
export function testStore(): Record<string, string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'molip-process-'));
  testStoreDirs.push(dataDir);
  if (!ON_POSTGRES) copyStoreInto(dataDir);
  return {
    DATA_DIR: dataDir,
    AUTH_MODE: 'local',
    RATE_LIMIT_MAX: '100000',
    AUTH_RATE_LIMIT_MAX: '100000',
    ...(ON_POSTGRES ? { DATABASE_URL: process.env.TEST_DATABASE_URL ?? '' } : {}),
  };
}

export async function startServerOnTestStore(vars: Record<string, string> = {}): Promise<ServerProcess> {
  return startServer({ ...testStore(), ...vars });
}

/** Kills every server still running: call after each test, so none outlives it holding ports and locks. */
export async function killAllServers(): Promise<void> {
  await Promise.all(
    [...running].map((server) => {
      server.child.kill('SIGKILL');
      return server.exited;
    }),
  );
  for (const dir of testStoreDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** Resolves with the exit, or with undefined once `ms` have passed and the process still runs. */
export async function exitWithin(server: ServerProcess, ms: number): Promise<Exit | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([server.exited, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** A signed-in learner as a browser holds it: the access token, and the refresh cookie for /api/auth/refresh. */
export type BrowserSession = { accessToken: string; cookie: string };

function cookiePairs(response: Response): string[] {
  return response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .filter((pair) => pair.length > 0 && !pair.endsWith('='));
}

/** The local sign-in as a browser without JavaScript does it, then the refresh a page load makes. */
export async function signInByHttp(server: ServerProcess, email: string): Promise<BrowserSession> {
  const login = await fetch(`${server.baseUrl}/api/auth/login?mode=redirect`, { redirect: 'manual' });
  const signInCookie = cookiePairs(login).join('; ');
  const location = login.headers.get('location') ?? '';
  const form = await fetch(new URL(location, server.baseUrl), {
    headers: { cookie: signInCookie },
    redirect: 'manual',
  });
  const state = /name="state" value="([^"]+)"/.exec(await form.text())?.[1];
  if (!state) throw new Error(`the local sign-in form has no state (${form.status})`);
  const submitted = await fetch(`${server.baseUrl}/api/auth/local`, {
    method: 'POST',
    headers: { cookie: signInCookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, displayName: '장애 학습자', state }).toString(),
    redirect: 'manual',
  });
  const refreshCookie = cookiePairs(submitted).find((pair) => pair.startsWith('molip_rt='));
  if (!refreshCookie) throw new Error(`local sign-in failed: ${submitted.status} ${await submitted.text()}`);
  const refreshed = await refreshRequest(server, refreshCookie);
  if (refreshed.status !== 200)
    throw new Error(`refresh failed: ${refreshed.status} ${await refreshed.text()}`);
  const body: unknown = await refreshed.json();
  const accessToken =
    typeof body === 'object' && body !== null && 'accessToken' in body && typeof body.accessToken === 'string'
      ? body.accessToken
      : '';
  const cookie = cookiePairs(refreshed).find((pair) => pair.startsWith('molip_rt=')) ?? refreshCookie;
  return { accessToken, cookie };
}

/** A learner signed in on one server process. */
export type Learner = { server: ServerProcess; session: BrowserSession };

/** One API call as the learner; anything but a 2xx throws with the answer. */
export async function call(learner: Learner, method: string, path: string, body?: unknown) {
  const response = await fetch(`${learner.server.baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${learner.session.accessToken}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text ? (JSON.parse(text) as unknown) : null;
}

/** Signs in on `server`, agrees to every term and picks a username: past the service gate. */
export async function gatePassed(server: ServerProcess, name: string): Promise<Learner> {
  const tag = `${name}${Date.now().toString(36)}`;
  const learner = { server, session: await signInByHttp(server, `${tag}@example.com`) };
  const status = (await call(learner, 'GET', '/api/user-agreements/status')) as {
    agreements: { termsId: number }[];
  };
  await call(learner, 'POST', '/api/user-agreements/bulk-agree', {
    agreements: status.agreements.map((item) => ({ termsId: item.termsId, agreed: true })),
  });
  await call(learner, 'PUT', '/api/user/username', { userName: tag });
  return learner;
}

export type GroupLearner = Learner & { group: { id: number; inviteCode: string } };

/** Past the service gate, and a member of `joining`'s group (by its code), or the leader of a new one. */
export async function groupMember(
  server: ServerProcess,
  name: string,
  joining?: GroupLearner,
): Promise<GroupLearner> {
  const learner = await gatePassed(server, name);
  const group = joining
    ? await call(learner, 'POST', '/api/group/join-by-code', { inviteCode: joining.group.inviteCode })
    : await call(learner, 'POST', '/api/group', { name: `${name} 그룹` });
  const { id, inviteCode } = group as { id: number; inviteCode: string | null };
  return { ...learner, group: { id, inviteCode: inviteCode ?? joining?.group.inviteCode ?? '' } };
}

/** A plan with one to-do today, a session and a block from now: ready to start focusing. */
export async function readyToFocus(learner: Learner): Promise<string> {
  const content = (await call(learner, 'POST', '/api/learning-contents', {
    title: `두 인스턴스 교재 ${Date.now()}`,
    type: 'BOOK',
    contentUnits: [{ title: '1단원' }],
  })) as { id: string; contentUnits: { id: string }[] };
  const now = new Date();
  await call(learner, 'POST', '/api/study-plans', {
    learningContentId: content.id,
    contentUnitIds: content.contentUnits.map((unit) => unit.id),
    startDate: todayInZone(now, DEFAULT_TIMEZONE),
    restDays: [],
    studySpeed: 1,
    bufferDayInterval: 0,
  });
  const today = (await call(learner, 'GET', '/api/daily-todos/today')) as {
    dailyTodoUnitResponses: { id: string }[];
  }[];
  const todoId = today[0]?.dailyTodoUnitResponses[0]?.id;
  if (!todoId) throw new Error('no to-do today');
  const start = clockInZone(now, DEFAULT_TIMEZONE);
  const end = clockInZone(new Date(now.getTime() + 2 * 60 * 60 * 1000), DEFAULT_TIMEZONE);
  await call(learner, 'POST', '/api/focus-sessions', { startTime: start, endTime: end, focusTime: 60 });
  await call(learner, 'POST', '/api/focus-blocks', {
    intendedDailyTodoUnitIds: [todoId],
    plannedDurationMinutes: 40,
    startTime: start,
  });
  return todoId;
}

/** Reads a presence stream until `needle` arrives; resolves with the time it took, or rejects after `ms`. */
export async function waitInStream(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  needle: string,
  ms: number,
) {
  const decoder = new TextDecoder();
  let seen = '';
  const deadline = Date.now() + ms;
  while (!seen.includes(needle)) {
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(`not in the stream within ${ms} ms: ${needle}\n${seen}`);
    const chunk = await Promise.race([
      reader.read(),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error(`stream silent for ${ms} ms`)), left),
      ),
    ]);
    if (chunk.done) throw new Error(`stream ended before: ${needle}`);
    seen += decoder.decode(chunk.value, { stream: true });
  }
}

/** POST /api/auth/refresh as the web client sends it (cookie and same-origin proof). */
export function refreshRequest(
  server: ServerProcess,
  cookie: string,
  signal?: AbortSignal,
): Promise<Response> {
  return fetch(`${server.baseUrl}/api/auth/refresh`, {
    method: 'POST',
    headers: { cookie, 'x-requested-with': 'molip', origin: server.baseUrl },
    ...(signal ? { signal } : {}),
  });
}

/**
 * Puts the embedded store each run starts from (initdb, migrations, terms) into `dataDir`: a first start
 * is mostly initdb, and only the first-start checks need to watch it happen.
 */
export function copyStoreInto(dataDir: string): void {
  cpSync(inject('pgliteStore'), path.join(dataDir, 'pgdata'), { recursive: true });
}
