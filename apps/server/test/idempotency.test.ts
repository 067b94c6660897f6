import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertContent } from './fixtures.ts';
import { bearer, createTestApp, signInLocally, type SignedIn } from './test-app.ts';

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
