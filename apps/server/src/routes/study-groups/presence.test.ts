import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  PRESENCE_REPLACED_EVENT,
  PRESENCE_STREAMS_PER_LEARNER,
  studyGroupMessages,
} from '@molip/domain/study-group';
import { appOnManualClock, PLAN_DAY_TEN_AM, studyGroupSteps } from '../../../test/fixtures.ts';
import { groupActivityFixtures } from '../../../test/group-activity-fixtures.ts';
import { bearer, createTestApp, refreshSignedIn, type SignedIn } from '../../../test/test-app.ts';

const START = PLAN_DAY_TEN_AM;
const { app, clock, learner, unrankedLearner, call } = await appOnManualClock(START);
const { createGroup, groupOf } = studyGroupSteps(app, clock);
const { focusLog, readyToFocus } = groupActivityFixtures(app, clock);

describe('GET /api/group/:id/presence', () => {
  it('shows who is focusing, and since when and on which plan only for members who agreed to be ranked', async () => {
    const leader = await learner();
    const shy = await unrankedLearner();
    const idle = await learner();
    const group = await groupOf(leader, shy, idle);
    await focusLog(leader, '2026-11-21T00:00:00Z', 25 * 60);
    await focusLog(leader, '2026-11-21T00:40:00Z', 0, { open: true });
    await focusLog(shy, '2026-11-21T00:50:00Z', 0, { open: true });
    // Yesterday in Seoul: not today's minutes.
    await focusLog(idle, '2026-11-20T10:00:00Z', 40 * 60);
    clock.set(START);
    await refreshSignedIn(app, idle);

    const response = await call(idle, 'GET', `/api/group/${group.id}/presence`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      members: [
        {
          id: leader.userId,
          username: expect.any(String),
          status: 'FOCUSING',
          focusingSince: '2026-11-21T00:40:00.000Z',
          focusingUntil: expect.stringMatching(/^2026-11-21T/),
          planTitle: '픽스처 계획',
          // 25 closed minutes and the open log's 20 so far.
          todayStudySeconds: 45 * 60,
          todayStudyMinutes: 45,
        },
        {
          id: shy.userId,
          username: expect.any(String),
          status: 'FOCUSING',
          focusingSince: null,
          // Every reader's light goes out on time, so the end is sent for members who keep the start private.
          focusingUntil: expect.stringMatching(/^2026-11-21T/),
          planTitle: null,
          todayStudySeconds: 10 * 60,
          todayStudyMinutes: 10,
        },
        {
          id: idle.userId,
          username: expect.any(String),
          status: 'IDLE',
          focusingSince: null,
          focusingUntil: null,
          planTitle: null,
          todayStudySeconds: 0,
          todayStudyMinutes: 0,
        },
      ],
    });
  });
});

