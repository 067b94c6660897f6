import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { GroupActivity } from '@molip/domain/study-group';
import {
  dailyTodoUnits,
  focusBlocks,
  focusLogs,
  focusSessions,
  studyPlans,
  users,
} from '../src/db/schema.ts';
import { createPlanThroughApi, insertContent, todayTodos, type ManualClock } from './fixtures.ts';
import { bearer, type SignedIn } from './test-app.ts';

/**
 * What a study group's ranking and presence are made of: to-dos and focus logs written straight into the
 * database, a focus readied through the API, and the ranking as a member reads it.
 */
export function groupActivityFixtures(app: FastifyInstance, clock: ManualClock) {
  const call = (user: SignedIn, url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: bearer(user.accessToken), payload });

  /** The ranking as `user` reads it, of the week of Saturday 2026-11-21 unless `query` says otherwise. */
  async function activity(user: SignedIn, groupId: number, query = 'period=WEEK&date=2026-11-21') {
    const response = await app.inject({
      method: 'GET',
      url: `/api/group/${groupId}/activity?${query}`,
      headers: bearer(user.accessToken),
    });
    expect(response.statusCode).toBe(200);
    return response.json<GroupActivity>();
  }

  async function setZone(user: SignedIn, timezone: string, dayStartHour = 0) {
    await app.db.update(users).set({ timezone, dayStartHour }).where(eq(users.id, user.userId));
  }

  /** One plan of the learner, for to-dos and focus logs written straight into the database. */
  async function planOf(user: SignedIn) {
    const content = await insertContent(app.db, user.userId, { chapters: 1, sectionsPerChapter: 1 });
    const [plan] = await app.db
      .insert(studyPlans)
      .values({
        userId: user.userId,
        learningContentId: content.contentId,
        title: '픽스처 계획',
        startDate: '2026-11-01',
        endDate: '2026-12-31',
        studySpeed: 1,
        bufferDayInterval: 0,
      })
      .returning({ id: studyPlans.id });
    const unitId = content.unitIds[0];
    if (!plan || !unitId) throw new Error('no plan fixture');
    return { planId: plan.id, unitId };
  }

  /** `planned` to-dos on `date`, the first `completed` of them completed. */
  async function todosOn(user: SignedIn, date: string, planned: number, completed: number) {
    const { planId, unitId } = await planOf(user);
    const rows = Array.from({ length: planned }, (_, index) => ({
      studyPlanId: planId,
      userId: user.userId,
      contentUnitId: unitId,
      todoDate: date,
      status: index < completed ? ('COMPLETED' as const) : ('PENDING' as const),
      completedAt: index < completed ? clock.now() : null,
    }));
    const inserted = await app.db.insert(dailyTodoUnits).values(rows).returning({ id: dailyTodoUnits.id });
    return inserted.map((row) => row.id);
  }

  /**
   * A closed focus log of `seconds` that started at `startedAt`, inside an ended session and block; an open one
   * runs in a three-hour session and a block of `blockMinutes` (180 unless told).
   */
  async function focusLog(
    user: SignedIn,
    startedAt: string,
    seconds: number,
    options: { open?: boolean; blockMinutes?: number } = {},
  ) {
    const [todoId] = await todosOn(user, startedAt.slice(0, 10), 1, 0);
    if (!todoId) throw new Error('no to-do');
    const start = new Date(startedAt);
    const end = new Date(start.getTime() + seconds * 1000);
    const sessionEnd = options.open ? new Date(start.getTime() + 3 * 3_600_000) : end;
    const [session] = await app.db
      .insert(focusSessions)
      .values({
        userId: user.userId,
        sessionType: '집중 학습',
        startAt: start,
        plannedEndAt: sessionEnd,
        focusTargetMinutes: 60,
        timezone: 'Asia/Seoul',
        endedAt: options.open ? null : end,
      })
      .returning({ id: focusSessions.id });
    if (!session) throw new Error('no session');
    const [block] = await app.db
      .insert(focusBlocks)
      .values({
        sessionId: session.id,
        userId: user.userId,
        startAt: start,
        plannedMinutes: options.blockMinutes ?? 180,
        endedAt: options.open ? null : end,
      })
      .returning({ id: focusBlocks.id });
    if (!block) throw new Error('no block');
    await app.db.insert(focusLogs).values({
      blockId: block.id,
      userId: user.userId,
      dailyTodoUnitId: todoId,
      startedAt: start,
      endedAt: options.open ? null : end,
      seconds: options.open ? 0 : seconds,
    });
  }

  /**
   * Through the API, a plan of one to-do due today, a session from 10:00 to 12:00 and a 40-minute block from
   * 10:00 on it: the learner is one `POST /api/focus-logs/start` of the returned to-do away from focusing.
   */
  async function readyToFocus(user: SignedIn, planSettings: Record<string, unknown> = {}): Promise<string> {
    await createPlanThroughApi(app, user, { chapters: 1, sectionsPerChapter: 1 }, planSettings);
    const [todo] = (await todayTodos(app, user.accessToken)).flatMap((item) => item.dailyTodoUnitResponses);
    if (!todo) throw new Error('no to-do today');
    const session = { startTime: '10:00', endTime: '12:00', focusTime: 60, sessionType: '집중 학습' };
    expect((await call(user, '/api/focus-sessions', session)).statusCode).toBe(201);
    const block = { intendedDailyTodoUnitIds: [todo.id], plannedDurationMinutes: 40, startTime: '10:00' };
    expect((await call(user, '/api/focus-blocks', block)).statusCode).toBe(201);
    return todo.id;
  }

  return { activity, setZone, todosOn, focusLog, readyToFocus };
}
