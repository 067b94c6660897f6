import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contentUnits, dailyTodoUnits } from '../../db/schema.ts';
import {
  createPlanThroughApi,
  todayTodos,
  appOnManualClock,
  PLAN_DAY_SIX_PM,
} from '../../../test/fixtures.ts';
import { onboardedUser } from '../../../test/test-app.ts';

// 2026-11-21 09:00 UTC is 18:00 in Seoul, the plans' start day.
const { app, clock } = await appOnManualClock(PLAN_DAY_SIX_PM);

/** Today's expected seconds by short title, for one plan. */
async function expectedByTitle(accessToken: string, planId: string) {
  const groups = await todayTodos(app, accessToken);
  const todos = groups.find((group) => group.id === planId)?.dailyTodoUnitResponses ?? [];
  return Object.fromEntries(todos.map((todo) => [todo.shortTitle, todo.expectedSeconds]));
}

async function todoOf(accessToken: string, planId: string, shortTitle: string) {
  const groups = await todayTodos(app, accessToken);
  const todo = groups
    .find((group) => group.id === planId)
    ?.dailyTodoUnitResponses.find((row) => row.shortTitle === shortTitle);
  if (!todo) throw new Error(`no to-do ${shortTitle}`);
  return todo;
}

/** A to-do done with `seconds` of credited focus, written as the focus log's close writes it. */
async function completeWithFocus(todoId: string, seconds: number) {
  await app.db
    .update(dailyTodoUnits)
    .set({ status: 'COMPLETED', completedAt: clock.now(), totalStudySeconds: seconds })
    .where(eq(dailyTodoUnits.id, todoId));
}

describe("today's list: each to-do's expected time", () => {
  it('is measured in the plan, falls back to the other plans for a unit, and is otherwise null', async () => {
    const user = await onboardedUser(app);
    const first = await createPlanThroughApi(
      app,
      user,
      { chapters: 1, sectionsPerChapter: 3 },
      { studySpeed: 3 },
    );
    expect(await expectedByTitle(user.accessToken, first.id)).toEqual({
      '1.1': null,
      '1.2': null,
      '1.3': null,
    });

    // A focus log's credit changes the cached list too (the read version moves with the row).
    await completeWithFocus((await todoOf(user.accessToken, first.id, '1.1')).id, 600);
    expect(await expectedByTitle(user.accessToken, first.id)).toEqual({ '1.1': 600, '1.2': 600, '1.3': 600 });

    // A new plan has nothing measured yet: its units of volume 1 take the other plan's 10 minutes.
    const second = await createPlanThroughApi(app, user, { chapters: 1, sectionsPerChapter: 2 });
    const bigUnit = await todoOf(user.accessToken, second.id, '1.2');
    await app.db
      .update(contentUnits)
      .set({ unitVolume: 3 })
      .where(eq(contentUnits.id, bigUnit.contentUnitId));
    expect(await expectedByTitle(user.accessToken, second.id)).toEqual({ '1.1': 600, '1.2': null });

    // Once the plan measures its own: 5 minutes for a volume of 1, so 15 for a volume of 3.
    await completeWithFocus((await todoOf(user.accessToken, second.id, '1.1')).id, 300);
    expect(await expectedByTitle(user.accessToken, second.id)).toEqual({ '1.1': 300, '1.2': 900 });
  });
});
