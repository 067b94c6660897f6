import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { todayInZone } from '@molip/domain/calendar-date';
import { presenceBatch, type PresenceEvent } from '@molip/domain/study-group';
import { DEFAULT_TIMEZONE } from '@molip/domain/constants';
import { clockInZone } from '@molip/domain/zoned-time';
import { startBenchServer } from './bench-server.ts';
import { freePort } from '../scripts/free-port.ts';
import { postJson, signInOverHttp } from './http-session.ts';

type Headers = Record<string, string>;

const STREAM_WAIT_MS = 5_000;
const SHARED_JWT_SECRET = 'one-secret-shared-by-both-bench-instances-of-molip';

/** A plan with one to-do today, a session and a block from now: ready to start focusing on that to-do. */
async function readyToFocus(baseUrl: string, headers: Headers): Promise<string> {
  const content = await postJson<{ contentUnits: { id: string }[]; id: string }>(
    `${baseUrl}/api/learning-contents`,
    headers,
    { title: `프레즌스 벤치 교재 ${Date.now()}`, type: 'BOOK', contentUnits: [{ title: '1단원' }] },
  );
  const now = new Date();
  await postJson(`${baseUrl}/api/study-plans`, headers, {
    learningContentId: content.id,
    contentUnitIds: content.contentUnits.map((unit) => unit.id),
    startDate: todayInZone(now, DEFAULT_TIMEZONE),
    restDays: [],
    studySpeed: 1,
    bufferDayInterval: 0,
  });
  const today = (await (await fetch(`${baseUrl}/api/daily-todos/today`, { headers })).json()) as {
    dailyTodoUnitResponses: { id: string }[];
  }[];
  const todoId = today[0]?.dailyTodoUnitResponses[0]?.id;
  if (!todoId) throw new Error('no to-do today');
  const start = clockInZone(now, DEFAULT_TIMEZONE);
  const end = clockInZone(new Date(now.getTime() + 2 * 60 * 60 * 1000), DEFAULT_TIMEZONE);
  await postJson(`${baseUrl}/api/focus-sessions`, headers, { startTime: start, endTime: end, focusTime: 60 });
  await postJson(`${baseUrl}/api/focus-blocks`, headers, {
    intendedDailyTodoUnitIds: [todoId],
    plannedDurationMinutes: 60,
    startTime: start,
  });
  return todoId;
}

/** Reads the member changes in `presences` events off an SSE body; `next` resolves with the first that matches. */
function presenceEvents(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const parsed: PresenceEvent[] = [];

  async function next(matches: (event: PresenceEvent) => boolean): Promise<PresenceEvent> {
    const deadline = Date.now() + STREAM_WAIT_MS;
    for (;;) {
      const index = parsed.findIndex(matches);
      if (index >= 0) return parsed.splice(0, index + 1)[index] as PresenceEvent;
      parsed.length = 0;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching presence event within ${STREAM_WAIT_MS} ms`);
      let timer: NodeJS.Timeout | undefined;
      const chunk = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('presence stream silent')), left);
        }),
      ]).finally(() => clearTimeout(timer));
      if (chunk.done) throw new Error('presence stream ended');
      buffer += decoder.decode(chunk.value, { stream: true });
      const frames = buffer.split('\n\n');
      buffer = frames.pop() ?? '';
      for (const frame of frames) {
        const data = /^data: (.*)$/m.exec(frame)?.[1];
        if (/^event: presences$/m.test(frame) && data)
          parsed.push(...presenceBatch.parse(JSON.parse(data)).members);
      }
    }
  }
  return { next, close: () => reader.cancel().catch(() => undefined) };
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;

export type PresenceLatency = { samples: number; p50: number; p99: number; max: number };

/**
 * Two instances on one PostgreSQL with one JWT_SECRET and PUBLIC_URL (as behind a load balancer): the time
 * from a focus start or pause sent to instance 1 until a group member's stream on instance 2 shows it.
 */
export async function measurePresenceLatency(databaseUrl: string, samples: number): Promise<PresenceLatency> {
  const [firstPort, secondPort] = [await freePort(), await freePort()];
  const publicUrl = `http://127.0.0.1:${firstPort}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'molip-bench-presence-'));
  const env = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    JWT_SECRET: SHARED_JWT_SECRET,
    PUBLIC_URL: publicUrl,
    AUTH_MODE: 'local',
  };
  const servers = await Promise.all([startBenchServer(firstPort, env), startBenchServer(secondPort, env)]);
  const [first, second] = servers;
  if (!first || !second) throw new Error('two servers expected');
  try {
    const signIn = async (email: string) => {
      const session = await signInOverHttp(first.baseUrl, email);
      return { ...session, headers: { authorization: `Bearer ${session.accessToken}` } };
    };
    // A group of their own: two learners joining rooms one after the other may land in different rooms.
    const focuser = await signIn(`presence-focuser-${Date.now()}@example.com`);
    const group = await postJson<{ id: number; inviteCode: string }>(
      `${first.baseUrl}/api/group`,
      focuser.headers,
      { name: '지연 측정' },
    );
    const watcher = await signIn(`presence-watcher-${Date.now()}@example.com`);
    await postJson(`${first.baseUrl}/api/group/join-by-code`, watcher.headers, {
      inviteCode: group.inviteCode,
    });
    const todoId = await readyToFocus(first.baseUrl, focuser.headers);

    const controller = new AbortController();
    const stream = await fetch(`${second.baseUrl}/api/group/${group.id}/events`, {
      headers: watcher.headers,
      signal: controller.signal,
    });
    if (stream.status !== 200 || !stream.body) throw new Error(`presence stream: ${stream.status}`);
    const events = presenceEvents(stream.body);
    const timings: number[] = [];
    try {
      // The current presence comes first: the focuser is at rest.
      await events.next((event) => event.userId === focuser.userId && event.status === 'IDLE');
      for (let sample = 0; sample < samples; sample += 1) {
        const starting = sample % 2 === 0;
        const started = performance.now();
        const arrived = events.next(
          (event) => event.userId === focuser.userId && event.status === (starting ? 'FOCUSING' : 'IDLE'),
        );
        const sent = postJson(
          `${first.baseUrl}/api/focus-logs/${starting ? 'start' : 'pause'}`,
          focuser.headers,
          {
            dailyTodoUnitId: todoId,
          },
        );
        await Promise.all([sent, arrived]);
        timings.push(performance.now() - started);
      }
    } finally {
      controller.abort();
      await events.close();
    }
    timings.sort((a, b) => a - b);
    return {
      samples: timings.length,
      p50: percentile(timings, 0.5),
      p99: percentile(timings, 0.99),
      max: timings.at(-1) ?? 0,
    };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
