import { beforeAll, describe, expect, it } from 'vitest';
import { studyGroupMessages, type GroupDetail } from '@molip/domain/study-group';
import { appOnManualClock, studyGroupSteps } from '../../../test/fixtures.ts';
import type { SignedIn } from '../../../test/test-app.ts';

const { app, clock, learner, call } = await appOnManualClock();
const { createGroup } = studyGroupSteps(app, clock);

describe('study group requests refused', () => {
  let member: SignedIn;
  let group: GroupDetail;
  beforeAll(async () => {
    member = await learner();
    group = await createGroup(member);
  });

  it('answers 401 without a token', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/group' });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['GET', '/api/group/abc'],
    ['GET', '/api/group/0'],
    ['GET', '/api/group/1/activity?period=YEAR'],
    ['GET', '/api/group/1/activity?date=2026-02-30'],
    ['DELETE', '/api/group/1/members/not-a-uuid'],
  ] as const)('refuses %s %s with 400', async (method, url) => {
    const response = await call(member, method, url);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/[가-힣]/);
  });

  it.each([
    [{}, studyGroupMessages.nameRequired],
    [{ name: '   ' }, studyGroupMessages.nameRequired],
    [{ name: '가'.repeat(31) }, studyGroupMessages.nameTooLong],
    [{ name: '스터디', extra: 1 }, ''],
  ])('refuses the body %j with 400', async (payload, message) => {
    const response = await call(member, 'POST', '/api/group', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('refuses a malformed invite code with 400 and an unknown one with 404', async () => {
    const malformed = await call(member, 'POST', '/api/group/join-by-code', { inviteCode: 'O0I1' });
    expect(malformed.statusCode).toBe(400);
    const unknown = await call(member, 'POST', '/api/group/join-by-code', { inviteCode: 'ZZZZZZZZ' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(studyGroupMessages.inviteCodeUnknown);
  });

  it.each(['', '/activity', '/presence'])('answers 404 for an unknown group (GET …%s)', async (suffix) => {
    const response = await call(member, 'GET', `/api/group/999999${suffix}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(studyGroupMessages.notFound);
  });

  it("keeps a group's reads to its members (a member of group A cannot read group B)", async () => {
    const other = await learner();
    const otherGroup = await createGroup(other);
    for (const suffix of ['', '/activity', '/presence']) {
      const response = await call(member, 'GET', `/api/group/${otherGroup.id}${suffix}`);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(studyGroupMessages.notMember);
    }
    expect((await call(member, 'POST', `/api/group/${otherGroup.id}/leave`)).statusCode).toBe(403);
  });

  it('has no join by id: a group with a code is joined by its code, a room by placement', async () => {
    const outsider = await learner();
    expect((await call(outsider, 'POST', `/api/group/${group.id}/join`)).statusCode).toBe(404);
    expect((await call(outsider, 'GET', `/api/group/${group.id}`)).statusCode).toBe(403);
  });
});
