import { describe, expect, it, vi } from 'vitest';
import type { GroupDetail } from '@molip/domain/study-group';
import { appOnManualClock, studyGroupSteps } from '../../../test/fixtures.ts';
import { groupActivityFixtures } from '../../../test/group-activity-fixtures.ts';
import { refreshSignedIn, type SignedIn } from '../../../test/test-app.ts';

// 10:00 on Saturday 2026-11-21 in Seoul: the week is Monday 16 to Sunday 22 November.
const { app, clock, learner, unrankedLearner } = await appOnManualClock();
const { createGroup, groupOf } = studyGroupSteps(app, clock);
const { activity, setZone, todosOn, focusLog } = groupActivityFixtures(app, clock);

describe('the group ranking (GET /api/group/:id/activity)', () => {
  it('ranks by seconds, then completed to-dos, then join time, with every day of the week', async () => {
    const [leader, second, third, fourth] = [
      await learner(),
      await learner(),
      await learner(),
      await learner(),
    ];
    const group = await groupOf(leader, second, third, fourth);
    await focusLog(leader, '2026-11-17T01:00:00Z', 30 * 60);
    await focusLog(second, '2026-11-18T01:00:00Z', 45 * 60);
    await focusLog(third, '2026-11-17T01:00:00Z', 30 * 60);
    await todosOn(third, '2026-11-17', 2, 1);
    await focusLog(fourth, '2026-11-19T01:00:00Z', 30 * 60);
    // Outside the week: counts for nothing.
    await focusLog(fourth, '2026-11-23T01:00:00Z', 300 * 60);

    const answer = await activity(leader, group.id);
    expect(answer.periodInfo).toEqual({ period: 'WEEK', startDate: '2026-11-16', endDate: '2026-11-22' });
    expect(
      answer.memberActivities.map((item) => [item.rank, item.userInfo.id, item.totalStudyMinutes]),
    ).toEqual([
      [1, second.userId, 45],
      [2, third.userId, 30],
      [3, leader.userId, 30],
      [4, fourth.userId, 30],
    ]);
    const thirdDays = answer.memberActivities[1]?.dailyActivities ?? [];
    expect(thirdDays.map((day) => day.date)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
    // The focus fixture plans one to-do on the log's day as well: three planned, one completed.
    expect(thirdDays[1]).toEqual({
      date: '2026-11-17',
      completedDailyTodoUnitsCount: 1,
      totalStudySeconds: 30 * 60,
      totalStudyMinutes: 30,
      completionRate: 1 / 3,
    });
    expect(thirdDays[0]).toEqual({
      date: '2026-11-16',
      completedDailyTodoUnitsCount: 0,
      totalStudySeconds: 0,
      totalStudyMinutes: 0,
      completionRate: 0,
    });
    expect(answer.groupInfo).toEqual({ id: group.id, name: group.name, memberCount: 4 });
    expect(answer).toMatchObject({ excludedMembersCount: 0, myRankingConsent: true });
    expect(answer.groupAverageCompletionRate).toBeCloseTo(1 / 3 / 4);
  });

  it("rates a member's period by completed over planned to-dos of its days so far, 0 when nothing was planned", async () => {
    const leader = await learner();
    const resting = await learner();
    const group = await groupOf(leader, resting);
    // Days' rates 1 and 0 would average to 50 %; the period holds 4 of 5 to-dos done.
    await todosOn(leader, '2026-11-17', 4, 4);
    await todosOn(leader, '2026-11-18', 1, 0);
    // Tomorrow's to-dos are not due yet.
    await todosOn(leader, '2026-11-22', 3, 0);
    const answer = await activity(leader, group.id);
    const rates = new Map(answer.memberActivities.map((item) => [item.userInfo.id, item.completionRate]));
    expect(rates.get(leader.userId)).toBeCloseTo(4 / 5);
    expect(rates.get(resting.userId)).toBe(0);
    // The rate's own counts, which the ranking shows as 할 일 4/5.
    expect(answer.memberActivities.find((item) => item.userInfo.id === leader.userId)).toMatchObject({
      plannedTodosSoFar: 5,
      completedTodosSoFar: 4,
    });
    expect(answer.groupAverageCompletionRate).toBeCloseTo(4 / 5 / 2);
  });

  it('leaves out members who did not agree to be ranked, and tells such a reader', async () => {
    const leader = await learner();
    const shy = await unrankedLearner();
    const group = await groupOf(leader, shy);
    await focusLog(shy, '2026-11-17T01:00:00Z', 90 * 60);

    const seenByLeader = await activity(leader, group.id);
    expect(seenByLeader.memberActivities.map((item) => item.userInfo.id)).toEqual([leader.userId]);
    expect(seenByLeader).toMatchObject({ excludedMembersCount: 1, myRankingConsent: true });
    const seenByShy = await activity(shy, group.id);
    expect(seenByShy).toMatchObject({ excludedMembersCount: 1, myRankingConsent: false });
    expect(JSON.stringify(seenByShy)).not.toContain(leader.email);
    expect(seenByShy.memberActivities[0]?.userInfo.email).toBe(`${leader.email.slice(0, 2)}***@example.com`);
  });

  it("takes the period in the reader's zone, today by default, and a month has all its days", async () => {
    const reader = await learner();
    const group = await createGroup(reader);
    // 12:00Z on Sunday the 22nd is already Monday the 23rd on Kiritimati (UTC+14).
    clock.set(new Date('2026-11-22T12:00:00Z'));
    await refreshSignedIn(app, reader);
    const seoul = await activity(reader, group.id, 'period=WEEK');
    expect(seoul.periodInfo).toMatchObject({ startDate: '2026-11-16', endDate: '2026-11-22' });
    await setZone(reader, 'Pacific/Kiritimati');
    const kiritimati = await activity(reader, group.id, '');
    expect(kiritimati.periodInfo).toEqual({
      period: 'WEEK',
      startDate: '2026-11-23',
      endDate: '2026-11-29',
    });
    const month = await activity(reader, group.id, 'period=MONTH&date=2026-02-14');
    expect(month.periodInfo).toEqual({ period: 'MONTH', startDate: '2026-02-01', endDate: '2026-02-28' });
    expect(month.memberActivities[0]?.dailyActivities).toHaveLength(28);
  });

  it('reads the same number of times whatever the number of members', async () => {
    const client: unknown = Reflect.get(app.db, '$client');
    if (typeof client !== 'object' || client === null || !('query' in client)) throw new Error('no client');
    const countReads = async (group: GroupDetail, reader: SignedIn) => {
      const spy = vi.spyOn(client as { query: (...args: never[]) => unknown }, 'query');
      try {
        await activity(reader, group.id);
        return spy.mock.calls.length;
      } finally {
        spy.mockRestore();
      }
    };
    const small = [await learner(), await learner()];
    const large = [await learner(), ...(await Promise.all([1, 2, 3, 4, 5].map(() => learner())))];
    const [smallLeader, ...smallRest] = small;
    const [largeLeader, ...largeRest] = large;
    if (!smallLeader || !largeLeader) throw new Error('no leaders');
    const smallGroup = await groupOf(smallLeader, ...smallRest);
    const largeGroup = await groupOf(largeLeader, ...largeRest);
    for (const member of large) await focusLog(member, '2026-11-18T01:00:00Z', 600);
    const smallReads = await countReads(smallGroup, smallLeader);
    expect(smallReads).toBeGreaterThan(0);
    expect(await countReads(largeGroup, largeLeader)).toBe(smallReads);
  });

  it('counts members active in the last seven days', async () => {
    const [leader, focused, finished, idle] = [
      await learner(),
      await learner(),
      await learner(),
      await unrankedLearner(),
    ];
    const group = await groupOf(leader, focused, finished, idle);
    await focusLog(focused, '2026-11-20T01:00:00Z', 60);
    await todosOn(finished, '2026-11-21', 1, 1);
    // Eight days ago: too old to count.
    await focusLog(idle, '2026-11-13T00:00:00Z', 3600);
    expect((await activity(leader, group.id)).totalActiveMembersCount).toBe(2);
  });
});
