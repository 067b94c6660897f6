import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DailyTodoGroup } from '@molip/domain/daily-todo';
import type { FocusBlock } from '@molip/domain/focus';
import type { LearnerStats } from '@molip/domain/study-stats';
import { contentUnits, studyPlans } from '../src/db/schema.ts';
import { createPlanThroughApi } from './fixtures.ts';
import {
  bearer,
  createTestApp,
  manualClock,
  onboardedUser,
  refreshSignedIn,
  type SignedIn,
} from './test-app.ts';

// Today's to-dos, the running block and statistics are kept per instance while the learner's read version holds
// (plugins/learner-read-cache.ts). Two instances on one database: what one writes, the other must show.
const clock = manualClock(new Date('2026-11-21T09:00:00Z'));
let reader: FastifyInstance;
let writer: FastifyInstance;
beforeAll(async () => {
  reader = await createTestApp({ clock });
  writer = await createTestApp({ clock });
});
afterAll(async () => {
  await reader.close();
  await writer.close();
});

const call = (
  app: FastifyInstance,
  user: SignedIn,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
) => app.inject({ method, url, headers: bearer(user.accessToken), ...(payload ? { payload } : {}) });

async function todaysList(user: SignedIn): Promise<DailyTodoGroup[]> {
  const response = await call(reader, user, 'GET', '/api/daily-todos/today');
  expect(response.statusCode).toBe(200);
  return response.json<DailyTodoGroup[]>();
}

async function currentBlock(user: SignedIn): Promise<FocusBlock> {
  const response = await call(reader, user, 'GET', '/api/focus-blocks/current');
  expect(response.statusCode).toBe(200);
  return response.json<FocusBlock>();
}

async function statistics(user: SignedIn, days: number): Promise<LearnerStats> {
  const response = await call(reader, user, 'GET', `/api/user/stats?days=${days}`);
  expect(response.statusCode).toBe(200);
  return response.json<LearnerStats>();
}

/** A learner with a plan whose first day has two to-dos, and the list read once on the reading instance. */
async function plannedLearner() {
  const user = await onboardedUser(writer);
  const plan = await createPlanThroughApi(writer, user, { chapters: 1, sectionsPerChapter: 4 });
  const [group] = await todaysList(user);
  const todos = group?.dailyTodoUnitResponses ?? [];
  expect(todos).toHaveLength(2);
  return { user, plan, todos };
}

describe("today's to-dos, read on one instance", () => {
  it('show a status changed on another instance', async () => {
    const { user, todos } = await plannedLearner();
    const [first] = todos;
    const done = await call(writer, user, 'PATCH', `/api/daily-todo-units/${first?.id}/status`, {
      status: 'COMPLETED',
    });
    expect(done.statusCode).toBe(200);
    const [group] = await todaysList(user);
    expect(group?.dailyTodoUnitResponses.find((todo) => todo.id === first?.id)?.status).toBe('COMPLETED');
  });

  it('show a unit or a plan renamed by any writer, and the same list when nothing changed', async () => {
    const { user, plan, todos } = await plannedLearner();
    const [first] = todos;
    expect(await todaysList(user)).toEqual(await todaysList(user));
    await writer.db
      .update(contentUnits)
      .set({ title: '새 이름의 절' })
      .where(eq(contentUnits.id, first?.contentUnitId ?? ''));
    const [renamed] = await todaysList(user);
    expect(renamed?.dailyTodoUnitResponses.find((todo) => todo.id === first?.id)?.title).toBe('새 이름의 절');
    await writer.db.update(studyPlans).set({ title: '바뀐 계획' }).where(eq(studyPlans.id, plan.id));
    expect((await todaysList(user))[0]?.studyPlanTitle).toBe('바뀐 계획');
  });

  it('move to the next study day when the clock passes midnight, with what was left flagged overdue', async () => {
    const { user, todos } = await plannedLearner();
    clock.advance(24 * 60 * 60 * 1000);
    await refreshSignedIn(reader, user);
    try {
      const overdue = (await todaysList(user)).flatMap((group) => group.dailyTodoUnitResponses);
      expect(overdue.filter((todo) => todo.isOverdue).map((todo) => todo.id)).toEqual(
        expect.arrayContaining(todos.map((todo) => todo.id)),
      );
    } finally {
      clock.advance(-24 * 60 * 60 * 1000);
    }
  });
});

