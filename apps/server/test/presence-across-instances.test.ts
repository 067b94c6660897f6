import { afterEach, describe, expect, it } from 'vitest';
import {
  call,
  groupMember,
  killAllServers,
  readyToFocus,
  startServer,
  waitInStream,
} from './server-process.ts';
import { ON_POSTGRES } from './test-database-kind.ts';

/**
 * Two instances behind a load balancer share one PostgreSQL: a learner's focus start on one reaches a group
 * member's presence stream on the other through LISTEN/NOTIFY.
 */

const DATABASE_URL = process.env.TEST_DATABASE_URL ?? '';
const SHARED = {
  DATABASE_URL,
  AUTH_MODE: 'local',
  JWT_SECRET: 'one-secret-shared-by-both-instances-of-molip',
  RATE_LIMIT_MAX: '100000',
  AUTH_RATE_LIMIT_MAX: '100000',
  LOG_LEVEL: 'warn',
};

afterEach(killAllServers);

describe.skipIf(!ON_POSTGRES)('presence across two instances (needs TEST_DATABASE_URL)', () => {
  it('shows a focus start on instance 1 in a member’s stream on instance 2', async () => {
    const [first, second] = await Promise.all([startServer(SHARED), startServer(SHARED)]);
    const focuser = await groupMember(first, 'focuser');
    const watcher = await groupMember(second, 'watcher', focuser);
    const todoId = await readyToFocus(focuser);
    const me = (await call(focuser, 'GET', '/api/user/me')) as { id: string };

    const controller = new AbortController();
    const stream = await fetch(`${second.baseUrl}/api/group/${focuser.group.id}/events`, {
      headers: { authorization: `Bearer ${watcher.session.accessToken}` },
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    const body = stream.body;
    if (!body) throw new Error('no stream body');
    const reader = body.getReader();
    try {
      // The current presence comes first: the focuser is at rest.
      await waitInStream(reader, `"userId":"${me.id}","status":"IDLE"`, 5_000);
      // NOTIFY goes out when the start commits, just before its answer: the other instance pushes it on.
      // The wait is generous on a loaded CI machine; the latency itself is measured by `npm run bench`.
      const started = performance.now();
      await call(focuser, 'POST', '/api/focus-logs/start', { dailyTodoUnitId: todoId });
      await waitInStream(reader, `"userId":"${me.id}","status":"FOCUSING"`, 5_000);
      console.log(
        `presence across instances: ${Math.round(performance.now() - started)} ms from the start call`,
      );
    } finally {
      controller.abort();
      await reader.cancel().catch(() => undefined);
    }
  });
});
