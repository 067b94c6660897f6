import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, expect } from 'vitest';
import type { DailyTodoGroup } from '@molip/domain/daily-todo';
import type { GroupDetail } from '@molip/domain/study-group';
import type { StudyPlan } from '@molip/domain/study-plan';
import type { Database } from '../src/db/client.ts';
import { contentUnits, learningContents } from '../src/db/schema.ts';
import {
  bearer,
  createTestApp,
  manualClock,
  onboardedUser,
  refreshSignedIn,
  signInLocally,
  type SignedIn,
  type TestAppOptions,
} from './test-app.ts';

export type ContentFixture = { contentId: string; unitIds: string[]; chapterIds: string[] };

/**
 * A content straight in the database, independent of the contents API: `chapters` chapters of
 * `sectionsPerChapter` sections each (leaves), numbered 1, 1.1, 1.2, 2, …
 */
export async function insertContent(
  db: Database,
  createdBy: string,
  shape: { chapters: number; sectionsPerChapter: number },
): Promise<ContentFixture> {
  const contentId = randomUUID();
  await db.insert(learningContents).values({
    id: contentId,
    title: `픽스처 교재 ${contentId.slice(0, 8)}`,
    author: '테스트 저자',
    type: 'BOOK',
    createdBy,
  });
  const rows: (typeof contentUnits.$inferInsert)[] = [];
  const chapterIds: string[] = [];
  const unitIds: string[] = [];
  let position = 0;
  for (let chapter = 1; chapter <= shape.chapters; chapter += 1) {
    const chapterId = randomUUID();
    chapterIds.push(chapterId);
    rows.push({
      id: chapterId,
      contentId,
      parentId: null,
      depth: 0,
      sequence: chapter,
      position: position++,
      title: `${chapter}장`,
      shortTitle: `${chapter}`,
    });
    for (let section = 1; section <= shape.sectionsPerChapter; section += 1) {
      const id = randomUUID();
      unitIds.push(id);
      rows.push({
        id,
        contentId,
        parentId: chapterId,
        depth: 1,
        sequence: section,
        position: position++,
        title: `${chapter}장 ${section}절`,
        shortTitle: `${chapter}.${section}`,
      });
    }
  }
  for (let start = 0; start < rows.length; start += 1000) {
    await db.insert(contentUnits).values(rows.slice(start, start + 1000));
  }
  return { contentId, unitIds, chapterIds };
}

/** A plan over every leaf of a fresh fixture content, created through the API as the learner. */
export async function createPlanThroughApi(
  app: FastifyInstance,
  user: { userId: string; accessToken: string },
  shape: { chapters: number; sectionsPerChapter: number },
  settings: Record<string, unknown> = {},
): Promise<StudyPlan> {
  const content = await insertContent(app.db, user.userId, shape);
  const response = await app.inject({
    method: 'POST',
    url: '/api/study-plans',
    headers: { authorization: `Bearer ${user.accessToken}` },
    payload: {
      learningContentId: content.contentId,
      contentUnitIds: content.unitIds,
      startDate: '2026-11-21',
      restDays: [],
      studySpeed: 2,
      bufferDayInterval: 0,
      ...settings,
    },
  });
  if (response.statusCode !== 201)
    throw new Error(`plan creation failed: ${response.statusCode} ${response.body}`);
  return response.json<StudyPlan>();
}

/** Today's list for the learner. */
export async function todayTodos(app: FastifyInstance, accessToken: string): Promise<DailyTodoGroup[]> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/daily-todos/today',
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return response.json<DailyTodoGroup[]>();
}

/** 10:00 Seoul on Saturday 2026-11-21, the first day of the plans `createPlanThroughApi` makes. */
export const PLAN_DAY_TEN_AM = new Date('2026-11-21T01:00:00Z');

export type PlannedLearner = SignedIn & { todoIds: string[] };

/** 18:00 Seoul on the same Saturday 2026-11-21, evening of the plans' first day. */
export const PLAN_DAY_SIX_PM = new Date('2026-11-21T09:00:00Z');

export type ManualClock = ReturnType<typeof manualClock>;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The file's app on a manual clock at `at`, closed after the file's tests (call it with top-level await).
 * `learner()` sets the clock back to `at`, then signs in a learner who agreed to every term (`unrankedLearner()`
 * only to the required ones, so rankings leave them out); `plannedLearner` gives them one plan of `units`
 * to-dos, all due today; `call` sends a learner's request with their token.
 */
export async function appOnManualClock(
  at: Date = PLAN_DAY_TEN_AM,
  options: Omit<TestAppOptions, 'clock'> = {},
) {
  const clock = manualClock(at);
  const app = await createTestApp({ ...options, clock });
  afterAll(() => app.close());
  const learner = async (username?: string) => {
    clock.set(at);
    return onboardedUser(app, username);
  };
  const unrankedLearner = async () => {
    clock.set(at);
    return signInLocally(app);
  };
  const plannedLearner = async (units: number): Promise<PlannedLearner> => {
    const user = await learner();
    await createPlanThroughApi(app, user, { chapters: 1, sectionsPerChapter: units }, { studySpeed: 10 });
    const groups = await todayTodos(app, user.accessToken);
    return { ...user, todoIds: groups[0]?.dailyTodoUnitResponses.map((unit) => unit.id) ?? [] };
  };
  const call = (user: SignedIn, method: Method, url: string, payload?: object) =>
    app.inject({ method, url, headers: bearer(user.accessToken), ...(payload ? { payload } : {}) });
  return { app, clock, learner, unrankedLearner, plannedLearner, call };
}

