import { pick } from 'zod/mini';
import {
  DEFAULT_STUDY_GROUP_ID,
  groupActivity,
  maskEmail,
  memberActivity,
  type GroupActivity,
  type GroupDetail,
  type MemberActivity,
  type GroupRole,
  type PresenceEvent,
} from '@molip/domain/study-group';
import { jsonWriterFor } from '../lib/json-writer.ts';
import type { GroupMemberRow, GroupRow } from '../repositories/study-groups.ts';

/** Other members' e-mails are masked; the reader sees their own in full. */
export const visibleEmail = (email: string, memberId: string, readerId: string) =>
  memberId === readerId ? email : maskEmail(email);

export const isDefaultGroup = (groupId: number) => groupId === DEFAULT_STUDY_GROUP_ID;

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
    isDefault: isDefaultGroup(group.id),
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

/** The part of a group's activity every member reads alike (e-mails masked). */
export type SharedActivity = Omit<GroupActivity, 'groupInfo' | 'myRankingConsent'>;

/**
 * A shared ranking's wire form, encoded against the contract once when the ranking is computed: the entries
 * as one UTF-8 buffer (comma-separated) with where each entry starts and ends in it.
 */
export type SharedActivityBytes = {
  periodInfo: string;
  entries: Buffer;
  starts: number[];
  ends: number[];
  tail: string;
};

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
  const encoded = shared.memberActivities.map(writeMemberActivity);
  const starts: number[] = [];
  const ends: number[] = [];
  let offset = 0;
  for (const entry of encoded) {
    const length = Buffer.byteLength(entry);
    starts.push(offset);
    ends.push(offset + length);
    offset += length + 1;
  }
  return {
    periodInfo: writePeriodInfo(shared.periodInfo),
    entries: Buffer.from(encoded.join(',')),
    starts,
    ends,
    tail: writeTotals(shared).slice(1, -1),
  };
}

/**
 * A reader's activity as the response serialiser would write it, spliced from the shared bytes: only the
 * group's header, the reader's own entry and their consent are encoded per read. Answered in parts, in
 * order, that are sent as they are: joining a MONTH's 800 KB per read cost more than writing it.
 */
export function readerActivityParts(
  bytes: SharedActivityBytes,
  view: {
    groupInfo: GroupActivity['groupInfo'];
    own: { position: number; entry: MemberActivity } | undefined;
    myRankingConsent: boolean;
  },
): Buffer[] {
  const groupInfo = writeGroupInfo(view.groupInfo);
  const start = view.own === undefined ? undefined : bytes.starts[view.own.position];
  const end = view.own === undefined ? undefined : bytes.ends[view.own.position];
  const entries =
    view.own === undefined || start === undefined || end === undefined
      ? [bytes.entries]
      : [
          bytes.entries.subarray(0, start),
          Buffer.from(writeMemberActivity(view.own.entry)),
          bytes.entries.subarray(end),
        ];
  return [
    Buffer.from(`{"groupInfo":${groupInfo},"periodInfo":${bytes.periodInfo},"memberActivities":[`),
    ...entries,
    Buffer.from(`],${bytes.tail},"myRankingConsent":${JSON.stringify(view.myRankingConsent)}}`),
  ];
}
