import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { INVITE_CODE_PATTERN, type GroupDetail } from '@molip/domain/study-group';
import { studyGroups } from '../../db/schema.ts';
import { appOnManualClock, studyGroupSteps } from '../../../test/fixtures.ts';
import { bearer } from '../../../test/test-app.ts';

const { app, clock, learner, call } = await appOnManualClock();
const { createGroup, joinByCode, groupOf } = studyGroupSteps(app, clock);

describe('joining and leaving a study group', () => {
  it('creates a group with a code another learner joins by', async () => {
    const leader = await learner();
    const group = await createGroup(leader, '  정처기 스터디 ');
    expect(group).toMatchObject({
      name: '정처기 스터디',
      myRole: 'LEADER',
      isRoom: false,
      memberCount: 1,
    });
    expect(group.inviteCode).toMatch(INVITE_CODE_PATTERN);

    const friend = await learner();
    const joined = await joinByCode(friend, (group.inviteCode ?? '').toLowerCase());
    expect(joined.statusCode).toBe(200);
    expect(joined.json<GroupDetail>()).toMatchObject({ id: group.id, myRole: 'MEMBER', memberCount: 2 });
    expect((await joinByCode(friend, group.inviteCode)).json<GroupDetail>().memberCount).toBe(2);

    const list = (await call(friend, 'GET', '/api/group')).json<{ groups: unknown[] }>();
    expect(list.groups).toContainEqual({
      id: group.id,
      name: '정처기 스터디',
      memberCount: 2,
      myRole: 'MEMBER',
      isRoom: false,
    });
  });

  it('creates one group for a retried request with the same Idempotency-Key', async () => {
    const leader = await learner();
    const headers = { ...bearer(leader.accessToken), 'idempotency-key': `group-${randomUUID()}` };
    const send = () =>
      app.inject({ method: 'POST', url: '/api/group', headers, payload: { name: '한 번만' } });
    const first = await send();
    const retry = await send();
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json<GroupDetail>().id).toBe(first.json<GroupDetail>().id);
    const mine = (await call(leader, 'GET', '/api/group')).json<{ groups: unknown[] }>();
    expect(mine.groups).toHaveLength(1);
  });

  it('masks other members’ e-mails and shows the reader their own', async () => {
    const leader = await learner();
    const friend = await learner();
    const group = await groupOf(leader, friend);
    const detail = (await call(friend, 'GET', `/api/group/${group.id}`)).json<GroupDetail>();
    const byId = new Map(detail.members.map((item) => [item.id, item.email]));
    expect(byId.get(friend.userId)).toBe(friend.email);
    expect(byId.get(leader.userId)).toBe(`${leader.email.slice(0, 2)}***@example.com`);
    expect(JSON.stringify(detail)).not.toContain(leader.email);
  });

  it('hands LEADER to the longest-standing member when the leader leaves', async () => {
    const [leader, first, second] = [await learner(), await learner(), await learner()];
    const group = await groupOf(leader, first, second);
    expect((await call(leader, 'POST', `/api/group/${group.id}/leave`)).statusCode).toBe(204);
    const detail = (await call(first, 'GET', `/api/group/${group.id}`)).json<GroupDetail>();
    expect(detail.myRole).toBe('LEADER');
    expect(detail.inviteCode).toBe(group.inviteCode);
    expect(detail.members.map((item) => [item.id, item.role])).toEqual([
      [first.userId, 'LEADER'],
      [second.userId, 'MEMBER'],
    ]);
    expect((await call(leader, 'GET', `/api/group/${group.id}`)).statusCode).toBe(403);
  });

  it('deletes a group when its last member leaves', async () => {
    const leader = await learner();
    const group = await createGroup(leader);
    await call(leader, 'POST', `/api/group/${group.id}/leave`);
    expect((await call(leader, 'GET', `/api/group/${group.id}`)).statusCode).toBe(404);
    expect(await app.db.select().from(studyGroups).where(eq(studyGroups.id, group.id))).toEqual([]);
  });

  it('hands LEADER over when the leader deletes their account, as leaving does', async () => {
    const [leader, first, second] = [await learner(), await learner(), await learner()];
    const group = await groupOf(leader, first, second);
    expect((await call(leader, 'DELETE', '/api/user/me')).statusCode).toBe(204);
    const detail = (await call(first, 'GET', `/api/group/${group.id}`)).json<GroupDetail>();
    expect(detail.myRole).toBe('LEADER');
    expect(detail.members.map((item) => [item.id, item.role])).toEqual([
      [first.userId, 'LEADER'],
      [second.userId, 'MEMBER'],
    ]);
    const rotated = await call(first, 'POST', `/api/group/${group.id}/invite-code`);
    expect(rotated.statusCode).toBe(200);
  });

  it('deletes the group, its name and code, when its only member deletes their account', async () => {
    const leader = await learner();
    const group = await createGroup(leader, '지우의 개인 스터디');
    const stranger = await learner();
    expect((await call(leader, 'DELETE', '/api/user/me')).statusCode).toBe(204);
    expect(await app.db.select().from(studyGroups).where(eq(studyGroups.id, group.id))).toEqual([]);
    expect((await joinByCode(stranger, group.inviteCode)).statusCode).toBe(404);
  });
});
