import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENTS_CREATED_PER_HOUR_MAX } from '@molip/domain/constants';
import { idempotencyKeys } from '../src/db/schema.ts';
import { insertContent } from './fixtures.ts';
import {
  bearer,
  createTestApp,
  manualClock,
  refreshSignedIn,
  signInLocally,
  type SignedIn,
} from './test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

async function planDraft(user: SignedIn) {
  const content = await insertContent(app.db, user.userId, { chapters: 1, sectionsPerChapter: 2 });
  return {
    learningContentId: content.contentId,
    contentUnitIds: content.unitIds,
    startDate: '2026-11-21',
    restDays: [],
    studySpeed: 1,
    bufferDayInterval: 0,
  };
}

const createPlan = (user: SignedIn, payload: object, key?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/study-plans',
    headers: { ...bearer(user.accessToken), ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });

async function planCount(user: SignedIn) {
  const list = await app.inject({
    method: 'GET',
    url: '/api/study-plans?me=true',
    headers: bearer(user.accessToken),
  });
  return list.json<{ pagination: { total: number } }>().pagination.total;
}

describe('Idempotency-Key on creates', () => {
  it('makes one plan of a retried create and answers the retry with the first answer', async () => {
    const user = await signInLocally(app);
    const draft = await planDraft(user);
    const key = randomUUID();
    const first = await createPlan(user, draft, key);
    const retry = await createPlan(user, draft, key);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await planCount(user)).toBe(1);
  });

  it('makes one content of a retried create', async () => {
    const user = await signInLocally(app);
    const key = randomUUID();
    const create = () =>
      app.inject({
        method: 'POST',
        url: '/api/learning-contents',
        headers: { ...bearer(user.accessToken), 'idempotency-key': key },
        payload: { title: `재시도 교재 ${key}`, type: 'BOOK', contentUnits: [{ title: '1단원' }] },
      });
    const [first, retry] = [await create(), await create()];
    expect([first.statusCode, retry.statusCode]).toEqual([201, 201]);
    expect(retry.json<{ id: string }>().id).toBe(first.json<{ id: string }>().id);
  });

  it('still creates twice without a key, and keeps one learner’s keys apart from another’s', async () => {
    const user = await signInLocally(app);
    const other = await signInLocally(app);
    const draft = await planDraft(user);
    await createPlan(user, draft);
    await createPlan(user, draft);
    expect(await planCount(user)).toBe(2);
    const key = randomUUID();
    await createPlan(user, draft, key);
    const theirs = await createPlan(other, await planDraft(other), key);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses a malformed key and a key reused on another route', async () => {
    const user = await signInLocally(app);
    const draft = await planDraft(user);
    const malformed = await createPlan(user, draft, 'short');
    expect(malformed.statusCode).toBe(400);
    const key = randomUUID();
    await createPlan(user, draft, key);
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/api/focus-sessions',
      headers: { ...bearer(user.accessToken), 'idempotency-key': key },
      payload: { startTime: '09:00', endTime: '10:00', focusTime: 30 },
    });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
  });
});

const HOUR_MS = 60 * 60 * 1000;

// Titles are unique across every run on a database: a content's title and author are unique.
const runId = randomUUID().slice(0, 8);
const titled = (title: string) => `${title} ${runId}`;
const contentBody = (title: string) => ({
  title: titled(title),
  type: 'BOOK',
  contentUnits: [{ title: '1단원' }],
});

const createContent = (on: FastifyInstance, user: SignedIn, key: string | null, payload: object) =>
  on.inject({
    method: 'POST',
    url: '/api/learning-contents',
    headers: { ...bearer(user.accessToken), ...(key === null ? {} : { 'idempotency-key': key }) },
    payload,
  });

async function myContentTitles(on: FastifyInstance, user: SignedIn) {
  const list = await on.inject({
    method: 'GET',
    url: '/api/learning-contents?mine=true&limit=100',
    headers: bearer(user.accessToken),
  });
  return list.json<{ contents: { title: string }[] }>().contents.map((content) => content.title);
}