/** The file's app on a manual clock at `PLAN_DAY_TEN_AM` (see `appOnManualClock`). */
export const appAtPlanDayTenAm = () => appOnManualClock(PLAN_DAY_TEN_AM);

/** Seats the learner in a study room (`POST /api/group/rooms/join`, which gives one already seated their room). */
export async function joinStudyRoom(app: FastifyInstance, user: { accessToken: string }): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/group/rooms/join',
    headers: { authorization: `Bearer ${user.accessToken}` },
  });
  if (response.statusCode !== 200)
    throw new Error(`room join failed: ${response.statusCode} ${response.body}`);
  return response.json<{ id: number }>().id;
}

/**
 * Study groups through the API, each step one clock second after the last so that join order, and with it
 * the longest-standing member, is well defined.
 */
export function studyGroupSteps(app: FastifyInstance, clock: ManualClock) {
  const post = (user: SignedIn, url: string, payload: object) => {
    clock.advance(1000);
    return app.inject({ method: 'POST', url, headers: bearer(user.accessToken), payload });
  };
  const joinByCode = (user: SignedIn, inviteCode: string | null) =>
    post(user, '/api/group/join-by-code', { inviteCode });
  async function createGroup(leader: SignedIn, name = '알고리즘 스터디'): Promise<GroupDetail> {
    const response = await post(leader, '/api/group', { name });
    if (response.statusCode !== 201)
      throw new Error(`group creation failed: ${response.statusCode} ${response.body}`);
    return response.json<GroupDetail>();
  }
  /** A group led by `leader`, the others joined in order. */
  async function groupOf(leader: SignedIn, ...others: SignedIn[]): Promise<GroupDetail> {
    const group = await createGroup(leader);
    for (const other of others) {
      const joined = await joinByCode(other, group.inviteCode);
      if (joined.statusCode !== 200)
        throw new Error(`group join failed: ${joined.statusCode} ${joined.body}`);
    }
    return group;
  }
  return { createGroup, joinByCode, groupOf };
}

/**
 * An hourly creation quota, on an app of its own at 18:00 Seoul: `max` creations ten seconds apart pass, the
 * next is refused with 429, Retry-After and a Korean message, and one passes again once the first is an hour
 * old. `learnerCreating` signs in the learner and answers how they create one more.
 */
export async function expectHourlyCreationQuota(
  max: number,
  learnerCreating: (
    app: FastifyInstance,
  ) => Promise<{ learner: SignedIn; createOne: () => Promise<LightMyRequestResponse> }>,
) {
  const quotaClock = manualClock(PLAN_DAY_SIX_PM);
  const quotaApp = await createTestApp({ clock: quotaClock });
  try {
    const { learner, createOne } = await learnerCreating(quotaApp);
    for (let index = 0; index < max; index += 1) {
      quotaClock.advance(10_000);
      const created = await createOne();
      expect(created.statusCode, created.body).toBe(201);
    }
    const refused = await createOne();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ statusCode: 429, code: 'QUOTA_EXCEEDED' });
    expect(refused.json<{ message: string }>().message).toMatch(/[가-힣].*분 뒤에 다시 시도해 주세요/);
    // The first of the thirty was made 290 s ago: its place frees up when the hour since then is over.
    expect(Number(refused.headers['retry-after'])).toBe(3600 - 290);
    quotaClock.advance((3600 - 290) * 1000);
    await refreshSignedIn(quotaApp, learner);
    expect((await createOne()).statusCode).toBe(201);
  } finally {
    await quotaApp.close();
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A learner's review steps through the API: the clock moved whole days from `start` (the access token
 * refreshed, since it lives ten minutes), a to-do's status set, a review rated.
 */
export function reviewSteps(app: FastifyInstance, clock: ReturnType<typeof manualClock>, start: Date) {
  return {
    async travel(user: SignedIn, days: number) {
      clock.set(new Date(start.getTime() + days * DAY_MS));
      await refreshSignedIn(app, user);
    },
    setStatus: (user: SignedIn, id: string, status: string) =>
      app.inject({
        method: 'PATCH',
        url: `/api/daily-todo-units/${id}/status`,
        headers: bearer(user.accessToken),
        payload: { status },
      }),
    rate: (user: SignedIn, id: string, rating: unknown) =>
      app.inject({
        method: 'PUT',
        url: `/api/daily-todos/${id}/review-rating`,
        headers: bearer(user.accessToken),
        payload: { rating },
      }),
  };
}
