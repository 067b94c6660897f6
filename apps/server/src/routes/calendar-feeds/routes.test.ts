import { Writable } from 'node:stream';
import ICAL from 'ical.js';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../../app.ts';
import { createPlanThroughApi, todayTodos } from '../../../test/fixtures.ts';
import {
  TEST_JWT_SECRET,
  bearer,
  createTestApp,
  manualClock,
  signInLocally,
  testConfig,
  testDatabase,
  type SignedIn,
} from '../../../test/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

async function feedUrlOf(user: SignedIn): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/user/calendar-feed',
    headers: bearer(user.accessToken),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ url: string }>().url;
}

const pathOf = (url: string) => new URL(url).pathname;

type ParsedEvent = { uid: string; summary: string; description: string; start: string; end: string };

/** The feed read by a real iCalendar parser, as a calendar app would. */
function parseFeed(text: string): { name: unknown; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      allDay: event.startDate.isDate,
    };
  });
  return { name: calendar.getFirstPropertyValue('x-wr-calname'), events };
}

describe('GET /api/user/calendar-feed', () => {
  it('makes a long secret address on the first ask and gives the same one after', async () => {
    const user = await signInLocally(app);
    const first = await feedUrlOf(user);
    expect(first).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(first).not.toContain('?');
    expect(await feedUrlOf(user)).toBe(first);
    expect(await feedUrlOf(await signInLocally(app))).not.toBe(first);
  });

  it('answers 401 without a token', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/user/calendar-feed' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/calendar/<secret>.ics', () => {
  it("lists each active plan's study days as all-day events with that day's to-dos", async () => {
    const user = await signInLocally(app);
    const plan = await createPlanThroughApi(app, user, { chapters: 2, sectionsPerChapter: 3 });
    const response = await app.inject({ method: 'GET', url: pathOf(await feedUrlOf(user)) });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.body).toContain('\r\n');
    const feed = parseFeed(response.body);
    expect(feed.name).toBe('몰입 학습 계획');
    expect(feed.events).toEqual([
      expect.objectContaining({
        uid: `${plan.id}-2026-11-21@molip`,
        summary: `${plan.title} · 할 일 2개`,
        start: '2026-11-21',
        end: '2026-11-22',
        allDay: true,
      }),
      expect.objectContaining({ start: '2026-11-22', summary: `${plan.title} · 할 일 2개` }),
      expect.objectContaining({ start: '2026-11-23', summary: `${plan.title} · 할 일 2개` }),
    ]);
    expect(feed.events[0]?.description).toBe(
      `- 1장 1절\n- 1장 2절\n\n몰입에서 열기: http://localhost:3000/study-plan/${plan.id}`,
    );
  });

  it('marks done to-dos, moves a postponed one and drops a paused plan', async () => {
    const user = await signInLocally(app);
    const kept = await createPlanThroughApi(app, user, { chapters: 1, sectionsPerChapter: 2 });
    const paused = await createPlanThroughApi(app, user, { chapters: 1, sectionsPerChapter: 2 });
    const pause = await app.inject({
      method: 'PATCH',
      url: `/api/study-plans/${paused.id}`,
      headers: bearer(user.accessToken),
      payload: { status: 'PAUSED' },
    });
    expect(pause.statusCode).toBe(200);
    const keptToday = (await todayTodos(app, user.accessToken)).find((group) => group.id === kept.id);
    const [first, second] = keptToday?.dailyTodoUnitResponses ?? [];
    for (const [todo, status] of [
      [first, 'COMPLETED'],
      [second, 'POSTPONED'],
    ] as const) {
      const changed = await app.inject({
        method: 'PATCH',
        url: `/api/daily-todo-units/${todo?.id ?? 'missing'}/status`,
        headers: bearer(user.accessToken),
        payload: { status },
      });
      expect(changed.statusCode).toBe(200);
    }

    const response = await app.inject({ method: 'GET', url: pathOf(await feedUrlOf(user)) });
    const events = parseFeed(response.body).events;
    expect(events.map((event) => [event.start, event.summary])).toEqual([
      ['2026-11-21', `${kept.title} · 할 일 1개`],
      ['2026-11-22', `${kept.title} · 할 일 1개`],
    ]);
    expect(events[0]?.description).toMatch(/^- 1장 1절 \(완료\)\n/);
    expect(events[1]?.description).toMatch(/^- 1장 2절\n/);
  });

  it('answers 404 to a wrong, malformed or replaced secret', async () => {
    const user = await signInLocally(app);
    const old = pathOf(await feedUrlOf(user));
    const rotated = await app.inject({
      method: 'POST',
      url: '/api/user/calendar-feed/rotate',
      headers: bearer(user.accessToken),
    });
    expect(rotated.statusCode).toBe(200);
    const fresh = pathOf(rotated.json<{ url: string }>().url);
    expect(fresh).not.toBe(old);
    expect(await feedUrlOf(user)).toContain(fresh);

    const wrongSecret = `/api/calendar/${'A'.repeat(43)}.ics`;
    for (const url of [old, wrongSecret, '/api/calendar/short.ics', fresh.replace('.ics', '')]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.stringMatching(/캘린더/) });
    }
    expect((await app.inject({ method: 'GET', url: fresh })).statusCode).toBe(200);
  });

  it('spends the per-address API budget like every public route', async () => {
    const limited = await createTestApp({
      env: { RATE_LIMIT_MAX: '2' },
      rateLimitNamespace: `feed-${Date.now()}:`,
    });
    try {
      const feed = `/api/calendar/${'C'.repeat(43)}.ics`;
      const answers = [];
      for (let attempt = 0; attempt < 3; attempt += 1)
        answers.push((await limited.inject({ method: 'GET', url: feed })).statusCode);
      expect(answers).toEqual([404, 404, 429]);
    } finally {
      await limited.close();
    }
  });

  it('stops answering once the account is deleted', async () => {
    const user = await signInLocally(app);
    const feed = pathOf(await feedUrlOf(user));
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/user/me',
      headers: bearer(user.accessToken),
    });
    expect(deleted.statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: feed })).statusCode).toBe(404);
  });

  it('never writes the secret to the logs', async () => {
    let written = '';
    const logged = await buildApp({
      config: testConfig(),
      db: (await testDatabase()).db,
      clock: manualClock(),
      jwtSecret: TEST_JWT_SECRET,
      serveWebApp: false,
      logger: loggerOptions(
        'info',
        new Writable({
          write: (chunk: Buffer, _encoding, done) => {
            written += chunk.toString('utf8');
            done();
          },
        }),
      ),
    });
    try {
      const user = await signInLocally(logged);
      const feed = pathOf(
        await (async () => {
          const response = await logged.inject({
            method: 'GET',
            url: '/api/user/calendar-feed',
            headers: bearer(user.accessToken),
          });
          return response.json<{ url: string }>().url;
        })(),
      );
      const secret = feed.slice('/api/calendar/'.length, -'.ics'.length);
      const escaped = feed.replace('/calendar/', '/%63alendar/');
      for (const url of [feed, escaped, `/api/calendar/${'B'.repeat(43)}.ics`])
        expect((await logged.inject({ method: 'GET', url })).statusCode).toBeLessThan(500);
      expect(written).toContain('/api/calendar/[redacted]');
      expect(written).not.toContain(secret);
      expect(written).not.toContain('B'.repeat(43));
    } finally {
      await logged.close();
    }
  });
});