describe('a key bound to its request', () => {
  it('refuses the same key with another body with a Korean 422 and keeps the first answer', async () => {
    const user = await signInLocally(app);
    const key = randomUUID();
    const first = await createContent(app, user, key, contentBody('처음 제목'));
    expect(first.statusCode).toBe(201);
    const changed = await createContent(app, user, key, contentBody('바뀐 제목'));
    expect(changed.statusCode).toBe(422);
    expect(changed.headers['idempotent-replayed']).toBeUndefined();
    expect(changed.json()).toEqual({
      statusCode: 422,
      code: 'IDEMPOTENCY_KEY_REUSED',
      error: 'Unprocessable Content',
      message: expect.stringMatching(/[가-힣].*요\.$/u),
    });
    expect(await myContentTitles(app, user)).toEqual([titled('처음 제목')]);
    const retry = await createContent(app, user, key, contentBody('처음 제목'));
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json<{ id: string }>().id).toBe(first.json<{ id: string }>().id);
  });

  it('reads one body however its fields are ordered or spaced', async () => {
    const user = await signInLocally(app);
    const key = randomUUID();
    const first = await createContent(app, user, key, contentBody('순서만 다른 본문'));
    const reordered = await app.inject({
      method: 'POST',
      url: '/api/learning-contents',
      headers: { ...bearer(user.accessToken), 'idempotency-key': key, 'content-type': 'application/json' },
      payload: `{ "contentUnits": [ { "title": "1단원" } ], "type": "BOOK", "title": "${titled('순서만 다른 본문')}" }`,
    });
    expect(reordered.statusCode).toBe(201);
    expect(reordered.headers['idempotent-replayed']).toBe('true');
    expect(reordered.json<{ id: string }>().id).toBe(first.json<{ id: string }>().id);
  });

  it('answers 409 to the same request while the first with the key still runs', async () => {
    const user = await signInLocally(app);
    const key = randomUUID();
    const [first, second] = await Promise.all([
      createContent(app, user, key, contentBody('동시에 보낸 요청')),
      createContent(app, user, key, contentBody('동시에 보낸 요청')),
    ]);
    const codes = [first.statusCode, second.statusCode].sort();
    // Either the second arrived while the first ran (409), or after it answered (a replay).
    expect([
      [201, 201],
      [201, 409],
    ]).toContainEqual(codes);
    const busy = [first, second].find((response) => response.statusCode === 409);
    if (busy) expect(busy.json()).toMatchObject({ code: 'IDEMPOTENCY_IN_PROGRESS' });
    expect(await myContentTitles(app, user)).toEqual([titled('동시에 보낸 요청')]);
  });
});

// A clock of its own, far before the other files' clocks, so this file's prunes never reach their keys.
describe('keys by the server clock', () => {
  const clock = manualClock(new Date('2001-03-05T00:00:00Z'));
  let timed: FastifyInstance;
  beforeAll(async () => {
    timed = await createTestApp({ clock });
  });
  afterAll(() => timed.close());

  const keysOf = (user: SignedIn) =>
    timed.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, user.userId));

  it('does not keep an error: a quota’s 429 keeps its Retry-After, and the retry an hour later runs', async () => {
    const user = await signInLocally(timed);
    for (let index = 0; index < CONTENTS_CREATED_PER_HOUR_MAX; index += 1) {
      const made = await createContent(timed, user, null, contentBody(`자료 ${index}`));
      expect(made.statusCode).toBe(201);
    }
    const key = randomUUID();
    const refused = await createContent(timed, user, key, contentBody('한도 다음 자료'));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(3600);
    clock.advance(60_000);
    const stillRefused = await createContent(timed, user, key, contentBody('한도 다음 자료'));
    expect(stillRefused.statusCode).toBe(429);
    expect(stillRefused.headers['idempotent-replayed']).toBeUndefined();
    expect(Number(stillRefused.headers['retry-after'])).toBe(3540);
    expect(await keysOf(user)).toEqual([]);
    clock.advance(HOUR_MS);
    await refreshSignedIn(timed, user);
    const later = await createContent(timed, user, key, contentBody('한도 다음 자료'));
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
  });

  it('replays within 24 hours, runs afresh after them, and prunes expired keys on a later write', async () => {
    const user = await signInLocally(timed);
    const content = await insertContent(timed.db, user.userId, { chapters: 1, sectionsPerChapter: 2 });
    const draft = {
      learningContentId: content.contentId,
      contentUnitIds: content.unitIds,
      startDate: '2001-03-20',
      restDays: [],
      studySpeed: 1,
      bufferDayInterval: 0,
    };
    const key = randomUUID();
    const create = () =>
      timed.inject({
        method: 'POST',
        url: '/api/study-plans',
        headers: { ...bearer(user.accessToken), 'idempotency-key': key },
        payload: draft,
      });
    const first = await create();
    expect(first.statusCode, first.body).toBe(201);
    clock.advance(23 * HOUR_MS);
    await refreshSignedIn(timed, user);
    const replay = await create();
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json<{ id: string }>().id).toBe(first.json<{ id: string }>().id);
    clock.advance(2 * HOUR_MS);
    await refreshSignedIn(timed, user);
    const afresh = await create();
    expect(afresh.statusCode, afresh.body).toBe(201);
    expect(afresh.headers['idempotent-replayed']).toBeUndefined();
    expect(afresh.json<{ id: string }>().id).not.toBe(first.json<{ id: string }>().id);

    // A backlog larger than one prune batch, as a busy day leaves behind, all past its lifetime.
    const old = new Date(clock.now().getTime() - 25 * HOUR_MS);
    await timed.db.insert(idempotencyKeys).values(
      Array.from({ length: 2500 }, (_, index) => ({
        userId: user.userId,
        key: `backlog-${index}-${randomUUID()}`,
        route: 'POST /api/learning-contents',
        fingerprint: 'old',
        statusCode: 201,
        responseBody: '{}',
        createdAt: old,
      })),
    );
    expect(await keysOf(user)).toHaveLength(2501);
    clock.advance(HOUR_MS);
    const other = await signInLocally(timed);
    await createContent(timed, other, randomUUID(), contentBody('다른 학습자의 요청'));
    // Only the key written an hour ago is left: it has 23 hours to go.
    expect((await keysOf(user)).map((row) => row.key)).toEqual([key]);
  });
});
