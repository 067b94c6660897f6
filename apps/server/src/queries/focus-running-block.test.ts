import { describe, expect, it } from 'vitest';
import { focusBlock, type FocusBlock } from '@molip/domain/focus';
import { appAtPlanDayTenAm, createPlanThroughApi, todayTodos } from '../../test/fixtures.ts';
import { accessClaimsOf, bearer, refreshSignedIn, type SignedIn } from '../../test/test-app.ts';
import { readBlock } from './focus.ts';
import { readRunningBlockWithAccount, runningBlockJson } from './focus-running-block.ts';

const MINUTE = 60_000;
const { app, clock, plannedLearner } = await appAtPlanDayTenAm();

const call = (user: SignedIn, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  app.inject({ method, url, headers: bearer(user.accessToken), ...(payload ? { payload } : {}) });

async function advance(user: SignedIn, minutes: number) {
  clock.advance(minutes * MINUTE);
  await refreshSignedIn(app, user);
}

/** The polled current block as the fast path writes it from the one-statement read. */
async function fastPathBlock(user: SignedIn): Promise<unknown> {
  const now = clock.now();
  const read = await readRunningBlockWithAccount(app.db, accessClaimsOf(user), now);
  const json = runningBlockJson(read?.value, now);
  if (json === undefined) throw new Error('no running block on the fast path');
  return JSON.parse(json);
}

/** The same block read in full and presented by `presentBlock`, validated by the answer's schema. */
async function presentedBlock(user: SignedIn, blockId: string): Promise<FocusBlock> {
  return focusBlock.parse(await readBlock(app.db, user.userId, blockId, clock.now()));
}

describe("the current block's fast path", () => {
  it('writes what the schema-validated presenter gives, running, paused, free and ended', async () => {
    const user = await plannedLearner(3);
    // A second plan, so the block's to-dos come in two groups.
    await createPlanThroughApi(app, user, { chapters: 1, sectionsPerChapter: 2 }, { studySpeed: 10 });
    const todoIds = (await todayTodos(app, user.accessToken)).flatMap((group) =>
      group.dailyTodoUnitResponses.map((unit) => unit.id),
    );
    await call(user, 'POST', '/api/focus-sessions', { startTime: '10:00', endTime: '12:00', focusTime: 60 });
    const created = await call(user, 'POST', '/api/focus-blocks', {
      intendedDailyTodoUnitIds: todoIds,
      plannedDurationMinutes: 40,
      startTime: '10:00',
    });
    const blockId = created.json<{ id: string }>().id;
    const [first = '', second = ''] = todoIds;

    const states: string[] = [];
    const expectSame = async (state: string) => {
      states.push(state);
      expect(await fastPathBlock(user), state).toEqual(await presentedBlock(user, blockId));
    };
    await expectSame('planned, nothing started');
    await call(user, 'POST', '/api/focus-logs/start', { dailyTodoUnitId: first });
    await advance(user, 7.25);
    await expectSame('running on a to-do');
    await call(user, 'POST', '/api/focus-logs/complete', { dailyTodoUnitId: first, completed: true });
    await call(user, 'POST', '/api/focus-logs/start', { dailyTodoUnitId: second });
    await advance(user, 3);
    await call(user, 'POST', '/api/focus-logs/pause', { dailyTodoUnitId: second });
    await expectSame('paused');
    await call(user, 'POST', '/api/focus-logs/free/start', {});
    await advance(user, 2);
    await expectSame('focusing freely');
    await advance(user, 40);
    await expectSame('past its planned end, still running');
    expect(states).toHaveLength(5);

    await call(user, 'PATCH', '/api/focus-blocks/end', { focusBlockId: blockId });
    const ended = await presentedBlock(user, blockId);
    expect(ended).toMatchObject({ isActive: false, plannedDailyTodoUnitCount: todoIds.length });
    expect(ended.plannedDailyTodoUnits).toHaveLength(2);
    expect((await call(user, 'GET', `/api/focus-blocks/${blockId}`)).json()).toEqual(ended);
  });
});
