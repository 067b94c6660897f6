import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { INVITE_CODE_PATTERN, studyGroupMessages, type GroupDetail } from '@molip/domain/study-group';
import { appOnManualClock, studyGroupSteps } from '../../../test/fixtures.ts';

const { app, clock, learner, call } = await appOnManualClock();
const { joinByCode, groupOf } = studyGroupSteps(app, clock);

describe('what only the LEADER may do', () => {
  it('lets the LEADER rename, remove a member (not themselves) and rotate the code', async () => {
    const leader = await learner();
    const friend = await learner();
    const group = await groupOf(leader, friend);

    const renamed = await call(leader, 'PATCH', `/api/group/${group.id}`, { name: '새 이름' });
    expect(renamed.json<GroupDetail>().name).toBe('새 이름');

    const self = await call(leader, 'DELETE', `/api/group/${group.id}/members/${leader.userId}`);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(studyGroupMessages.cannotRemoveSelf);
    const stranger = await call(leader, 'DELETE', `/api/group/${group.id}/members/${randomUUID()}`);
    expect(stranger.statusCode).toBe(404);
    const removed = await call(leader, 'DELETE', `/api/group/${group.id}/members/${friend.userId}`);
    expect(removed.statusCode).toBe(204);
    expect((await call(friend, 'GET', `/api/group/${group.id}`)).statusCode).toBe(403);

    const rotated = await call(leader, 'POST', `/api/group/${group.id}/invite-code`);
    const { inviteCode } = rotated.json<{ inviteCode: string }>();
    expect(inviteCode).toMatch(INVITE_CODE_PATTERN);
    expect(inviteCode).not.toBe(group.inviteCode);
    expect((await joinByCode(friend, group.inviteCode)).statusCode).toBe(404);
    expect((await joinByCode(friend, inviteCode)).statusCode).toBe(200);
  });

  it('keeps renaming, removing members and rotating the code to the LEADER', async () => {
    const leader = await learner();
    const plain = await learner();
    const group = await groupOf(leader, plain);
    const attempts = [
      call(plain, 'PATCH', `/api/group/${group.id}`, { name: '새 이름' }),
      call(plain, 'DELETE', `/api/group/${group.id}/members/${leader.userId}`),
      call(plain, 'POST', `/api/group/${group.id}/invite-code`),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(studyGroupMessages.leaderOnly);
    }
    const detail = (await call(plain, 'GET', `/api/group/${group.id}`)).json<GroupDetail>();
    expect(detail).toMatchObject({ myRole: 'MEMBER', inviteCode: null, name: group.name });
  });
});