describe('GET /api/group/:id/events', () => {
  let base: string;
  beforeAll(async () => {
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });

  /** Opens the stream as the browser's fetch would and reads it until a fragment arrives. */
  async function openStream(user: SignedIn, groupId: number, origin = base) {
    const controller = new AbortController();
    const response = await fetch(`${origin}/api/group/${groupId}/events`, {
      headers: bearer(user.accessToken),
      signal: controller.signal,
    });
    const reader = response.body?.getReader();
    if (!reader) throw new Error('no stream');
    const decoder = new TextDecoder();
    let text = '';
    let consumed = 0;
    /** Waits for `fragment` after everything an earlier wait matched, so waits are ordered. */
    async function waitFor(fragment: string): Promise<string> {
      const deadline = Date.now() + 5_000;
      while (!text.includes(fragment, consumed)) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no ${fragment} in ${text}`);
        const timeout = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), left));
        const chunk = await Promise.race([reader?.read(), timeout]);
        if (!chunk || chunk.done) continue;
        text += decoder.decode(chunk.value, { stream: true });
      }
      const seen = text.slice(consumed);
      consumed = text.indexOf(fragment, consumed) + fragment.length;
      return seen;
    }
    /** Resolves once the server has ended the stream. */
    async function ended(): Promise<void> {
      for (;;) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) return;
      }
    }
    return { response, waitFor, ended, close: () => controller.abort() };
  }

  it('ends open streams when the app closes, so shutting down never waits for them', async () => {
    const other = await createTestApp({ clock });
    const origin = await other.listen({ port: 0, host: '127.0.0.1' });
    const watcher = await learner();
    const group = await createGroup(watcher);
    const stream = await openStream(watcher, group.id, origin);
    await stream.waitFor('retry:');
    await other.close();
    await stream.ended();
  });

  it('refuses a non-member with 403 before any stream starts', async () => {
    const owner = await learner();
    const group = await createGroup(owner);
    const stranger = await learner();
    const response = await call(stranger, 'GET', `/api/group/${group.id}/events`);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(studyGroupMessages.notMember);
  });

  it('sends retry and the current presence first, then pushes focus changes made through the API', async () => {
    const watcher = await learner();
    const focuser = await learner();
    const group = await groupOf(watcher, focuser);
    clock.set(START);
    await refreshSignedIn(app, focuser);
    const log = { dailyTodoUnitId: await readyToFocus(focuser, { title: '수학의 정석' }) };

    const stream = await openStream(watcher, group.id);
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const first = await stream.waitFor(`"userId":"${focuser.userId}"`);
      expect(first.startsWith('retry: 5000\n\nevent: presences\ndata: {"members":[')).toBe(true);
      expect(first).toContain(
        `{"userId":"${focuser.userId}","status":"IDLE","focusingSince":null,"focusingUntil":null,"planTitle":null}`,
      );

      expect((await call(focuser, 'POST', '/api/focus-logs/start', log)).statusCode).toBe(200);
      await stream.waitFor(
        `"status":"FOCUSING","focusingSince":"${START.toISOString()}",` +
          `"focusingUntil":"${new Date(START.getTime() + 40 * 60_000).toISOString()}","planTitle":"수학의 정석"}`,
      );
      clock.advance(60_000);
      expect((await call(focuser, 'POST', '/api/focus-logs/pause', log)).statusCode).toBe(200);
      await stream.waitFor(
        `{"userId":"${focuser.userId}","status":"IDLE","focusingSince":null,"focusingUntil":null,"planTitle":null}`,
      );
    } finally {
      stream.close();
    }
  });

  it('ends a learner’s oldest stream with a replaced event when they open one more than five', async () => {
    const owner = await learner();
    const group = await createGroup(owner);
    const streams = [];
    try {
      for (let opened = 0; opened < PRESENCE_STREAMS_PER_LEARNER; opened++) {
        const stream = await openStream(owner, group.id);
        await stream.waitFor('retry:');
        streams.push(stream);
      }
      const newest = await openStream(owner, group.id);
      streams.push(newest);
      await newest.waitFor('retry:');
      const [oldest, second] = streams;
      await oldest?.waitFor(`event: ${PRESENCE_REPLACED_EVENT}\n`);
      await oldest?.ended();
      // The others stay open: the next one is only replaced by one more stream still.
      const seventh = await openStream(owner, group.id);
      streams.push(seventh);
      await second?.waitFor(`event: ${PRESENCE_REPLACED_EVENT}\n`);
      expect(newest.response.status).toBe(200);
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it('refuses a new learner with 429 and Retry-After once the instance holds its limit of streams', async () => {
    const small = await createTestApp({ clock, env: { PRESENCE_STREAMS_MAX: '2' } });
    const origin = await small.listen({ port: 0, host: '127.0.0.1' });
    const first = await learner();
    const second = await learner();
    const late = await learner();
    const group = await groupOf(first, second, late);
    const held = [await openStream(first, group.id, origin), await openStream(second, group.id, origin)];
    try {
      for (const stream of held) await stream.waitFor('retry:');
      const refused = await fetch(`${origin}/api/group/${group.id}/events`, {
        headers: bearer(late.accessToken),
      });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('30');
      expect(((await refused.json()) as { code: string }).code).toBe('TOO_MANY_STREAMS');
      // A learner's own new tab still gets in: it takes their oldest stream's place.
      held[0]?.close();
      await vi.waitFor(async () => {
        const again = await openStream(late, group.id, origin);
        held.push(again);
        expect(again.response.status).toBe(200);
      });
    } finally {
      for (const stream of held) stream.close();
      await small.close();
    }
  });

  it('answers HEAD with the stream’s headers and no stream, and refuses a non-member', async () => {
    const owner = await learner();
    const group = await createGroup(owner);
    const head = await fetch(`${base}/api/group/${group.id}/events`, {
      method: 'HEAD',
      headers: bearer(owner.accessToken),
      signal: AbortSignal.timeout(5_000),
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(await head.text()).toBe('');
    const stranger = await learner();
    const refused = await app.inject({
      method: 'HEAD',
      url: `/api/group/${group.id}/events`,
      headers: bearer(stranger.accessToken),
    });
    expect(refused.statusCode).toBe(403);
  });
});
