import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/free-port.ts';
import {
  call,
  groupMember,
  killAllServers,
  readyToFocus,
  sleep,
  startServer,
  waitInStream,
} from './server-process.ts';
import { ON_POSTGRES } from './test-database-kind.ts';

/**
 * Behind PgBouncer in transaction mode (each transaction may land on another backend): two instances start
 * together, sign learners in, answer the API and carry presence from one to the other, with the statement
 * limits still in force — LISTEN and the migration lock going to PostgreSQL itself.
 */

const PGBOUNCER = '/usr/sbin/pgbouncer';
const DIRECT_URL = process.env.TEST_DATABASE_URL ?? '';
const available = ON_POSTGRES && existsSync(PGBOUNCER);
if (ON_POSTGRES && !available) console.warn(`pgbouncer tests skipped: ${PGBOUNCER} is not installed`);

const bouncers: ChildProcess[] = [];
const dirs: string[] = [];
let bouncerUrl = '';
let sessionBouncerUrl = '';

/** PgBouncer refuses to run as root: as root, it runs as the postgres user. */
function runBouncer(ini: string): ChildProcess {
  const asRoot = process.getuid?.() === 0;
  const [command, args] = asRoot ? ['runuser', ['-u', 'postgres', '--', PGBOUNCER, ini]] : [PGBOUNCER, [ini]];
  return spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
}

/** A PgBouncer in `poolMode` in front of the test database; answers its URL once it lets a query through. */
async function startBouncer(poolMode: 'transaction' | 'session', extra: string[] = []): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'molip-pgbouncer-'));
  dirs.push(dir);
  chmodSync(dir, 0o777);
  const direct = new URL(DIRECT_URL);
  const port = await freePort();
  writeFileSync(path.join(dir, 'users.txt'), `"${direct.username || 'postgres'}" ""\n`);
  const ini = path.join(dir, 'pgbouncer.ini');
  writeFileSync(
    ini,
    [
      '[databases]',
      `${direct.pathname.slice(1)} = host=${direct.hostname} port=${direct.port || 5432}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'auth_type = trust',
      `auth_file = ${path.join(dir, 'users.txt')}`,
      `pool_mode = ${poolMode}`,
      'default_pool_size = 4',
      'max_client_conn = 200',
      // The probe below opens a backend before the servers set the role's limits; a backend takes them
      // when it starts, so each is replaced a second after its start (docs/operations.md).
      'server_lifetime = 1',
      'unix_socket_dir =',
      `logfile = ${path.join(dir, 'pgbouncer.log')}`,
      `pidfile = ${path.join(dir, 'pgbouncer.pid')}`,
      ...extra,
      '',
    ].join('\n'),
  );
  bouncers.push(runBouncer(ini));
  const pooled = new URL(DIRECT_URL);
  pooled.port = String(port);
  for (let tries = 0; tries < 100; tries++) {
    const client = new pg.Client({ connectionString: pooled.toString() });
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      return pooled.toString();
    } catch {
      await client.end().catch(() => undefined);
      await sleep(100);
    }
  }
  throw new Error(`PgBouncer (${poolMode} mode) did not start`);
}

beforeAll(async () => {
  if (!available) return;
  bouncerUrl = await startBouncer('transaction');
  // The setting the session-mode advice used to give: PgBouncer then drops the limits sent at connect.
  sessionBouncerUrl = await startBouncer('session', [
    'ignore_startup_parameters = statement_timeout,idle_in_transaction_session_timeout',
  ]);
}, 30_000);

/** The limits a fresh backend reached through `url` runs with. */
async function limitsThrough(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const statement = await client.query<{ statement_timeout: string }>('show statement_timeout');
    const idle = await client.query<{ idle_in_transaction_session_timeout: string }>(
      'show idle_in_transaction_session_timeout',
    );
    return {
      statement: statement.rows[0]?.statement_timeout,
      idleInTransaction: idle.rows[0]?.idle_in_transaction_session_timeout,
    };
  } finally {
    await client.end();
  }
}

afterEach(killAllServers);

afterAll(async () => {
  for (const bouncer of bouncers) bouncer.kill('SIGTERM');
  await sleep(200);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!available)(
  'behind PgBouncer in transaction mode (needs TEST_DATABASE_URL and pgbouncer)',
  () => {
    it('starts two instances together and serves sign-in, the API and presence across them', async () => {
      const env = {
        DATABASE_URL: bouncerUrl,
        DATABASE_DIRECT_URL: DIRECT_URL,
        DATABASE_POOL_MODE: 'transaction',
        AUTH_MODE: 'local',
        JWT_SECRET: 'one-secret-shared-by-both-instances-of-molip',
        RATE_LIMIT_MAX: '100000',
        AUTH_RATE_LIMIT_MAX: '100000',
        LOG_LEVEL: 'warn',
      };
      const [first, second] = await Promise.all([startServer(env), startServer(env)]);
      const focuser = await groupMember(first, 'pooled');
      const watcher = await groupMember(second, 'pooledwatch', focuser);
      const todoId = await readyToFocus(focuser);
      const me = (await call(focuser, 'GET', '/api/user/me')) as { id: string };
      // The hot reads run prepared statements: unnamed, so any backend can run them.
      for (let read = 0; read < 20; read++) await call(watcher, 'GET', '/api/daily-todos/today');

      const controller = new AbortController();
      const stream = await fetch(`${second.baseUrl}/api/group/${focuser.group.id}/events`, {
        headers: { authorization: `Bearer ${watcher.session.accessToken}` },
        signal: controller.signal,
      });
      const reader = stream.body?.getReader();
      if (!reader) throw new Error('no stream body');
      try {
        await waitInStream(reader, `"userId":"${me.id}","status":"IDLE"`, 5_000);
        await call(focuser, 'POST', '/api/focus-logs/start', { dailyTodoUnitId: todoId });
        await waitInStream(reader, `"userId":"${me.id}","status":"FOCUSING"`, 5_000);
      } finally {
        controller.abort();
        await reader.cancel().catch(() => undefined);
      }

      // The limits travel as the role's defaults, so a backend reached through the pooler has them.
      expect(await limitsThrough(bouncerUrl)).toEqual({ statement: '5s', idleInTransaction: '10s' });
    }, 90_000);
  },
);

describe.skipIf(!available)(
  'behind PgBouncer in session mode (needs TEST_DATABASE_URL and pgbouncer)',
  () => {
    it('keeps the statement and idle-transaction limits with DATABASE_POOL_MODE=transaction (the role defaults)', async () => {
      const server = await startServer({
        DATABASE_URL: sessionBouncerUrl,
        DATABASE_POOL_MODE: 'transaction',
        AUTH_MODE: 'local',
        JWT_SECRET: 'one-secret-for-the-session-pooled-instance',
        LOG_LEVEL: 'warn',
      });
      const learner = await groupMember(server, 'sesspool');
      await readyToFocus(learner);
      // A backend PgBouncer opens now runs with the limits the server set, though the pooler drops them at connect.
      await sleep(1_500);
      expect(await limitsThrough(sessionBouncerUrl)).toEqual({ statement: '5s', idleInTransaction: '10s' });
    }, 90_000);
  },
);