describe('the running block, polled on one instance', () => {
  it('counts on from the clock between writes, and shows a pause and a completion made on another instance', async () => {
    const { user, todos } = await plannedLearner();
    const [first] = todos;
    const started = await call(writer, user, 'POST', '/api/focus-logs/quick-start', {
      dailyTodoUnitId: first?.id,
    });
    expect(started.statusCode).toBe(200);
    expect((await currentBlock(user)).actualFocusSeconds).toBe(0);
    clock.advance(90_000);
    const running = await currentBlock(user);
    expect(running.actualFocusSeconds).toBe(90);
    expect(running.serverTime).toBe(clock.now().toISOString());

    const paused = await call(writer, user, 'POST', '/api/focus-logs/pause', { dailyTodoUnitId: first?.id });
    expect(paused.statusCode).toBe(200);
    clock.advance(60_000);
    expect((await currentBlock(user)).actualFocusSeconds).toBe(90);

    // Ticked off from the to-do list: the block's count of done to-dos moves.
    await call(writer, user, 'PATCH', `/api/daily-todo-units/${first?.id}/status`, { status: 'COMPLETED' });
    expect((await currentBlock(user)).completedDailyTodoUnitCount).toBe(1);
  });

  it('is gone once the block ends on another instance', async () => {
    const { user, todos } = await plannedLearner();
    await call(writer, user, 'POST', '/api/focus-logs/quick-start', { dailyTodoUnitId: todos[0]?.id });
    const block = await currentBlock(user);
    await writer.db.execute(sql`update focus_blocks set ended_at = now() where id = ${block.id}`);
    expect((await call(reader, user, 'GET', '/api/focus-blocks/current')).statusCode).toBe(404);
  });
});

describe('statistics, read on one instance', () => {
  it('show a to-do completed and focus counted on another instance, for each range', async () => {
    const { user, todos } = await plannedLearner();
    expect((await statistics(user, 7)).today.completedTodos).toBe(0);
    expect((await statistics(user, 30)).totals.completedTodos).toBe(0);

    await call(writer, user, 'POST', '/api/focus-logs/quick-start', { dailyTodoUnitId: todos[0]?.id });
    clock.advance(40_000);
    // A running log counts up to each read: never kept.
    expect((await statistics(user, 7)).today.studySeconds).toBe(40);
    clock.advance(20_000);
    expect((await statistics(user, 7)).today.studySeconds).toBe(60);
    const done = await call(writer, user, 'POST', '/api/focus-logs/complete', {
      dailyTodoUnitId: todos[0]?.id,
      completed: true,
    });
    expect(done.statusCode).toBe(200);
    clock.advance(60_000);

    for (const days of [7, 30]) {
      const result = await statistics(user, days);
      expect(result.today).toMatchObject({ studySeconds: 60, completedTodos: 1, focusingSince: null });
      expect(result.totals).toMatchObject({ studySeconds: 60, completedTodos: 1 });
    }
  });

  it('move a late-night log to the day before when the day start changes, by any writer', async () => {
    // 01:30 on Saturday 2026-11-21 in Seoul: ten minutes of free focus.
    clock.set(new Date('2026-11-20T16:30:00Z'));
    const user = await onboardedUser(writer);
    expect((await call(writer, user, 'POST', '/api/focus-logs/free/start', {})).statusCode).toBe(200);
    clock.advance(10 * 60_000);
    await refreshSignedIn(writer, user);
    expect((await call(writer, user, 'POST', '/api/focus-logs/free/pause', {})).statusCode).toBe(200);
    // 18:00 the same Saturday: the study day is the same whether the day starts at 0:00 or 4:00.
    clock.set(new Date('2026-11-21T09:00:00Z'));
    await refreshSignedIn(reader, user);
    try {
      expect((await statistics(user, 7)).today).toMatchObject({ date: '2026-11-21', studySeconds: 600 });
      // Written directly, as a script would: the change alone must drop the kept answer.
      await writer.db.execute(sql`update users set day_start_hour = 4 where id = ${user.userId}`);
      const result = await statistics(user, 7);
      expect(result.today).toMatchObject({ date: '2026-11-21', studySeconds: 0 });
      expect(result.daily.find((day) => day.date === '2026-11-20')?.studySeconds).toBe(600);
    } finally {
      clock.set(new Date('2026-11-21T09:00:00Z'));
    }
  });
});
