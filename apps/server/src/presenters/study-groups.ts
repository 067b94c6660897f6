import { pick } from 'zod/mini';
import {
  groupActivity,
  maskEmail,
  memberActivity,
  type GroupActivity,
  type GroupDetail,
  type GroupRole,
  type PresenceEvent,
} from '@molip/domain/study-group';
import { jsonWriterFor } from '../lib/json-writer.ts';
import type { GroupMemberRow, GroupRow } from '../repositories/study-groups.ts';

/** Other members' e-mails are masked; the reader sees their own in full. */
export const visibleEmail = (email: string | null, memberId: string, readerId: string) =>
  memberId === readerId ? (email ?? '') : maskEmail(email);

export const isStudyRoom = (group: { roomNumber: number | null }) => group.roomNumber !== null;

/** A group as its member sees it; only a LEADER sees the invite code. */
export function presentGroupDetail(
  group: GroupRow,
  members: readonly GroupMemberRow[],
  reader: { userId: string; role: GroupRole },
): GroupDetail {
  return {
    id: group.id,
    name: group.name,
    memberCount: members.length,
    myRole: reader.role,
    isRoom: isStudyRoom(group),
    inviteCode: reader.role === 'LEADER' ? group.inviteCode : null,
    members: members.map((member) => ({
      id: member.id,
      username: member.username,
      email: visibleEmail(member.email, member.id, reader.userId),
      role: member.role,
      joinedAt: member.joinedAt.toISOString(),
    })),
  };
}

/** A desk light: since when and on which plan only for members who agreed to be ranked. */
export function presentPresence(
  userId: string,
  row: {
    focusingSince: Date | null;
    focusingUntil: Date | null;
    planTitle: string | null;
    rankingConsent: boolean;
  },
): PresenceEvent {
  const shown = row.focusingSince !== null && row.rankingConsent;
  return {
    userId,
    status: row.focusingSince ? 'FOCUSING' : 'IDLE',
    focusingSince: shown && row.focusingSince ? row.focusingSince.toISOString() : null,
    // Every member's, so every reader's light goes out on time, even with no event to say so.
    focusingUntil: row.focusingSince && row.focusingUntil ? row.focusingUntil.toISOString() : null,
    planTitle: shown ? row.planTitle : null,
  };
}

/** The part of a group's activity every member reads alike (e-mails masked, the reader's own too). */
export type SharedActivity = Omit<GroupActivity, 'groupInfo' | 'myRankingConsent'>;

/** A shared ranking's wire form, encoded against the contract once when the ranking is computed. */
export type SharedActivityBytes = { periodInfo: string; entries: string; tail: string };

const activityTotals = pick(groupActivity, {
  totalActiveMembersCount: true,
  groupAverageCompletionRate: true,
  excludedMembersCount: true,
});

const writeMemberActivity = jsonWriterFor(memberActivity);
const writePeriodInfo = jsonWriterFor(groupActivity.shape.periodInfo);
const writeGroupInfo = jsonWriterFor(groupActivity.shape.groupInfo);
const writeTotals = jsonWriterFor(activityTotals);

/** Computed off the request path every few seconds, but on the event loop: written by compiled writers. */
export function sharedActivityBytes(shared: SharedActivity): SharedActivityBytes {
  return {
    periodInfo: writePeriodInfo(shared.periodInfo),
    entries: shared.memberActivities.map(writeMemberActivity).join(','),
    tail: writeTotals(shared).slice(1, -1),
  };
}

/**
 * A reader's activity as the response serialiser would write it, from the shared bytes: only the group's
 * header and the reader's consent are their own, so every reader with the same view gets the same bytes.
 */
export function readerActivityJson(
  bytes: SharedActivityBytes,
  view: { groupInfo: GroupActivity['groupInfo']; myRankingConsent: boolean },
): Buffer {
  return Buffer.from(
    `{"groupInfo":${writeGroupInfo(view.groupInfo)},"periodInfo":${bytes.periodInfo},` +
      `"memberActivities":[${bytes.entries}],${bytes.tail},"myRankingConsent":${JSON.stringify(view.myRankingConsent)}}`,
  );
}
