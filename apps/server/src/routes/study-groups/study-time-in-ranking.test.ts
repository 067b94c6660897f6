import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dailyTodoUnits } from '../../db/schema.ts';
import { appOnManualClock, studyGroupSteps } from '../../../test/fixtures.ts';
import { groupActivityFixtures } from '../../../test/group-activity-fixtures.ts';
import { refreshSignedIn } from '../../../test/test-app.ts';

// 10:00 on Saturday 2026-11-21 in Seoul: the week is Monday 16 to Sunday 22 November.
const { app, clock, learner, call } = await appOnManualClock();
const { createGroup, groupOf } = studyGroupSteps(app, clock);
const { activity, setZone, focusLog, todosOn, readyToFocus } = groupActivityFixtures(app, clock);

describe("a member's study time in the group ranking", () => {
  it("counts each member's minutes on their own study day, floored once per day", async () => {
    const reader = await learner();
    const west = await learner();
    const owl = await learner();
    const group = await groupOf(reader, west, owl);
    await setZone(west, 'America/Los_Angeles');
    await setZone(owl, 'Asia/Seoul', 4);
    // 05:00Z on the 17th is 21:00 on the 16th in Los Angeles.
    await focusLog(west, '2026-11-17T05:00:00Z', 20 * 60);
    // 02:30 on the 18th in Seoul still belongs to the 17th for a learner whose day starts at 04:00.
    await focusLog(owl, '2026-11-17T17:30:00Z', 90);
    await focusLog(owl, '2026-11-17T17:40:00Z', 90);

    const answer = await activity(reader, group.id);
    const days = (id: string) =>
      Object.fromEntries(
        (answer.memberActivities.find((item) => item.userInfo.id === id)?.dailyActivities ?? [])
          .filter((day) => day.totalStudyMinutes > 0)
          .map((day) => [day.date, day.totalStudyMinutes]),
      );
    expect(days(west.userId)).toEqual({ '2026-11-16': 20 });
    // Two logs of 90 seconds make three minutes, not two.
    expect(days(owl.userId)).toEqual({ '2026-11-17': 3 });
  });

  it("counts the server's credited focus seconds, an open log's up to the read, never a to-do's own figure", async () => {
    const reader = await learner();
    const group = await createGroup(reader);
    const [todoId] = await todosOn(reader, '2026-11-18', 1, 0);
    if (!todoId) throw new Error('no to-do');
    await app.db
      .update(dailyTodoUnits)
      .set({ totalStudySeconds: 99_999 })
      .where(eq(dailyTodoUnits.id, todoId));
    await focusLog(reader, '2026-11-18T01:00:00Z', 10 * 60);
    // Open since 23:00Z, two hours and a second before the read (08:00 on the 21st in Seoul).
    await focusLog(reader, '2026-11-20T23:00:00Z', 0, { open: true });
    const answer = await activity(reader, group.id);
    expect(answer.memberActivities[0]).toMatchObject({
      totalStudySeconds: 10 * 60 + 2 * 3600 + 1,
      totalStudyMinutes: 130,
    });
  });

  it("counts a running log only up to its block's planned end", async () => {
    const reader = await learner();
    const group = await createGroup(reader);
    // A 25-minute block begun an hour before the read: it earns 25 minutes, not 60.
    await focusLog(reader, '2026-11-21T00:00:00Z', 0, { open: true, blockMinutes: 25 });
    expect((await activity(reader, group.id)).memberActivities[0]).toMatchObject({
      totalStudySeconds: 25 * 60,
      totalStudyMinutes: 25,
    });
  });

  it('ranks a member focusing now by what they have done so far', async () => {
    const idle = await learner();
    const focusing = await learner();
    const group = await groupOf(idle, focusing);
    await refreshSignedIn(app, focusing);
    const todoId = await readyToFocus(focusing);
    const log = { dailyTodoUnitId: todoId };
    expect((await call(focusing, 'POST', '/api/focus-logs/start', log)).statusCode).toBe(200);
    clock.advance(3 * 60_000);
    await refreshSignedIn(app, idle);

    const ranking = (await activity(idle, group.id)).memberActivities;
    expect(
      ranking.map((item) => [item.rank, item.userInfo.id, item.totalStudySeconds, item.totalStudyMinutes]),
    ).toEqual([
      [1, focusing.userId, 180, 3],
      [2, idle.userId, 0, 0],
    ]);
  });
});
