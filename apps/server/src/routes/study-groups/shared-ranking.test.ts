import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { encode } from 'zod/mini';
import { groupActivity, type GroupActivity } from '@molip/domain/study-group';
import { PRESENCE_CHANNEL } from '../../db/presence-channel.ts';
import { terms, userAgreements, users } from '../../db/schema.ts';
import { appOnManualClock, PLAN_DAY_TEN_AM, studyGroupSteps } from '../../../test/fixtures.ts';
import { groupActivityFixtures } from '../../../test/group-activity-fixtures.ts';
import { bearer, refreshSignedIn, type SignedIn } from '../../../test/test-app.ts';

// 10:00 on Saturday 2026-11-21 in Seoul: the week is Monday 16 to Sunday 22 November.
const { app, clock, learner, unrankedLearner, call } = await appOnManualClock(PLAN_DAY_TEN_AM);
const { createGroup, joinByCode, groupOf } = studyGroupSteps(app, clock);
const { activity, todosOn, focusLog, readyToFocus } = groupActivityFixtures(app, clock);

describe('the shared ranking', () => {
  const entryOf = (answer: GroupActivity, userId: string) =>
    answer.memberActivities.find((item) => item.userInfo.id === userId);
  const minutesOf = (answer: GroupActivity, userId: string) => entryOf(answer, userId)?.totalStudyMinutes;
  const secondsOf = (answer: GroupActivity, userId: string) => entryOf(answer, userId)?.totalStudySeconds;

  it('serves a second reader the ranking the first one read, until it is ten seconds old', async () => {
    const first = await learner();
    const second = await learner();
    const group = await groupOf(first, second);
    await focusLog(first, '2026-11-17T01:00:00Z', 30 * 60);
    expect(minutesOf(await activity(first, group.id), first.userId)).toBe(30);
    // Written straight into the database: no focus change is announced, so only the TTL ends the sharing.
    await focusLog(first, '2026-11-18T01:00:00Z', 15 * 60);
    expect(minutesOf(await activity(second, group.id), first.userId)).toBe(30);
    clock.advance(10_000);
    expect(minutesOf(await activity(second, group.id), first.userId)).toBe(45);
  });

  it('reads the ranking again as soon as a focus log of a member closes', async () => {
    const reader = await learner();
    const focuser = await learner();
    const group = await groupOf(reader, focuser);
    clock.set(PLAN_DAY_TEN_AM);
    await refreshSignedIn(app, focuser);
    const log = { dailyTodoUnitId: await readyToFocus(focuser) };
    // The start's own notification must have passed before the ranking is read and kept.
    const heard: string[] = [];
    const stopListening = await app.listenToDatabase(PRESENCE_CHANNEL, (userId) => heard.push(userId));
    expect((await call(focuser, 'POST', '/api/focus-logs/start', log)).statusCode).toBe(200);
    await vi.waitFor(() => expect(heard).toContain(focuser.userId), { timeout: 2_000 });
    await stopListening();
    await new Promise((resolve) => setTimeout(resolve, 50));
    clock.advance(120_000);
    // The open log counts up to the read; this read is kept for the next ten seconds.
    expect(secondsOf(await activity(reader, group.id), focuser.userId)).toBe(120);
    clock.advance(5_000);
    expect(secondsOf(await activity(reader, group.id), focuser.userId)).toBe(120);
    expect((await call(focuser, 'POST', '/api/focus-logs/pause', log)).statusCode).toBe(200);
    // The notification reaches the cache just after the commit, on every instance.
    await vi.waitFor(
      async () => expect(secondsOf(await activity(reader, group.id), focuser.userId)).toBe(125),
      {
        timeout: 1_000,
      },
    );
  });

  it("sends exactly what the contract's serialiser would, for a ranked and an unranked reader", async () => {
    const leader = await learner();
    const shy = await unrankedLearner();
    const first = await learner();
    const group = await groupOf(leader, shy, first);
    await focusLog(leader, '2026-11-17T01:00:00Z', 95);
    await todosOn(leader, '2026-11-18', 3, 1);
    // A name of several bytes a letter among the shared entries.
    await focusLog(first, '2026-11-17T01:00:00Z', 600);
    await app.db
      .update(users)
      .set({ username: `몰입하는_${randomUUID().slice(0, 6)}` })
      .where(eq(users.id, first.userId));
    for (const reader of [leader, shy, first, leader]) {
      const response = await call(
        reader,
        'GET',
        `/api/group/${group.id}/activity?period=MONTH&date=2026-11-21`,
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.body).toBe(JSON.stringify(encode(groupActivity, response.json())));
    }
  });

  it("masks every e-mail in the ranking, the reader's own too, whoever's read filled the cache", async () => {
    const leader = await learner();
    const friend = await learner();
    const group = await groupOf(leader, friend);
    const masked = (email: string) => `${email.slice(0, 2)}***@example.com`;
    for (const reader of [leader, friend]) {
      const answer = await activity(reader, group.id);
      const emails = new Map(answer.memberActivities.map((item) => [item.userInfo.id, item.userInfo.email]));
      expect(emails.get(leader.userId)).toBe(masked(leader.email));
      expect(emails.get(friend.userId)).toBe(masked(friend.email));
      expect(JSON.stringify(answer)).not.toContain(leader.email);
      expect(JSON.stringify(answer)).not.toContain(friend.email);
    }
  });

  it('answers in the encoding the browser accepts, the same ranking as the plain one', async () => {
    const leader = await learner();
    const shy = await unrankedLearner();
    const group = await groupOf(leader, shy);
    await focusLog(leader, '2026-11-17T01:00:00Z', 600);
    const url = `/api/group/${group.id}/activity?period=MONTH&date=2026-11-21`;
    const read = (user: SignedIn, acceptEncoding?: string) =>
      app.inject({
        method: 'GET',
        url,
        headers: {
          ...bearer(user.accessToken),
          ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
        },
      });
    for (const user of [leader, shy]) {
      const plain = await read(user);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toContain('accept-encoding');
      for (const [asked, encoding, decode] of [
        ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
        ['gzip', 'gzip', gunzipSync],
      ] as const) {
        const encoded = await read(user, asked);
        expect(encoded.statusCode).toBe(200);
        expect(encoded.headers['content-encoding']).toBe(encoding);
        expect(encoded.headers.vary).toContain('accept-encoding');
        expect(decode(encoded.rawPayload).toString()).toBe(plain.body);
      }
    }
    // The two readers differ only in their consent.
    const [byLeader, byShy] = [await read(leader), await read(shy)].map((answer) =>
      answer.json<GroupActivity>(),
    );
    expect({ ...byShy, myRankingConsent: true }).toEqual(byLeader);
  });

  it('shows a member who joins, leaves or changes their consent at once to themselves and their group', async () => {
    const leader = await learner();
    const joiner = await learner();
    const group = await createGroup(leader);
    expect((await activity(leader, group.id)).groupInfo.memberCount).toBe(1);
    expect((await joinByCode(joiner, group.inviteCode)).statusCode).toBe(200);
    expect((await activity(joiner, group.id)).memberActivities).toHaveLength(2);
    expect((await activity(leader, group.id)).groupInfo.memberCount).toBe(2);
    // A consent withdrawn elsewhere (another instance, no event): the reader's own view is read fresh.
    const rankingTerms = app.db
      .select({ id: terms.id })
      .from(terms)
      .where(eq(terms.type, 'STATISTICS_AND_RANKING'));
    await app.db
      .update(userAgreements)
      .set({ agreed: false })
      .where(and(eq(userAgreements.userId, joiner.userId), inArray(userAgreements.termsId, rankingTerms)));
    expect(await activity(joiner, group.id)).toMatchObject({
      myRankingConsent: false,
      excludedMembersCount: 1,
    });
    expect((await call(joiner, 'POST', `/api/group/${group.id}/leave`)).statusCode).toBe(204);
    expect(await activity(leader, group.id)).toMatchObject({
      groupInfo: { memberCount: 1 },
      excludedMembersCount: 0,
    });
  });
});
