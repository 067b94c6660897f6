import { afterEach, describe, expect, it } from 'vitest';
import { todayInZone } from '@molip/domain/calendar-date';
import { DEFAULT_TIMEZONE } from '@molip/domain/constants';
import { clockInZone } from '@molip/domain/zoned-time';
import { call, groupMember, killAllServers, startServer, type Learner } from './server-process.ts';
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

/** A plan with one to-do today, a session and a block from now: ready to start focusing. */
async function readyToFocus(learner: Learner): Promise<string> {
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
async function waitInStream(reader: ReadableStreamDefaultReader<Uint8Array>, needle: string, ms: number) {
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

describe.skipIf(!ON_POSTGRES)('presence across two instances (needs TEST_DATABASE_URL)', () => {
  it('shows a focus start on instance 1 in a member’s stream on instance 2', async () => {
    const [first, second] = await Promise.all([startServer(SHARED), startServer(SHARED)]);
    const focuser = await groupMember(first, 'focuser');
    const watcher = await groupMember(second, 'watcher');
    const todoId = await readyToFocus(focuser);
    const me = (await call(focuser, 'GET', '/api/user/me')) as { id: string };

    const controller = new AbortController();
    const stream = await fetch(`${second.baseUrl}/api/group/1/events`, {
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
