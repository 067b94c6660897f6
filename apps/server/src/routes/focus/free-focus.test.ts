import { describe, expect, it } from 'vitest';
import { FREE_FOCUS_TITLE, type FocusBlock, type FocusLogResult } from '@molip/domain/focus';
import type { FreeFocusResult, FreeFocusStartResult } from '@molip/domain/focus-quick-start';
import type { GroupActivity, MemberPresence } from '@molip/domain/study-group';
import type { LearnerStats } from '@molip/domain/study-stats';
import {
  appAtPlanDayTenAm,
  createPlanThroughApi,
  studyGroupSteps,
  todayTodos,
} from '../../../test/fixtures.ts';
import { bearer, refreshSignedIn, signInLocally, type SignedIn } from '../../../test/test-app.ts';

const MINUTE = 60_000;
const { app, clock, learner } = await appAtPlanDayTenAm();

const call = (user: SignedIn, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  app.inject({ method, url, headers: bearer(user.accessToken), ...(payload ? { payload } : {}) });

const freeStart = (user: SignedIn, body: object = {}) =>
  call(user, 'POST', '/api/focus-logs/free/start', body);
const freePause = (user: SignedIn) => call(user, 'POST', '/api/focus-logs/free/pause', {});
const endBlock = (user: SignedIn, focusBlockId: string) =>
  call(user, 'PATCH', '/api/focus-blocks/end', { focusBlockId });
const currentBlock = async (user: SignedIn) =>
  (await call(user, 'GET', '/api/focus-blocks/current')).json<FocusBlock>();
const todayStats = async (user: SignedIn) =>
  (await call(user, 'GET', '/api/user/stats?days=7')).json<LearnerStats>();

async function advance(user: SignedIn, minutes: number) {
  clock.advance(minutes * MINUTE);
  await refreshSignedIn(app, user);
}

describe('free focus', () => {
  it('opens a session and a block with no to-do and an open free log, in one request', async () => {
    const user = await learner();
    const response = await freeStart(user, { blockMinutes: 25 });
    expect(response.statusCode).toBe(200);
    const body = response.json<FreeFocusStartResult>();
    expect(body.opened).toBe('session');
    expect(body.data.activeLog).toMatchObject({
      dailyTodoUnitId: null,
      dailyTodoUnitTitle: FREE_FOCUS_TITLE,
      endTime: null,
    });
    expect(body.data.block).toMatchObject({
      plannedDurationMinutes: 25,
      plannedDailyTodoUnitCount: 0,
      plannedDailyTodoUnits: [],
    });
    const again = await freeStart(user);
    expect(again.json<FreeFocusStartResult>().opened).toBe('none');
    expect((await currentBlock(user)).focusLogs).toHaveLength(1);
  });

  it('pauses, resumes and ends with the server’s seconds, counted for the day but in no to-do', async () => {
    const user = await learner();
    await createPlanThroughApi(app, user, { chapters: 1, sectionsPerChapter: 1 });
    const before = await todayTodos(app, user.accessToken);
    await freeStart(user);
    await advance(user, 6);
    const paused = await freePause(user);
    expect(paused.statusCode).toBe(200);
    expect(paused.json<FreeFocusResult>().data).toMatchObject({ creditedSeconds: 360, activeLog: null });
    expect((await freePause(user)).json<FreeFocusResult>().data.creditedSeconds).toBe(0);
    await advance(user, 2);
    const resumed = await freeStart(user);
    expect(resumed.json<FreeFocusStartResult>().opened).toBe('none');
    await advance(user, 5);
    const block = await currentBlock(user);
    const ended = await endBlock(user, block.id);
    expect(ended.json<FocusBlock>()).toMatchObject({ isActive: false, actualFocusSeconds: 660 });

    const stats = await todayStats(user);
    expect(stats.today).toMatchObject({ studySeconds: 660, studyMinutes: 11, completedTodos: 0 });
    // Ten minutes of focus make the day count, to-do or not.
    expect(stats.streak).toMatchObject({ current: 1, todayCounts: true });
    expect(await todayTodos(app, user.accessToken)).toEqual(before);
  });

  it('keeps one open log: switching between a to-do and free focus credits each once', async () => {
    const user = await learner();
    await createPlanThroughApi(app, user, { chapters: 1, sectionsPerChapter: 1 });
    const [todo] = (await todayTodos(app, user.accessToken)).flatMap((group) => group.dailyTodoUnitResponses);
    if (!todo) throw new Error('no to-do today');
    await call(user, 'POST', '/api/focus-logs/quick-start', { dailyTodoUnitId: todo.id });
    await advance(user, 3);
    const switched = await freeStart(user);
    expect(switched.json<FreeFocusStartResult>().data.creditedSeconds).toBe(180);
    await advance(user, 2);
    const back = await call(user, 'POST', '/api/focus-logs/start', { dailyTodoUnitId: todo.id });
    expect(back.json<FocusLogResult>().data.creditedSeconds).toBe(120);
    const block = await currentBlock(user);
    expect(block.focusLogs.map((entry) => [entry.dailyTodoUnitTitle, entry.endTime === null])).toEqual([
      [todo.title, false],
      [FREE_FOCUS_TITLE, false],
      [todo.title, true],
    ]);
    const [after] = (await todayTodos(app, user.accessToken)).flatMap(
      (group) => group.dailyTodoUnitResponses,
    );
    expect(after?.totalStudyMinutes).toBe(3);
  });

  it('lights the member’s desk without a plan and counts in the group’s ranking', async () => {
    const user = await learner();
    const reader = await learner();
    const group = await studyGroupSteps(app, clock).groupOf(user, reader);
    await freeStart(user);
    await advance(user, 12);
    await refreshSignedIn(app, reader);
    const presence = (await call(reader, 'GET', `/api/group/${group.id}/presence`)).json<{
      members: MemberPresence[];
    }>();
    expect(presence.members.find((member) => member.id === user.userId)).toMatchObject({
      status: 'FOCUSING',
      planTitle: null,
    });
    await endBlock(user, (await currentBlock(user)).id);
    const activity = (
      await call(reader, 'GET', `/api/group/${group.id}/activity?period=WEEK&date=2026-11-21`)
    ).json<GroupActivity>();
    const entry = activity.memberActivities.find((member) => member.userInfo.id === user.userId);
    expect(entry?.totalStudyMinutes).toBe(12);
  });

  it('takes it into the records download, with no to-do', async () => {
    const user = await learner();
    await freeStart(user);
    await advance(user, 4);
    await freePause(user);
    const json = await call(user, 'GET', '/api/user/me/export');
    expect(json.statusCode).toBe(200);
    expect(json.json<{ focusLogs: object[] }>().focusLogs).toEqual([
      expect.objectContaining({ dailyTodoUnitId: null, seconds: 240 }),
    ]);
    const csv = await call(user, 'GET', '/api/user/me/export?format=csv');
    expect(csv.body).toContain(`,4,240,,,${FREE_FOCUS_TITLE},`);
  });

  it('answers 400, 401, 403, 404 and 409 for what it cannot do', async () => {
    const user = await learner();
    const other = await learner();
    expect((await freeStart(user, { blockMinutes: 0 })).statusCode).toBe(400);
    expect((await freeStart(user, { dailyTodoUnitId: 'x' })).statusCode).toBe(400);
    const anonymous = await app.inject({ method: 'POST', url: '/api/focus-logs/free/start', payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const newcomer = await signInLocally(app, { passGate: false });
    expect((await freeStart(newcomer)).statusCode).toBe(403);
    const paused = await freePause(user);
    expect(paused.statusCode).toBe(409);
    expect(paused.json()).toMatchObject({ code: 'NO_ACTIVE_BLOCK' });

    const block = (await freeStart(other)).json<FreeFocusStartResult>().data.block;
    expect((await call(user, 'GET', `/api/focus-blocks/${block.id}`)).statusCode).toBe(404);
    expect((await endBlock(user, block.id)).statusCode).toBe(404);
    expect((await call(user, 'GET', `/api/focus-sessions/${block.sessionId}`)).statusCode).toBe(404);
    expect((await currentBlock(other)).focusLogs).toEqual([expect.objectContaining({ endTime: null })]);
  });
});
